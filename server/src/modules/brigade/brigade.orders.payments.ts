import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SERVICE_PREFIX, type BrigadePayRequest, type BrigadePayState, type PaymentNotify } from '@/lib/contract';
import { brigadeEndpoints } from '@/lib/contract/brigade';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { AppError, appError, badRequest, conflict, forbidden } from '../../http/errors';
import type { Principal } from '../../http/principal';
import type { GatewayOrderState } from '../../providers/payment/payment.provider';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { runIdempotent } from '../idempotency/idempotency';
import { availableOf, ensureWallet, postTransfer } from '../money/money.ledger';
import { POLL_AFTER_MS } from '../money/money.payments';
import { ledgerAccounts } from '../money/money.table';
import { STATUS_NAME, chargeWallet, currentOrder, isDue, markPaid, requireOrder } from './brigade.orders';
import { insertPayment, latestPaymentOf, lockOrder, lockPayment, updatePayment, waitingPayments, type OrderRow, type PaymentRow } from './brigade.orders.repository';

/**
 * Paying an order (docs/brigade.md "Paying"). From the wallet: the total moves wallet → the
 * shop's `storeSales` account in the call's transaction (transfer 'brigadeOrder:<id>:paid').
 * On the gateway, as freight does (docs/money.md "Payments"): a payment ('bp_…', the gateway's
 * out_trade_no) for the total, paid on the gateway's page; when the gateway says so — its signed
 * notification (forged: 403; wrong amount: 400; replayed: applied once) or our poll — the money
 * tops the buyer's wallet up ('brigadePay:<id>') and pays the order from it in one transaction.
 * If the order was cancelled or expired meanwhile, the money simply stays in the wallet.
 */

export const NOTIFY_PATH = SERVICE_PREFIX.store + brigadeEndpoints.payNotify.path;

/** The pay screens' view: the order's state, its latest gateway payment, the wallet's balance. */
async function payState(db: Executor, order: OrderRow, payment: PaymentRow | undefined): Promise<z.infer<typeof BrigadePayState>> {
  const wallet = await ensureWallet(db, 'personal', order.buyerId);
  return {
    orderId: order.id,
    orderStatus: order.status,
    totalFen: order.total,
    mode: order.payMode ?? (payment ? 'gateway' : null),
    paymentId: payment?.id ?? null,
    paymentStatus: payment?.status ?? null,
    payUrl: payment?.payUrl || null,
    paidAt: order.paidAt?.toISOString() ?? null,
    expiresAt: order.status === 'unpaid' ? order.expiresAt.toISOString() : null,
    walletAvailableFen: Math.max(availableOf(wallet), 0),
  };
}

/** An order may be paid: unpaid, and its time not up (409 otherwise). */
function requirePayable(order: OrderRow, at: Date): void {
  if (order.status === 'expired' || isDue(order, at)) throw conflict('brigade.orderExpired');
  if (order.status !== 'unpaid') throw conflict('brigade.orderNotUnpaid', { status: STATUS_NAME[order.status] });
}

/** Pays a locked unpaid order from its buyer's wallet: 409 with both amounts when the wallet is short. */
async function payFromWallet(tx: Executor, order: OrderRow, mode: 'wallet' | 'gateway', at: Date): Promise<OrderRow> {
  const wallet = await ensureWallet(tx, 'personal', order.buyerId);
  const [locked] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, wallet.id)).for('update');
  if (availableOf(locked) < order.total) {
    throw conflict('brigade.walletShort', { available: (availableOf(locked) / 100).toFixed(2), total: (order.total / 100).toFixed(2) });
  }
  await chargeWallet(tx, order, wallet.id);
  return markPaid(tx, order, mode, at);
}

/**
 * POST order/{id}/pay (Idempotency-Key, claimed here: the gateway's order is opened outside the
 * key's transaction, as startPay does). A gateway payment still open for the order is answered
 * again rather than a second one opened, so one order never has two live gateway orders.
 */
export async function payOrder(deps: AppDeps, principal: Principal | null, key: string | undefined, orderId: number, body: z.output<typeof BrigadePayRequest>) {
  const { userId } = requireSignedIn(principal);
  // What the gateway already knows about an open payment (paid or given up on its page) first.
  const open = await latestPaymentOf(deps.db, (await requireOrder(deps.db, userId, orderId)).id);
  if (open?.status === 'created' && open.payUrl) await pollGateway(deps, open).catch(keepGoing);
  await currentOrder(deps, userId, orderId);
  const state = await runIdempotent(deps, userId, key, 'brigadePay', { orderId, ...body }, async (tx) => {
    const at = nowDate();
    const order = await requireOrder(tx, userId, orderId, true);
    requirePayable(order, at);
    if (body.mode === 'wallet') return payState(tx, await payFromWallet(tx, order, 'wallet', at), undefined);
    const latest = await latestPaymentOf(tx, order.id);
    if (latest?.status === 'created') return payState(tx, order, latest);
    const payment = await insertPayment(tx, {
      id: `bp_${randomBytes(16).toString('base64url')}`,
      orderId: order.id,
      buyerId: userId,
      amount: order.total,
      status: 'created',
      payUrl: '',
      createdAt: at,
    });
    return payState(tx, order, payment);
  });
  if (state.mode !== 'gateway' || state.payUrl || !state.paymentId) return state;
  let payUrl: string;
  try {
    ({ payUrl } = await deps.providers.payment.createOrder({
      outTradeNo: state.paymentId,
      amountFen: state.totalFen,
      description: `旅游商城订单 shop order ${orderId}`,
      notifyUrl: NOTIFY_PATH,
      returnUrl: `/#/pages/brigade/payOver?orderId=${orderId}&paymentId=${state.paymentId}`,
    }));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw appError(502, 'brigade.gatewayUnavailable');
  }
  await updatePayment(deps.db, state.paymentId, { payUrl });
  return { ...state, payUrl };
}

