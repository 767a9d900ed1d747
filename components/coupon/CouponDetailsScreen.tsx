'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { claimCoupon, useCouponBatch, type CouponBatchInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { BatchTerms } from './BatchFacts';
import { batchValidityText } from './format';
import { CARD_COUPON_DETAILS_PATH, COUPON_LIST_PATH } from './paths';
import { CouponTicket } from './widgets';

/** Why a batch cannot be claimed now, or null when it can (so 领取 is never offered and then refused). */
function whyNotClaimable(batch: CouponBatchInfo): string | null {
  if (batch.myClaimedCount >= batch.perUserLimit) return 'coupon.claim.limitReached';
  if (batch.status !== 'approved') return 'coupon.claim.notLive';
  // Platform-funded coupons come only with an activity's clock-in.
  if (batch.fundedBy === 'platform') return 'coupon.claim.activityOnly';
  if (batch.claimedCount >= batch.totalStock) return 'coupon.claim.soldOut';
  return batch.claimable ? null : 'coupon.claim.windowOver';
}

function Claim({ batch }: { batch: CouponBatchInfo }) {
  const claim = useSubmission(async (intent) => {
    const coupon = await claimCoupon(batch.id, intent);
    showToast(t('coupon.claim.done'));
    navigate(CARD_COUPON_DETAILS_PATH, { id: String(coupon.id) }, { replace: true });
  });
  const why = whyNotClaimable(batch);
  const left = Math.max(0, batch.totalStock - batch.claimedCount);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {why ? <Alert severity="info">{t(why)}</Alert> : <Alert severity="success">{t(batch.myClaimedCount > 0 ? 'coupon.claim.leftMine' : 'coupon.claim.left', { count: left, mine: batch.myClaimedCount, limit: batch.perUserLimit })}</Alert>}
      <SubmissionStatus action={claim} />
      {why ? (
        <Button variant="outlined" size="large" onClick={() => navigate(COUPON_LIST_PATH, { mine: '1' })}>
          {t('coupon.claim.toBag')}
        </Button>
      ) : (
        <Button variant="contained" size="large" disabled={claim.pending} onClick={() => void claim.run()}>
          {claim.pending ? t('coupon.claim.claiming') : t('coupon.claim.action')}
        </Button>
      )}
    </Box>
  );
}

/** A batch as a driver sees it (`?id=`): the value, the terms, how many are left, and 领取. */
export default function CouponDetailsScreen() {
  const id = useIdParam('id');
  const { batch, error, mutate } = useCouponBatch(id);
  return (
    <PageScaffold>
      {id === null ? (
        <EmptyState message={t('coupon.notFound')} />
      ) : (
        <Loaded data={batch} error={error} onRetry={() => void mutate()}>
          {(loaded) => (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <CouponTicket batch={loaded} line={batchValidityText(loaded)} />
              <Claim batch={loaded} />
              <BatchTerms batch={loaded} />
            </Box>
          )}
        </Loaded>
      )}
    </PageScaffold>
  );
}
