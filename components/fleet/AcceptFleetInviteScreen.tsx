'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ApiError, joinFleet, useFleetInvite, type FleetInvitePreview } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { REAL_NAME_PATH } from '@/components/identity/certification';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useShareCard } from '@/components/ui/useShareCard';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { FleetCard, formatDateTime } from './FleetCard';
import { OWN_FLEET_PATH } from './paths';

/** Why the caller cannot join, with the way on; nothing when they can. */
function StandingNote({ standing }: { standing: FleetInvitePreview['standing'] }) {
  if (standing === 'canJoin') return null;
  const action =
    standing === 'realNameFirst' ? (
      <Button color="inherit" size="small" onClick={() => navigate(REAL_NAME_PATH)}>
        {t('fleet.realNameFirst.go')}
      </Button>
    ) : (
      <Button color="inherit" size="small" onClick={() => navigate(OWN_FLEET_PATH)}>
        {t('fleet.accept.myFleet')}
      </Button>
    );
  return (
    <Alert severity={standing === 'member' ? 'success' : 'warning'} action={action}>
      {t(`fleet.accept.standing.${standing}`)}
    </Alert>
  );
}

function Invite({ invite, token }: { invite: FleetInvitePreview; token: string }) {
  const join = useAction(async () => {
    await joinFleet(invite.fleet.fleetId, token);
    showToast(t('fleet.accept.joined', { name: invite.fleet.fleetName }));
    navigate(OWN_FLEET_PATH, {}, { replace: true });
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info">{t('fleet.accept.intro', { captain: invite.fleet.captain.name })}</Alert>
      <FleetCard fleet={invite.fleet} />
      <StandingNote standing={invite.standing} />
      {join.error && <Alert severity="error">{join.error}</Alert>}
      {invite.standing === 'canJoin' && (
        <Button size="large" variant="contained" disabled={join.pending} onClick={() => void join.run()}>
          {join.pending ? t('fleet.accept.joining') : t('fleet.accept.join')}
        </Button>
      )}
      <Box component="p" sx={{ m: 0, color: 'text.secondary', typography: 'caption', textAlign: 'center' }}>
        {t('fleet.invite.expiresAt', { date: formatDateTime(invite.expiresAt) })}
      </Box>
    </Box>
  );
}

/** An invitation the server refused: expired (410) or not valid (400) say so plainly; anything else with its next step. */
function InviteRefused({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && (error.status === 410 || error.status === 400 || error.status === 404)) {
    return (
      <EmptyState
        message={t(error.status === 410 ? 'fleet.accept.expired' : 'fleet.accept.invalid')}
        action={<Button onClick={() => navigate(OWN_FLEET_PATH)}>{t('fleet.accept.myFleet')}</Button>}
      />
    );
  }
  return <LoadFailure error={error} onRetry={onRetry} />;
}

/** Accept a fleet invitation (`/pages/acceptFleetInvite/acceptFleetInvite?token=`): the fleet, its captain and "join". */
export default function AcceptFleetInviteScreen() {
  const route = useRoute();
  const token = route.query.token?.trim() || null;
  const { invite, error, mutate } = useFleetInvite(token);
  useShareCard(
    invite && token
      ? {
          title: t('share.card.fleetInvite.title', { name: invite.fleet.fleetName }),
          desc: t('share.card.fleetInvite.desc', { captain: invite.fleet.captain.name, date: formatDateTime(invite.expiresAt) }),
          path: route.path,
          query: { token },
        }
      : null,
  );
  let content;
  if (!token) content = <EmptyState message={t('fleet.accept.invalid')} />;
  else if (invite) content = <Invite invite={invite} token={token} />;
  else if (error) content = <InviteRefused error={error} onRetry={() => void mutate()} />;
  else content = <DelayedLoading />;
  return <PageScaffold>{content}</PageScaffold>;
}
