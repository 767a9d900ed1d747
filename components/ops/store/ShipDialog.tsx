'use client';
import Typography from '@mui/material/Typography';
import { BRIGADE_CARRIER_MAX, type BrigadeOpsShipment } from '@/lib/contract';
import { shipOpsOrder } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { OpsFormDialog } from './OpsFormDialog';

/** The contract's tracking number (BrigadeShipRequest): 6-32 letters, digits or dashes. */
const TRACKING_NO = /^[A-Za-z0-9][A-Za-z0-9-]{5,31}$/;

/**
 * Shipping one paid goods order: the carrier and its tracking number. One intention per dialog, so
 * a resent tap ships once; an order shipped meanwhile by someone else is refused by the server.
 */
export function ShipDialog({ order, open, onClose, onShipped }: { order: BrigadeOpsShipment; open: boolean; onClose: () => void; onShipped: () => Promise<unknown> }) {
  const form = useForm({
    carrier: { rules: [rules.required, rules.length(2, BRIGADE_CARRIER_MAX)] },
    trackingNo: { rules: [rules.required, { check: (value) => TRACKING_NO.test(value.trim()), messageKey: 'brigadeOps.ship.trackingFormat' }] },
  });
  const save = useSubmission(async (intent) => {
    await shipOpsOrder(order.orderId, { carrier: form.values.carrier.trim(), trackingNo: form.values.trackingNo.trim() }, intent);
    await onShipped();
    showToast(t('brigadeOps.ship.done', { no: order.orderNo }));
    onClose();
  });
  const { address } = order.delivery;
  return (
    <OpsFormDialog open={open} onClose={onClose} title={t('brigadeOps.ship.title')} validate={() => form.validate()} save={save} confirmLabel={t('brigadeOps.ship.confirm')}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('brigadeOps.ship.order', { no: order.orderNo })}</Typography>
      <Typography variant="body2">{t('brigadeOps.ship.receiver', { name: address.receiverName, mobile: address.receiverMobile })}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>{`${address.areaName} ${address.detail}`}</Typography>
      <FormField field={form.field('carrier')} label={t('brigadeOps.ship.carrier')} hint={t('brigadeOps.ship.carrierHint')} maxLength={BRIGADE_CARRIER_MAX} />
      <FormField field={form.field('trackingNo')} label={t('brigadeOps.ship.trackingNo')} hint={t('brigadeOps.ship.trackingHint')} maxLength={32} />
    </OpsFormDialog>
  );
}
