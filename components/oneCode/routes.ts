import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import { ONE_CODE_INDEX_PATH, ONE_CODE_PRE_PATH } from '@/components/brigade/paths';
import { SHOP_SIGN_IN } from '@/components/brigade/routes';
import { ONE_CODE_BINDING_PATH, ONE_CODE_BUY_PATH } from '@/components/brigade/buyPaths';

// brigade: the catalogue widgets the pass's introduction uses; ops: the holder's photo (ReviewImage);
// money: amounts on the pass's purchase (components/money/amount).
const loadScreen = screenLoader('brigade', 'brigadeOrders', 'ops', 'money');

/**
 * The one-code annual pass (issue 19), sold by the brigade shop; in the "brigade" chunk with the
 * shop's screens. The introduction is public (shared links); the passes themselves need an account.
 */
export const oneCodeRoutes: ScreenRoute[] = [
  { path: ONE_CODE_INDEX_PATH, titleKey: 'brigade.pass.title', ...SHOP_SIGN_IN, load: loadScreen(() => import(/* webpackChunkName: "brigade" */ './OneCodeIndexScreen')) },
  { path: ONE_CODE_PRE_PATH, titleKey: 'brigade.pass.preTitle', load: loadScreen(() => import(/* webpackChunkName: "brigade" */ './OneCodePreScreen')) },
  // H4's pass screens (buy, binding) follow.
  { path: ONE_CODE_BUY_PATH, titleKey: 'brigadeOrders.oneCodeBuy.title', ...SHOP_SIGN_IN, load: loadScreen(() => import(/* webpackChunkName: "brigadeBuy" */ './OneCodeBuyScreen')) },
  { path: ONE_CODE_BINDING_PATH, titleKey: 'brigadeOrders.oneCodeBinding.title', ...SHOP_SIGN_IN, load: loadScreen(() => import(/* webpackChunkName: "brigadeBuy" */ './OneCodeBindingScreen')) },
];
