/**
 * Open goods sources for the benchmarks, made by the same generator as the demo market
 * (server/src/modules/goods/goods.generator.ts): a third within a few kilometres of the Fujian
 * toll stations (the dense Fuzhou-Xiamen corridor), the rest around major cities of mainland
 * China, loading today to six days ahead. Answers the owning (bench) user's id.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/types';
import { insertGeneratedGoodsSources } from '../server/src/modules/goods/goods.generator';
import { seedStations } from '../server/src/modules/goods/goods.seed';

/** The benchmarks' fixed seed: every run measures the same market. */
const BENCH_SEED = 14;

/** The rows of a raw query's answer (both drivers answer `{ rows }`). */
export function rowsOf<T>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}

export async function fillGoodsSources(db: Db, sources: number): Promise<number> {
  await seedStations(db);
  await db.execute(sql`insert into users (mobile, nickname, created_at, is_demo) values ('19900000000', 'bench', now(), true) on conflict do nothing`);
  const [{ id: ownerId }] = rowsOf<{ id: number }>(await db.execute(sql`select id from users where mobile = '19900000000'`));
  await insertGeneratedGoodsSources(db, { ownerUserId: ownerId, count: sources, seed: BENCH_SEED, nearStations: 1 / 3, contactMobile: '13800000002' });
  return ownerId;
}
