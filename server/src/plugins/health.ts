import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';

/** A dependency that does not answer within this time counts as down (a load balancer is waiting). */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * `/healthz`: the process is alive. `/readyz`: it can serve, i.e. the database answers `select 1`
 * and the short-lived store answers. Plain JSON, not a service envelope: load balancers read these.
 */
export default async function healthPlugin(app: FastifyInstance, { deps }: { deps: Pick<AppDeps, 'db' | 'kv'> }) {
  app.get('/healthz', { schema: { tags: ['platform'], summary: 'The process is alive' } }, async (_, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { schema: { tags: ['platform'], summary: 'Database and store answer' } }, async (request, reply) => {
    const [database, store] = await Promise.all([
      check(() => deps.db.execute(sql`select 1`)),
      check(() => deps.kv.get('readyz:probe')),
    ]);
    const ready = database === 'ok' && store === 'ok';
    if (!ready) request.log.warn({ database, store }, 'not ready');
    reply.header('Cache-Control', 'no-store').code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not ready', database, store };
  });
}

async function check(probe: () => Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch (error) {
    return `error: ${(error as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
}
