'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TextField from '@mui/material/TextField';
import { useEnterpriseVehicles, type VehicleListFilter } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PagedList } from '@/components/ui/PagedList';
import { useDebounce } from '@/components/ui/useDebounce';
import { navigate } from '@/components/router/history';
import { ManagedEnterpriseScreen } from './managedEnterprise';
import { ADD_BUSINESS_VEHICLE_PATH, BUSINESS_VEHICLE_DETAIL_PATH } from './paths';
import { VehicleCard } from '@/components/vehicle/widgets';

const STATUS_FILTERS = ['all', 'pending', 'approved', 'rejected'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

function EnterpriseVehicleList({ enterpriseId }: { enterpriseId: number }) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [plate, setPlate] = useState('');
  const typedPlate = useDebounce(plate.trim().toUpperCase());
  const filter: VehicleListFilter = {
    ...(status === 'all' ? {} : { status }),
    ...(typedPlate ? { plate: typedPlate } : {}),
  };
  const loader = useEnterpriseVehicles(enterpriseId, filter);
  return (
    <>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={status}
        aria-label={t('ev.filter.status')}
        onChange={(_, chosen: StatusFilter | null) => chosen && setStatus(chosen)}
      >
        {STATUS_FILTERS.map((each) => (
          <ToggleButton key={each} value={each}>
            {t(`ev.filter.${each}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        id="plate-filter"
        size="small"
        label={t('ev.filter.plate')}
        value={plate}
        onChange={(event) => setPlate(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 8 } }}
      />
      <PagedList
        loader={loader}
        itemKey={(vehicle) => vehicle.vehicleId}
        emptyMessage={t(typedPlate || status !== 'all' ? 'ev.vehicles.noneMatching' : 'ev.vehicles.none')}
        renderItem={(vehicle) => (
          <VehicleCard
            vehicle={vehicle}
            onOpen={() => navigate(BUSINESS_VEHICLE_DETAIL_PATH, { vehicleId: String(vehicle.vehicleId) })}
          />
        )}
      />
    </>
  );
}

/**
 * The vehicles of an enterprise the caller manages (`?enterpriseId=`): certification status
 * chips, expiry warnings, filters by status and plate, and the entry to add one.
 */
export default function BusinessVehiclesScreen() {
  return (
    <ManagedEnterpriseScreen>
      {(enterprise) => (
        <>
          <Button
            variant="contained"
            onClick={() => navigate(ADD_BUSINESS_VEHICLE_PATH, { enterpriseId: String(enterprise.enterpriseId) })}
          >
            {t('ev.vehicles.add')}
          </Button>
          <EnterpriseVehicleList key={enterprise.enterpriseId} enterpriseId={enterprise.enterpriseId} />
        </>
      )}
    </ManagedEnterpriseScreen>
  );
}
