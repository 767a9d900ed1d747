'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  useCouponAtCounter,
  writeOffCoupon,
  writeOffOffline,
  type CounterInput,
  type CouponAtCounterInfo,
  type MerchantOfStaff,
  type OfflineCoupon,
} from '@/lib/api';
import { t } from '@/lib/i18n';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { errorMessage } from '@/components/ui/errorMessage';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { Fact, Section } from '@/components/waybill/widgets';
import { counterInputOfQuery } from './counterInput';
import { groupedCode, windowText } from './format';
import { COUPON_VERIFICATION_PATH, WRITE_OFF_RESULTS_PATH } from './paths';
import { CouponTicket, WithCounterMerchant } from './widgets';

const backToCounter = () => navigate(COUPON_VERIFICATION_PATH, undefined, { replace: true });

function Found({ found, input, merchant }: { found: CouponAtCounterInfo; input: CounterInput; merchant: MerchantOfStaff }) {
  const writeOff = useSubmission(async (intent) => {
    const result = await writeOffCoupon(merchant.merchantId, input, intent);
    navigate(WRITE_OFF_RESULTS_PATH, { id: String(result.record.id), outcome: result.outcome }, { replace: true });
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="success">{t('coupon.verify.found')}</Alert>
      <CouponTicket batch={found.batch} line={windowText(found.validFrom, found.validUntil)} />
      <Section title={t('coupon.verify.coupon')}>
        <Fact label={t('coupon.field.code')}>{groupedCode(found.code)}</Fact>
        <Fact label={t('coupon.field.holder')}>{found.holderName}</Fact>
        <Fact label={t('coupon.field.validity')}>{windowText(found.validFrom, found.validUntil)}</Fact>
      </Section>
      <SubmissionStatus action={writeOff} />
      <Button variant="contained" size="large" disabled={writeOff.pending} onClick={() => void writeOff.run()} sx={{ py: 1.5, fontSize: 18 }}>
        {writeOff.pending ? t('coupon.verify.writingOff') : t('coupon.verify.writeOff')}
      </Button>
      <Button onClick={backToCounter}>{t('coupon.verify.another')}</Button>
    </Box>
  );
}

/**
 * A coupon checked on this phone because the network did not answer (lib/api/couponCounter.ts):
 * the same facts the server would show, but for the holder's name, and a write-off that waits in
 * the phone's queue until the signal returns.
 */
function FoundOffline({ coupon, qr, merchant }: { coupon: OfflineCoupon; qr: string; merchant: MerchantOfStaff }) {
  const [queued, setQueued] = useState(false);
  const writeOff = useSubmission(async () => {
    const outcome = await writeOffOffline(merchant.merchantId, qr);
    if (outcome.sent) navigate(WRITE_OFF_RESULTS_PATH, { id: String(outcome.result.record.id), outcome: outcome.result.outcome }, { replace: true });
    else setQueued(true);
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity={queued ? 'success' : 'info'}>{queued ? t('coupon.offline.queued') : t('coupon.offline.checked')}</Alert>
      <CouponTicket batch={coupon.batch} line={windowText(coupon.validFrom, coupon.validUntil)} />
      <Section title={t('coupon.verify.coupon')}>
        <Fact label={t('coupon.field.code')}>{groupedCode(coupon.code)}</Fact>
        <Fact label={t('coupon.field.validity')}>{windowText(coupon.validFrom, coupon.validUntil)}</Fact>
      </Section>
      <SubmissionStatus action={writeOff} />
      {!queued && (
        <Button variant="contained" size="large" disabled={writeOff.pending} onClick={() => void writeOff.run()} sx={{ py: 1.5, fontSize: 18 }}>
          {writeOff.pending ? t('coupon.verify.writingOff') : t('coupon.verify.writeOff')}
        </Button>
      )}
      <Button variant={queued ? 'contained' : 'text'} onClick={backToCounter}>
        {t('coupon.verify.another')}
      </Button>
    </Box>
  );
}

function LookUp({ input, merchant }: { input: CounterInput; merchant: MerchantOfStaff }) {
  const { found, offline, error } = useCouponAtCounter(merchant.merchantId, input);
  if (found) return <Found found={found} input={input} merchant={merchant} />;
  if (offline?.ok && 'qr' in input) return <FoundOffline coupon={offline.coupon} qr={input.qr} merchant={merchant} />;
  if (offline && !offline.ok) {
    return <ErrorState message={t(`coupon.offline.${offline.reason}`)} onRetry={backToCounter} retryLabel={t('coupon.verify.another')} />;
  }
  if (error) {
    // The server's refusal in the person's language (used, expired, not yet valid, another merchant's, tampered).
    return <ErrorState message={errorMessage(error)} onRetry={backToCounter} retryLabel={t('coupon.verify.another')} />;
  }
  return <DelayedLoading />;
}

/**
 * The coupon found by a scan (`?qr=`) or a typed code (`?code=`): its value, holder and validity,
 * and 确认核销, sent once per tap. A refused look-up (used, expired, not yet valid, another
 * merchant's, tampered QR) says why, with the way back to the counter.
 */
export default function CouponVerificationInfoScreen() {
  const { query } = useRoute();
  const input = counterInputOfQuery(query);
  return (
    <PageScaffold>
      <WithCounterMerchant>
        {(merchant) =>
          input ? (
            <LookUp input={input} merchant={merchant} />
          ) : (
            <EmptyState
              message={t('coupon.verify.noInput')}
              action={
                <Button variant="contained" onClick={backToCounter}>
                  {t('coupon.verify.another')}
                </Button>
              }
            />
          )
        }
      </WithCounterMerchant>
    </PageScaffold>
  );
}
