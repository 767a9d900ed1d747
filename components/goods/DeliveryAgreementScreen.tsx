'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GoodsSourceItem } from '@/lib/api';
import { t } from '@/lib/i18n';
import { weight, yuan } from './format';
import { useGoodsLabels } from './labels';
import { GoodsSourceScreen } from './SourceFacts';

const CLAUSES = ['goods.agreement.clause1', 'goods.agreement.clause2', 'goods.agreement.clause3', 'goods.agreement.clause4', 'goods.agreement.clause5'];

function Agreement({ source }: { source: GoodsSourceItem }) {
  const labels = useGoodsLabels();
  const shipper = source.offlineShipperName ?? source.enterpriseName ?? source.contactName;
  return (
    <Box component="article" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ textAlign: 'center' }}>
        {t('goods.agreement.heading')}
      </Typography>
      <Typography variant="body2">{t('goods.agreement.parties', { shipper })}</Typography>
      <Typography variant="body2">
        {t('goods.agreement.goods', {
          from: `${source.origin.name} ${source.origin.address}`,
          to: `${source.destination.name} ${source.destination.address}`,
          cargo: labels.cargoType(source.cargoType),
          weight: weight(source.weightKg),
          trucks: source.trucksNeeded,
          date: source.loadingDate,
          amount: yuan(source.freightFen),
        })}
      </Typography>
      {CLAUSES.map((key, index) => (
        <Typography key={key} variant="body2">{`${index + 1}. ${t(key)}`}</Typography>
      ))}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('goods.agreement.signing')}
      </Typography>
    </Box>
  );
}

/**
 * The delivery agreement of a goods source (`/pages/deliveryAgreement/deliveryAgreement?id=`): the
 * terms a driver accepts by grabbing, filled with the source's route, goods, freight and date. The
 * signed e-contract of each waybill is made by the e-sign provider (waybill screens).
 */
export default function DeliveryAgreementScreen() {
  return (
    <GoodsSourceScreen>
      {(source) => <Agreement source={source} />}
    </GoodsSourceScreen>
  );
}
