'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { authorizeDriver, useEnterpriseDrivers, useEnterpriseVehicles, useVehicle } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { goBack } from '@/components/router/history';
import { DriverSelect } from './DriverSelect';
import { ManagedEnterpriseScreen } from './managedEnterprise';
import { useIdParam } from '@/components/vehicle/widgets';
import { VehicleDriverList } from '@/components/vehicle/VehicleDriverList';
import { ChooseVehicleList, ChosenVehicle } from './vehicleChoice';

const APPROVED = { status: 'approved' } as const;

function ChooseEnterpriseVehicle({ enterpriseId, onChoose }: { enterpriseId: number; onChoose: (vehicleId: number) => void }) {
  const loader = useEnterpriseVehicles(enterpriseId, APPROVED);
  return <ChooseVehicleList loader={loader} emptyMessage={t('ev.trucks.none')} onChoose={(vehicle) => onChoose(vehicle.vehicleId)} />;
}

function AssignForm({ enterpriseId, vehicleId, onChangeVehicle }: { enterpriseId: number; vehicleId: number; onChangeVehicle: () => void }) {
  const { vehicle, error, mutate } = useVehicle(vehicleId);
  const { drivers, error: driversError, mutate: reloadDrivers } = useEnterpriseDrivers(enterpriseId);
  const form = useForm({ driver: { rules: [{ ...rules.required, messageKey: 'ev.assign.driverRequired' }] } });
  const assign = useAction(async () => {
    const driver = drivers?.find((each) => String(each.userId) === form.values.driver);
    if (!driver) return;
    await authorizeDriver(vehicleId, driver.mobile);
    showToast(t('ev.assign.done', { name: driver.name ?? driver.mobile }));
    goBack();
  });
  return (
    <Loaded data={vehicle} error={error} onRetry={() => void mutate()}>
      {(shown) => (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <ChosenVehicle plateNumber={shown.plateNumber} onChange={onChangeVehicle} />
          {shown.owner.enterpriseId !== enterpriseId ? (
            <Alert severity="warning">{t('ev.assign.otherEnterprise')}</Alert>
          ) : shown.certification.status !== 'approved' ? (
            <Alert severity="info">{t('ev.drivers.approvedOnly')}</Alert>
          ) : (
            <>
              <Typography variant="subtitle2" component="h2">
                {t('ev.detail.drivers')}
              </Typography>
              <VehicleDriverList vehicleId={vehicleId} />
              <Loaded data={drivers} error={driversError} onRetry={() => void reloadDrivers()}>
                {(list) =>
                  list.length === 0 ? (
                    <EmptyState message={t('ev.drivers.enterpriseNone')} />
                  ) : (
                    <ActionForm validate={() => form.validate()} action={assign} submitLabel={t('ev.assign.submit')} pendingLabel={t('ev.saving')}>
                      <DriverSelect field={form.field('driver')} drivers={list} />
                    </ActionForm>
                  )
                }
              </Loaded>
            </>
          )}
        </Box>
      )}
    </Loaded>
  );
}

function Assign({ enterpriseId }: { enterpriseId: number }) {
  const given = useIdParam('vehicleId');
  const [vehicleId, setVehicleId] = useState<number | null>(given);
  return vehicleId === null ? (
    <ChooseEnterpriseVehicle enterpriseId={enterpriseId} onChoose={setVehicleId} />
  ) : (
    <AssignForm key={vehicleId} enterpriseId={enterpriseId} vehicleId={vehicleId} onChangeVehicle={() => setVehicleId(null)} />
  );
}

/**
 * Assigns an enterprise vehicle to one of the enterprise's drivers (`?enterpriseId=&vehicleId=`):
 * choose the vehicle (approved ones) unless given, then the driver; the driver is authorised to it.
 */
export default function AssignVehicleScreen() {
  return <ManagedEnterpriseScreen>{(enterprise) => <Assign key={enterprise.enterpriseId} enterpriseId={enterprise.enterpriseId} />}</ManagedEnterpriseScreen>;
}
