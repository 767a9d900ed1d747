/**
 * Screens other code sends people to by name. Each is registered by its domain's routes.ts;
 * these constants only spare callers from spelling the path twice.
 */
/** The entry route: the download page. */
export const ROOT_PATH = '/';
/** Tab 0: the goods-source market, and where back leads when nothing is behind a screen. */
export const BAZAAR_PATH = '/pages/appIndex/bazaar';
/** Tab 1: my freight, identity selection home. */
export const MINE_PATH = '/pages/appIndex/mine';
/** The SMS sign-in screen tourists are sent to (`?redirect=<path+query>`). */
export const SIGN_IN_PATH = '/pages/login/login';
