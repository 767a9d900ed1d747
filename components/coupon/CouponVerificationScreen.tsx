'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { useOfflineKit, type MerchantOfStaff } from '@/lib/api';
import { COUPON_CODE_LENGTH } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { errorMessage } from '@/components/ui/errorMessage';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { openScanner } from '@/components/waybill/scan';
import { CounterQueue } from './CounterQueue';
import { counterInputOfScan, counterQuery } from './counterInput';
import { COUPON_VERIFICATION_INFO_PATH, WRITE_OFF_RECORDS_PATH } from './paths';
import { WithCounterMerchant } from './widgets';

/** Longest text the field takes: a whole signed QR typed in by a counter's scanner gun. */
const COUPON_QR_MAX_LENGTH = 400;

function Counter({ merchant }: { merchant: MerchantOfStaff }) {
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  const confirm = (input: Parameters<typeof counterQuery>[0]) => navigate(COUPON_VERIFICATION_INFO_PATH, counterQuery(input, merchant.merchantId));

  const scan = async () => {
    setScanProblem(null);
    try {
      const text = await openScanner();
      const input = counterInputOfScan(text);
      if (input) confirm(input);
      else setScanProblem(t('coupon.verify.notCoupon'));
    } catch (failure) {
      const message = errorMessage(failure);
      // Cancelling is no problem; a browser that cannot scan says so, and the code field is right here.
      if (message !== t('bridge.scanCancelled')) setScanProblem(message);
    }
  };
  // Kept by the service worker for the next dead zone (lib/api/couponCounter.ts).
  useOfflineKit(merchant.merchantId);
  // A counter's scanner gun types the whole QR into the field: that is a scan, not a code.
  const typedInput = counterInputOfScan(code);
  const codeProblem = code.trim() === '' ? t('coupon.verify.codeRequired') : typedInput ? null : t('coupon.verify.codeFormat', { length: COUPON_CODE_LENGTH });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('coupon.verify.at', { name: merchant.merchantName })}
      </Typography>
      <Button variant="contained" size="large" startIcon={<QrCodeScanner />} onClick={() => void scan()} sx={{ py: 2, fontSize: 18 }}>
        {t('coupon.verify.scan')}
      </Button>
      {scanProblem && <Alert severity="warning">{scanProblem}</Alert>}
      <CounterQueue />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (typedInput) confirm(typedInput);
        }}
        sx={{ display: 'grid', gap: 1 }}
      >
        <TextField
          id="field-code"
          label={t('coupon.verify.codeLabel')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={tried && codeProblem !== null}
          helperText={tried && codeProblem ? codeProblem : t('coupon.verify.codeHint')}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: COUPON_QR_MAX_LENGTH, style: { fontSize: 24, letterSpacing: 2 } } }}
        />
        <Button type="submit" variant="outlined" size="large">
          {t('coupon.verify.lookUp')}
        </Button>
      </Box>
      <Button onClick={() => navigate(WRITE_OFF_RECORDS_PATH, { merchantId: String(merchant.merchantId) })}>{t('coupon.verify.records')}</Button>
    </Box>
  );
}

/**
 * The staff's write-off entry (`/pages/couponVerification/couponVerification`): scan the
 * driver's QR (the shell's scanner, or the browser camera) or type the 12-digit code — typing is
 * always there, for a camera that cannot read. Either leads to couponVerificationInfo to confirm.
 */
export default function CouponVerificationScreen() {
  return (
    <PageScaffold>
      <WithCounterMerchant>{(merchant) => <Counter merchant={merchant} />}</WithCounterMerchant>
    </PageScaffold>
  );
}
