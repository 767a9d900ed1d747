'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cancelGoodsSource, confirmGoodsSource, useOwnerWaybills, type GoodsSourceItem } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorState } from '@/components/ui/ErrorState';
import { PagedList } from '@/components/ui/PagedList';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { DispatchForm } from './DispatchForm';
import { OWNER_WAYBILLS_PATH, SOURCE_QR_PATH } from './paths';
import { GoodsSourceScreen, SourceFacts } from './SourceFacts';
import { WaybillRow } from './WaybillRows';

function OwnerActions({ source }: { source: GoodsSourceItem }) {
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const confirm = useSubmission(async (intent) => {
    await confirmGoodsSource(source.id, intent);
    showToast(t('goods.detail2.confirmed'));
  });
  const cancel = useSubmission(async (intent) => {
    await cancelGoodsSource(source.id, reason.trim() || undefined, intent);
    setCancelling(false);
    showToast(t('goods.detail2.cancelled'));
  });
  const cancellable = ['draft', 'open', 'taken'].includes(source.status);
  const live = source.status === 'open' || source.status === 'taken';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {confirm.error && <ErrorState message={confirm.error} />}
      {cancel.error && <ErrorState message={cancel.error} />}
      {source.status === 'draft' && (
        <Button variant="contained" disabled={confirm.pending} onClick={() => void confirm.run()}>
          {t('goods.detail2.confirm')}
        </Button>
      )}
      {live && (
        <Button variant="outlined" onClick={() => navigate(SOURCE_QR_PATH, { id: String(source.id) })}>
          {t('goods.qr.title')}
        </Button>
      )}
      {cancellable && (
        <>
          <TextField id="cancel-reason" label={t('goods.detail2.cancelReason')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} size="small" />
          <Button color="error" onClick={() => setCancelling(true)}>
            {t('goods.detail2.cancel')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={cancelling}
        danger
        pending={cancel.pending}
        title={t('goods.detail2.cancel')}
        message={t('goods.detail2.cancelAsk')}
        confirmLabel={t('goods.detail2.cancelConfirm')}
        onCancel={() => setCancelling(false)}
        onConfirm={() => void cancel.run()}
      />
    </Box>
  );
}

function SourceWaybills({ source }: { source: GoodsSourceItem }) {
  const loader = useOwnerWaybills({ goodsSourceId: source.id });
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
            {t('goods.detail2.waybills', { taken: source.trucksTaken, total: source.trucksNeeded })}
          </Typography>
          <Button size="small" onClick={() => navigate(OWNER_WAYBILLS_PATH, { goodsSourceId: String(source.id) })}>
            {t('goods.detail2.allWaybills')}
          </Button>
        </Box>
        <PagedList loader={loader} itemKey={(w) => w.waybillId} renderItem={(w) => <WaybillRow waybill={w} />} emptyMessage={t('goods.detail2.noWaybills')} />
      </CardContent>
    </Card>
  );
}

/**
 * The owner's view of their goods source (`/pages/sourceOfGoodsDetail2/sourceOfGoodsDetail2?id=`):
 * status and slots, its waybills, open a draft, cancel, the loading QR, dispatch to a driver.
 */
export default function OwnerSourceDetailScreen() {
  return (
    <GoodsSourceScreen>
      {(source) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SourceFacts source={source} />
          {source.isMine ? (
            <>
              <OwnerActions source={source} />
              {source.status !== 'draft' && <SourceWaybills source={source} />}
              {source.status === 'open' && <DispatchForm goodsSourceId={source.id} />}
            </>
          ) : (
            <ErrorState message={t('goods.detail2.notMine')} />
          )}
        </Box>
      )}
    </GoodsSourceScreen>
  );
}
