'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { useMerchantBatches, type CouponBatchInfo, type MerchantOfStaff } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { batchValidityText } from './format';
import { COUPON_MANAGE_DETAILS_PATH } from './paths';
import { BatchStatusChip, CouponTicket } from './widgets';

/** Stock as the merchant follows it: "已领 3/100 · 已用 1". */
export function stockLine(batch: CouponBatchInfo): string {
  return t('coupon.manage.stockLine', { claimed: batch.claimedCount, total: batch.totalStock, used: batch.usedCount });
}

/**
 * A merchant's coupon batches, newest first, each with its review state and stock; its
 * administrators get "新建优惠券" (the form is couponManageDetails?create=1), unless the shell
 * asked for the list without it (`showCreateButton=false`).
 */
export function MerchantBatches({ merchant, showCreateButton }: { merchant: MerchantOfStaff; showCreateButton: boolean }) {
  const batches = useMerchantBatches(merchant.merchantId);
  const canCreate = showCreateButton && merchant.role === 'admin';
  const create = () => navigate(COUPON_MANAGE_DETAILS_PATH, { create: '1', merchantId: String(merchant.merchantId) });
  return (
    <PullRefresh onRefresh={() => batches.mutate()}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {canCreate && (
          <Button variant="contained" startIcon={<Add />} onClick={create}>
            {t('coupon.manage.create')}
          </Button>
        )}
        <PagedList
          loader={batches}
          itemKey={(batch) => batch.id}
          renderItem={(batch) => (
            <CouponTicket
              batch={batch}
              line={`${stockLine(batch)} · ${batchValidityText(batch)}`}
              aside={<BatchStatusChip status={batch.status} />}
              spent={batch.status === 'stopped' || batch.status === 'rejected'}
              onOpen={() => navigate(COUPON_MANAGE_DETAILS_PATH, { id: String(batch.id), merchantId: String(merchant.merchantId) })}
            />
          )}
          emptyMessage={t('coupon.manage.empty')}
          emptyHint={canCreate ? t('coupon.manage.emptyHint') : t('coupon.manage.emptyHintStaff')}
        />
      </Box>
    </PullRefresh>
  );
}
