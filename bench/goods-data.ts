/**
 * Open goods sources for the benchmarks, inserted by generate_series in batches: a third in the
 * dense Fuzhou-Xiamen corridor, the rest across mainland China, all loading tomorrow (or on
 * `loadingDate`: the API bench fills today's market, which only shows goods loading today).
 * Answers the owning (bench) user's id.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/types';

/** The rows of a raw query's answer (both drivers answer `{ rows }`). */
export function rowsOf<T>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}

export async function fillGoodsSources(db: Db, sources: number, options: { loadingDate?: string } = {}): Promise<number> {
  const loadingDate = options.loadingDate ? sql`${options.loadingDate}::date` : sql`current_date + 1`;
  await db.execute(sql`insert into users (mobile, nickname, created_at, is_demo) values ('19900000000', 'bench', now(), true) on conflict do nothing`);
  const [{ id: ownerId }] = rowsOf<{ id: number }>(await db.execute(sql`select id from users where mobile = '19900000000'`));
  const batch = 100_000;
  for (let start = 0; start < sources; start += batch) {
    const count = Math.min(batch, sources - start);
    await db.execute(sql`
      insert into goods_sources (owner_user_id, released_by, origin_name, origin_address, origin_lng, origin_lat, origin_ad_code,
        destination_name, destination_address, destination_lng, destination_lat, destination_ad_code, cargo_type, weight_kg,
        trucks_needed, freight_fen, loading_date, contact_name, contact_mobile, status, opened_at)
      select ${ownerId}, 'cargoOwner', '福州市', '仓库', lng, lat, '350100', '深圳市', '物流园', 114.06, 22.54, '440300', 'general', 30000,
        1, 680000, ${loadingDate}, '货主', '13800000002', 'open', now()
      from (
        select case when g % 3 = 0 then 117.9 + random() * 1.6 else 100 + random() * 22 end as lng,
               case when g % 3 = 0 then 24.4 + random() * 1.8 else 21 + random() * 20 end as lat
        from generate_series(1, ${count}) as g
      ) as p`);
  }
  await db.execute(sql`analyze goods_sources`);
  return ownerId;
}
