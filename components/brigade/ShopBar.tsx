'use client';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Category from '@mui/icons-material/Category';
import Person from '@mui/icons-material/Person';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Storefront from '@mui/icons-material/Storefront';
import { useBrigadeCart } from '@/lib/api';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { BRIGADE_CART_PATH, BRIGADE_COMMODITY_PATH, BRIGADE_HOME_PATH, BRIGADE_MY_PATH } from './paths';

const PLACES = [
  { path: BRIGADE_HOME_PATH, labelKey: 'brigade.bar.home', Icon: Storefront },
  { path: BRIGADE_COMMODITY_PATH, labelKey: 'brigade.bar.commodity', Icon: Category },
  { path: BRIGADE_CART_PATH, labelKey: 'brigade.bar.cart', Icon: ShoppingCart },
  { path: BRIGADE_MY_PATH, labelKey: 'brigade.bar.my', Icon: Person },
] as const;

/**
 * The shop's own bar under its four main screens (front page, catalogue, cart, my corner), as a
 * shop opened from a shared link needs: the app's tab bar is not there. The cart shows its count.
 * ShopScaffold puts it at the bottom of the screen.
 */
export function ShopBar() {
  const { path } = useRoute();
  const { count } = useBrigadeCart();
  return (
    <Paper component="nav" aria-label={t('brigade.bar.label')} elevation={3} square>
      <BottomNavigation
        showLabels
        value={PLACES.findIndex((place) => place.path === path)}
        onChange={(_event, index: number) => navigate(PLACES[index].path, {}, { replace: true })}
      >
        {PLACES.map(({ path: place, labelKey, Icon }) => (
          <BottomNavigationAction
            key={place}
            label={t(labelKey)}
            icon={
              place === BRIGADE_CART_PATH && count > 0 ? (
                <Badge badgeContent={count} color="error" max={99}>
                  <Icon />
                </Badge>
              ) : (
                <Icon />
              )
            }
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
