'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useFreightPayment } from '@/lib/api';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { formatYuan } from './amount';
import { FREIGHT_PAY_PATH } from './paths';
import { FreightStatusChip } from './widgets';

/**
 * The waybill screens' way to its freight payment (freightPay). The cargo owner gets "支付运费"
 * while they may pay and "确认结算" once they may settle; the driver a freight status line. Nothing
 * shows until the freight is read, nor when it cannot be (not the caller's, the server refused).
 */
export function FreightEntrance({ waybillId, side }: { waybillId: number; side: 'owner' | 'driver' }) {
  const { freight } = useFreightPayment(waybillId, { quiet: true });
  if (!freight) return null;
  const open = () => navigate(FREIGHT_PAY_PATH, { waybillId: String(waybillId) });
  const line = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2">{t('money.entrance.line', { amount: formatYuan(freight.freightFen) })}</Typography>
      <FreightStatusChip status={freight.status} />
    </Box>
  );
  if (side === 'owner' && (freight.canPay || freight.canSettle)) {
    return (
      <Card variant="outlined" component="section" aria-label={t('money.entrance.title')}>
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          {line}
          <Button variant="contained" onClick={open}>
            {freight.canPay ? t('money.entrance.pay') : t('money.entrance.settle')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card variant="outlined" component="section" aria-label={t('money.entrance.title')}>
      <CardActionArea onClick={open}>
        <CardContent>{line}</CardContent>
      </CardActionArea>
    </Card>
  );
}
