import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentNotify, StartPayRequest } from '@/lib/contract/money';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import type { GatewayOrderState } from '../../providers/payment/payment.provider';
import { nowDate } from '../clock';
import { STATUS_NAME, loadWaybill, requireCargoOwnerOf, requireLogistics } from '../waybill/waybill.access';
import { runIdempotent } from '../idempotency/idempotency';
import { findWaybill } from '../waybill/waybill.repository';
import { holdFreight } from './money.freight';
import { availableOf, ensureWallet, postTransfer } from './money.ledger';
import { freightPayments, payments } from './money.table';

/**
 * Gateway payments (docs/money.md "Payments"): startPay opens an order at the gateway; the money
 * arrives when the gateway says so, by a signed notification (retried, duplicated, out of order)
 * or by our own poll of the gateway when notifications stop coming. Either way it is applied once:
 * the payment row moves created → paid in one conditional UPDATE, and the top-up transfer's id is
 * 'payment:<id>'. A freight payment then holds the waybill's freight from the topped-up wallet.
 */

type PaymentRow = typeof payments.$inferSelect;
export const NOTIFY_PATH = '/logistics/api/pay/notify';
/** A payment with no notification for this long is asked about at the gateway. */
export const POLL_AFTER_MS = 10_000;

function toView(p: PaymentRow) {
  return {
    id: p.id,
    purpose: p.purpose,
    waybillId: p.waybillId,
    amountFen: p.amount,
    status: p.status,
    payUrl: p.payUrl,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

/** POST startPay: a top-up, or the part of a waybill's freight the wallet cannot cover (Idempotency-Key). */
export async function startPay(deps: AppDeps, principal: Principal | null, key: string | undefined, body: z.output<typeof StartPayRequest>) {
  const { userId } = requireLogistics(principal);
  const id = `pay_${randomBytes(16).toString('base64url')}`;
  // The order is recorded first (inside the idempotent step), then opened at the gateway outside
  // any transaction; a replay of the key answers the first payment without a second order.
  const payment = await runIdempotent(deps, userId, key, 'startPay', body, async (tx) => {
    const wallet = await ensureWallet(tx, 'personal', userId);
    let amount: number;
    if (body.purpose === 'freight') {
      const loaded = await loadWaybill(tx, userId, body.waybillId!, true);
      requireCargoOwnerOf(loaded, 'waybill.actionPay');
      const [hold] = await tx.select().from(freightPayments).where(eq(freightPayments.waybillId, body.waybillId!));
      if (hold) throw conflict('money.freightPaid');
      if (['settled', 'cancelled'].includes(loaded.waybill.status)) throw conflict('money.waybillNotPayable', { status: STATUS_NAME[loaded.waybill.status] });
      amount = loaded.waybill.freightFen - availableOf(wallet);
      if (amount <= 0) throw conflict('money.walletCovers');
    } else {
      amount = body.amountFen!;
    }
    const [row] = await tx
      .insert(payments)
      .values({
        id,
        userId,
        accountId: wallet.id,
        purpose: body.purpose,
        waybillId: body.waybillId ?? null,
        amount,
        status: 'created',
        payUrl: '',
        createdAt: nowDate(),
      })
      .returning();
    return toView(row);
  });
  if (payment.payUrl) return payment;
  const returnTo = payment.purpose === 'freight' ? `#/pages/freightPay/freightPay?waybillId=${payment.waybillId}&paymentId=${payment.id}` : `#/pages/myWallet/myWallet?paymentId=${payment.id}`;
  const { payUrl } = await deps.providers.payment.createOrder({
    outTradeNo: payment.id,
    amountFen: payment.amountFen,
    description: payment.purpose === 'freight' ? `运费 waybill ${payment.waybillId}` : '钱包充值 wallet top-up',
    notifyUrl: NOTIFY_PATH,
    returnUrl: `/${returnTo}`,
  });
  const [row] = await deps.db.update(payments).set({ payUrl }).where(eq(payments.id, payment.id)).returning();
  return toView(row);
}

/**
 * Applies the gateway's word on a payment, once: paid → the wallet is topped up (and a freight
 * held); closed → the order is closed. Answers whether this call changed anything.
 */
export async function applyGatewayState(deps: AppDeps, state: GatewayOrderState): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, state.outTradeNo)).for('update');
    if (!payment) throw badRequest('money.noSuchPayment');
    if (state.amountFen !== payment.amount) {
      throw badRequest('money.notifiedAmountWrong', { notified: state.amountFen, amount: payment.amount });
    }
    if (payment.status !== 'created') return false;
    const at = nowDate();
    if (state.state === 'CLOSED') {
      await tx.update(payments).set({ status: 'closed', closedAt: at }).where(and(eq(payments.id, payment.id), eq(payments.status, 'created')));
      return true;
    }
    if (state.state !== 'SUCCESS' || !state.transactionId) return false;
    await tx
      .update(payments)
      .set({ status: 'paid', paidAt: at, gatewayTransactionId: state.transactionId })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')));
    await postTransfer(tx, { id: `payment:${payment.id}`, debit: 'gateway', credit: payment.accountId, amount: payment.amount, code: 'topUp', ref: `payment:${payment.id}` });
    if (payment.purpose === 'freight' && payment.waybillId) {
      // Paid for this freight: hold it now, unless it was paid another way or the waybill ended meanwhile (the money stays in the wallet).
      const waybill = await findWaybill(tx, payment.waybillId, true);
      if (waybill) await holdFreight(tx, waybill, true);
    }
    return true;
  });
}

