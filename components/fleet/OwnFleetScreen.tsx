'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { leaveFleet, type BelongToFleet, type FleetInfo } from '@/lib/api';
import { FLEET_INVITE_PATH } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { formatDate } from '@/lib/time';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { FleetCard } from './FleetCard';
import { APPLY_FLEET_LEADER_PATH, FLEET_DETAIL_PATH, INVITE_TEAM_PATH } from './paths';
import { useFleetStanding } from './useMyFleet';

/** The `token` of a scanned invitation link, or null when the text is not one of ours. */
export function inviteTokenOf(text: string): string | null {
  const at = text.indexOf(`${FLEET_INVITE_PATH}?`);
  if (at < 0) return null;
  const token = new URLSearchParams(text.slice(at + FLEET_INVITE_PATH.length + 1)).get('token');
  return token || null;
}

function CaptainView({ fleet }: { fleet: Omit<FleetInfo, 'role'> }) {
  return (
    <FleetCard fleet={{ ...fleet, role: 'captain' }}>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="contained" onClick={() => navigate(INVITE_TEAM_PATH, { fleetId: String(fleet.fleetId) })}>
          {t('fleet.own.invite')}
        </Button>
        <Button variant="outlined" onClick={() => navigate(FLEET_DETAIL_PATH, { fleetId: String(fleet.fleetId) })}>
          {t('fleet.own.details')}
        </Button>
      </Box>
    </FleetCard>
  );
}

function MemberView({ fleet }: { fleet: BelongToFleet }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useAction(async () => {
    await leaveFleet(fleet.fleetId);
    setConfirming(false);
    showToast(t('fleet.own.left'));
  });
  return (
    <FleetCard fleet={{ ...fleet, role: 'member' }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('fleet.joinedAt', { date: formatDate(fleet.joinedAt) })}
      </Typography>
      {leave.error && <Alert severity="error">{leave.error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="outlined" onClick={() => navigate(FLEET_DETAIL_PATH, { fleetId: String(fleet.fleetId) })}>
          {t('fleet.own.details')}
        </Button>
        <Button color="error" onClick={() => setConfirming(true)}>
          {t('fleet.own.leave')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('fleet.own.leave')}
        message={t('fleet.own.leaveConfirm', { name: fleet.fleetName })}
        confirmLabel={t('fleet.own.leave')}
        onConfirm={() => void leave.run()}
        onCancel={() => setConfirming(false)}
        pending={leave.pending}
        danger
      />
    </FleetCard>
  );
}

/** Neither captain nor member: found a fleet, or join one by scanning a captain's code. */
function NoFleetView() {
  const scan = useAction(async () => {
    const { bridge } = await import('@/lib/bridge');
    const text = await bridge.openScan();
    const token = inviteTokenOf(text);
    if (!token) throw new Error(t('fleet.own.notAnInvite'));
    navigate(FLEET_INVITE_PATH, { token });
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body1">{t('fleet.own.none')}</Typography>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {t('fleet.own.captainTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('fleet.own.captainText')}
          </Typography>
          <Button variant="contained" onClick={() => navigate(APPLY_FLEET_LEADER_PATH)}>
            {t('fleet.own.apply')}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {t('fleet.own.joinTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('fleet.own.joinText')}
          </Typography>
          {scan.error && <Alert severity="error">{scan.error}</Alert>}
          <Button variant="outlined" disabled={scan.pending} onClick={() => void scan.run()}>
            {t('fleet.own.scan')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

/** My fleet (`/pages/ownfleet/ownfleet`): the fleet I captain or belong to, or how to get one. */
export default function OwnFleetScreen() {
  const { standing, error, retry } = useFleetStanding();
  return (
    <PageScaffold>
      <Loaded data={standing} error={error} onRetry={retry}>
        {({ captainOf, memberOf }) => (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {captainOf && <CaptainView fleet={captainOf} />}
            {memberOf && <MemberView fleet={memberOf} />}
            {!captainOf && !memberOf && <NoFleetView />}
          </Box>
        )}
      </Loaded>
    </PageScaffold>
  );
}
