'use client';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useCurrentUser, useDrivableVehicles, type DivisionItem, type FreeTransportItem, type VehicleSummary } from '@/lib/api';
import { t } from '@/lib/i18n';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { Loaded } from '@/components/ui/Loaded';
import { useAreaPath } from './AreaCascade';
import { FreeTransportForm } from './FreeTransportForm';

export interface FreeTransportDialogProps {
  open: boolean;
  /** The driver's offer to change; without it a new trip is offered. */
  offer?: FreeTransportItem;
  onClose: () => void;
  /** After the server took the offer or the change (the list reads again). */
  onSaved?: () => void;
}

/** A saved offer's places as the cascade's paths, then the form on them. */
function EditStart({ offer, mobile, vehicles, onDone }: { offer: FreeTransportItem; mobile: string; vehicles: VehicleSummary[]; onDone: () => void }) {
  const origin = useAreaPath(offer.origin.adCode);
  const destination = useAreaPath(offer.destination.adCode);
  if (!origin || !destination) return <DelayedLoading />;
  return <FreeTransportForm offer={offer} mobile={mobile} vehicles={vehicles} start={{ origin, destination }} onDone={onDone} />;
}

const NO_ROUTE: { origin: DivisionItem[]; destination: DivisionItem[] } = { origin: [], destination: [] };

/** Starts the form once the driver (their mobile) and the vehicles they may offer with are known. */
function FormStart({ offer, onDone }: { offer?: FreeTransportItem; onDone: () => void }) {
  const { user, error: userError, mutate: reloadUser } = useCurrentUser();
  const { vehicles, error: vehiclesError, mutate: reloadVehicles } = useDrivableVehicles();
  const known = user && vehicles ? { mobile: user.mobile, vehicles } : undefined;
  return (
    <Loaded
      data={known}
      error={userError ?? vehiclesError}
      onRetry={() => {
        void reloadUser();
        void reloadVehicles();
      }}
    >
      {({ mobile, vehicles: drivable }) =>
        offer ? (
          <EditStart offer={offer} mobile={mobile} vehicles={drivable} onDone={onDone} />
        ) : (
          <FreeTransportForm mobile={mobile} vehicles={drivable} start={NO_ROUTE} onDone={onDone} />
        )
      }
    </Loaded>
  );
}

/**
 * A driver offers a free (return) trip, or changes theirs, in a full-screen dialog over the
 * market's free tab (no screen of its own: the spec's routes have none). The form starts afresh on
 * every opening.
 */
export default function FreeTransportDialog({ open, offer, onClose, onSaved }: FreeTransportDialogProps) {
  const done = () => {
    onSaved?.();
    onClose();
  };
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="free-transport-title">
      <AppBar position="sticky">
        <Toolbar sx={{ px: 1, gap: 1 }}>
          <IconButton edge="start" aria-label={t('goods.free.form.close')} onClick={onClose}>
            <Close />
          </IconButton>
          <Typography id="free-transport-title" variant="h6" component="h2" noWrap sx={{ flex: 1, color: 'text.primary' }}>
            {offer ? t('goods.free.form.editTitle') : t('goods.free.form.title')}
          </Typography>
        </Toolbar>
      </AppBar>
      <DialogContent sx={{ px: 2, pt: 2 }}>
        <Box sx={{ maxWidth: 600, mx: 'auto' }}>{open && <FormStart offer={offer} onDone={done} />}</Box>
      </DialogContent>
    </Dialog>
  );
}
