'use client';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LocalShipping from '@mui/icons-material/LocalShipping';
import { useDrivableVehicles } from '@/lib/api';
import { t } from '@/lib/i18n';
import { touristAtom } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { errorMessage } from '@/components/ui/errorMessage';
import { useSignedIn } from '@/components/ui/useSignedIn';
import { navigate } from '@/components/router/history';
import { BAZAAR_PATH } from '@/components/router/paths';
import { MY_VEHICLES_PATH } from '@/components/vehicle/paths';
import { OfferDialog } from './OfferDialog';

/** The action; `secondary` for a user known to have no vehicle to offer with (a cargo owner reading the list). */
function OfferButton({ onClick, pending, secondary }: { onClick: () => void; pending?: boolean; secondary?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, mb: 1.5 }}>
      <Button variant={secondary ? 'outlined' : 'contained'} size="large" startIcon={<LocalShipping />} onClick={onClick} disabled={pending}>
        {pending ? t('goods.free.offer.checking') : t('goods.free.offer.action')}
      </Button>
      <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {t('goods.free.offer.hint')}
      </Typography>
    </Box>
  );
}

/** A tourist is asked to sign in first, and comes back to the free tab. */
function TouristOffer() {
  const signIn = useSignedIn({ message: t('goods.free.offer.signIn'), back: { path: BAZAAR_PATH, query: { tab: 'free' } } });
  return (
    <>
      <OfferButton onClick={signIn.ask} />
      {signIn.dialog}
    </>
  );
}

/**
 * A signed-in user offers with one of their approved vehicles; one without any is told why and
 * led to their vehicles, rather than given a form the server would refuse.
 */
function DriverOffer({ onOffered }: { onOffered: () => void }) {
  const { vehicles, error, mutate } = useDrivableVehicles();
  const [asked, setAsked] = useState(false);
  const close = () => setAsked(false);
  return (
    <>
      <OfferButton onClick={() => setAsked(true)} pending={asked && vehicles === undefined && !error} secondary={vehicles?.length === 0} />
      {asked && error && vehicles === undefined && (
        <Alert severity="error" sx={{ mb: 1.5 }} action={<Button size="small" onClick={() => void mutate()}>{t('goods.nearby.retry')}</Button>}>
          {errorMessage(error)}
        </Alert>
      )}
      <ConfirmDialog
        open={asked && vehicles?.length === 0}
        title={t('goods.free.offer.noVehicleTitle')}
        message={t('goods.free.offer.noVehicle')}
        confirmLabel={t('goods.free.offer.toVehicles')}
        onCancel={close}
        onConfirm={() => {
          close();
          navigate(MY_VEHICLES_PATH);
        }}
      />
      <OfferDialog open={asked && (vehicles?.length ?? 0) > 0} onClose={close} onSaved={onOffered} />
    </>
  );
}

/** The free tab's "发布返程空车": a driver offers a return trip (docs/goods.md "Free transport"). */
export function FreeTransportOffer({ onOffered }: { onOffered: () => void }) {
  const tourist = useAtomValue(touristAtom);
  return tourist ? <TouristOffer /> : <DriverOffer onOffered={onOffered} />;
}
