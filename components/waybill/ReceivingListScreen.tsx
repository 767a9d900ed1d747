'use client';
import Typography from '@mui/material/Typography';
import { useDriverWaybills } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { navigate } from '@/components/router/history';
import { RECEIVING_DETAIL_PATH } from './paths';
import { WaybillCard } from './widgets';

/** DRIVER: loads a cargo owner dispatched to me, waiting for me to receive or decline (`/pages/receivingList/receivingList`). */
export default function ReceivingListScreen() {
  const loader = useDriverWaybills({ status: 'assigned' });
  return (
    <PageScaffold>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('waybill.receiving.intro')}
      </Typography>
      <PagedList
        loader={loader}
        itemKey={(w) => w.waybillId}
        emptyMessage={t('waybill.receiving.empty')}
        renderItem={(w) => <WaybillCard waybill={w} onOpen={() => navigate(RECEIVING_DETAIL_PATH, { id: String(w.waybillId) })} />}
      />
    </PageScaffold>
  );
}
