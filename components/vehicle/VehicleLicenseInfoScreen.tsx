'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { deleteVehicle, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { CertificationStatusChip } from '@/components/identity/certification';
import { INSPECT_ANNUALLY_PATH, MY_VEHICLES_PATH, ROAD_TRANSPORT_PATH, VEHICLE_CERTIFICATION_PATH } from './paths';
import { VehicleDriversSection } from './VehicleDriversSection';
import { ExpiryWarnings, InfoLine, useLicenceFacts } from './widgets';
import { VehicleScreen } from './VehicleScreen';

function Details({ vehicle }: { vehicle: VehicleDetail }) {
  const facts = useLicenceFacts(vehicle);
  const [confirming, setConfirming] = useState(false);
  const remove = useAction(async () => {
    await deleteVehicle(vehicle.vehicleId);
    showToast(t('vehicle.info.deleted'));
    navigate(MY_VEHICLES_PATH, {}, { replace: true });
  });
  const ownerSide = vehicle.relation !== 'driver';
  const id = { vehicleId: String(vehicle.vehicleId) };
  return (
    <>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              {vehicle.plateNumber}
            </Typography>
            <CertificationStatusChip status={vehicle.certification.status} />
          </Box>
          {facts.map((fact) => (
            <InfoLine key={fact.label} label={fact.label} value={fact.value} />
          ))}
          <InfoLine label={t('vehicle.field.inspectionValidUntil')} value={vehicle.inspectionValidUntil} />
          <InfoLine label={t('vehicle.field.roadTransportNo')} value={vehicle.roadTransportNo ?? t('vehicle.info.noPermit')} />
          {vehicle.roadTransportValidUntil && <InfoLine label={t('vehicle.field.roadTransportValidUntil')} value={vehicle.roadTransportValidUntil} />}
          {vehicle.owner.enterpriseName && <InfoLine label={t('vehicle.info.enterprise')} value={vehicle.owner.enterpriseName} />}
          <ExpiryWarnings warnings={vehicle.warnings} />
        </CardContent>
      </Card>
      {ownerSide && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
          <Button variant="outlined" onClick={() => navigate(INSPECT_ANNUALLY_PATH, id)}>{t('vehicle.inspection.title')}</Button>
          <Button variant="outlined" onClick={() => navigate(ROAD_TRANSPORT_PATH, id)}>{t('vehicle.permit.title')}</Button>
          <Button onClick={() => navigate(VEHICLE_CERTIFICATION_PATH, id)}>{t('vehicle.cert.title')}</Button>
          <Button color="error" onClick={() => setConfirming(true)}>{t('vehicle.info.delete')}</Button>
        </Box>
      )}
      {remove.error && <Alert severity="error" sx={{ mt: 1 }}>{remove.error}</Alert>}
      {ownerSide && <VehicleDriversSection vehicle={vehicle} />}
      <ConfirmDialog
        open={confirming}
        title={t('vehicle.info.delete')}
        message={t('vehicle.info.deleteConfirm', { plate: vehicle.plateNumber })}
        confirmLabel={t('vehicle.info.delete')}
        danger
        pending={remove.pending}
        onConfirm={() => {
          setConfirming(false);
          void remove.run();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * A vehicle's licence information (`/pages/vehicleLicenseInfo/vehicleLicenseInfo?vehicleId=`):
 * every field, expiry warnings; for its owner the document updates, the drivers and deletion.
 */
export default function VehicleLicenseInfoScreen() {
  return (
    <VehicleScreen>
      {(shown) => <Details vehicle={shown} />}
    </VehicleScreen>
  );
}
