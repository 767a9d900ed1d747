'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DriverInvitation } from '@/lib/api';
import { t } from '@/lib/i18n';
import { day } from './widgets';

const STATUS_COLOR = { pending: 'warning', accepted: 'success', declined: 'default', cancelled: 'default', expired: 'default' } as const;

export function InvitationStatusChip({ status }: { status: DriverInvitation['status'] }) {
  return <Chip size="small" color={STATUS_COLOR[status]} label={t(`driver.invitation.status.${status}`)} />;
}

/** One invitation: from the driver's side (`side="driver"`) the enterprise, from the manager's the driver. */
export function InvitationCard({ invitation, side, actions }: { invitation: DriverInvitation; side: 'driver' | 'manager'; actions?: ReactNode }) {
  const title =
    side === 'driver'
      ? invitation.enterpriseName
      : [invitation.driverName, invitation.driverMobile].filter(Boolean).join(' ');
  return (
    <Card component="article" aria-label={title} data-testid={`invitation-${invitation.id}`}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {title}
          </Typography>
          <InvitationStatusChip status={invitation.status} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {side === 'driver' ? t('driver.invitation.fromText', { name: invitation.enterpriseName }) : null}
          {t('driver.invitation.dates', { sent: day(invitation.createdAt), until: day(invitation.expiresAt) })}
        </Typography>
        {actions}
      </CardContent>
    </Card>
  );
}
