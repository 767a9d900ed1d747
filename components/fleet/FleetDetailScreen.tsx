'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  removeFleetMember,
  useFleetDetail,
  useFleetMembers,
  useVehicleDict,
  type FleetInfo,
  type FleetMemberInfo,
} from '@/lib/api';
import { dictLabel } from '@/lib/dict';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PagedList } from '@/components/ui/PagedList';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { FleetCard } from './FleetCard';
import { FleetMemberItem } from './FleetMemberItem';
import { INVITE_TEAM_PATH, OWN_FLEET_PATH } from './paths';
import { MyFleetScreen } from './MyFleetScreen';

type MemberState = 'current' | 'former';

/** The vehicle type's label from the dict, or its code while the dict loads. */
function useVehicleTypeLabel() {
  const { entries } = useVehicleDict('vehicleType');
  return (code: string) => dictLabel(entries, code);
}

function Members({ fleet, state }: { fleet: FleetInfo; state: MemberState }) {
  const loader = useFleetMembers(fleet.fleetId, state);
  const typeLabel = useVehicleTypeLabel();
  const [removing, setRemoving] = useState<FleetMemberInfo | null>(null);
  const remove = useAction(async (member: FleetMemberInfo) => {
    await removeFleetMember(fleet.fleetId, member.userId);
    setRemoving(null);
    showToast(t('fleet.detail.removed', { name: member.name }));
    await loader.mutate();
  });
  const canRemove = fleet.role === 'captain' && state === 'current';
  return (
    <>
      <PagedList
        loader={loader}
        itemKey={(member) => `${member.userId}-${member.joinedAt}`}
        renderItem={(member) => (
          <FleetMemberItem member={member} typeLabel={typeLabel} onRemove={canRemove ? setRemoving : undefined} />
        )}
        emptyMessage={t(state === 'current' ? 'fleet.detail.noMembers' : 'fleet.detail.noFormer')}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('fleet.detail.remove')}
        message={remove.error ?? t('fleet.detail.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('fleet.detail.remove')}
        onConfirm={() => removing && void remove.run(removing)}
        onCancel={() => setRemoving(null)}
        pending={remove.pending}
        danger
      />
    </>
  );
}

function FleetDetail({ fleet }: { fleet: FleetInfo }) {
  const [state, setState] = useState<MemberState>('current');
  const captain = fleet.role === 'captain';
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FleetCard fleet={fleet}>
        {captain && (
          <Button variant="contained" sx={{ mt: 1 }} onClick={() => navigate(INVITE_TEAM_PATH, { fleetId: String(fleet.fleetId) })}>
            {t('fleet.own.invite')}
          </Button>
        )}
      </FleetCard>
      <Typography variant="subtitle1" component="h2">
        {t('fleet.detail.members')}
      </Typography>
      {captain ? (
        <Tabs value={state} onChange={(_, value: MemberState) => setState(value)} variant="fullWidth">
          <Tab value="current" label={t('fleet.detail.current')} />
          <Tab value="former" label={t('fleet.detail.former')} />
        </Tabs>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('fleet.detail.namesOnly')}
        </Typography>
      )}
      <Members key={state} fleet={fleet} state={state} />
    </Box>
  );
}

function FleetById({ fleetId }: { fleetId: number }) {
  const { fleet, error, mutate } = useFleetDetail(fleetId);
  return (
    <Loaded data={fleet} error={error} onRetry={() => void mutate()}>
      {(shown) => <FleetDetail fleet={shown} />}
    </Loaded>
  );
}

/** A fleet's details and members (`/pages/fleetDetail/fleetDetail`, `?fleetId=`; default: my fleet). */
export default function FleetDetailScreen() {
  return (
    <MyFleetScreen
      none={<EmptyState message={t('fleet.detail.none')} action={<Button onClick={() => navigate(OWN_FLEET_PATH)}>{t('fleet.own.title')}</Button>} />}
    >
      {(id) => <FleetById fleetId={id} />}
    </MyFleetScreen>
  );
}
