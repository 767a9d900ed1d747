import { mutate } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import type { z } from 'zod';
import {
  BRIGADE_DEFAULT_PAGE,
  BRIGADE_ORDER_FILTERS,
  endpoints,
  BrigadeDeliveryAddress,
  type BrigadeOrder,
  type BrigadeOrderFilter,
  type BrigadeOrderPage,
  type BrigadeOrderSave,
  type BrigadePassBind,
  type BrigadePayMode,
  type BrigadePayState,
  type BrigadeRefundRequest,
} from '../contract';
import { apiKey, apiUrl, request, useApi, type Intent } from '../http';
import { getLocale } from '../i18n';
import { currentAccount } from '../offline/session';
import { keepDraft, readDraft } from '../state/formDraft';
import { clearBought } from './brigadeCart';
import { refreshMoney } from './money';

/**
 * The brigade shop's buying side (issue 19, lib/contract/brigade.ts): placing an order, paying it
 * from the wallet or on the gateway, following the payment, the buyer's orders, cancelling,
 * deleting, refunds, confirming a parcel's receipt, and binding an annual pass. Every change takes the screen's intention (one
 * Idempotency-Key per tap, docs/idempotency.md); none is queued offline or answered from a cache:
 * money moves only on a live answer (the service worker never keeps these calls).
 */

const b = endpoints.brigade;

/** How often payOver asks whether a gateway payment came through. */
export const BRIGADE_PAY_POLL_MS = 2_000;
/** How long payOver keeps asking before it offers a refresh (the gateway's notice may be late). */
export const BRIGADE_PAY_POLL_LIMIT_MS = 60_000;

/** The page keys of one tab of the buyer's orders (one loader per tab, so each tab is refreshed by its key). */
function ordersPageKey(status: BrigadeOrderFilter) {
  return (index: number, previous: BrigadeOrderPage | null) => {
    if (previous && previous.current >= previous.pages) return null;
    return apiKey(b.orders, { query: { status, current: index + 1, size: BRIGADE_DEFAULT_PAGE } });
  };
}

/**
 * Every cached read of the buyer's orders and passes: a change to one order changes every tab,
 * bills and passes. A filter never matches paged lists (SWR skips their keys), so each tab's list
 * is named by its own key.
 */
export function refreshBrigadeOrders() {
  return Promise.all([
    mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && (key[0].startsWith('/store/api/products/order') || key[0].startsWith('/store/api/products/annualCard'))),
    ...BRIGADE_ORDER_FILTERS.map((status) => mutate(unstable_serialize(ordersPageKey(status)))),
  ]);
}

/** The order as a change answered it: its bill shows it at once, the order lists are read again. */
async function showOrder(order: BrigadeOrder): Promise<void> {
  await mutate(apiKey(b.bill, { params: { orderId: order.orderId } }), order, { revalidate: false });
  await refreshBrigadeOrders();
}

/** An order as a screen puts it together (ids as numbers; the contract's input also takes text). */
export type BrigadeOrderPlacing = z.output<typeof BrigadeOrderSave>;

/** The draft name under `tf.draft.` (lib/state/formDraft.ts) of the last delivery address used. */
export const BRIGADE_ADDRESS_DRAFT = 'brigadeAddress';

/** A kept draft is an address the contract would take (anything else on the phone is ignored). */
const isDeliveryAddress = (value: unknown): value is BrigadeDeliveryAddress => BrigadeDeliveryAddress.safeParse(value).success;

/**
 * The delivery address the signed-in account used last (null: none, a tourist, or another
 * account's). Kept on the phone as a form draft of the account: sign-out sweeps it.
 */
export function lastDeliveryAddress(): BrigadeDeliveryAddress | null {
  const account = currentAccount();
  return account ? readDraft(BRIGADE_ADDRESS_DRAFT, account, isDeliveryAddress) : null;
}

/**
 * Places an order. The server prices it from the catalogue and takes the stock; what the order was
 * made of leaves the cart once it exists (goods lines, or the self-drive selection), and a goods
 * order's address is remembered for the account's next one.
 */
export async function placeBrigadeOrder(order: BrigadeOrderPlacing, intent?: Intent): Promise<BrigadeOrder> {
  const placed = await request(b.saveOrder, { body: order, intent });
  if (order.kind === 'goods') {
    clearBought({ productIds: order.lines.map((line) => line.productId) });
    const account = currentAccount();
    if (account) keepDraft(BRIGADE_ADDRESS_DRAFT, account, order.address);
  }
  if (order.kind === 'selfDrive') clearBought({ drivingProductId: order.productId });
  await showOrder(placed);
  return placed;
}

