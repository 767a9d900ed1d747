'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { acceptInvitation, declineInvitation, useCurrentUser, useDriverInfo, useInvitation, useMyInvitations, type DriverInvitation } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { useShareCard } from '@/components/ui/useShareCard';
import { navigate } from '@/components/router/history';
import { ACCEPT_INVITE_PATH, DRIVER_LICENSE_INFO_PATH, DRIVER_STATUS_PATH } from './paths';
import { InvitationCard } from './invitations';
import { useNumberParam } from './widgets';

/** Accept / decline of one pending invitation, with the server's refusal shown. */
function Answer({ invitation }: { invitation: DriverInvitation }) {
  const accept = useAction(async () => {
    await acceptInvitation(invitation.id);
    showToast(t('driver.accept.joined', { name: invitation.enterpriseName }));
    navigate(DRIVER_LICENSE_INFO_PATH, {}, { replace: true });
  });
  const decline = useAction(async () => {
    await declineInvitation(invitation.id);
    showToast(t('driver.accept.declinedToast'));
  });
  const busy = accept.pending || decline.pending;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {(accept.error ?? decline.error) && <Alert severity="error">{accept.error ?? decline.error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" sx={{ flex: 1 }} disabled={busy} onClick={() => void accept.run()}>
          {accept.pending ? t('driver.accept.accepting') : t('driver.accept.accept')}
        </Button>
        <Button variant="outlined" sx={{ flex: 1 }} disabled={busy} onClick={() => void decline.run()}>
          {t('driver.accept.decline')}
        </Button>
      </Box>
    </Box>
  );
}

const answerable = (invitation: DriverInvitation) => invitation.status === 'pending' && <Answer invitation={invitation} />;

/** Accepting needs an approved driver certification: says so before the driver tries. */
function CertificationHint() {
  const { info } = useDriverInfo();
  if (!info || info.driver?.certification.status === 'approved') return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => navigate(DRIVER_STATUS_PATH)}>
          {t('driver.status.view')}
        </Button>
      }
    >
      {t('driver.accept.needsCertification')}
    </Alert>
  );
}

/** A shared link may be opened by the enterprise's manager too: only the invited driver answers. */
function OneInvitation({ id }: { id: number }) {
  const { invitation, error, mutate } = useInvitation(id);
  const { user } = useCurrentUser();
  useShareCard(
    invitation
      ? {
          title: t('share.card.carrierInvite.title', { name: invitation.enterpriseName }),
          desc: t('share.card.carrierInvite.desc'),
          path: ACCEPT_INVITE_PATH,
          query: { id: String(id) },
        }
      : null,
  );
  return (
    <Loaded data={invitation} error={error} onRetry={() => void mutate()}>
      {(shown) => {
        const manager = user !== undefined && user.mobile !== shown.driverMobile;
        return <InvitationCard invitation={shown} side={manager ? 'manager' : 'driver'} actions={!manager && answerable(shown)} />;
      }}
    </Loaded>
  );
}

function MyInvitations() {
  const { page, error, mutate } = useMyInvitations();
  return (
    <Loaded data={page} error={error} onRetry={() => void mutate()}>
      {({ records }) =>
        records.length === 0 ? (
          <EmptyState message={t('driver.accept.none')} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {records.map((invitation) => (
              <InvitationCard key={invitation.id} invitation={invitation} side="driver" actions={answerable(invitation)} />
            ))}
          </Box>
        )
      }
    </Loaded>
  );
}

/**
 * A driver's invitations from carriers (`/pages/acceptCarriersInvite/acceptCarriersInvite`): one of
 * them with `?id=` (a shared link), else all, newest first; pending ones are accepted or declined.
 */
export default function AcceptInviteScreen() {
  const id = useNumberParam('id');
  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('driver.accept.intro')}
        </Typography>
        <CertificationHint />
        {id !== null ? <OneInvitation id={id} /> : <MyInvitations />}
      </Box>
    </PageScaffold>
  );
}
