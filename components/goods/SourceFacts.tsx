'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useGoodsSource, type GoodsSourceItem } from '@/lib/api';
import { t } from '@/lib/i18n';
import { relativeTime } from '@/lib/time';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PhoneLink } from '@/components/ui/PhoneCall';
import { useRoute } from '@/components/router/RouteContext';
import { distance, weight, yuan } from './format';
import { useGoodsLabels } from './labels';
import { positiveId } from './query';

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 88 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ flex: 1, wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Everything a goods source states, for the detail screens. */
export function SourceFacts({ source }: { source: GoodsSourceItem }) {
  const labels = useGoodsLabels();
  const left = source.trucksNeeded - source.trucksTaken;
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('goods.route', { from: source.origin.name, to: source.destination.name })}
          </Typography>
          <Chip size="small" color={source.status === 'open' ? 'success' : 'default'} label={t(`goods.status.${source.status}`)} />
        </Box>
        <Typography variant="h5" component="p" sx={{ color: 'error.main', mb: 1 }}>
          {t('goods.card.freight', { amount: yuan(source.freightFen) })}
        </Typography>
        <Row label={t('goods.field.origin')} value={`${source.origin.name} ${source.origin.address}`} />
        <Row label={t('goods.field.destination')} value={`${source.destination.name} ${source.destination.address}`} />
        {source.distanceM !== null && <Row label={t('goods.field.distance')} value={distance(source.distanceM)} />}
        <Row label={t('goods.field.cargo')} value={labels.cargoType(source.cargoType)} />
        <Row label={t('goods.field.weight')} value={weight(source.weightKg)} />
        {source.volumeM3 !== null && <Row label={t('goods.field.volume')} value={t('goods.unit.m3', { n: source.volumeM3 })} />}
        <Row label={t('goods.field.trucks')} value={t('goods.card.trucksLeft', { n: left, total: source.trucksNeeded })} />
        <Row label={t('goods.field.vehicle')} value={t('goods.card.vehicle', { length: labels.vehicleLength(source.vehicleLength), type: labels.vehicleType(source.vehicleType) })} />
        <Row label={t('goods.field.loadingDate')} value={source.loadingDate} />
        <Row
          label={t('goods.field.contact')}
          value={
            <>
              {source.contactName} <PhoneLink phone={source.contactMobile} />
            </>
          }
        />
        {source.enterpriseName && <Row label={t('goods.field.enterprise')} value={source.enterpriseName} />}
        {source.station && <Row label={t('goods.field.station')} value={source.station.name} />}
        {source.offlineShipperName && (
          <Row
            label={t('goods.field.shipper')}
            value={
              <>
                {source.offlineShipperName} {source.offlineShipperMobile && <PhoneLink phone={source.offlineShipperMobile} />}
              </>
            }
          />
        )}
        {source.remarks && <Row label={t('goods.field.remarks')} value={source.remarks} />}
        {source.cancelReason && <Row label={t('goods.field.cancelReason')} value={source.cancelReason} />}
        <Row label={t('goods.field.released')} value={relativeTime(source.openedAt ?? source.createdAt)} />
      </CardContent>
    </Card>
  );
}

/** A screen about the goods source of `?id=`: loads it (with retry) and hands it to `children`. */
export function GoodsSourceScreen({ children }: { children: (source: GoodsSourceItem) => ReactNode }) {
  const id = positiveId(useRoute().query.id);
  const { goodsSource, error, mutate } = useGoodsSource(id);
  return (
    <PageScaffold>
      {id === undefined ? (
        <ErrorState message={t('goods.detail.noId')} />
      ) : (
        <Loaded data={goodsSource} error={error} onRetry={() => void mutate()}>
          {children}
        </Loaded>
      )}
    </PageScaffold>
  );
}
