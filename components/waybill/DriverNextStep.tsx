'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  receiveOrder,
  scanLoading,
  scanUnloading,
  signUrl,
  useFieldQueue,
  type FieldActionResult,
  type WaybillDetailInfo,
} from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { nextDriverStep, type DriverStep } from './logic';
import { LOADED_FORM_PATH, UNLOADED_FORM_PATH } from './paths';
import { fieldPosition, useScanStep } from './scan';

/** Says whether a field action reached the server or waits on the phone. */
export function reportFieldResult(result: FieldActionResult, sentKey: string) {
  showToast(result.sent ? t(sentKey) : t('waybill.queue.savedOffline'));
}

/** Opens this side's e-contract signing page; the provider returns to the waybill afterwards. */
export async function openSigning(waybillId: number, party: 'driver' | 'cargoOwner') {
  const { url } = await signUrl(waybillId, party);
  window.location.assign(url);
}

function waitingText(waybill: WaybillDetailInfo): string | null {
  const driverSigned = waybill.signatures.some((s) => s.party === 'driver' && s.signed);
  if (waybill.status === 'created' && driverSigned) return t('waybill.next.waitOwnerSign');
  if (waybill.status === 'unloaded' || waybill.status === 'settled') return t('waybill.next.done');
  if (waybill.status === 'cancelled') return t('waybill.next.cancelled');
  return null;
}

const STEP_LABELS: Record<DriverStep, string> = {
  receive: 'waybill.next.receive',
  sign: 'waybill.next.sign',
  scanLoading: 'waybill.next.scanLoading',
  completeLoading: 'waybill.next.completeLoading',
  scanUnloading: 'waybill.next.scanUnloading',
  completeUnloading: 'waybill.next.completeUnloading',
};

/**
 * The driver's one big button for what comes next on this waybill. Scans go through the offline
 * queue (with the phone's time and position), so at a pickup without signal the scan waits on the
 * phone and the next step is already offered.
 */
export function DriverNextStep({ waybill, onChanged }: { waybill: WaybillDetailInfo; onChanged: () => void }) {
  const queue = useFieldQueue(waybill.waybillId);
  const step = nextDriverStep(waybill, queue);
  const id = waybill.waybillId;

  const act = useAction(async (chosen: DriverStep, code?: string) => {
    if (chosen === 'receive') {
      await receiveOrder(id);
      showToast(t('waybill.next.received'));
    } else if (chosen === 'sign') {
      await openSigning(id, 'driver');
    } else if (chosen === 'scanLoading' && code) {
      reportFieldResult(await scanLoading({ waybillId: id, qrToken: code, ...(await fieldPosition()) }), 'waybill.next.loadingScanned');
    } else if (chosen === 'scanUnloading' && code) {
      reportFieldResult(await scanUnloading({ waybillId: id, qrToken: code, ...(await fieldPosition()) }), 'waybill.next.unloadingScanned');
    } else if (chosen === 'completeLoading') {
      navigate(LOADED_FORM_PATH, { id: String(id) });
    } else if (chosen === 'completeUnloading') {
      navigate(UNLOADED_FORM_PATH, { id: String(id) });
    }
    onChanged();
  });
  const scanning = step === 'scanLoading' || step === 'scanUnloading';
  // The pickup and destination codes are goods-source QRs: by hand, their short code is typed.
  const scanner = useScanStep((code) => {
    if (step) void act.run(step, code);
  }, 'shortCode');

  if (!step) {
    const text = waitingText(waybill);
    return text ? <Alert severity="info">{text}</Alert> : null;
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="next-step">
      <Button
        size="large"
        variant="contained"
        disabled={act.pending}
        sx={{ py: 1.5, fontSize: '1.1rem' }}
        onClick={() => (scanning ? void scanner.scan() : void act.run(step))}
      >
        {act.pending ? t('waybill.next.working') : t(STEP_LABELS[step])}
      </Button>
      {scanning && (
        <Button variant="text" onClick={scanner.enterByHand}>
          {scanner.byHandLabel}
        </Button>
      )}
      {scanning && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t(step === 'scanLoading' ? 'waybill.scan.loadingHint' : 'waybill.scan.unloadingHint')}
        </Typography>
      )}
      {act.error && <Alert severity="error">{act.error}</Alert>}
      {scanning && scanner.dialog(t(STEP_LABELS[step]))}
    </Box>
  );
}
