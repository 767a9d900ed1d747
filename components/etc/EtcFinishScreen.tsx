'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useEtcOrder } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { Fact, Section } from '@/components/waybill/widgets';
import { orderQuery } from './applicationDraft';
import { ETC_MAIN_PATH, HANDLING_PROGRESS_PATH } from './paths';
import { handoverText, plateText } from './widgets';

/**
 * The application was sent (`/pages/etcFinish/etcFinish?orderId=`): its number, the truck, how the
 * card comes, what happens next (the issuer's review, the card and OBU, activation), and the ways
 * on: 查看办理进度 (handlingProgressQuery) and back to ETC.
 */
export default function EtcFinishScreen() {
  const orderId = useIdParam('orderId');
  const { order, error, mutate } = useEtcOrder(orderId);
  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      {orderId === null ? (
        <EmptyState message={t('etc.order.notFound')} action={<Button variant="contained" onClick={() => navigate(ETC_MAIN_PATH, {}, { replace: true })}>{t('etc.backToMain')}</Button>} />
      ) : (
        <Loaded data={order} error={error} onRetry={() => void mutate()}>
          {(loaded) => (
            <>
              <Box sx={{ textAlign: 'center', py: 2 }}>
                <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
                <Typography variant="h6" component="h2">
                  {t('etc.finish.heading')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('etc.finish.lead')}
                </Typography>
              </Box>
              <Section title={t('etc.finish.summary')}>
                <Fact label={t('etc.order.no')}>{loaded.orderNo}</Fact>
                <Fact label={t('etc.vehicle.plate')}>{plateText(loaded.vehicle)}</Fact>
                <Fact label={t('etc.apply.method')}>{handoverText(loaded)}</Fact>
                <Fact label={t('etc.apply.bank')}>{loaded.bankName ?? ''}</Fact>
              </Section>
              <Section title={t('etc.finish.nextTitle')}>
                <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                  {(['review', loaded.handleMethod === 'outlet' ? 'pickup' : 'ship', 'activate'] as const).map((step) => (
                    <Typography component="li" variant="body2" key={step} sx={{ py: 0.25 }}>
                      {t(`etc.finish.next.${step}`)}
                    </Typography>
                  ))}
                </Box>
              </Section>
              <Button variant="contained" size="large" onClick={() => navigate(HANDLING_PROGRESS_PATH, orderQuery(loaded), { replace: true })}>
                {t('etc.finish.progress')}
              </Button>
              <Button onClick={() => navigate(ETC_MAIN_PATH, {}, { replace: true })}>{t('etc.backToMain')}</Button>
            </>
          )}
        </Loaded>
      )}
    </PageScaffold>
  );
}
