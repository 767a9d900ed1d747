'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BrigadeProductDetail } from '@/lib/contract';
import { placeBrigadeOrder, useBrigadePasses, useBrigadePassIntro, useBrigadeProduct } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { BRIGADE_PAY_MODE_PATH, ONE_CODE_BINDING_PATH } from '@/components/brigade/buyPaths';
import { BuyLine, BuySection, GoShopping, TotalBar, useBuying, useKindRedirect } from '@/components/brigade/orderWidgets';

/** A pass the buyer paid for and has not bound yet: binding is the next step, not a second pass. */
function UnboundReminder() {
  const { passes } = useBrigadePasses();
  const unbound = passes?.find((pass) => pass.status === 'unbound');
  if (!unbound) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1.5 }}
      action={<Button color="inherit" size="small" onClick={() => navigate(ONE_CODE_BINDING_PATH, { passId: String(unbound.passId) })}>{t('brigadeOrders.pass.bindNow')}</Button>}
    >
      {t('brigadeOrders.pass.unboundReminder', { no: unbound.passNo })}
    </Alert>
  );
}

function PassOffer({ product }: { product: BrigadeProductDetail }) {
  const buy = useBuying(async (intent) => {
    const order = await placeBrigadeOrder({ kind: 'annualPass', productId: product.productId }, intent);
    navigate(BRIGADE_PAY_MODE_PATH, { orderId: String(order.orderId) }, { replace: true });
    return order;
  });
  return (
    <>
      <UnboundReminder />
      <BuyLine picture={product.cover} title={product.title} detail={product.subtitle || undefined} priceFen={product.priceFen} />
      <BuySection title={t('brigadeOrders.pass.terms')}>
        <Typography variant="body2">{t('brigadeOrders.pass.validity', { months: product.passValidMonths ?? 12 })}</Typography>
        <Typography variant="body2">{t('brigadeOrders.pass.bindRule')}</Typography>
      </BuySection>
      {product.description && (
        <BuySection title={t('brigadeOrders.pass.benefits')}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
        </BuySection>
      )}
      {product.soldOut && <Alert severity="warning" sx={{ mt: 1.5 }}>{t('brigadeOrders.pay.soldOut')}</Alert>}
      <Box sx={{ mt: 1 }}>
        <SubmissionStatus action={buy} />
      </Box>
      <TotalBar label={t('brigadeOrders.pay.total')} totalFen={product.priceFen}>
        <Button size="large" variant="contained" disabled={buy.pending || product.soldOut} onClick={() => void buy.run()}>
          {buy.pending ? t('brigadeOrders.pay.placing') : t('brigadeOrders.pass.buy')}
        </Button>
      </TotalBar>
    </>
  );
}

/** The pass named by `?productId=`. */
function NamedPass({ productId }: { productId: number }) {
  const { product, error, mutate } = useBrigadeProduct(productId);
  useKindRedirect(product, 'annualPass');
  return (
    <Loaded data={product} error={error} onRetry={() => void mutate()}>
      {(loaded) => (loaded.kind === 'annualPass' ? <PassOffer product={loaded} /> : null)}
    </Loaded>
  );
}

/** Without a product named: the pass on sale now, or a plain "none on sale" with the shop as next step. */
function PassOnSale() {
  const { intro, error, mutate } = useBrigadePassIntro();
  return (
    <Loaded data={intro} error={error} onRetry={() => void mutate()}>
      {(loaded) => (loaded.product ? <PassOffer product={loaded.product} /> : <EmptyState message={t('brigadeOrders.pass.noneOnSale')} action={<GoShopping />} />)}
    </Loaded>
  );
}

/**
 * Buying the annual pass (`/pages/oneCode/buy[?productId=]`): price, validity (a year from the
 * payment, China dates), the benefits, binding once after paying; one tap places the order and
 * goes on to payMode. A buyer with a pass not bound yet is pointed to binding it first.
 */
export default function OneCodeBuyScreen() {
  const productId = useIdParam('productId');
  return <PageScaffold>{productId === null ? <PassOnSale /> : <NamedPass productId={productId} />}</PageScaffold>;
}
