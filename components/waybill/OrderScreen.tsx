'use client';
import Button from '@mui/material/Button';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { FieldQueueNotice } from './FieldQueueNotice';
import { RECEIVING_LIST_PATH } from './paths';
import { StatusTabs, WaybillList, useStatusParam } from './WaybillList';

/** DRIVER's waybills by status tab (`/pages/order/order?status=`), with the phone's queued field actions. */
export default function OrderScreen() {
  const status = useStatusParam();
  return (
    <PageScaffold
      actions={
        <Button color="inherit" size="small" onClick={() => navigate(RECEIVING_LIST_PATH)}>
          {t('waybill.receiving.entry')}
        </Button>
      }
    >
      <FieldQueueNotice />
      <StatusTabs value={status} />
      <WaybillList side="driver" status={status} />
    </PageScaffold>
  );
}
