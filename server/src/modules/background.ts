import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/**
 * Runs `sweep` every `everyMs` on this node (off when `everyMs` ≤ 0: tests call their sweeps
 * themselves), never two at once, a failure logged and tried again at the next tick; stopped when
 * the app closes. The sweeps must be safe on several nodes at once (conditional updates, fixed ids).
 */
export function startSweeper(app: FastifyInstance, name: string, everyMs: number, sweep: () => Promise<unknown>): void {
  if (everyMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((error) => app.log.warn({ err: error }, `${name} sweeper failed; it tries again`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * How a local simulator's notifications (the payment gateway's, the ETC issuer's) reach the
 * platform: over HTTP to PAYMENT_NOTIFY_BASE_URL (the load balancer in front of several nodes)
 * when set, else into this node's own HTTP stack, where they are verified like a real vendor's.
 */
export function simulatorDelivery<B>(app: FastifyInstance, deps: AppDeps) {
  const base = deps.config.money.notifyBaseUrl;
  return async (notifyUrl: string, body: B, headers: Record<string, string>): Promise<{ status: number; body: string }> => {
    if (base) {
      const response = await fetch(new URL(notifyUrl, base), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.text() };
    }
    const response = await app.inject({ method: 'POST', url: notifyUrl, payload: body as object, headers });
    return { status: response.statusCode, body: response.body };
  };
}
