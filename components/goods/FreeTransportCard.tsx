'use client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { FreeTransportItem } from '@/lib/api';
import { t } from '@/lib/i18n';
import { relativeTime } from '@/lib/time';
import { PhoneLink } from '@/components/ui/PhoneCall';
import { useGoodsLabels } from './labels';
import { OwnOfferActions } from './OwnOfferActions';

/**
 * A driver's free (return) trip offer in the market: a cargo owner taps the mobile to call the
 * driver; the offering driver changes or withdraws it here (`onChanged`: the list reads again).
 */
export function FreeTransportCard({ item, onChanged }: { item: FreeTransportItem; onChanged?: () => void }) {
  const labels = useGoodsLabels();
  return (
    <Card variant="outlined" sx={{ mb: 1.5 }} data-testid={`free-transport-${item.id}`}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
            {t('goods.route', { from: item.origin.name, to: item.destination.name })}
          </Typography>
          {item.isMine && <Chip size="small" color="primary" variant="outlined" label={t('goods.free.mine')} />}
        </Box>
        {(item.origin.address !== item.origin.name || item.destination.address !== item.destination.name) && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('goods.route', { from: item.origin.address, to: item.destination.address })}
          </Typography>
        )}
        <Typography variant="body2">
          {t('goods.free.vehicle', { plate: item.plateNumber, length: labels.vehicleLength(item.vehicleLength), type: labels.vehicleType(item.vehicleType) })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`${t('goods.free.depart', { date: item.departDate })} · ${relativeTime(item.createdAt)}`}
        </Typography>
        <Typography variant="body2">
          {`${t('goods.form.contactMobile')} `}
          {item.isMine ? item.contactMobile : <PhoneLink phone={item.contactMobile} />}
        </Typography>
        {item.remarks && <Typography variant="body2">{item.remarks}</Typography>}
        {item.isMine && <OwnOfferActions offer={item} onChanged={onChanged} />}
      </CardContent>
    </Card>
  );
}
