'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { lazyPart } from '@/components/app/lazyPart';
import { t } from '@/lib/i18n';
import type { FreeTransportDialogProps } from './FreeTransportDialog';

/** The form's code could not be fetched (no signal): said, not a tap that does nothing. The next opening asks again. */
function OfferDialogUnavailable({ open, onClose }: FreeTransportDialogProps) {
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogContent role="alert">{t('goods.free.form.unavailable')}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('goods.free.form.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The free-trip dialog, its code fetched when the free tab first shows it (not on the market's first screen). */
export const OfferDialog = lazyPart<FreeTransportDialogProps>(() => import(/* webpackChunkName: "free-transport" */ './FreeTransportDialog'), {
  failed: OfferDialogUnavailable,
});
