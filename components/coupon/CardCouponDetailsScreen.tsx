'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import QrCode2 from '@mui/icons-material/QrCode2';
import { useMyCoupon } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { Fact, Section, dateTime } from '@/components/waybill/widgets';
import { useIdParam } from '@/components/router/RouteContext';
import { BatchTerms } from './BatchFacts';
import { windowText } from './format';
import { COUPON_DETAILS_PATH, COUPON_USE_PATH } from './paths';
import { CouponStatusChip, CouponTicket } from './widgets';

/**
 * A claimed coupon in the driver's card bag (`?id=`): its value, its own validity window, its
 * state; an unused one leads to the counter view (出示券码), a used one says where and when.
 */
export default function CardCouponDetailsScreen() {
  const id = useIdParam('id');
  const { coupon, error, mutate } = useMyCoupon(id);
  return (
    <PageScaffold>
      {id === null ? (
        <EmptyState message={t('coupon.notFound')} />
      ) : (
        <Loaded data={coupon} error={error} onRetry={() => void mutate()}>
          {(loaded) => (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <CouponTicket
                batch={loaded.batch}
                line={windowText(loaded.validFrom, loaded.validUntil)}
                aside={<CouponStatusChip status={loaded.status} />}
                spent={loaded.status !== 'unused'}
              />
              {loaded.status === 'unused' && (
                <Button variant="contained" size="large" startIcon={<QrCode2 />} onClick={() => navigate(COUPON_USE_PATH, { id: String(loaded.id) })}>
                  {t('coupon.card.show')}
                </Button>
              )}
              <Section title={t('coupon.card.mine')}>
                <Fact label={t('coupon.field.status')}>{t(`coupon.status.${loaded.status}`)}</Fact>
                <Fact label={t('coupon.field.validity')}>{windowText(loaded.validFrom, loaded.validUntil)}</Fact>
                <Fact label={t('coupon.card.claimedAt')}>{dateTime(loaded.claimedAt)}</Fact>
                {loaded.usedAt && <Fact label={t('coupon.card.usedAt')}>{dateTime(loaded.usedAt)}</Fact>}
                {loaded.usedAtMerchant && <Fact label={t('coupon.card.usedWhere')}>{loaded.usedAtMerchant}</Fact>}
              </Section>
              <BatchTerms batch={loaded.batch} />
              {loaded.status !== 'unused' && (
                <Button variant="outlined" onClick={() => navigate(COUPON_DETAILS_PATH, { id: String(loaded.batch.id) })}>
                  {t('coupon.card.again')}
                </Button>
              )}
            </Box>
          )}
        </Loaded>
      )}
    </PageScaffold>
  );
}
