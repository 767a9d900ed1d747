'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { BRIGADE_MAX_LINES, type BrigadeProductDetail } from '@/lib/contract';
import {
  CART_MAX_QUANTITY,
  placeBrigadeOrder,
  useBrigadeCart,
  useBrigadeProduct,
} from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { navigate } from '@/components/router/history';
import { useIdParam, useRoute } from '@/components/router/RouteContext';
import { BRIGADE_PAY_MODE_PATH } from './buyPaths';
import { BRIGADE_CART_PATH } from './paths';
import { DeliveryAddressForm, useDeliveryAddress, type DeliveryAddressState } from './DeliveryAddressForm';
import { BuyLine, GoShopping, QuantityStepper, TotalBar, useBuying, useKindRedirect } from './orderWidgets';

/** Goods in one order: each product once with its count (the contract's goods order). */
type GoodsLine = { productId: number; quantity: number };

/**
 * The order button: places the goods order to the address typed above and goes on to paying it
 * (the cart keeps what was not bought). A wrong address is shown and nothing is sent.
 */
function PlaceOrder({ lines, totalFen, blocked, address }: { lines: GoodsLine[]; totalFen: number; blocked?: string; address: DeliveryAddressState }) {
  const [addressWrong, setAddressWrong] = useState(false);
  const place = useBuying(async (intent) => {
    const to = address.checked();
    setAddressWrong(to === null);
    if (!to) return undefined;
    const order = await placeBrigadeOrder({ kind: 'goods', address: to, lines }, intent);
    navigate(BRIGADE_PAY_MODE_PATH, { orderId: String(order.orderId) }, { replace: true });
    return order;
  });
  return (
    <>
      {blocked && <Alert severity="warning" sx={{ mt: 1 }}>{blocked}</Alert>}
      {addressWrong && <Alert severity="error" sx={{ mt: 1 }}>{t('brigadeOrders.address.fix')}</Alert>}
      <Box sx={{ mt: 1 }}>
        <SubmissionStatus action={place} />
      </Box>
      <TotalBar label={t('brigadeOrders.pay.total')} totalFen={totalFen}>
        <Button size="large" variant="contained" disabled={place.pending || lines.length === 0 || Boolean(blocked)} onClick={() => void place.run()}>
          {place.pending ? t('brigadeOrders.pay.placing') : t('brigadeOrders.pay.place')}
        </Button>
      </TotalBar>
    </>
  );
}

/** The cart's ticked lines (chosen on the cart screen), confirmed as one order. */
function CartCheckout() {
  const { selected, selectedFen } = useBrigadeCart();
  const address = useDeliveryAddress();
  if (selected.length === 0) {
    return (
      <EmptyState
        message={t('brigadeOrders.cart.nothingChosen')}
        hint={t('brigadeOrders.cart.emptyHint')}
        action={<Button variant="contained" onClick={() => navigate(BRIGADE_CART_PATH, {}, { replace: true })}>{t('brigadeOrders.cart.back')}</Button>}
      />
    );
  }
  const tooMany = selected.length > BRIGADE_MAX_LINES ? t('brigadeOrders.cart.tooMany', { max: BRIGADE_MAX_LINES }) : undefined;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('brigadeOrders.cart.chosen')}>
        {selected.map((line) => (
          <li key={line.productId}>
            <BuyLine picture={line.cover} title={line.title} priceFen={line.priceFen} quantity={line.quantity} />
          </li>
        ))}
      </Box>
      <Button onClick={() => navigate(BRIGADE_CART_PATH)}>{t('brigadeOrders.cart.change')}</Button>
      <DeliveryAddressForm address={address} />
      <Alert severity="info" sx={{ mt: 1 }}>{t('brigadeOrders.pay.priceNote')}</Alert>
      <PlaceOrder lines={selected.map(({ productId, quantity }) => ({ productId, quantity }))} totalFen={selectedFen} blocked={tooMany} address={address} />
    </>
  );
}

/** "Buy now" of one product: its count (up to the stock), then the order. */
function BuyNowCheckout({ product, initialQuantity }: { product: BrigadeProductDetail; initialQuantity: number }) {
  const max = Math.max(1, Math.min(CART_MAX_QUANTITY, product.stock));
  const [quantity, setQuantity] = useState(Math.min(initialQuantity, max));
  const address = useDeliveryAddress();
  return (
    <>
      <BuyLine
        picture={product.cover}
        title={product.title}
        detail={product.subtitle || undefined}
        priceFen={product.priceFen}
        end={<QuantityStepper label={t('brigadeOrders.quantity.of', { title: product.title })} value={quantity} max={max} onChange={setQuantity} />}
      />
      <Divider />
      <DeliveryAddressForm address={address} />
      <Alert severity="info" sx={{ mt: 1 }}>{t('brigadeOrders.pay.priceNote')}</Alert>
      <PlaceOrder
        address={address}
        lines={[{ productId: product.productId, quantity }]}
        totalFen={product.priceFen * quantity}
        blocked={product.soldOut ? t('brigadeOrders.pay.soldOut') : undefined}
      />
    </>
  );
}

function BuyNow({ productId, quantity }: { productId: number | null; quantity: number }) {
  const { product, error, mutate } = useBrigadeProduct(productId);
  useKindRedirect(product, 'goods');
  if (productId === null) {
    return <EmptyState message={t('brigadeOrders.pay.noProduct')} action={<GoShopping />} />;
  }
  return (
    <Loaded data={product} error={error} onRetry={() => void mutate()}>
      {(loaded) => (loaded.kind === 'goods' ? <BuyNowCheckout product={loaded} initialQuantity={quantity} /> : null)}
    </Loaded>
  );
}

/**
 * Confirm a goods order (`/pages/brigade/pay`): `?from=cart` orders the lines ticked on the cart
 * screen (brigade/index),
 * `?productId=&quantity=` one product bought at once, sent to the receiver and address typed here
 * (the account's last one filled in). The order is priced on the server; the next
 * screen (payMode) shows its total and pays it. Without a network nothing is sent and the cart stays.
 */
export default function BrigadePayScreen() {
  const { query } = useRoute();
  const productId = useIdParam('productId');
  const quantity = Math.max(1, Math.min(CART_MAX_QUANTITY, Number.parseInt(query.quantity ?? '1', 10) || 1));
  return (
    <PageScaffold>
      {query.from === 'cart' ? <CartCheckout /> : <BuyNow productId={productId} quantity={quantity} />}
    </PageScaffold>
  );
}
