'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { stopCouponBatch, useCouponBatch, type CouponBatchInfo, type MerchantOfStaff } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useIdParam, useRoute } from '@/components/router/RouteContext';
import { BatchForm } from './BatchForm';
import { BatchStock, BatchTerms } from './BatchFacts';
import { COUPON_MANAGE_DETAILS_PATH, WRITE_OFF_RECORDS_PATH } from './paths';
import { BatchStatusChip, CouponTicket, WithCounterMerchant } from './widgets';
import { stockLine } from './MerchantBatches';

/** Stopping ends the claims (an administrator's act, confirmed first); claimed coupons stay good. */
function StopBatch({ batch, onStopped }: { batch: CouponBatchInfo; onStopped: (stopped: CouponBatchInfo) => void }) {
  const [asking, setAsking] = useState(false);
  const stop = useSubmission(async (intent) => {
    onStopped(await stopCouponBatch(batch.id, intent));
    setAsking(false);
    showToast(t('coupon.manage.stopped'));
  });
  return (
    <>
      <SubmissionStatus action={stop} />
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        {t('coupon.manage.stop')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('coupon.manage.stopTitle')}
        message={t('coupon.manage.stopMessage', { name: batch.name })}
        confirmLabel={t('coupon.manage.stop')}
        danger
        pending={stop.pending}
        onConfirm={() => void stop.run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

function BatchOfMerchant({ id, merchant }: { id: number; merchant: MerchantOfStaff }) {
  const { batch, error, mutate } = useCouponBatch(id);
  return (
    <Loaded data={batch} error={error} onRetry={() => void mutate()}>
      {(loaded) => (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <CouponTicket batch={loaded} line={stockLine(loaded)} aside={<BatchStatusChip status={loaded.status} />} spent={loaded.status === 'stopped'} />
          <BatchStock batch={loaded} />
          <BatchTerms batch={loaded} />
          <Button variant="outlined" onClick={() => navigate(WRITE_OFF_RECORDS_PATH, { merchantId: String(merchant.merchantId), batchId: String(loaded.id) })}>
            {t('coupon.manage.records')}
          </Button>
          {merchant.role === 'admin' && (loaded.status === 'approved' || loaded.status === 'pending') && <StopBatch batch={loaded} onStopped={(stopped) => void mutate(stopped, { revalidate: false })} />}
        </Box>
      )}
    </Loaded>
  );
}

/**
 * One batch for its merchant (`?id=`): review state (the reason when refused), stock, claimed,
 * used, the terms, and "停止发放" for its administrators. `?create=1` is the new-batch form
 * (couponList's "新建优惠券" opens it); once sent, the new batch shows here, waiting for review.
 */
export default function CouponManageDetailsScreen() {
  const { query } = useRoute();
  const id = useIdParam('id');
  const creating = query.create === '1';
  return (
    <PageScaffold title={creating ? t('coupon.form.title') : undefined}>
      <WithCounterMerchant>
        {(merchant) =>
          creating ? (
            merchant.role === 'admin' ? (
              <BatchForm
                merchant={merchant}
                onCreated={(batch) => navigate(COUPON_MANAGE_DETAILS_PATH, { id: String(batch.id), merchantId: String(merchant.merchantId) }, { replace: true })}
              />
            ) : (
              <EmptyState message={t('coupon.form.adminOnly')} />
            )
          ) : id === null ? (
            <EmptyState message={t('coupon.notFound')} />
          ) : (
            <BatchOfMerchant id={id} merchant={merchant} />
          )
        }
      </WithCounterMerchant>
    </PageScaffold>
  );
}
