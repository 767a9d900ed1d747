'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { BRIGADE_PASS_VALID_MONTHS, type BrigadeProductDetail } from '@/lib/contract';
import { buyNowRoute } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useSignInGate } from '@/components/ui/useSignInGate';
import { PictureGallery } from '@/components/brigade/PictureGallery';
import { ActionBar, Description, DetailBlock, ProductHead } from '@/components/brigade/ProductFacts';

/** What the pass gives, in three lines (its benefits in detail are the operator's description). */
const PROMISES = ['brigade.pass.promise.oneCode', 'brigade.pass.promise.year', 'brigade.pass.promise.bind'] as const;

/**
 * The annual pass on sale (一码通年卡): pictures, price, validity, what it gives, how binding works;
 * 立即购买 opens its purchase (a tourist signs in with the shop's sign-in first and comes back).
 * Shown by oneCode/pre (the shared link) and by oneCode/index to a buyer without a pass.
 */
export function PassIntro({ product }: { product: BrigadeProductDetail }) {
  const gate = useSignInGate();
  const months = product.passValidMonths ?? BRIGADE_PASS_VALID_MONTHS;
  const buy = () => {
    const route = buyNowRoute('annualPass', product.productId);
    gate.open(route.path, route.query);
  };
  return (
    <>
      <PictureGallery pictures={product.pictures} title={product.title} />
      <ProductHead product={product} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}>
        {PROMISES.map((key) => (
          <Box component="li" key={key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckCircleOutlined color="success" fontSize="small" sx={{ mt: '2px' }} />
            <Typography variant="body2">{t(key, { months })}</Typography>
          </Box>
        ))}
      </Box>
      {product.description && (
        <DetailBlock title={t('brigadeOrders.pass.benefits')}>
          <Description text={product.description} />
        </DetailBlock>
      )}
      <DetailBlock title={t('brigadeOrders.pass.terms')}>
        <Typography variant="body2">{t('brigadeOrders.pass.validity', { months })}</Typography>
        <Typography variant="body2">{t('brigadeOrders.pass.bindRule')}</Typography>
      </DetailBlock>
      {product.soldOut && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('brigade.pass.soldOut')}
        </Alert>
      )}
      <ActionBar>
        <Button variant="contained" size="large" fullWidth disabled={product.soldOut} onClick={buy}>
          {product.soldOut ? t('brigade.stock.soldOut') : t('brigadeOrders.pass.buy')}
        </Button>
      </ActionBar>
      {gate.dialog}
    </>
  );
}
