'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { driverCancelOrder, receiveOrder, useWaybillDetail, type WaybillDetailInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { Loaded } from '@/components/ui/Loaded';
import { BadLinkError } from '@/components/ui/errorMessage';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { CancelDialog } from './CancelDialog';
import { useWaybillIdParam } from './OrderDetailScreen';
import { ORDER_DETAIL_PATH, RECEIVING_LIST_PATH } from './paths';
import { WaybillFacts } from './widgets';

function Dispatched({ waybill }: { waybill: WaybillDetailInfo }) {
  const [declining, setDeclining] = useState(false);
  const receive = useSubmission(async (intent) => {
    await receiveOrder(waybill.waybillId, intent);
    showToast(t('waybill.next.received'));
    navigate(ORDER_DETAIL_PATH, { id: String(waybill.waybillId) }, { replace: true });
  });
  const open = waybill.actions.includes('receive');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {!open && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => navigate(ORDER_DETAIL_PATH, { id: String(waybill.waybillId) }, { replace: true })}>
              {t('waybill.receiving.openWaybill')}
            </Button>
          }
        >
          {t('waybill.receiving.notOpen')}
        </Alert>
      )}
      <WaybillFacts waybill={waybill} />
      {open && (
        <>
          {receive.error && <Alert severity="error">{receive.error}</Alert>}
          <Button size="large" variant="contained" disabled={receive.pending} onClick={() => void receive.run()}>
            {receive.pending ? t('waybill.next.working') : t('waybill.next.receive')}
          </Button>
          <Button color="error" variant="outlined" onClick={() => setDeclining(true)}>
            {t('waybill.receiving.decline')}
          </Button>
        </>
      )}
      <CancelDialog
        open={declining}
        title={t('waybill.receiving.decline')}
        message={t('waybill.receiving.declineText')}
        confirmLabel={t('waybill.receiving.decline')}
        onClose={() => setDeclining(false)}
        onCancel={async (reason) => {
          await driverCancelOrder(waybill.waybillId, reason);
          showToast(t('waybill.receiving.declined'));
          navigate(RECEIVING_LIST_PATH, {}, { replace: true });
        }}
      />
    </Box>
  );
}

/** DRIVER: one dispatched load (`/pages/receivingDetail/receivingDetail?id=`): receive it or decline with a reason. */
export default function ReceivingDetailScreen() {
  const id = useWaybillIdParam();
  const { waybill, error, mutate } = useWaybillDetail(id);
  return (
    <PageScaffold>
      <Loaded data={id === null ? undefined : waybill} error={id === null ? new BadLinkError(t('waybill.badId')) : error} onRetry={() => void mutate()}>
        {(shown) => <Dispatched waybill={shown} />}
      </Loaded>
    </PageScaffold>
  );
}
