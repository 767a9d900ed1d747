'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { cancelEtcOrder, type EtcOrderInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { isEditable, orderQuery, useApplication } from './applicationDraft';
import { AlreadySent } from './ApplicationStep';
import {
  ADD_ETC_VEHICLE_PATH,
  ETC_CONFIRM_PATH,
  ETC_HANDLE_INTRO_PATH,
  SEL_HANDLE_BANK_PATH,
  SEL_HANDLE_METHOD_PATH,
  SET_ADDRESS_PATH,
  SIGNING1_PATH,
} from './paths';
import { PartRow, handoverText, plateText, vehicleLine } from './widgets';

/** The rows of the form, in order, with the server's missing parts (EtcOrder.missing) each stands for. */
type Part = 'vehicle' | 'method' | 'channel' | 'contract' | 'address';
const MISSING_OF: Record<Part, readonly string[]> = {
  vehicle: ['licensePhotos'],
  method: ['handleMethod', 'outlet'],
  channel: ['channel'],
  contract: ['contract'],
  address: ['address'],
};
const PART_PATHS: Record<Part, string> = {
  vehicle: ADD_ETC_VEHICLE_PATH,
  method: SEL_HANDLE_METHOD_PATH,
  channel: SEL_HANDLE_BANK_PATH,
  contract: SIGNING1_PATH,
  address: SET_ADDRESS_PATH,
};

function contractText(order: EtcOrderInfo): string {
  if (order.contract?.status === 'signed') return t('etc.apply.contractSigned', { bank: order.contract.bankName, last4: order.contract.cardLast4 });
  if (!order.channelCode) return t('etc.apply.contractNeedsBank');
  return t('etc.apply.contractNone');
}

/** The parts of an application, each with what was chosen or what is still needed; 下一步 once none is missing. */
function ApplicationParts({ order }: { order: EtcOrderInfo | null }) {
  const [checked, setChecked] = useState(false);
  const parts: Part[] = ['vehicle', 'method', 'channel', 'contract', ...(order?.handleMethod === 'mail' ? (['address'] as const) : [])];
  const missing = order ? parts.filter((part) => MISSING_OF[part].some((each) => order.missing.includes(each as never))) : (['vehicle'] as Part[]);
  const done = (part: Part) => order !== null && !missing.includes(part) && (part !== 'method' || order.handleMethod !== null);
  const open = (part: Part) => navigate(part === 'contract' && !order?.channelCode ? SEL_HANDLE_BANK_PATH : PART_PATHS[part], orderQuery(order));
  const row = (part: Part, value: string) => (
    <PartRow
      key={part}
      id={`part-${part}`}
      label={t(`etc.apply.${part === 'channel' ? 'bank' : part}`)}
      value={value}
      done={done(part)}
      invalid={checked && missing.includes(part)}
      disabled={order === null && part !== 'vehicle'}
      onOpen={() => open(part)}
    />
  );
  const address = order?.address;
  const values: Record<Part, string> = {
    vehicle: order ? `${plateText(order.vehicle)} · ${vehicleLine(order.vehicle)}` + (order.missing.includes('licensePhotos') ? ` · ${t('etc.apply.photosMissing')}` : '') : t('etc.apply.vehicleNone'),
    method: order ? handoverText(order) : t('etc.apply.afterVehicle'),
    channel: order?.bankName ?? t(order ? 'etc.apply.bankNone' : 'etc.apply.afterVehicle'),
    contract: order ? contractText(order) : t('etc.apply.afterVehicle'),
    address: address ? `${address.receiverName} ${address.receiverMobile} · ${address.areaName}${address.detail}` : t('etc.apply.addressNone'),
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      {parts.map((part) => row(part, values[part]))}
      {checked && missing.length > 0 && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {t('etc.apply.missing', { count: missing.length })}
        </Typography>
      )}
      <Button
        variant="contained"
        size="large"
        sx={{ mt: 1 }}
        onClick={() => {
          setChecked(true);
          if (order && missing.length === 0) navigate(ETC_CONFIRM_PATH, orderQuery(order));
          else document.getElementById(`part-${missing[0]}`)?.focus();
        }}
      >
        {t('etc.apply.next')}
      </Button>
      {order && <CancelDraft order={order} />}
    </Box>
  );
}

/** Giving up the application: it is cancelled and the plate (and a signed contract) released. */
function CancelDraft({ order }: { order: EtcOrderInfo }) {
  const [asking, setAsking] = useState(false);
  const cancel = useSubmission(async (intent) => {
    await cancelEtcOrder(order.id, undefined, intent);
    setAsking(false);
    showToast(t('etc.progress.cancelled'));
    navigate(ETC_HANDLE_INTRO_PATH, {}, { replace: true });
  });
  if (!order.canCancel) return null;
  return (
    <>
      <SubmissionStatus action={cancel} />
      <Button color="inherit" onClick={() => setAsking(true)}>
        {t('etc.apply.giveUp')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('etc.apply.giveUpTitle')}
        message={t('etc.apply.giveUpMessage', { plate: order.vehicle.plateNumber })}
        confirmLabel={t('etc.apply.giveUpConfirm')}
        danger
        pending={cancel.pending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void cancel.run()}
      />
    </>
  );
}

/**
 * The ETC application (`/pages/etcHandling/etcHandling?orderId=`): the truck first (it starts the
 * application, a draft on the server), then how the card is handed over, the withholding bank,
 * the signed contract and — when mailed — the address, each opening its screen and shown here
 * with what was chosen; 下一步 → etcConfirm once nothing is missing. Without `?orderId=` the
 * caller's application in progress (draft or rejected) is taken, so leaving midway loses nothing.
 * A rejected one shows the issuer's reason above the parts to fix. One already sent points to
 * its progress.
 */
export default function EtcHandlingScreen() {
  const { order, error, reload } = useApplication();
  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Loaded data={order} error={error} onRetry={reload}>
        {(loaded) =>
          loaded && !isEditable(loaded) ? (
            <AlreadySent order={loaded} />
          ) : (
            <>
              {loaded?.status === 'rejected' ? (
                <Alert severity="warning">{t('etc.apply.fixing', { reason: loaded.rejectReason ?? '' })}</Alert>
              ) : (
                <Alert severity="info">{t(loaded ? 'etc.apply.lead' : 'etc.apply.leadNew')}</Alert>
              )}
              <ApplicationParts order={loaded} />
            </>
          )
        }
      </Loaded>
    </PageScaffold>
  );
}
