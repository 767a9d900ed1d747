/**
 * The brigade shop's buying screens (issue 19), for links between them and from the catalogue
 * screens (paths.ts has the browsing ones). lib/api/brigadeCart.ts's buyNowRoute names the same
 * three confirm screens.
 */
/** Confirm a goods order: `?productId=&quantity=` (buy now) or `?from=cart` (the cart's ticked lines). */
export const BRIGADE_PAY_PATH = '/pages/brigade/pay';
/** A self-drive package: `?productId=[&departureId=]`; pick the departure and the travellers. */
export const BRIGADE_DRIVING_PAY_PATH = '/pages/brigade/drivingPay';
/** Pay a placed order (`?orderId=`): the wallet or the payment gateway, before it expires. */
export const BRIGADE_PAY_MODE_PATH = '/pages/brigade/payMode';
/** After paying (`?orderId=`; the gateway returns here): follows the payment until it is paid. */
export const BRIGADE_PAY_OVER_PATH = '/pages/brigade/payOver';
/** A payment that did not go through (`?orderId=`): why, pay again, or the orders. */
export const BRIGADE_PAY_FAIL_PATH = '/pages/brigade/payFail';
/** The buyer's orders by status (`?status=`), loading more at 200 px from the bottom. */
export const BRIGADE_ORDER_LIST_PATH = '/pages/brigade/orderList';
/** Refund lines of a paid order (`?orderId=`): a reason from the server, the amount back to the wallet. */
export const BRIGADE_PAY_REFUND_PATH = '/pages/brigade/payRefund';
/** Buy the annual pass (`?productId=`, else the pass on sale). */
export const ONE_CODE_BUY_PATH = '/pages/oneCode/buy';
/** Bind a pass to a person (`?passId=`, else the first unbound one): name, ID, photo. */
export const ONE_CODE_BINDING_PATH = '/pages/oneCode/binding';
