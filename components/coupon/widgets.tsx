'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useCounterMerchant, type CouponBatchInfo, type MerchantOfStaff, type MyCouponInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { useIdParam } from '@/components/router/RouteContext';
import { couponValueText, groupedCode, thresholdText } from './format';

type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

const BATCH_COLORS: Record<CouponBatchInfo['status'], ChipColor> = { pending: 'warning', approved: 'success', rejected: 'error', stopped: 'default' };
const COUPON_COLORS: Record<MyCouponInfo['status'], ChipColor> = { unused: 'primary', used: 'default', expired: 'default' };

export function BatchStatusChip({ status }: { status: CouponBatchInfo['status'] }) {
  return <Chip size="small" label={t(`coupon.batchStatus.${status}`)} color={BATCH_COLORS[status]} />;
}

export function CouponStatusChip({ status }: { status: MyCouponInfo['status'] }) {
  return <Chip size="small" label={t(`coupon.status.${status}`)} color={COUPON_COLORS[status]} />;
}

/**
 * A coupon as people recognise one: the value and its threshold on a coloured stub, the name,
 * the merchant and a line (validity, stock) beside it; `aside` at the end (a status chip).
 * Tappable when `onOpen` is given. Greyed when `spent` (used, expired, stopped).
 */
export function CouponTicket({ batch, line, aside, spent, onOpen }: {
  batch: CouponBatchInfo;
  line: string;
  aside?: ReactNode;
  spent?: boolean;
  onOpen?: () => void;
}) {
  const body = (
    <Box sx={{ display: 'flex', alignItems: 'stretch', minHeight: 88 }}>
      <Box
        sx={{
          width: 104,
          flexShrink: 0,
          display: 'grid',
          placeContent: 'center',
          textAlign: 'center',
          px: 1,
          bgcolor: spent ? 'action.disabledBackground' : 'primary.main',
          color: spent ? 'text.secondary' : 'primary.contrastText',
        }}
      >
        <Typography component="span" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {couponValueText(batch)}
        </Typography>
        <Typography component="span" variant="caption">
          {thresholdText(batch)}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, p: 1.25, display: 'grid', alignContent: 'center', gap: 0.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, minWidth: 0, fontWeight: 600 }} noWrap>
            {batch.name}
          </Typography>
          {aside}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {batch.merchantName}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {line}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ mb: 1.25, opacity: spent ? 0.8 : 1 }}>
      {onOpen ? <CardActionArea onClick={onOpen}>{body}</CardActionArea> : body}
    </Card>
  );
}

/** The numeric code in large digits, grouped by four, as the counter reads or types it. */
export function CouponCodeDigits({ code, struck }: { code: string; struck?: boolean }) {
  return (
    <Typography
      component="p"
      aria-label={t('coupon.use.codeLabel')}
      sx={{
        m: 0,
        fontSize: 34,
        fontWeight: 700,
        letterSpacing: 2,
        fontVariantNumeric: 'tabular-nums',
        textAlign: 'center',
        textDecoration: struck ? 'line-through' : 'none',
        color: struck ? 'text.disabled' : 'text.primary',
      }}
    >
      {groupedCode(code)}
    </Typography>
  );
}

/**
 * The merchant whose counter the staff member works (`?merchantId=` or their own); someone who
 * serves no merchant is told so with where to go instead of being offered the counter.
 */
export function WithCounterMerchant({ children }: { children: (merchant: MerchantOfStaff) => ReactNode }) {
  const wanted = useIdParam('merchantId');
  const { merchant, none, error, mutate } = useCounterMerchant(wanted);
  if (none) return <EmptyState message={t('coupon.staff.none')} hint={t('coupon.staff.noneHint')} />;
  return (
    <Loaded data={merchant} error={error} onRetry={() => void mutate()}>
      {(loaded) =>
        loaded.status === 'approved' ? (
          <>{children(loaded)}</>
        ) : (
          <EmptyState message={t('coupon.staff.notOpen', { name: loaded.merchantName })} hint={t('coupon.staff.notOpenHint')} />
        )
      }
    </Loaded>
  );
}
