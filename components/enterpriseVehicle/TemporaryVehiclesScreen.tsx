'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { endTemporaryVehicle, useTemporaryVehicles, type TemporaryVehicle } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { formatDate } from '@/lib/time';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { useDictLabel } from '@/components/vehicle/widgets';
import { EDIT_TEMPORARY_VEHICLE_PATH } from './paths';
import { useScope } from './ScopePicker';

const STATE_COLOR = { upcoming: 'info', active: 'success', expired: 'default', ended: 'default' } as const;

/** Whether a temporary vehicle can still be changed or ended (not over yet). */
export function isCurrent(vehicle: TemporaryVehicle): boolean {
  return vehicle.state === 'upcoming' || vehicle.state === 'active';
}

function TemporaryCard({ vehicle, onEnd, enterpriseId }: { vehicle: TemporaryVehicle; onEnd: () => void; enterpriseId?: number }) {
  const typeLabel = useDictLabel('vehicleType');
  return (
    <Card component="article" aria-label={vehicle.plateNumber} sx={{ mb: 1 }}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
            {vehicle.plateNumber}
          </Typography>
          <Chip size="small" color={STATE_COLOR[vehicle.state]} label={t(`ev.temporary.state.${vehicle.state}`)} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {typeLabel(vehicle.vehicleType)} · {t('ev.drivers.line', { name: vehicle.contactName, mobile: vehicle.contactMobile })}
        </Typography>
        <Typography variant="body2">
          {t('ev.temporary.period', { from: formatDate(vehicle.validFrom), to: formatDate(vehicle.validUntil) })}
        </Typography>
        {isCurrent(vehicle) && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              aria-label={t('ev.temporary.editNamed', { plate: vehicle.plateNumber })}
              onClick={() =>
                navigate(EDIT_TEMPORARY_VEHICLE_PATH, {
                  temporaryId: String(vehicle.temporaryId),
                  ...(enterpriseId === undefined ? {} : { enterpriseId: String(enterpriseId) }),
                })
              }
            >
              {t('ev.temporary.edit')}
            </Button>
            <Button size="small" color="error" aria-label={t('ev.temporary.endNamed', { plate: vehicle.plateNumber })} onClick={onEnd}>
              {t('ev.temporary.end')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

type Shown = 'current' | 'all';

/** The list shown (current or all) with ending one early, confirmed. */
function TemporaryList({ enterpriseId, shown }: { enterpriseId: number | undefined; shown: Shown }) {
  const loader = useTemporaryVehicles({ enterpriseId, all: shown === 'all' });
  const [ending, setEnding] = useState<TemporaryVehicle | null>(null);
  const end = useAction(async (vehicle: TemporaryVehicle) => {
    await endTemporaryVehicle(vehicle.temporaryId);
    showToast(t('ev.temporary.ended', { plate: vehicle.plateNumber }));
    await loader.mutate();
  });
  return (
    <>
      {end.error && <Alert severity="error">{end.error}</Alert>}
      <PagedList
        loader={loader}
        itemKey={(vehicle) => vehicle.temporaryId}
        emptyMessage={t('ev.temporary.none')}
        renderItem={(vehicle) => <TemporaryCard vehicle={vehicle} enterpriseId={enterpriseId} onEnd={() => setEnding(vehicle)} />}
      />
      <ConfirmDialog
        open={ending !== null}
        danger
        title={t('ev.temporary.endTitle', { plate: ending?.plateNumber ?? '' })}
        message={t('ev.temporary.endMessage')}
        confirmLabel={t('ev.temporary.end')}
        pending={end.pending}
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          const vehicle = ending;
          setEnding(null);
          if (vehicle) void end.run(vehicle);
        }}
      />
    </>
  );
}

/**
 * Temporary vehicles (`/pages/manageTemporaryVehicle/manageTemporaryVehicle?enterpriseId=`): the
 * current ones (upcoming and active) or all, including expired and ended; add, change, end early.
 */
export default function TemporaryVehiclesScreen() {
  const { enterpriseId, ready, picker } = useScope();
  const [shown, setShown] = useState<Shown>('current');
  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {picker}
        <Button
          variant="contained"
          onClick={() => navigate(EDIT_TEMPORARY_VEHICLE_PATH, enterpriseId === undefined ? {} : { enterpriseId: String(enterpriseId) })}
        >
          {t('ev.temporary.add')}
        </Button>
        <Tabs value={shown} onChange={(_, value: Shown) => setShown(value)} variant="fullWidth">
          <Tab value="current" label={t('ev.temporary.current')} />
          <Tab value="all" label={t('ev.temporary.all')} />
        </Tabs>
        {ready && <TemporaryList enterpriseId={enterpriseId} shown={shown} />}
      </Box>
    </PageScaffold>
  );
}
