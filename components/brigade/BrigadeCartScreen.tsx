'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { CART_CHECKOUT_ROUTE, CART_MAX_QUANTITY, removeFromCart, selectCartLine, setCartQuantity, useBrigadeCart } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatYuan } from '@/components/money/amount';
import { navigate } from '@/components/router/history';
import { BuyLine, QuantityStepper } from './orderWidgets';
import { BRIGADE_HOME_PATH, BRIGADE_PRODUCT_DETAIL_PATH } from './paths';
import { ShopScaffold } from './ShopScaffold';

/**
 * The cart (购物车, `/pages/brigade/index`): the signed-in buyer's goods kept on the phone for
 * their account (lib/api/brigadeCart.ts), so it works offline and survives a lost signal. Tick
 * lines, change quantities, remove; 去结算 confirms the ticked lines (pay?from=cart), where the
 * server prices them: the prices here are those seen when adding.
 */
export default function BrigadeCartScreen() {
  const { lines, selected, selectedFen } = useBrigadeCart();
  const allTicked = lines.length > 0 && selected.length === lines.length;

  if (lines.length === 0) {
    return (
      <ShopScaffold>
        <EmptyState
          message={t('brigade.cart.empty')}
          hint={t('brigade.cart.emptyHint')}
          action={
            <Button variant="contained" onClick={() => navigate(BRIGADE_HOME_PATH)}>
              {t('brigade.cart.goShopping')}
            </Button>
          }
        />
      </ShopScaffold>
    );
  }

  const checkout = (
    <Paper
      elevation={3}
      square
      sx={{ pl: 1, pr: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Checkbox
        checked={allTicked}
        indeterminate={selected.length > 0 && !allTicked}
        onChange={(event) => lines.forEach((line) => selectCartLine(line.productId, event.target.checked))}
        slotProps={{ input: { 'aria-label': t('brigade.cart.tickAll') } }}
      />
      <Box sx={{ flex: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {t('brigade.cart.total')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ color: 'error.main', fontVariantNumeric: 'tabular-nums' }} data-testid="cart-total">
          {formatYuan(selectedFen)}
        </Typography>
      </Box>
      <Button variant="contained" disabled={selected.length === 0} onClick={() => navigate(CART_CHECKOUT_ROUTE.path, { ...CART_CHECKOUT_ROUTE.query })}>
        {t('brigade.cart.checkout', { count: selected.length })}
      </Button>
    </Paper>
  );

  return (
    <ShopScaffold footer={checkout}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('brigade.cart.pricesNote')}
      </Typography>
      <Paper variant="outlined" sx={{ px: 1 }}>
        {lines.map((line) => (
          <Box key={line.productId} sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
            <Checkbox
              checked={line.selected}
              onChange={(event) => selectCartLine(line.productId, event.target.checked)}
              slotProps={{ input: { 'aria-label': t('brigade.cart.tick', { title: line.title }) } }}
            />
            <ButtonBase
              onClick={() => navigate(BRIGADE_PRODUCT_DETAIL_PATH, { productId: String(line.productId) })}
              sx={{ flex: 1, minWidth: 0, display: 'block', textAlign: 'left' }}
            >
              <BuyLine picture={line.cover} title={line.title} priceFen={line.priceFen} />
            </ButtonBase>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
              <IconButton size="small" aria-label={t('brigade.cart.remove', { title: line.title })} onClick={() => removeFromCart([line.productId])}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
              <QuantityStepper
                value={line.quantity}
                max={CART_MAX_QUANTITY}
                onChange={(next) => setCartQuantity(line.productId, next)}
                label={t('brigade.cart.quantityOf', { title: line.title })}
              />
            </Box>
          </Box>
        ))}
      </Paper>
    </ShopScaffold>
  );
}