/** POST pay/notify: the gateway's notification, verified and applied once (any order, any number of times). */
export async function paymentNotify(deps: AppDeps, signature: string | undefined, body: z.output<typeof PaymentNotify>) {
  // 403, not 401: on the logistics service a 401 means "refresh your token" (and answers HTTP 200).
  if (!deps.providers.payment.verifyNotification(body, signature)) throw forbidden('money.badNotificationSignature');
  await applyGatewayState(deps, {
    outTradeNo: body.outTradeNo,
    state: body.tradeState,
    amountFen: body.amountFen,
    transactionId: body.transactionId,
    successTime: body.successTime,
  });
  return { code: 'SUCCESS' as const, message: 'OK' };
}

/** Asks the gateway about one payment still waiting for its notification, and applies the answer. */
async function pollGateway(deps: AppDeps, payment: PaymentRow): Promise<void> {
  await deps.db.update(payments).set({ queriedAt: nowDate() }).where(eq(payments.id, payment.id));
  const state = await deps.providers.payment.queryOrder(payment.id);
  if (state && state.state !== 'NOTPAY') await applyGatewayState(deps, state);
}

/** GET payment/{id}: one of the caller's payments; asks the gateway when it has waited a while. */
export async function paymentStatus(deps: AppDeps, principal: Principal | null, id: string) {
  const { userId } = requireLogistics(principal);
  const [payment] = await deps.db.select().from(payments).where(and(eq(payments.id, id), eq(payments.userId, userId)));
  if (!payment) throw notFound('money.noSuchPayment');
  if (payment.status === 'created' && payment.payUrl && nowDate().getTime() - payment.createdAt.getTime() >= 2000) {
    await pollGateway(deps, payment).catch((error) => {
      if (!(error instanceof AppError)) throw error;
    });
    const [fresh] = await deps.db.select().from(payments).where(eq(payments.id, id));
    return toView(fresh);
  }
  return toView(payment);
}

/** The sweeper's share: payments with no notification after POLL_AFTER_MS are asked about (oldest first, a batch). */
export async function reconcilePayments(deps: AppDeps, batch = 50): Promise<number> {
  const now = nowDate().getTime();
  const due = new Date(now - POLL_AFTER_MS);
  const waiting = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'created'), lt(payments.createdAt, due), or(isNull(payments.queriedAt), lt(payments.queriedAt, due))))
    .orderBy(sql`${payments.createdAt}`)
    .limit(batch);
  for (const payment of waiting) await pollGateway(deps, payment);
  return waiting.length;
}
