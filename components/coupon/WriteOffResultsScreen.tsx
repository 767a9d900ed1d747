'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { useWriteOff } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { useIdParam, useRoute } from '@/components/router/RouteContext';
import { WriteOffFacts } from './WriteOffFacts';
import { COUPON_VERIFICATION_PATH, WRITE_OFF_RECORDS_PATH } from './paths';

/**
 * The outcome of a write-off (`?id=&outcome=`): 核销成功 with what was written off and, for a
 * platform-funded coupon, what the platform paid the merchant; or, for an offline write-off that
 * came second, that it was not applied. Then the next coupon, or the records.
 */
export default function WriteOffResultsScreen() {
  const id = useIdParam('id');
  const { query } = useRoute();
  const duplicate = query.outcome === 'duplicate';
  const { record, error, mutate } = useWriteOff(id);
  const Icon = duplicate ? ErrorOutlined : CheckCircle;
  return (
    <PageScaffold>
      {id === null ? (
        <EmptyState message={t('coupon.notFound')} />
      ) : (
        <Loaded data={record} error={error} onRetry={() => void mutate()}>
          {(loaded) => (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 2, textAlign: 'center' }}>
                <Icon sx={{ fontSize: 64, color: duplicate ? 'warning.main' : 'success.main' }} />
                <Typography variant="h6" component="h2">
                  {duplicate ? t('coupon.result.duplicate') : t('coupon.result.done')}
                </Typography>
                {duplicate && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('coupon.result.duplicateHint')}
                  </Typography>
                )}
              </Box>
              <WriteOffFacts record={loaded} />
              <Button variant="contained" size="large" onClick={() => navigate(COUPON_VERIFICATION_PATH, undefined, { replace: true })}>
                {t('coupon.result.next')}
              </Button>
              <Button variant="outlined" onClick={() => navigate(WRITE_OFF_RECORDS_PATH, { merchantId: String(loaded.batch.merchantId) })}>
                {t('coupon.verify.records')}
              </Button>
            </Box>
          )}
        </Loaded>
      )}
    </PageScaffold>
  );
}
