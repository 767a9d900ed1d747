'use client';
import { formatDateTime } from '@/lib/time';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { WaybillDetailInfo, WaybillSummaryInfo } from '@/lib/api';
import type { WaybillStatus } from '@/lib/contract';
import { tonnesOfKg } from '@/lib/weight';
import { t } from '@/lib/i18n';
import { PhoneLink } from '@/components/ui/PhoneCall';
import { useGoodsLabels } from '@/components/goods/labels';
import { formatYuan, yuanText } from '@/lib/money';

const STATUS_COLORS: Record<WaybillStatus, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  assigned: 'warning',
  created: 'warning',
  signed: 'info',
  loading: 'primary',
  loaded: 'primary',
  inTransit: 'primary',
  unloading: 'primary',
  unloaded: 'success',
  settled: 'success',
  cancelled: 'default',
};

export function statusLabel(status: WaybillStatus): string {
  return t(`waybill.status.${status}`);
}

export function StatusChip({ status }: { status: WaybillStatus }) {
  return <Chip size="small" label={statusLabel(status)} color={STATUS_COLORS[status]} />;
}

/** A date-time as the person reads it, in China time: 2026-11-22 14:05 (the raw text when unreadable). */
export function dateTime(iso: string): string {
  return formatDateTime(iso) || iso;
}

/** A label and its value on one line. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 88, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A titled block of the detail screens. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="subtitle2" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function person(p: { name: string | null; mobile: string }): string {
  return p.name ? `${p.name} ${p.mobile}` : p.mobile;
}

/** A party on a detail by name and number; the number calls when tapped (a masked one stays text). */
function Person({ name, mobile }: { name: string | null; mobile: string }) {
  return (
    <>
      {name ? `${name} ` : ''}
      <PhoneLink phone={mobile} />
    </>
  );
}

/** One waybill in a list: number, status, route, freight, plate and driver; opens its detail. */
export function WaybillCard({ waybill, onOpen }: { waybill: WaybillSummaryInfo; onOpen: () => void }) {
  return (
    <Card variant="outlined" sx={{ mb: 1 }} data-testid={`waybill-${waybill.waybillId}`}>
      <CardActionArea onClick={onOpen}>
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="subtitle2">{waybill.waybillNo}</Typography>
            <StatusChip status={waybill.status} />
          </Box>
          <Typography variant="body1">{t('waybill.route', { from: waybill.originName, to: waybill.destinationName })}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('waybill.cardLine', {
              date: waybill.loadingDate,
              plate: waybill.carNumber,
              driver: person(waybill.driver),
            })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'primary.main' }}>
            {t('waybill.freightYuan', { yuan: yuanText(waybill.freightFen) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The waybill's goods, route, freight, vehicle and the two parties with their signatures. */
export function WaybillFacts({ waybill }: { waybill: WaybillDetailInfo }) {
  const { goods } = waybill;
  const labels = useGoodsLabels();
  const signature = (party: 'driver' | 'cargoOwner') => {
    const s = waybill.signatures.find((one) => one.party === party);
    return s?.signed ? t('waybill.signedAt', { at: s.signedAt ? dateTime(s.signedAt) : '' }) : t('waybill.notSigned');
  };
  return (
    <>
      <Section title={t('waybill.section.waybill')}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="p">
            {waybill.waybillNo}
          </Typography>
          <StatusChip status={waybill.status} />
        </Box>
        <Fact label={t('waybill.field.freight')}>{formatYuan(waybill.freightFen)}</Fact>
        <Fact label={t('waybill.field.plate')}>{waybill.carNumber}</Fact>
        <Fact label={t('waybill.field.origin')}>{t(`waybill.origin.${waybill.origin}`)}</Fact>
      </Section>
      <Section title={t('waybill.section.route')}>
        <Fact label={t('waybill.field.from')}>{`${goods.origin.name} ${goods.origin.address}`}</Fact>
        <Fact label={t('waybill.field.to')}>{`${goods.destination.name} ${goods.destination.address}`}</Fact>
        <Fact label={t('waybill.field.loadingDate')}>{goods.loadingDate}</Fact>
        <Fact label={t('waybill.field.goods')}>
          {t('waybill.goodsLine', { type: labels.cargoType(goods.cargoType), t: tonnesOfKg(goods.weightKg) })}
          {goods.volumeM3 !== null ? t('waybill.volume', { m3: goods.volumeM3 }) : ''}
        </Fact>
      </Section>
      <Section title={t('waybill.section.parties')}>
        <Fact label={t('waybill.field.driver')}>
          <Person {...waybill.driver} />
        </Fact>
        <Fact label={t('waybill.field.driverSign')}>{signature('driver')}</Fact>
        <Divider sx={{ my: 0.5 }} />
        <Fact label={t('waybill.field.cargoOwner')}>
          {goods.offlineShipper ? <Person {...goods.offlineShipper} /> : <Person {...waybill.cargoOwner} />}
        </Fact>
        <Fact label={t('waybill.field.ownerSign')}>{signature('cargoOwner')}</Fact>
      </Section>
      <WeighingFacts waybill={waybill} />
    </>
  );
}

function WeighingFacts({ waybill }: { waybill: WaybillDetailInfo }) {
  if (!waybill.loading && !waybill.unloading && !waybill.cancellation && !waybill.evaluation) return null;
  return (
    <Section title={t('waybill.section.trip')}>
      {waybill.loading && <Fact label={t('waybill.field.loadScan')}>{dateTime(waybill.loading.scannedAt)}</Fact>}
      {waybill.loading?.weightKg != null && <Fact label={t('waybill.field.loadedWeight')}>{t('waybill.tonnes', { t: tonnesOfKg(waybill.loading.weightKg) })}</Fact>}
      {waybill.unloading && <Fact label={t('waybill.field.unloadScan')}>{dateTime(waybill.unloading.scannedAt)}</Fact>}
      {waybill.unloading?.weightKg != null && (
        <Fact label={t('waybill.field.unloadedWeight')}>{t('waybill.tonnes', { t: tonnesOfKg(waybill.unloading.weightKg) })}</Fact>
      )}
      {waybill.cancellation && (
        <Fact label={t('waybill.field.cancelled')}>
          {t('waybill.cancelledLine', { by: t(`waybill.canceller.${waybill.cancellation.by}`), reason: waybill.cancellation.reason })}
        </Fact>
      )}
      {waybill.evaluation && (
        <Fact label={t('waybill.field.evaluation')}>
          {t('waybill.evaluationLine', { stars: waybill.evaluation.stars, text: waybill.evaluation.text })}
        </Fact>
      )}
    </Section>
  );
}

/** What happened to the waybill, oldest first, with each step's own time. */
export function StatusTimeline({ waybill }: { waybill: WaybillDetailInfo }) {
  return (
    <Section title={t('waybill.section.timeline')}>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }} aria-label={t('waybill.section.timeline')}>
        {waybill.history.map((event, index) => (
          <Box component="li" key={`${event.at}-${index}`} sx={{ py: 0.25 }}>
            <Typography variant="body2">
              {statusLabel(event.to)}
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
                {dateTime(event.at)}
              </Typography>
            </Typography>
            {event.reason && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {event.reason}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Section>
  );
}
