'use client';
import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { useAtomValue } from 'jotai';
import { BRIGADE_MAX_QUANTITY, type BrigadeProductDetail } from '@/lib/contract';
import { addToCart, buyNowRoute, useBrigadeCart, useBrigadeProduct } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast, touristAtom } from '@/lib/state';
import { OfflineNote } from '@/components/ui/OfflineNote';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useShareCard } from '@/components/ui/useShareCard';
import { useSignInGate } from '@/components/ui/useSignInGate';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { productDetailRead } from './offlinePaths';
import { QuantityStepper } from './orderWidgets';
import { BRIGADE_CART_PATH, BRIGADE_LOGIN_PATH, BRIGADE_PRODUCT_DETAIL_PATH } from './paths';
import { PictureGallery } from './PictureGallery';
import { ActionBar, Description, DetailBlock, ProductHead } from './ProductFacts';
import { ProductLoaded } from './ProductLoaded';
import { locationText } from '@/components/router/location';

/** The goods product's page: pictures, price, what is left, the description; cart or buy now. */
function GoodsPage({ product }: { product: BrigadeProductDetail }) {
  const [quantity, setQuantity] = useState(1);
  const tourist = useAtomValue(touristAtom);
  const { count } = useBrigadeCart();
  const gate = useSignInGate();
  const here = { path: BRIGADE_PRODUCT_DETAIL_PATH, query: { productId: String(product.productId) } };
  const most = Math.max(1, Math.min(product.stock, BRIGADE_MAX_QUANTITY));

  const add = () => {
    // The cart is the account's (lib/api/brigadeCart.ts): a tourist signs in first and comes back here.
    if (tourist || !addToCart(product, quantity)) {
      navigate(BRIGADE_LOGIN_PATH, { redirect: locationText(here) });
      return;
    }
    showToast(t('brigade.detail.added'));
  };
  const buy = () => {
    const route = buyNowRoute('goods', product.productId, { quantity });
    gate.open(route.path, route.query);
  };

  return (
    <>
      <PictureGallery pictures={product.pictures} title={product.title} />
      <ProductHead product={product} />
      {!product.soldOut && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
          <span>{t('brigade.detail.quantity')}</span>
          <QuantityStepper value={Math.min(quantity, most)} max={most} onChange={setQuantity} label={t('brigade.detail.quantity')} />
        </Box>
      )}
      {product.description && (
        <DetailBlock title={t('brigade.detail.description')}>
          <Description text={product.description} />
        </DetailBlock>
      )}
      <ActionBar>
        <IconButton aria-label={t('brigade.detail.openCart', { count })} onClick={() => navigate(BRIGADE_CART_PATH)}>
          <Badge badgeContent={count} color="error" max={99}>
            <ShoppingCart />
          </Badge>
        </IconButton>
        {product.soldOut ? (
          <Button variant="contained" disabled fullWidth>
            {t('brigade.stock.soldOut')}
          </Button>
        ) : (
          <>
            <Button variant="outlined" fullWidth onClick={add}>
              {t('brigade.detail.addToCart')}
            </Button>
            <Button variant="contained" fullWidth onClick={buy}>
              {t('brigade.detail.buyNow')}
            </Button>
          </>
        )}
      </ActionBar>
      {gate.dialog}
    </>
  );
}

/**
 * A goods product (`?productId=`): public, readable offline once seen (marked stale). A product of
 * another kind opens its own screen; one off sale says so.
 */
export default function BrigadeProductDetailScreen() {
  const productId = useIdParam('productId');
  const { product, error, mutate } = useBrigadeProduct(productId);
  useShareCard(product ? { title: product.title, desc: product.subtitle || t('brigade.home.tagline'), path: BRIGADE_PRODUCT_DETAIL_PATH, query: { productId: String(product.productId) } } : null);

  return (
    <PageScaffold contentSx={{ display: 'flex', flexDirection: 'column' }}>
      {productId !== null && <OfflineNote path={productDetailRead(productId)} onRetry={() => void mutate()} />}
      <ProductLoaded productId={productId} product={product} error={error} onRetry={() => void mutate()} kind="goods">
        {(loaded) => <GoodsPage product={loaded} />}
      </ProductLoaded>
    </PageScaffold>
  );
}
