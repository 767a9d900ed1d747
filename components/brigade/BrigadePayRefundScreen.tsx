'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { BRIGADE_REFUND_NOTE_MAX, type BrigadeOrder, type BrigadeOrderItem, type BrigadeRefundDone, type BrigadeRefundReason } from '@/lib/contract';
import { refundBrigadeItems, useBrigadeOrder, useRefundReasons } from '@/lib/api';
import { t } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { formatYuan } from '@/components/money/amount';
import { CAPITAL_FLOW_PATH } from '@/components/money/paths';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { BuySection, OrdersButton, TotalBar, useBuying } from './orderWidgets';

/** A line as the refund list names it: the traveller on a trip, else the product with its count. */
function itemLabel(item: BrigadeOrderItem): string {
  const what = item.travellerName
    ? t('brigadeOrders.refund.travellerItem', { name: item.travellerName, id: item.travellerIdCardNoMasked ?? '' })
    : t('brigadeOrders.refund.goodsItem', { title: item.title, quantity: item.quantity });
  return `${what} · ${formatYuan(item.amountFen)}`;
}

/** Why a line cannot be ticked. */
function notRefundableWhy(item: BrigadeOrderItem, order: BrigadeOrder): string {
  if (item.refundId !== null) return t('brigadeOrders.refund.already');
  if (order.kind === 'selfDrive' && (order.status === 'paid' || order.status === 'partlyRefunded')) return t('brigadeOrders.refund.departed');
  if (order.delivery && order.delivery.status !== 'toShip') return t('brigadeOrders.refund.shipped');
  return t('brigadeOrders.refund.notPaid');
}

/** The reasons the server lists, in the person's language. */
function ReasonPicker({ value, onChange }: { value: BrigadeRefundReason | null; onChange: (reason: BrigadeRefundReason) => void }) {
  const { reasons, error, mutate } = useRefundReasons();
  if (!reasons) return error ? <LoadFailure error={error} onRetry={() => void mutate()} /> : null;
  return (
    <RadioGroup aria-label={t('brigadeOrders.refund.reason')} value={value ?? ''} onChange={(event) => onChange(event.target.value as BrigadeRefundReason)}>
      {reasons.map((reason) => (
        <FormControlLabel key={reason.code} value={reason.code} control={<Radio size="small" />} label={reason.text} />
      ))}
    </RadioGroup>
  );
}

function Refunded({ done }: { done: BrigadeRefundDone }) {
  return (
    <Box sx={{ textAlign: 'center', py: 3, display: 'grid', gap: 1.5, justifyItems: 'center' }}>
      <CheckCircle color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="h2">{t('brigadeOrders.refund.done', { amount: formatYuan(done.refund.amountFen) })}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('brigadeOrders.refund.doneHint')}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={() => navigate(CAPITAL_FLOW_PATH)}>{t('brigadeOrders.refund.seeWallet')}</Button>
        <OrdersButton />
      </Box>
    </Box>
  );
}

function RefundForm({ order, onDone }: { order: BrigadeOrder; onDone: (done: BrigadeRefundDone) => void }) {
  const refundable = order.items.filter((item) => item.refundable);
  // One refundable line is the obvious choice; several are the buyer's to pick.
  const [picked, setPicked] = useState<number[]>(refundable.length === 1 ? [refundable[0].itemId] : []);
  const [reason, setReason] = useState<BrigadeRefundReason | null>(null);
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const amountFen = order.items.filter((item) => picked.includes(item.itemId)).reduce((sum, item) => sum + item.amountFen, 0);
  const refund = useBuying(async (intent) => {
    try {
      if (!reason) return undefined;
      const done = await refundBrigadeItems(order.orderId, { itemIds: picked, reason, note: note.trim() || undefined }, intent);
      onDone(done);
      return done;
    } finally {
      setAsking(false);
    }
  });
  if (refundable.length === 0) {
    return <EmptyState message={t('brigadeOrders.refund.nothing')} action={<OrdersButton variant="contained" />} />;
  }
  const blocked = picked.length === 0 ? t('brigadeOrders.refund.pickItems') : !reason ? t('brigadeOrders.refund.pickReason') : null;
  return (
    <>
      <BuySection title={t('brigadeOrders.refund.items')}>
        {order.items.map((item) => (
          <Box key={item.itemId}>
            <FormControlLabel
              disabled={!item.refundable}
              control={
                <Checkbox
                  checked={picked.includes(item.itemId)}
                  onChange={(event) => setPicked((was) => (event.target.checked ? [...was, item.itemId] : was.filter((id) => id !== item.itemId)))}
                />
              }
              label={itemLabel(item)}
            />
            {!item.refundable && (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', ml: 4 }}>{notRefundableWhy(item, order)}</Typography>
            )}
          </Box>
        ))}
      </BuySection>
      <BuySection title={t('brigadeOrders.refund.reason')}>
        <ReasonPicker value={reason} onChange={setReason} />
        <TextField
          fullWidth
          label={t('brigadeOrders.refund.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: BRIGADE_REFUND_NOTE_MAX } }}
        />
      </BuySection>
      <Alert severity="info" sx={{ mt: 1.5 }}>{t('brigadeOrders.refund.toWallet')}</Alert>
      {blocked && <Alert severity="warning" sx={{ mt: 1 }}>{blocked}</Alert>}
      <Box sx={{ mt: 1 }}>
        <SubmissionStatus action={refund} />
      </Box>
      <TotalBar label={t('brigadeOrders.refund.amount')} totalFen={amountFen}>
        <Button size="large" variant="contained" disabled={refund.pending || blocked !== null} onClick={() => setAsking(true)}>
          {refund.pending ? t('brigadeOrders.refund.sending') : t('brigadeOrders.refund.submit')}
        </Button>
      </TotalBar>
      <ConfirmDialog
        open={asking}
        title={t('brigadeOrders.refund.confirmTitle')}
        message={t('brigadeOrders.refund.confirmText', { amount: formatYuan(amountFen), count: picked.length })}
        confirmLabel={t('brigadeOrders.refund.confirm')}
        pending={refund.pending}
        onConfirm={() => void refund.run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/**
 * A refund (`/pages/brigade/payRefund?orderId=`): tick the order's lines to refund (a self-drive
 * order has one per traveller, so one traveller can be refunded alone), a reason from the server's
 * list and a note; the amount is those lines' paid amounts and goes back to the wallet at once.
 * Refunded and departed lines are shown but cannot be ticked.
 */
export default function BrigadePayRefundScreen() {
  const orderId = useIdParam('orderId');
  const { order, error, mutate } = useBrigadeOrder(orderId);
  const [done, setDone] = useState<BrigadeRefundDone | null>(null);
  return (
    <PageScaffold>
      {orderId === null ? (
        <EmptyState message={t('brigadeOrders.noOrder')} action={<OrdersButton variant="contained" />} />
      ) : done ? (
        <Refunded done={done} />
      ) : (
        <Loaded data={order} error={error} onRetry={() => void mutate()}>
          {(loaded) => <RefundForm order={loaded} onDone={setDone} />}
        </Loaded>
      )}
    </PageScaffold>
  );
}
