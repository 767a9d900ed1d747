/**
 * The ceilings of bench/api.ts, served from their own process the way the API is served from its
 * own: GET /hello (a bare Fastify route: what this machine and Node answer at most) and
 * GET /pk/:id (one raw primary-key SELECT on the same database engine, no framework of ours: what
 * a call that reads one row answers at most), and GET /replay/:name (a bare route answering bytes
 * it was given, PUT /replay/:name: a target's own answer, headers and compressed body, with no work
 * behind it — what answering that many bytes costs here). No logging, no hooks. Started by bench/api.ts with
 * PORT, and DATABASE_URL (PostgreSQL) or DATA_DIR (an embedded PGlite of its own).
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { rowsOf } from './goods-data';

async function main(): Promise<void> {
  const config = loadConfig(process.env, () => {});
  const database = await openDatabase(config);
  await database.db.execute(sql`insert into users (mobile, nickname, created_at) values ('19900000001', 'ceiling', now()) on conflict do nothing`);
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  app.get<{ Params: { id: string } }>('/pk/:id', async (request) => {
    const [row] = rowsOf<{ id: number; nickname: string }>(
      await database.db.execute(sql`select id, nickname, mobile from users where id = ${Number(request.params.id)}`),
    );
    return { row: row ?? null };
  });
  // The id the bench reads: the one row written above.
  app.get('/pk-id', async () => {
    const [row] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from users where mobile = '19900000001'`));
    return { id: row.id };
  });
  const replays = new Map<string, { headers: Record<string, string>; body: Buffer }>();
  app.put<{ Params: { name: string }; Body: { headers: Record<string, string>; body: string } }>('/replay/:name', async (request) => {
    replays.set(request.params.name, { headers: request.body.headers, body: Buffer.from(request.body.body, 'base64') });
    return { ok: true };
  });
  app.get<{ Params: { name: string } }>('/replay/:name', async (request, reply) => {
    const answer = replays.get(request.params.name)!;
    reply.headers(answer.headers);
    return answer.body;
  });
  app.get('/readyz', async () => ({ ok: true }));
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const stop = () => void app.close().then(() => database.close()).then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