/** Pays an unpaid order: `wallet` pays at once (409 when short), `gateway` answers the gateway's page. */
export async function payBrigadeOrder(orderId: number, mode: BrigadePayMode, intent?: Intent): Promise<BrigadePayState> {
  const state = await request(b.pay, { params: { orderId }, body: { mode }, intent });
  await mutate(apiKey(b.payStatus, { params: { orderId } }), state, { revalidate: false });
  await refreshBrigadeOrders();
  if (state.orderStatus === 'paid') await refreshMoney();
  return state;
}

/** Where the browser pays on the gateway: its `payUrl` is a path on the API server. */
export function brigadeGatewayUrl(state: Pick<BrigadePayState, 'payUrl'>): string | null {
  return state.payUrl ? apiUrl(state.payUrl) : null;
}

/**
 * An order's payment state; `polling` asks every BRIGADE_PAY_POLL_MS while it is neither paid nor
 * closed (payOver after the gateway). The server asks the gateway itself when no notice came.
 */
export function useBrigadePayState(orderId: number | null, { polling = false }: { polling?: boolean } = {}) {
  const { data, error, mutate: revalidate, isValidating } = useApi(b.payStatus, orderId ? { params: { orderId } } : null, {
    refreshInterval: (latest) => (polling && latest?.orderStatus === 'unpaid' && latest.paymentStatus !== 'closed' ? BRIGADE_PAY_POLL_MS : 0),
  });
  return { payState: data, error, refresh: revalidate, refreshing: isValidating };
}

/** One of the buyer's orders with its lines and refunds (someone else's: 404). */
export function useBrigadeOrder(orderId: number | null) {
  const { data, error, mutate: revalidate } = useApi(b.bill, orderId ? { params: { orderId } } : null);
  return { order: data, error, mutate: revalidate };
}

/** The buyer's orders of one tab, newest first, page by page (PagedList loads more at 200 px). */
export function useBrigadeOrders(status: BrigadeOrderFilter) {
  return useSWRInfinite<BrigadeOrderPage>(ordersPageKey(status), ([, args]: readonly [string, object]) => request(b.orders, args as never));
}

/** Cancels an unpaid order; its stock and seats return. */
export async function cancelBrigadeOrder(orderId: number, intent?: Intent): Promise<BrigadeOrder> {
  const order = await request(b.cancelOrder, { params: { orderId }, intent });
  await showOrder(order);
  return order;
}

/** Removes a finished order (refunded, cancelled, expired) from the buyer's list. */
export async function deleteBrigadeOrder(orderId: number, intent?: Intent) {
  const deleted = await request(b.deleteOrder, { params: { orderId }, intent });
  await refreshBrigadeOrders();
  return deleted;
}

/** The refund reasons the server offers, each with its text in the person's language. */
export function useRefundReasons() {
  const { data, error, mutate: revalidate } = useApi(b.refundReasons, {});
  const english = getLocale() === 'en';
  const reasons = data?.map((reason) => ({ code: reason.code, text: english ? reason.en : reason.zhCN }));
  return { reasons, error, mutate: revalidate };
}

/** Refunds lines of a paid order to the buyer's wallet at once; answers the refund and the order after it. */
export async function refundBrigadeItems(orderId: number, request_: BrigadeRefundRequest, intent?: Intent) {
  const done = await request(b.refund, { params: { orderId }, body: request_, intent });
  await Promise.all([showOrder(done.order), refreshMoney()]);
  return done;
}

/** The buyer confirms a shipped goods order arrived: it is completed. */
export async function confirmBrigadeReceipt(orderId: number, intent?: Intent): Promise<BrigadeOrder> {
  const order = await request(b.confirmReceipt, { params: { orderId }, intent });
  await showOrder(order);
  return order;
}

/** Binds one of the buyer's passes to a person (once): name and ID checked, a photo the buyer uploaded. */
export async function bindBrigadePass(passId: number, holder: BrigadePassBind, intent?: Intent) {
  const pass = await request(b.bindPass, { params: { passId }, body: holder, intent });
  await refreshBrigadeOrders();
  return pass;
}
