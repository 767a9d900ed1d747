'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { CertificationStatusChip, RejectReason } from '@/components/identity/certification';
import { ADD_VEHICLE_PATH, UPLOAD_VEHICLE_CARD_PATH, VEHICLE_AUDIT_RECORD_PATH, VEHICLE_LICENSE_INFO_PATH } from './paths';
import { InfoLine } from './widgets';
import { VehicleScreen } from './VehicleScreen';

function Status({ vehicle }: { vehicle: VehicleDetail }) {
  const { certification } = vehicle;
  const id = { vehicleId: String(vehicle.vehicleId) };
  const mayChange = vehicle.relation !== 'driver';
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {vehicle.plateNumber}
          </Typography>
          <CertificationStatusChip status={certification.status} />
        </Box>
        <Typography variant="body2">{t(`vehicle.cert.text.${certification.status}`)}</Typography>
        <InfoLine label={t('vehicle.cert.submittedAt')} value={certification.submittedAt.slice(0, 10)} />
        {certification.reviewedAt && <InfoLine label={t('vehicle.cert.reviewedAt')} value={certification.reviewedAt.slice(0, 10)} />}
        {certification.status === 'rejected' && <RejectReason reason={certification.rejectReason} />}
        {certification.status === 'rejected' && mayChange && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => navigate(ADD_VEHICLE_PATH, id)}>
              {t('vehicle.cert.fix')}
            </Button>
            <Button variant="outlined" onClick={() => navigate(UPLOAD_VEHICLE_CARD_PATH, id)}>
              {t('vehicle.cert.newPhotos')}
            </Button>
          </Box>
        )}
        {certification.status === 'approved' && (
          <Button onClick={() => navigate(VEHICLE_LICENSE_INFO_PATH, id)}>{t('vehicle.info.title')}</Button>
        )}
        {mayChange && <Button onClick={() => navigate(VEHICLE_AUDIT_RECORD_PATH, id)}>{t('vehicle.audit.title')}</Button>}
      </CardContent>
    </Card>
  );
}

/**
 * One vehicle's certification (`/pages/vehicleCertification/vehicleCertification?vehicleId=`):
 * status, reject reason, and for a refused one the ways to correct and resubmit it.
 */
export default function VehicleCertificationScreen() {
  return (
    <VehicleScreen>
      {(shown) => (
        <>
          {shown.certification.status === 'pending' && <Alert severity="info" sx={{ mb: 1 }}>{t('vehicle.cert.pendingHint')}</Alert>}
          <Status vehicle={shown} />
        </>
      )}
    </VehicleScreen>
  );
}
