'use client';
import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FleetInfo } from '@/lib/api';
import { t } from '@/lib/i18n';

/** 'YYYY-MM-DD HH:mm' in China time (an invitation's expiry needs the hour). */
import { formatDate, formatDateTime } from '@/lib/time';

export { formatDateTime };

type FleetSummary = Omit<FleetInfo, 'role'> & { role?: FleetInfo['role'] };

/** A label and its value on one line of a card. */
export function FleetLine({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      {label}：{value}
    </Typography>
  );
}

/**
 * A fleet as every fleet screen shows it: name (with the caller's role when known), region,
 * description, captain, member count and founding date; `children` adds lines or actions.
 */
export function FleetCard({ fleet, children }: { fleet: FleetSummary; children?: ReactNode }) {
  return (
    <Card component="section" aria-label={fleet.fleetName}>
      <CardContent sx={{ display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {fleet.fleetName}
          </Typography>
          {fleet.role && <Chip size="small" color="primary" label={t(`fleet.role.${fleet.role}`)} />}
        </Box>
        <FleetLine label={t('fleet.field.region')} value={fleet.region} />
        {fleet.description && <FleetLine label={t('fleet.field.description')} value={fleet.description} />}
        <FleetLine label={t('fleet.field.captain')} value={fleet.captain.name} />
        <FleetLine label={t('fleet.field.memberCount')} value={String(fleet.memberCount)} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('fleet.foundedAt', { date: formatDate(fleet.createdAt) })}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
