import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { reconcilePayments } from './money.payments';
import { settleWithdrawals } from './money.withdrawals';

/**
 * The money sweeper: every MONEY_JOBS_EVERY_MS each API node asks the gateway about payments whose
 * notification has not come and the bank about cash-outs on their way. Safe on several nodes at
 * once: every answer is applied by a conditional UPDATE and a transfer with a fixed id.
 */
export async function sweepMoney(deps: AppDeps): Promise<{ payments: number; withdrawals: number }> {
  return { payments: await reconcilePayments(deps), withdrawals: await settleWithdrawals(deps) };
}

export function startMoneySweeper(app: FastifyInstance, deps: AppDeps): void {
  const every = deps.config.money.jobsEveryMs;
  if (every <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepMoney(deps)
      .catch((error) => app.log.warn({ err: error }, 'money sweeper failed; it tries again'))
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
