import type { BrigadeProductKind } from '@/lib/contract';

/**
 * The brigade shop's browsing screens (issue 19), for links between them and from other domains.
 * The buying screens' paths are in buyPaths.ts.
 */
/** The shop's front page, where a shared shop link lands: categories, packages, the pass, goods. */
export const BRIGADE_HOME_PATH = '/pages/brigade/home';
/** The cart (购物车): the signed-in buyer's lines, ticked for checkout. */
export const BRIGADE_CART_PATH = '/pages/brigade/index';
/** The catalogue by category (`?categoryId=`, `?kind=`), loading more at 200 px from the bottom. */
export const BRIGADE_COMMODITY_PATH = '/pages/brigade/commodity';
/** The buyer's corner: orders by status, passes, travellers. */
export const BRIGADE_MY_PATH = '/pages/brigade/my';
/** A goods product (`?productId=`). */
export const BRIGADE_PRODUCT_DETAIL_PATH = '/pages/brigade/productDetail';
/** A self-drive package (`?productId=`): itinerary, departures with seats, price per traveller. */
export const BRIGADE_DRIVING_DETAIL_PATH = '/pages/brigade/drivingDetail';
/** The shop's own sign-in, step 1: the phone (`?redirect=`). */
export const BRIGADE_LOGIN_PATH = '/pages/brigade/login';
/** Step 2: the SMS code sent to `?mobile=`, then back to `?redirect=`. */
export const BRIGADE_CODE_PATH = '/pages/brigade/code';
/** My annual passes, or the pass's introduction when I have none. */
export const ONE_CODE_INDEX_PATH = '/pages/oneCode/index';
/** The annual pass's introduction (benefits, price), what a shared pass link opens. */
export const ONE_CODE_PRE_PATH = '/pages/oneCode/pre';

/** The screen that shows a product of `kind` (the pass has its introduction). */
export function productScreen(kind: BrigadeProductKind, productId: number): { path: string; query: Record<string, string> } {
  if (kind === 'selfDrive') return { path: BRIGADE_DRIVING_DETAIL_PATH, query: { productId: String(productId) } };
  if (kind === 'annualPass') return { path: ONE_CODE_PRE_PATH, query: {} };
  return { path: BRIGADE_PRODUCT_DETAIL_PATH, query: { productId: String(productId) } };
}
