'use client';
import { useAtomValue } from 'jotai';
import { useCurrentUser } from '@/lib/api';
import { touristAtom } from '@/lib/state';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { useRoute } from '@/components/router/RouteContext';
import { t } from '@/lib/i18n';
import { CardBag } from './CardBag';
import { COUNTER_STAFF } from './audiences';
import { MerchantBatches } from './MerchantBatches';
import { WithCounterMerchant } from './widgets';

/**
 * `/pages/couponList/couponList`: each role meets its own coupons first. Merchant staff (acting
 * as merchant, administrator or waiter) see their merchant's batches; everyone else — and anyone
 * with `?mine=1` — sees their card bag (docs/screens.md: the spec names no separate card-bag path).
 */
export default function CouponListScreen() {
  const { query } = useRoute();
  const tourist = useAtomValue(touristAtom);
  const { user } = useCurrentUser();
  // Who is looking (as components/router/entrances.ts viewerOf), without pulling every domain's entrances into this chunk.
  const viewer = tourist ? 'tourist' : user ? (user.identityType ?? 'none') : undefined;
  const bag = query.mine === '1' || (viewer !== undefined && !COUNTER_STAFF.includes(viewer));
  return (
    <PageScaffold title={bag ? t('coupon.bag.title') : undefined}>
      {viewer === undefined && query.mine !== '1' ? (
        <DelayedLoading />
      ) : bag ? (
        <CardBag />
      ) : (
        <WithCounterMerchant>{(merchant) => <MerchantBatches merchant={merchant} showCreateButton={query.showCreateButton !== 'false' && query.showCreateButton !== '0'} />}</WithCounterMerchant>
      )}
    </PageScaffold>
  );
}
