'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BrigadeProductDetail } from '@/lib/contract';
import { PriceLine, StockLine } from './ProductCard';

/** The head of a product's page under its pictures: price, title, subtitle, category, what is left. */
export function ProductHead({ product }: { product: BrigadeProductDetail }) {
  return (
    <Box sx={{ mt: 2 }}>
      <PriceLine kind={product.kind} priceFen={product.priceFen} big />
      <Typography variant="h6" component="h2" sx={{ mt: 0.5 }}>
        {product.title}
      </Typography>
      {product.subtitle && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {product.subtitle}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Chip size="small" variant="outlined" label={product.categoryName} />
        <StockLine product={product} />
      </Box>
    </Box>
  );
}

/** A titled block of a product's page (details, itinerary, departures). */
export function DetailBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A description as the operator wrote it (line breaks kept). */
export function Description({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.8 }}>
      {text}
    </Typography>
  );
}

/** The bar under a product's page: what it costs or what is chosen, and the actions. */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <Paper elevation={3} square sx={{ position: 'sticky', bottom: 0, mt: 'auto', mx: -2, mb: -2, px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1, zIndex: 1 }}>
      {children}
    </Paper>
  );
}
