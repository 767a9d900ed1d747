'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BrigadeProductStatus } from '@/lib/contract';
import { opsPictureUrl, setOpsProductStatus, type OpsProductRow } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { CoverImage } from '@/components/content/CoverImage';
import { formatYuan } from '@/components/money/amount';
import { BRIGADE_OPS_PRODUCT_PATH } from './paths';
import { StockDialog } from './StockDialog';

/** What is left to sell: pieces of goods or passes, seats on a package's upcoming departures. */
export function leftLine(product: { kind: string; stock: number }): string {
  return t(product.kind === 'selfDrive' ? 'brigadeOps.seatsLeft' : 'brigadeOps.stockLeft', { n: product.stock });
}

/**
 * Putting a product on sale or taking it off (the card and the product page): what buyers see
 * follows at once; `onChanged` reads the console's copy again.
 */
export function useSaleSwitch(product: { productId: number; title: string; status: BrigadeProductStatus }, onChanged: () => Promise<unknown>) {
  const onSale = product.status === 'onSale';
  const sale = useSubmission(async (intent) => {
    await setOpsProductStatus(product.productId, onSale ? 'offSale' : 'onSale', intent);
    await onChanged();
    showToast(t(onSale ? 'brigadeOps.offSaleDone' : 'brigadeOps.onSaleDone', { title: product.title }));
  });
  return { onSale, sale };
}

/** A product in the console: cover, title, kind, state, price, what is left; edit, on/off sale, stock. */
export function OpsProductCard({ product, onChanged }: { product: OpsProductRow; onChanged: () => Promise<unknown> }) {
  const [stocking, setStocking] = useState(false);
  const { onSale, sale } = useSaleSwitch(product, onChanged);
  return (
    <Card variant="outlined" sx={{ mb: 1 }} data-testid={`ops-product-${product.productId}`}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          {product.cover ? (
            <CoverImage url={opsPictureUrl(product.cover.fileId)} alt={product.title} sx={{ width: 72, height: 72 }} />
          ) : (
            <Box sx={{ width: 72, height: 72, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', flexShrink: 0 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('brigadeOps.noPicture')}
              </Typography>
            </Box>
          )}
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5, alignContent: 'start' }}>
            <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
              {product.title}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              <Chip size="small" variant="outlined" label={t(`brigadeOps.kind.${product.kind}`)} />
              <Chip size="small" color={onSale ? 'success' : 'default'} label={t(`brigadeOps.status.${product.status}`)} />
              {product.soldOut && <Chip size="small" color="warning" label={t('brigadeOps.soldOut')} />}
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {product.categoryName} · {formatYuan(product.priceFen)}
              {product.kind === 'selfDrive' ? t('brigadeOps.perTraveller') : ''} · {leftLine(product)} · {t('brigadeOps.sold', { n: product.soldCount })}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => navigate(BRIGADE_OPS_PRODUCT_PATH, { id: String(product.productId) })}>
            {t(product.kind === 'selfDrive' ? 'brigadeOps.editWithDepartures' : 'brigadeOps.edit')}
          </Button>
          <Button size="small" color={onSale ? 'error' : 'primary'} disabled={sale.pending} onClick={() => void sale.run()}>
            {t(onSale ? 'brigadeOps.putOffSale' : 'brigadeOps.putOnSale')}
          </Button>
          {product.kind !== 'selfDrive' && (
            <Button size="small" onClick={() => setStocking(true)}>
              {t('brigadeOps.stock.button')}
            </Button>
          )}
        </Box>
        <SubmissionStatus action={sale} />
      </CardContent>
      {stocking && <StockDialog productId={product.productId} title={product.title} stock={product.stock} open onClose={() => setStocking(false)} onSaved={onChanged} />}
    </Card>
  );
}
