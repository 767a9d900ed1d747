'use client';
import { useCallback, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { absoluteAppLink, useFleetInvitation, type FleetInvitation } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { QrCode } from '@/components/ui/QrCode';
import { useShareCard } from '@/components/ui/useShareCard';
import { navigate } from '@/components/router/history';
import { parseHash } from '@/components/router/location';
import { formatDateTime } from './FleetCard';
import { APPLY_FLEET_LEADER_PATH } from './paths';
import { MyFleetScreen } from './MyFleetScreen';

/** Copies the link; where the clipboard is closed to the page, the reader is told to copy it by hand. */
async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    showToast(t('fleet.invite.copied'));
  } catch {
    showToast(t('fleet.invite.copyFailed'));
  }
}

function Invitation({ invitation, refresh, refreshing }: { invitation: FleetInvitation; refresh: () => void; refreshing: boolean }) {
  const link = absoluteAppLink(invitation.link);
  const invited = parseHash(invitation.link);
  useShareCard({
    title: t('share.card.fleetInvite.generic'),
    desc: t('share.card.fleetInvite.genericDesc', { date: formatDateTime(invitation.expiresAt) }),
    path: invited.path,
    query: invited.query,
  });
  const expiresAt = new Date(invitation.expiresAt).getTime();

  // A code on screen past its expiry would be refused: make a new one when it runs out.
  useEffect(() => {
    // Timers cap at 2^31-1 ms (longer ones fire at once); an invitation lives 24 hours anyway.
    const timer = setTimeout(refresh, Math.min(Math.max(0, expiresAt - Date.now()) + 1000, 2_147_483_647));
    return () => clearTimeout(timer);
  }, [expiresAt, refresh]);

  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'center', textAlign: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('fleet.invite.intro')}
      </Typography>
      <QrCode value={link} label={t('fleet.invite.qrLabel')} size={220} />
      <Typography variant="body2">{t('fleet.invite.expiresAt', { date: formatDateTime(invitation.expiresAt) })}</Typography>
      <Typography
        data-testid="fleet-invite-link"
        variant="caption"
        sx={{ wordBreak: 'break-all', userSelect: 'all', color: 'text.secondary' }}
      >
        {link}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={() => void copyLink(link)}>
          {t('fleet.invite.copy')}
        </Button>
        <Button variant="outlined" disabled={refreshing} onClick={refresh}>
          {t('fleet.invite.refresh')}
        </Button>
      </Box>
      <Alert severity="info">{t('fleet.invite.note')}</Alert>
    </Box>
  );
}

function CaptainInvitation({ fleetId }: { fleetId: number }) {
  const { invitation, error, refresh, refreshing } = useFleetInvitation(fleetId);
  // Stable, so the expiry timer below is set once per invitation, not on every render.
  const again = useCallback(() => void refresh(), [refresh]);
  return (
    <Loaded data={invitation} error={error} onRetry={again}>
      {(shown) => <Invitation invitation={shown} refresh={again} refreshing={refreshing} />}
    </Loaded>
  );
}

/** Invite members (`/pages/Inviteteam/Inviteteam`, `?fleetId=`): the QR code of a fresh invitation link. */
export default function InviteTeamScreen() {
  return (
    <MyFleetScreen
      none={
        <EmptyState
          message={t('fleet.invite.noFleet')}
          action={<Button onClick={() => navigate(APPLY_FLEET_LEADER_PATH)}>{t('fleet.own.apply')}</Button>}
        />
      }
    >
      {(id) => <CaptainInvitation fleetId={id} />}
    </MyFleetScreen>
  );
}
