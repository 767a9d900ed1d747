'use client';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { WaybillSummaryInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { relativeTime } from '@/lib/time';
import { navigate } from '@/components/router/history';
import { yuanText } from '@/lib/money';
import { OWNER_WAYBILL_DETAIL_PATH } from './paths';

/** One waybill of the owner's goods in a list; opens the owner's waybill screen. */
export function WaybillRow({ waybill }: { waybill: WaybillSummaryInfo }) {
  return (
    <Card variant="outlined" sx={{ mb: 1 }}>
      <CardActionArea onClick={() => navigate(OWNER_WAYBILL_DETAIL_PATH, { id: String(waybill.waybillId) })}>
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="subtitle2">
            {`${waybill.waybillNo} · ${t(`goods.waybillStatus.${waybill.status}`)}`}
          </Typography>
          <Typography variant="body2">{t('goods.route', { from: waybill.originName, to: waybill.destinationName })}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`${waybill.carNumber} · ${waybill.driver.name ?? waybill.driver.mobile} · ${t('goods.card.freight', { amount: yuanText(waybill.freightFen) })} · ${relativeTime(waybill.updatedAt)}`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
