'use client';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { FreeTransportItem } from '@/lib/api';
import { t } from '@/lib/i18n';
import { relativeTime } from '@/lib/time';
import { useGoodsLabels } from './labels';

/** A driver's free (return) trip offer in the market. */
export function FreeTransportCard({ item }: { item: FreeTransportItem }) {
  const labels = useGoodsLabels();
  return (
    <Card variant="outlined" sx={{ mb: 1.5 }}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('goods.route', { from: item.origin.name, to: item.destination.name })}
        </Typography>
        <Typography variant="body2">
          {t('goods.free.vehicle', { plate: item.plateNumber, length: labels.vehicleLength(item.vehicleLength), type: labels.vehicleType(item.vehicleType) })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`${t('goods.free.depart', { date: item.departDate })} · ${t('goods.field.contact')} ${item.contactMobile} · ${relativeTime(item.createdAt)}`}
        </Typography>
        {item.remarks && <Typography variant="body2">{item.remarks}</Typography>}
      </CardContent>
    </Card>
  );
}
