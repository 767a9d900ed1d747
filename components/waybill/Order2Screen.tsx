'use client';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import Alert from '@mui/material/Alert';
import { useRoute } from '@/components/router/RouteContext';
import { StatusTabs, WaybillList, useStatusParam } from './WaybillList';

/** CARGO OWNER's waybills of their goods by status tab (`/pages/order2/order2?status=&goodsSourceId=`). */
export default function Order2Screen() {
  const status = useStatusParam();
  const { query } = useRoute();
  const sourceId = Number(query.goodsSourceId);
  const goodsSourceId = Number.isInteger(sourceId) && sourceId > 0 ? sourceId : undefined;
  return (
    <PageScaffold>
      {goodsSourceId && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('waybill.list.ofSource', { id: goodsSourceId })}
        </Alert>
      )}
      <StatusTabs value={status} />
      <WaybillList side="owner" status={status} goodsSourceId={goodsSourceId} />
    </PageScaffold>
  );
}