/**
 * Applies the gateway's word on a shop payment, once: paid → the buyer's wallet is topped up and,
 * when the order still waits for it, the order paid from the wallet; closed → the payment closes.
 * Answers whether this call changed anything.
 */
export async function applyOrderPayment(deps: AppDeps, state: GatewayOrderState): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, state.outTradeNo);
    if (!payment) throw badRequest('money.noSuchPayment');
    if (state.amountFen !== payment.amount) throw badRequest('money.notifiedAmountWrong', { notified: state.amountFen, amount: payment.amount });
    if (payment.status !== 'created') return false;
    const at = nowDate();
    if (state.state === 'CLOSED') {
      await updatePayment(tx, payment.id, { status: 'closed', closedAt: at }, true);
      return true;
    }
    if (state.state !== 'SUCCESS' || !state.transactionId) return false;
    await updatePayment(tx, payment.id, { status: 'paid', paidAt: at, gatewayTransactionId: state.transactionId }, true);
    const wallet = await ensureWallet(tx, 'personal', payment.buyerId);
    await postTransfer(tx, { id: `brigadePay:${payment.id}`, debit: 'gateway', credit: wallet.id, amount: payment.amount, code: 'topUp', ref: `brigadeOrder:${payment.orderId}` });
    // The stock is still held while the order is unpaid, even a little past its time (the buyer
    // paid on the page before it ran out; the notification is what came late).
    const order = await lockOrder(tx, payment.orderId);
    if (order?.status === 'unpaid') await payFromWallet(tx, order, 'gateway', at);
    return true;
  });
}

/** POST pay/notify: the gateway's notification of a shop payment, verified and applied once. */
export async function orderPaymentNotify(deps: AppDeps, signature: string | undefined, body: z.output<typeof PaymentNotify>) {
  // 403, not 401, as money's notify: the gateway must not read it as "refresh a token".
  if (!deps.providers.payment.verifyNotification(body, signature)) throw forbidden('money.badNotificationSignature');
  await applyOrderPayment(deps, { outTradeNo: body.outTradeNo, state: body.tradeState, amountFen: body.amountFen, transactionId: body.transactionId, successTime: body.successTime });
  return { code: 'SUCCESS' as const, message: 'OK' };
}

/** Asks the gateway about a payment still waiting for its notification, and applies the answer. */
async function pollGateway(deps: AppDeps, payment: PaymentRow): Promise<void> {
  await updatePayment(deps.db, payment.id, { queriedAt: nowDate() });
  const state = await deps.providers.payment.queryOrder(payment.id);
  if (state && state.state !== 'NOTPAY') await applyOrderPayment(deps, state);
}

/** A gateway answer refused as money's notify would refuse it (a wrong amount) leaves the payment waiting: the buyer's call goes on. */
function keepGoing(error: unknown): void {
  if (!(error instanceof AppError)) throw error;
}

/** GET order/{id}/payStatus: for payOver / payFail to poll; asks the gateway when it has waited a while. */
export async function orderPayStatus(deps: AppDeps, principal: Principal | null, orderId: number) {
  const { userId } = requireSignedIn(principal);
  await requireOrder(deps.db, userId, orderId);
  const payment = await latestPaymentOf(deps.db, orderId);
  if (payment?.status === 'created' && payment.payUrl && nowDate().getTime() - payment.createdAt.getTime() >= 2000) {
    await pollGateway(deps, payment).catch(keepGoing);
  }
  const order = await currentOrder(deps, userId, orderId);
  return payState(deps.db, order, await latestPaymentOf(deps.db, orderId));
}

/** The sweeper's share: shop payments with no notification after POLL_AFTER_MS are asked about. */
export async function reconcileOrderPayments(deps: AppDeps, batch = 50): Promise<number> {
  const waiting = await waitingPayments(deps.db, new Date(nowDate().getTime() - POLL_AFTER_MS), batch);
  for (const payment of waiting) await pollGateway(deps, payment);
  return waiting.length;
}
