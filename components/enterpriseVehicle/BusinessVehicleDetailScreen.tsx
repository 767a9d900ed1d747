'use client';
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { deleteVehicle, useVehicleDrivers, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { formatDate } from '@/lib/time';
import { CertificationStatusChip, RejectReason } from '@/components/identity/certification';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loaded } from '@/components/ui/Loaded';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { Detail } from '@/components/owner/standing';
import { ExpiryWarnings, useLicenceFacts } from '@/components/vehicle/widgets';
import { VehicleScreen } from '@/components/vehicle/VehicleScreen';
import { ADD_BUSINESS_VEHICLE_PATH, BUSINESS_VEHICLE_DRIVERS_PATH, BUSINESS_VEHICLE_MOBILE_PATH, BUSINESS_VEHICLES_PATH } from './paths';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 0.75 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Licence({ vehicle }: { vehicle: VehicleDetail }) {
  const facts = useLicenceFacts(vehicle);
  return (
    <Section title={t('ev.detail.licence')}>
      {facts.map((fact) => (
        <Detail key={fact.label} label={fact.label} value={fact.value} />
      ))}
    </Section>
  );
}

function Documents({ vehicle }: { vehicle: VehicleDetail }) {
  return (
    <Section title={t('ev.detail.documents')}>
      <Detail label={t('ev.document.annualInspection')} value={t('ev.detail.validUntil', { date: formatDate(vehicle.inspectionValidUntil) })} />
      <Detail
        label={t('ev.document.roadTransport')}
        value={
          vehicle.roadTransportNo && vehicle.roadTransportValidUntil
            ? `${vehicle.roadTransportNo} · ${t('ev.detail.validUntil', { date: formatDate(vehicle.roadTransportValidUntil) })}`
            : t('ev.detail.noRoadTransport')
        }
      />
      <ExpiryWarnings warnings={vehicle.warnings} />
      <Detail label={t('ev.field.contactMobile')} value={vehicle.contactMobile ?? t('ev.detail.defaultContact')} />
      <Button size="small" variant="outlined" onClick={() => navigate(BUSINESS_VEHICLE_MOBILE_PATH, { vehicleId: String(vehicle.vehicleId) })}>
        {t('ev.detail.editMobile')}
      </Button>
    </Section>
  );
}

function Drivers({ vehicle }: { vehicle: VehicleDetail }) {
  const { drivers, error, mutate } = useVehicleDrivers(vehicle.vehicleId);
  return (
    <Section title={t('ev.detail.drivers')}>
      <Loaded data={drivers} error={error} onRetry={() => void mutate()}>
        {({ current }) =>
          current.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('ev.drivers.none')}
            </Typography>
          ) : (
            current.map((driver) => (
              <Detail key={driver.authorizationId} label={driver.driverName ?? t('ev.drivers.noName')} value={driver.driverMobile} />
            ))
          )
        }
      </Loaded>
      {vehicle.certification.status === 'approved' ? (
        <Button size="small" variant="outlined" onClick={() => navigate(BUSINESS_VEHICLE_DRIVERS_PATH, { vehicleId: String(vehicle.vehicleId) })}>
          {t('ev.detail.editDrivers')}
        </Button>
      ) : (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('ev.drivers.approvedOnly')}
        </Typography>
      )}
    </Section>
  );
}

function VehicleDetailView({ vehicle }: { vehicle: VehicleDetail }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useAction(async () => {
    await deleteVehicle(vehicle.vehicleId);
    showToast(t('ev.detail.deleted'));
    navigate(
      BUSINESS_VEHICLES_PATH,
      vehicle.owner.enterpriseId === null ? {} : { enterpriseId: String(vehicle.owner.enterpriseId) },
      { replace: true },
    );
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="p" sx={{ flex: 1 }}>
          {vehicle.plateNumber}
        </Typography>
        <CertificationStatusChip status={vehicle.certification.status} />
      </Box>
      {vehicle.owner.enterpriseName && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('ev.detail.ownedBy', { name: vehicle.owner.enterpriseName })}
        </Typography>
      )}
      {vehicle.certification.status === 'rejected' && <RejectReason reason={vehicle.certification.rejectReason} />}
      {vehicle.certification.status === 'rejected' && vehicle.relation !== 'driver' && vehicle.owner.enterpriseId !== null && (
        <Button variant="contained" onClick={() => navigate(ADD_BUSINESS_VEHICLE_PATH, { vehicleId: String(vehicle.vehicleId) })}>
          {t('ev.detail.resubmit')}
        </Button>
      )}
      {vehicle.certification.status === 'pending' && <Alert severity="info">{t('ev.detail.pending')}</Alert>}
      <Licence vehicle={vehicle} />
      <Documents vehicle={vehicle} />
      {vehicle.relation !== 'driver' && <Drivers vehicle={vehicle} />}
      {remove.error && <Alert severity="error">{remove.error}</Alert>}
      {vehicle.relation !== 'driver' && (
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          {t('ev.detail.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        danger
        title={t('ev.detail.deleteTitle', { plate: vehicle.plateNumber })}
        message={t('ev.detail.deleteMessage')}
        confirmLabel={t('ev.detail.delete')}
        pending={remove.pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void remove.run();
        }}
      />
    </Box>
  );
}

/**
 * One enterprise vehicle (`?vehicleId=`): licence details, documents with their expiry, contact
 * mobile, the drivers authorised to it, and deleting it.
 */
export default function BusinessVehicleDetailScreen() {
  return <VehicleScreen>{(vehicle) => <VehicleDetailView vehicle={vehicle} />}</VehicleScreen>;
}
