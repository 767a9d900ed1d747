import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { startSweeper } from '../background';
import { completeDueOrders } from './brigade.delivery';
import { expireDueOrders } from './brigade.orders';
import { reconcileOrderPayments } from './brigade.orders.payments';

/**
 * The shop's sweeper, on every node every MONEY_JOBS_EVERY_MS (off in tests, which call it):
 * unpaid orders whose time is up are expired (their stock returns), shop payments with no
 * notification are asked about at the gateway, and goods shipped BRIGADE_RECEIPT_DAYS ago and not
 * confirmed are completed. Safe on several nodes at once: an order leaves "unpaid" or "shipped" by
 * one conditional UPDATE and a payment's money moves under a fixed transfer id.
 */
export async function sweepBrigade(deps: AppDeps): Promise<{ expired: number; payments: number; completed: number }> {
  return { expired: await expireDueOrders(deps), payments: await reconcileOrderPayments(deps), completed: await completeDueOrders(deps) };
}

export function startBrigadeSweeper(app: FastifyInstance, deps: AppDeps): void {
  startSweeper(app, 'brigade', deps.config.money.jobsEveryMs, () => sweepBrigade(deps));
}
