import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  BRIGADE_CART_PATH,
  BRIGADE_CODE_PATH,
  BRIGADE_COMMODITY_PATH,
  BRIGADE_DRIVING_DETAIL_PATH,
  BRIGADE_HOME_PATH,
  BRIGADE_LOGIN_PATH,
  BRIGADE_MY_PATH,
  BRIGADE_PRODUCT_DETAIL_PATH,
} from './paths';
import {
  BRIGADE_DRIVING_PAY_PATH,
  BRIGADE_ORDER_LIST_PATH,
  BRIGADE_PAY_FAIL_PATH,
  BRIGADE_PAY_MODE_PATH,
  BRIGADE_PAY_OVER_PATH,
  BRIGADE_PAY_PATH,
  BRIGADE_PAY_REFUND_PATH,
} from './buyPaths';

// brigadeOrders: the buying screens' strings and the widgets the browsing screens share with them;
// general: signing out from the buyer's corner (useSignOutConfirm).
const loadScreen = screenLoader('brigade', 'brigadeOrders', 'general');
// The shop's sign-in steps: also appIndex, for why a captcha shows before another code (login.captchaNeeded;
// the captcha's own strings are general's).
const loadSignInScreen = screenLoader('brigade', 'brigadeOrders', 'general', 'appIndex');
// The buying screens (their own chunk: browsing offline does not carry them): money for amounts
// (components/money/amount) and paying on the gateway (components/money/pay).
const loadBuyingScreen = screenLoader('brigade', 'brigadeOrders', 'money');

/**
 * Where a tourist signs in for the shop's own screens: the shop's sign-in (phone, then code), for
 * buyers who came from a shared link in the messaging app.
 */
export const SHOP_SIGN_IN = { auth: true, signInPath: BRIGADE_LOGIN_PATH } as const;

/**
 * The brigade shop (issue 19); the "brigade" chunk. The catalogue (front page, categories,
 * products, packages) is public and works offline once seen; the cart, the buyer's corner and
 * buying need an account, signed in through the shop's own sign-in.
 */
export const brigadeRoutes: ScreenRoute[] = [
  { path: BRIGADE_HOME_PATH, titleKey: 'brigade.home.title', load: loadScreen(() => import(/* webpackChunkName: "brigade" */ './BrigadeHomeScreen')) },
  { path: BRIGADE_CART_PATH, titleKey: 'brigade.cart.title', ...SHOP_SIGN_IN, load: loadScreen(() => import(/* webpackChunkName: "brigade" */ './BrigadeCartScreen')) },
  { path: BRIGADE_COMMODITY_PATH, titleKey: 'brigade.commodity.title', load: loadScreen(() => import(/* webpackChunkName: "brigade" */ './BrigadeCommodityScreen')) },
  { path: BRIGADE_MY_PATH, titleKey: 'brigade.my.title', ...SHOP_SIGN_IN, load: loadScreen(() => import(/* webpackChunkName: "brigade" */ './BrigadeMyScreen')) },
  { path: BRIGADE_PRODUCT_DETAIL_PATH, titleKey: 'brigade.detail.title', load: loadScreen(() => import(/* webpackChunkName: "brigade" */ './BrigadeProductDetailScreen')) },
  { path: BRIGADE_DRIVING_DETAIL_PATH, titleKey: 'brigade.driving.title', load: loadScreen(() => import(/* webpackChunkName: "brigade" */ './BrigadeDrivingDetailScreen')) },
  { path: BRIGADE_LOGIN_PATH, titleKey: 'brigade.login.title', load: loadSignInScreen(() => import(/* webpackChunkName: "brigade" */ './BrigadeLoginScreen')) },
  { path: BRIGADE_CODE_PATH, titleKey: 'brigade.code.title', load: loadSignInScreen(() => import(/* webpackChunkName: "brigade" */ './BrigadeCodeScreen')) },
  // H4's buying screens (pay, drivingPay, payMode, payOver, payFail, orderList, payRefund) follow.
  { path: BRIGADE_PAY_PATH, titleKey: 'brigadeOrders.pay.title', ...SHOP_SIGN_IN, load: loadBuyingScreen(() => import(/* webpackChunkName: "brigadeBuy" */ './BrigadePayScreen')) },
  { path: BRIGADE_DRIVING_PAY_PATH, titleKey: 'brigadeOrders.drivingPay.title', ...SHOP_SIGN_IN, load: loadBuyingScreen(() => import(/* webpackChunkName: "brigadeBuy" */ './BrigadeDrivingPayScreen')) },
  { path: BRIGADE_PAY_MODE_PATH, titleKey: 'brigadeOrders.payMode.title', ...SHOP_SIGN_IN, load: loadBuyingScreen(() => import(/* webpackChunkName: "brigadeBuy" */ './BrigadePayModeScreen')) },
  { path: BRIGADE_PAY_OVER_PATH, titleKey: 'brigadeOrders.payOver.title', ...SHOP_SIGN_IN, load: loadBuyingScreen(() => import(/* webpackChunkName: "brigadeBuy" */ './BrigadePayOverScreen')) },
  { path: BRIGADE_PAY_FAIL_PATH, titleKey: 'brigadeOrders.payFail.title', ...SHOP_SIGN_IN, load: loadBuyingScreen(() => import(/* webpackChunkName: "brigadeBuy" */ './BrigadePayFailScreen')) },
  { path: BRIGADE_ORDER_LIST_PATH, titleKey: 'brigadeOrders.orderList.title', ...SHOP_SIGN_IN, load: loadBuyingScreen(() => import(/* webpackChunkName: "brigadeBuy" */ './BrigadeOrderListScreen')) },
  { path: BRIGADE_PAY_REFUND_PATH, titleKey: 'brigadeOrders.payRefund.title', ...SHOP_SIGN_IN, load: loadBuyingScreen(() => import(/* webpackChunkName: "brigadeBuy" */ './BrigadePayRefundScreen')) },
];
