'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Phone from '@mui/icons-material/Phone';
import type { HotlineInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PhoneCallButton } from '@/components/ui/PhoneCall';

/** Where a line works: 全国, the province, or the road (G15 沈海高速 · 福建). */
export function hotlineWhere(line: HotlineInfo): string {
  if (line.scope === 'national') return t('content.hotline.national');
  if (line.scope === 'province') return line.provinceName ?? '';
  return [`${line.roadCode ?? ''} ${line.roadName ?? ''}`.trim(), line.provinceName].filter(Boolean).join(' · ');
}

/**
 * One hotline: its name, where it works, what it answers (救援 / 投诉 / 路况), each number a button
 * that calls it (the shell's dialer inside the app, tel: elsewhere), and its note. `actions`: the
 * operators' edit and delete.
 */
export function HotlineCard({ line, actions }: { line: HotlineInfo; actions?: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 1 }} data-testid={`hotline-${line.id}`}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, minWidth: 0 }}>
            {line.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {hotlineWhere(line)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {line.services.map((service) => (
            <Chip key={service} size="small" variant="outlined" color={service === 'rescue' ? 'error' : 'default'} label={t(`content.hotline.service.${service}`)} />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {line.phones.map((phone) => (
            <PhoneCallButton key={phone} phone={phone}>
              <Phone fontSize="small" sx={{ mr: 0.5 }} />
              {phone}
            </PhoneCallButton>
          ))}
        </Box>
        {line.note && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {line.note}
          </Typography>
        )}
        {actions}
      </CardContent>
    </Card>
  );
}

/** The lines of a list, or the empty state with 12122 (the national line) as the next step. */
export function HotlineList({ lines, empty }: { lines: readonly HotlineInfo[]; empty?: string }) {
  if (lines.length === 0) {
    return (
      <Box sx={{ py: 4, textAlign: 'center', display: 'grid', gap: 1, justifyItems: 'center' }}>
        <Typography sx={{ color: 'text.secondary' }}>{empty ?? t('content.hotline.empty')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('content.hotline.emptyHint')}
        </Typography>
        <PhoneCallButton phone="12122">
          <Phone fontSize="small" sx={{ mr: 0.5 }} />
          12122
        </PhoneCallButton>
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <li key={line.id}>
          <HotlineCard line={line} />
        </li>
      ))}
    </Box>
  );
}
