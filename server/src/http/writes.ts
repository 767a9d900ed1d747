import type { FastifyInstance, onSendHookHandler, preHandlerHookHandler } from 'fastify';

/** Methods that only read: the caches need not forget anything after them. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether this request may have changed something. */
export function isWriteRequest(method: string): boolean {
  return !READS.has(method);
}

type WriteHooks = { preHandler?: preHandlerHookHandler; onSend?: onSendHookHandler };

/**
 * Attaches `hooks` to every route registered after this call that accepts a changing method, as
 * route-level hooks: a read (the calls phones make most) does not run them at all, where a global
 * hook would cost every GET a hook call. A route serving reads and writes alike runs them for both,
 * so the hooks still check the method. Call it before the routes are registered (app.ts registers
 * the modules after its plugins).
 */
export function onWriteRoutes(app: FastifyInstance, hooks: WriteHooks): void {
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => READS.has(method))) return;
    for (const name of ['preHandler', 'onSend'] as const) {
      const hook = hooks[name];
      if (!hook) continue;
      const existing = route[name];
      (route as unknown as Record<string, unknown>)[name] = existing === undefined ? [hook] : [...[existing].flat(), hook];
    }
  });
}
