'use client';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { StaffDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDate } from '@/lib/time';
import { permissionsText } from './shared';

type Change = StaffDetail['history'][number];

/** A changed value as people read it: roles and permissions in words. */
function valueText(field: string, value: string): string {
  if (value === '') return '—';
  if (field === 'role') return t(`enterprise.memberRole.${value}`);
  if (field === 'permissions') return permissionsText(value.split(','));
  if (field === 'removedAt') return formatDate(value);
  return value;
}

function ChangeLine({ change }: { change: Change }) {
  const fields = Object.entries(change.changes).filter(([field]) => field !== 'removedAt');
  return (
    <Typography variant="body2">
      {formatDate(change.at)} · {change.actorName ?? change.actorId} · {t(`enterprise.history.${change.action}`)}
      {fields.map(([field, { from, to }]) => ` · ${t(`enterprise.history.field.${field}`)}：${valueText(field, from)} → ${valueText(field, to)}`).join('')}
    </Typography>
  );
}

/** The history of a staff member: who added, changed or removed them, and what changed. */
export function StaffHistory({ history }: { history: Change[] }) {
  return (
    <Card component="section" aria-label={t('enterprise.history.title')}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="subtitle1" component="h2">
          {t('enterprise.history.title')}
        </Typography>
        {history.map((change, index) => (
          <ChangeLine key={index} change={change} />
        ))}
      </CardContent>
    </Card>
  );
}
