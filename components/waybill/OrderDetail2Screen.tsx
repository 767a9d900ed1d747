'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { cargoOwnerCancelWaybill, useWaybillDetail, type WaybillDetailInfo } from '@/lib/api';
import { LOADING_STARTED_STATUSES } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { Loaded } from '@/components/ui/Loaded';
import { BadLinkError } from '@/components/ui/errorMessage';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { RouteMap } from '@/components/location/RouteMap';
import { CancelDialog } from './CancelDialog';
import { openSigning } from './DriverNextStep';
import { useWaybillIdParam } from './OrderDetailScreen';
import { EvaluatePanel, FreightPanel, ScanCodePanel } from './OwnerPanels';
import { StatusTimeline, WaybillFacts } from './widgets';

function ownerWaiting(waybill: WaybillDetailInfo): string | null {
  const ownerSigned = waybill.signatures.some((s) => s.party === 'cargoOwner' && s.signed);
  if (waybill.status === 'assigned') return t('waybill.owner.waitReceive');
  if (waybill.status === 'created' && ownerSigned) return t('waybill.owner.waitDriverSign');
  return null;
}

function OwnerWaybill({ waybill, reload }: { waybill: WaybillDetailInfo; reload: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  const sign = useAction(() => openSigning(waybill.waybillId, 'cargoOwner'));
  const waiting = ownerWaiting(waybill);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {waybill.actions.includes('sign') && (
        <Button size="large" variant="contained" disabled={sign.pending} onClick={() => void sign.run()} sx={{ py: 1.5 }}>
          {sign.pending ? t('waybill.next.working') : t('waybill.next.sign')}
        </Button>
      )}
      {sign.error && <Alert severity="error">{sign.error}</Alert>}
      {waiting && <Alert severity="info">{waiting}</Alert>}
      <FreightPanel waybill={waybill} />
      <ScanCodePanel waybill={waybill} />
      {(LOADING_STARTED_STATUSES as readonly string[]).includes(waybill.status) && (
        <RouteMap
          waybillId={waybill.waybillId}
          carNumber={waybill.carNumber}
          isEnd={waybill.status === 'unloaded' || waybill.status === 'settled'}
        />
      )}
      <WaybillFacts waybill={waybill} />
      {waybill.actions.includes('evaluate') && <EvaluatePanel waybill={waybill} onDone={reload} />}
      <StatusTimeline waybill={waybill} />
      {waybill.actions.includes('ownerCancel') && (
        <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
          {t('waybill.cancel.owner')}
        </Button>
      )}
      <CancelDialog
        open={cancelling}
        title={t('waybill.cancel.owner')}
        message={t('waybill.cancel.ownerText')}
        confirmLabel={t('waybill.cancel.confirm')}
        onClose={() => setCancelling(false)}
        onCancel={async (reason) => {
          await cargoOwnerCancelWaybill(waybill.waybillId, reason);
          showToast(t('waybill.cancel.done'));
          reload();
        }}
      />
    </Box>
  );
}

/**
 * The cargo owner's waybill (`/pages/orderDetail2/orderDetail2?id=`): signing the contract, the
 * pickup / destination code to show the driver, the facts and timeline, cancelling before loading
 * and rating the driver after unloading.
 */
export default function OrderDetail2Screen() {
  const id = useWaybillIdParam();
  const { waybill, error, mutate } = useWaybillDetail(id);
  return (
    <PageScaffold>
      <Loaded data={id === null ? undefined : waybill} error={id === null ? new BadLinkError(t('waybill.badId')) : error} onRetry={() => void mutate()}>
        {(shown) => <OwnerWaybill waybill={shown} reload={() => void mutate()} />}
      </Loaded>
    </PageScaffold>
  );
}
