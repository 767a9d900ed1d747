import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { startSweeper } from '../background';
import { foldPlatformMovements } from './money.ledger';
import { reconcilePayments } from './money.payments';
import { settleWithdrawals } from './money.withdrawals';

/**
 * The money sweeper: every MONEY_JOBS_EVERY_MS each API node asks the gateway about payments whose
 * notification has not come and the bank about cash-outs on their way, and folds what movements
 * appended for the platform's accounts into their totals. Safe on several nodes at once: every
 * answer is applied by a conditional UPDATE and a transfer with a fixed id, and a fold deletes
 * the rows it adds.
 */
export async function sweepMoney(deps: AppDeps): Promise<{ payments: number; withdrawals: number; folded: number }> {
  return { payments: await reconcilePayments(deps), withdrawals: await settleWithdrawals(deps), folded: await foldPlatformMovements(deps.db) };
}

export function startMoneySweeper(app: FastifyInstance, deps: AppDeps): void {
  startSweeper(app, 'money', deps.config.money.jobsEveryMs, () => sweepMoney(deps));
}
