'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LocalShipping from '@mui/icons-material/LocalShipping';
import type { BrigadeOpsShipment } from '@/lib/contract';
import { useOpsShipments } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDateTime } from '@/lib/time';
import { PagedList } from '@/components/ui/PagedList';
import { formatYuan } from '@/components/money/amount';
import { ShipDialog } from './ShipDialog';

/** One order to pack: its lines (refunded ones marked, not shipped), the receiver and address. */
function ShipmentCard({ order, onShipped }: { order: BrigadeOpsShipment; onShipped: () => Promise<unknown> }) {
  const [shipping, setShipping] = useState(false);
  const { address } = order.delivery;
  return (
    <Card variant="outlined" sx={{ mb: 1 }} component="article" aria-label={t('brigadeOps.ship.order', { no: order.orderNo })}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>{t('brigadeOps.ship.order', { no: order.orderNo })}</Typography>
          {order.paidAt && <Typography variant="caption" sx={{ color: 'text.secondary' }}>{t('brigadeOps.ship.paidAt', { time: formatDateTime(order.paidAt) })}</Typography>}
        </Box>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {order.items.map((item) => (
            <li key={item.itemId}>
              <Typography variant="body2" sx={item.refunded ? { color: 'text.disabled', textDecoration: 'line-through' } : undefined}>
                {`${item.title} × ${item.quantity}`}
                {item.refunded && t('brigadeOps.ship.itemRefunded')}
              </Typography>
            </li>
          ))}
        </Box>
        {order.refundedFen > 0 && (
          <Typography variant="caption" sx={{ color: 'warning.main' }}>{t('brigadeOps.ship.partlyRefunded', { amount: formatYuan(order.refundedFen) })}</Typography>
        )}
        <Typography variant="body2">{t('brigadeOps.ship.receiver', { name: address.receiverName, mobile: address.receiverMobile })}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>{`${address.areaName} ${address.detail}`}</Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" variant="contained" startIcon={<LocalShipping />} onClick={() => setShipping(true)}>
            {t('brigadeOps.ship.ship')}
          </Button>
        </Box>
      </CardContent>
      {shipping && <ShipDialog order={order} open onClose={() => setShipping(false)} onShipped={onShipped} />}
    </Card>
  );
}

/** The shipping desk: paid goods orders waiting, the earliest payment first, each shipped from its card. */
export function ShipmentsTab() {
  const loader = useOpsShipments();
  return (
    <PagedList
      loader={loader}
      itemKey={(order) => order.orderId}
      renderItem={(order) => <ShipmentCard order={order} onShipped={() => loader.mutate()} />}
      emptyMessage={t('brigadeOps.ship.empty')}
      emptyHint={t('brigadeOps.ship.emptyHint')}
    />
  );
}
