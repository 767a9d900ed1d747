'use client';
import Box from '@mui/material/Box';
import { useWriteOff } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useIdParam } from '@/components/router/RouteContext';
import { Fact, Section } from '@/components/waybill/widgets';
import { BatchTerms } from './BatchFacts';
import { WriteOffFacts } from './WriteOffFacts';

/** One write-off (`?id=`): the coupon, its holder, the staff member and device, when, online or offline, what the platform paid. */
export default function CouponVerificationDetailsScreen() {
  const id = useIdParam('id');
  const { record, error, mutate } = useWriteOff(id);
  return (
    <PageScaffold>
      {id === null ? (
        <EmptyState message={t('coupon.notFound')} />
      ) : (
        <Loaded data={record} error={error} onRetry={() => void mutate()}>
          {(loaded) => (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <WriteOffFacts record={loaded} />
              {loaded.deviceId && (
                <Section title={t('coupon.record.device')}>
                  <Fact label={t('coupon.record.deviceId')}>{loaded.deviceId}</Fact>
                </Section>
              )}
              <BatchTerms batch={loaded.batch} />
            </Box>
          )}
        </Loaded>
      )}
    </PageScaffold>
  );
}
