'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useAvailableBatches, useMyCoupons, type MyCouponStatus } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { batchValidityText, windowText } from './format';
import { CARD_COUPON_DETAILS_PATH, COUPON_DETAILS_PATH } from './paths';
import { CouponStatusChip, CouponTicket } from './widgets';

type BagTab = MyCouponStatus | 'available';
const TABS: readonly BagTab[] = ['unused', 'available', 'used', 'expired'];

function MyCoupons({ status, onFindMore }: { status: MyCouponStatus; onFindMore: () => void }) {
  const coupons = useMyCoupons(status);
  return (
    <PullRefresh onRefresh={() => coupons.mutate()}>
      <PagedList
        loader={coupons}
        itemKey={(coupon) => coupon.id}
        renderItem={(coupon) => (
          <CouponTicket
            batch={coupon.batch}
            line={windowText(coupon.validFrom, coupon.validUntil)}
            aside={status === 'unused' ? undefined : <CouponStatusChip status={coupon.status} />}
            spent={status !== 'unused'}
            onOpen={() => navigate(CARD_COUPON_DETAILS_PATH, { id: String(coupon.id) })}
          />
        )}
        emptyMessage={t(`coupon.bag.empty.${status}`)}
        emptyAction={
          status === 'unused' ? (
            <Button variant="contained" onClick={onFindMore}>
              {t('coupon.bag.findMore')}
            </Button>
          ) : undefined
        }
      />
    </PullRefresh>
  );
}

function AvailableBatches() {
  const batches = useAvailableBatches();
  return (
    <PullRefresh onRefresh={() => batches.mutate()}>
      <PagedList
        loader={batches}
        itemKey={(batch) => batch.id}
        renderItem={(batch) => (
          <CouponTicket
            batch={batch}
            line={batchValidityText(batch)}
            aside={batch.myClaimedCount > 0 ? <Chip size="small" variant="outlined" label={t('coupon.bag.claimed', { count: batch.myClaimedCount })} /> : undefined}
            onOpen={() => navigate(COUPON_DETAILS_PATH, { id: String(batch.id) })}
          />
        )}
        emptyMessage={t('coupon.bag.empty.available')}
        emptyHint={t('coupon.bag.availableHint')}
      />
    </PullRefresh>
  );
}

/**
 * The driver's card bag: their unused coupons first, then the coupons on offer to claim, and the
 * used and expired ones. An empty bag offers the coupons on offer.
 */
export function CardBag() {
  const [tab, setTab] = useState<BagTab>('unused');
  return (
    <>
      <Tabs value={tab} onChange={(_, next: BagTab) => setTab(next)} variant="fullWidth" aria-label={t('coupon.bag.tabs')} sx={{ mb: 1 }}>
        {TABS.map((value) => (
          <Tab key={value} value={value} label={t(`coupon.bag.tab.${value}`)} />
        ))}
      </Tabs>
      {tab === 'available' ? <AvailableBatches /> : <MyCoupons key={tab} status={tab} onFindMore={() => setTab('available')} />}
    </>
  );
}
