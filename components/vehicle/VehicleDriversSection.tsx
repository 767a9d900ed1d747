'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { authorizeDriver, untieVehicle, useVehicleDrivers, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';

/** Authorise a driver by mobile (approved vehicles only). */
function AuthorizeForm({ vehicleId }: { vehicleId: number }) {
  const form = useForm({ mobile: { rules: [rules.required, rules.mobile] } });
  const submit = useAction(async () => {
    await authorizeDriver(vehicleId, form.values.mobile.trim());
    form.setValue('mobile', '');
    showToast(t('vehicle.drivers.authorized'));
  });
  return (
    <ActionForm validate={() => form.validate()} action={submit} submitLabel={t('vehicle.drivers.authorize')} pendingLabel={t('vehicle.drivers.authorizing')}>
      <FormField field={form.field('mobile')} label={t('vehicle.drivers.mobile')} type="tel" inputMode="tel" maxLength={11} />
    </ActionForm>
  );
}

/**
 * The drivers of a vehicle, for its owner side: who drives it now (revocable), the ended
 * authorisations, and a form to authorise another driver.
 */
export function VehicleDriversSection({ vehicle }: { vehicle: VehicleDetail }) {
  const { drivers, error, mutate } = useVehicleDrivers(vehicle.vehicleId);
  const [revoking, setRevoking] = useState<{ userId: number; mobile: string } | null>(null);
  const revoke = useAction(async (driverUserId: number) => {
    await untieVehicle(vehicle.vehicleId, driverUserId);
    setRevoking(null);
    showToast(t('vehicle.drivers.revoked'));
  });
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {t('vehicle.drivers.title')}
      </Typography>
      <Loaded data={drivers} error={error} onRetry={() => void mutate()}>
        {(shown) => (
          <>
            {shown.current.length === 0 && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('vehicle.drivers.none')}</Typography>}
            <List dense>
              {shown.current.map((driver) => (
                <ListItem
                  key={driver.authorizationId}
                  secondaryAction={
                    <Button color="error" onClick={() => setRevoking({ userId: driver.driverUserId, mobile: driver.driverMobile })}>
                      {t('vehicle.drivers.revoke')}
                    </Button>
                  }
                >
                  <ListItemText primary={driver.driverName ?? driver.driverMobile} secondary={`${driver.driverMobile} · ${t('vehicle.drivers.since', { date: driver.grantedAt.slice(0, 10) })}`} />
                </ListItem>
              ))}
            </List>
            {shown.history.length > 0 && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('vehicle.drivers.history', { count: shown.history.length })}
              </Typography>
            )}
          </>
        )}
      </Loaded>
      {revoke.error && <Typography variant="body2" sx={{ color: 'error.main' }}>{revoke.error}</Typography>}
      {vehicle.certification.status === 'approved' ? (
        <AuthorizeForm vehicleId={vehicle.vehicleId} />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('vehicle.drivers.needsApproval')}</Typography>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('vehicle.drivers.revoke')}
        message={t('vehicle.drivers.revokeConfirm', { mobile: revoking?.mobile ?? '' })}
        confirmLabel={t('vehicle.drivers.revoke')}
        danger
        pending={revoke.pending}
        onConfirm={() => revoking && void revoke.run(revoking.userId)}
        onCancel={() => setRevoking(null)}
      />
    </Box>
  );
}
