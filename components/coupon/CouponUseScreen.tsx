'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMyCoupon, type MyCouponInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { QrCode } from '@/components/ui/QrCode';
import { navigate } from '@/components/router/history';
import { dateTime } from '@/components/waybill/widgets';
import { useIdParam } from '@/components/router/RouteContext';
import { couponValueText, thresholdText, windowText } from './format';
import { COUPON_LIST_PATH } from './paths';
import { CouponCodeDigits } from './widgets';
import { useScreenAwake } from './useScreenAwake';

/** What the counter sees: the signed QR to scan and the code to type, with the value and validity. */
function AtCounter({ coupon }: { coupon: MyCouponInfo }) {
  const usable = coupon.status === 'unused';
  useScreenAwake(usable);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {coupon.batch.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`${coupon.batch.merchantName} · ${couponValueText(coupon.batch)} · ${thresholdText(coupon.batch)}`}
          </Typography>
          {usable ? (
            <QrCode value={coupon.qr} label={t('coupon.use.qrLabel')} size={240} />
          ) : (
            <Alert severity={coupon.status === 'used' ? 'success' : 'warning'} sx={{ width: '100%' }}>
              {coupon.status === 'used'
                ? t('coupon.use.used', { at: coupon.usedAt ? dateTime(coupon.usedAt) : '', where: coupon.usedAtMerchant ?? coupon.batch.merchantName })
                : t('coupon.use.expired')}
            </Alert>
          )}
          <CouponCodeDigits code={coupon.code} struck={!usable} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {windowText(coupon.validFrom, coupon.validUntil)}
          </Typography>
        </CardContent>
      </Card>
      {usable ? (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {t('coupon.use.hint')}
        </Typography>
      ) : (
        <Button variant="contained" onClick={() => navigate(COUPON_LIST_PATH, { mine: '1' }, { replace: true })}>
          {t('coupon.use.backToBag')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The driver shows a coupon at the counter (`?id=`): the QR whose payload the server signed and
 * the 12-digit code in large digits, the screen kept on; it is read again every few seconds and
 * turns to "已核销" once staff wrote it off.
 */
export default function CouponUseScreen() {
  const id = useIdParam('id');
  const { coupon, error, mutate } = useMyCoupon(id, { watch: true });
  return (
    <PageScaffold>
      {id === null ? (
        <EmptyState message={t('coupon.notFound')} />
      ) : (
        <Loaded data={coupon} error={error} onRetry={() => void mutate()}>
          {(loaded) => <AtCounter coupon={loaded} />}
        </Loaded>
      )}
    </PageScaffold>
  );
}
