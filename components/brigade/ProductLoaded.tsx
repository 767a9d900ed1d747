'use client';
import { useEffect, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { BrigadeProductDetail, BrigadeProductKind } from '@/lib/contract';
import { ApiError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { navigate } from '@/components/router/history';
import { BRIGADE_HOME_PATH, productScreen } from './paths';

/**
 * A product's page once it is loaded: a product taken off sale (or a wrong link) says so and
 * leads back to the shop; one of another kind than this screen shows opens its own screen.
 */
export function ProductLoaded({
  productId,
  product,
  error,
  onRetry,
  kind,
  children,
}: {
  productId: number | null;
  product: BrigadeProductDetail | undefined;
  error: unknown;
  onRetry: () => void;
  kind: BrigadeProductKind;
  children: (product: BrigadeProductDetail) => ReactNode;
}) {
  useEffect(() => {
    if (product && product.kind !== kind) {
      const target = productScreen(product.kind, product.productId);
      navigate(target.path, target.query, { replace: true });
    }
  }, [product, kind]);

  const gone = productId === null || (error instanceof ApiError && error.status === 404);
  if (gone) {
    return (
      <EmptyState
        message={t('brigade.detail.gone')}
        hint={t('brigade.detail.goneHint')}
        action={
          <Button variant="contained" onClick={() => navigate(BRIGADE_HOME_PATH)}>
            {t('brigade.cart.goShopping')}
          </Button>
        }
      />
    );
  }
  return (
    <Loaded data={product?.kind === kind ? product : undefined} error={error} onRetry={onRetry}>
      {children}
    </Loaded>
  );
}
