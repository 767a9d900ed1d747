import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { startSweeper } from '../background';
import { expireDueOrders } from './brigade.orders';
import { reconcileOrderPayments } from './brigade.orders.payments';

/**
 * The shop's sweeper, on every node every MONEY_JOBS_EVERY_MS (off in tests, which call it):
 * unpaid orders whose time is up are expired (their stock returns) and shop payments with no
 * notification are asked about at the gateway. Safe on several nodes at once: an order leaves
 * "unpaid" by one conditional UPDATE and a payment's money moves under a fixed transfer id.
 */
export async function sweepBrigade(deps: AppDeps): Promise<{ expired: number; payments: number }> {
  return { expired: await expireDueOrders(deps), payments: await reconcileOrderPayments(deps) };
}

export function startBrigadeSweeper(app: FastifyInstance, deps: AppDeps): void {
  startSweeper(app, 'brigade', deps.config.money.jobsEveryMs, () => sweepBrigade(deps));
}
