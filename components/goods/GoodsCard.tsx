'use client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { GoodsSourceItem } from '@/lib/api';
import { t } from '@/lib/i18n';
import { relativeTime } from '@/lib/time';
import { distance, weight, yuan } from './format';
import { useGoodsLabels } from './labels';

export interface GoodsCardProps {
  source: GoodsSourceItem;
  onOpen: (source: GoodsSourceItem) => void;
  /** Show the status (the owner's lists); the market shows open goods only. */
  showStatus?: boolean;
}

/** One goods source in a list: route, cargo, weight, trucks left, vehicle, freight, loading date, age. */
export function GoodsCard({ source, onOpen, showStatus }: GoodsCardProps) {
  const labels = useGoodsLabels();
  const left = source.trucksNeeded - source.trucksTaken;
  return (
    <Card variant="outlined" sx={{ mb: 1.5 }} data-testid={`goods-card-${source.id}`}>
      <CardActionArea onClick={() => onOpen(source)}>
        <CardContent sx={{ display: 'grid', gap: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
              {t('goods.route', { from: source.origin.name, to: source.destination.name })}
            </Typography>
            {showStatus && <Chip size="small" label={t(`goods.status.${source.status}`)} />}
            {/* It opens the detail: a chevron says so, as on every row that opens something. */}
            <ChevronRight aria-hidden sx={{ color: 'text.disabled', mr: -1 }} />
          </Box>
          <Typography variant="body2">
            {[labels.cargoType(source.cargoType), weight(source.weightKg), t('goods.card.trucksLeft', { n: left, total: source.trucksNeeded })].join(' · ')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('goods.card.vehicle', { length: labels.vehicleLength(source.vehicleLength), type: labels.vehicleType(source.vehicleType) })}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="span" sx={{ color: 'error.main' }}>
              {t('goods.card.freight', { amount: yuan(source.freightFen) })}
            </Typography>
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary', flex: 1 }}>
              {t('goods.card.loading', { date: source.loadingDate })}
            </Typography>
            <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
              {source.distanceM !== null && `${distance(source.distanceM)} · `}
              {relativeTime(source.openedAt ?? source.createdAt)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
