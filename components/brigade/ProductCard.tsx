'use client';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BrigadeProductSummary } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { formatYuan } from '@/components/money/amount';
import { navigate } from '@/components/router/history';
import { productScreen } from './paths';
import { ProductPicture } from './ProductPicture';

/** "¥1,280.00" for goods and the pass; "¥1,280.00 起/人" for a package (its lowest price per traveller). */
export function PriceLine({ kind, priceFen, big = false }: Pick<BrigadeProductSummary, 'kind' | 'priceFen'> & { big?: boolean }) {
  return (
    <Typography component="p" variant={big ? 'h5' : 'subtitle1'} sx={{ color: 'error.main', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
      {formatYuan(priceFen)}
      {kind === 'selfDrive' && (
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', ml: 0.5 }}>
          {t('brigade.price.fromPerTraveller')}
        </Box>
      )}
    </Typography>
  );
}

/** What is left: "已售罄", or the pieces or seats left and how many were sold. */
export function StockLine({ product }: { product: Pick<BrigadeProductSummary, 'kind' | 'stock' | 'soldOut' | 'soldCount'> }) {
  if (product.soldOut) return <Chip size="small" label={t('brigade.stock.soldOut')} />;
  const left = t(product.kind === 'selfDrive' ? 'brigade.stock.seatsLeft' : 'brigade.stock.left', { count: product.stock });
  return (
    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
      {product.soldCount > 0 ? `${left} · ${t('brigade.stock.sold', { count: product.soldCount })}` : left}
    </Typography>
  );
}

/** A product in a list: cover, title, subtitle, price and what is left; opens its screen. */
export function ProductCard({ product }: { product: BrigadeProductSummary }) {
  const open = () => {
    const target = productScreen(product.kind, product.productId);
    navigate(target.path, target.query);
  };
  return (
    <Paper variant="outlined" component="article" aria-label={product.title} sx={{ mb: 1.5, overflow: 'hidden', opacity: product.soldOut ? 0.7 : 1 }}>
      <CardActionArea onClick={open} sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box sx={{ width: 116, flexShrink: 0 }}>
          <ProductPicture picture={product.cover} alt={product.title} ratio="1 / 1" />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, p: 1.25, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
          <Typography variant="subtitle2" component="h3" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {product.title}
          </Typography>
          {product.subtitle && (
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {product.subtitle}
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          <PriceLine kind={product.kind} priceFen={product.priceFen} />
          <StockLine product={product} />
        </Box>
      </CardActionArea>
    </Paper>
  );
}
