/**
 * `npm run bench:nearby` (a benchmark, not a test). Fills an embedded database (PGlite, in memory)
 * with BENCH_SOURCES open goods sources (default 1,000,000) spread over China with a dense
 * cluster around the Fujian expressways, then asks the market's nearby query
 * (goods.repository `findNearbyPage`: the GiST index on ll_to_earth(origin) walked nearest-first)
 * for the first page at 200 random points, half of them inside the dense cluster, and prints
 * p50/p99. For comparison it runs the same points with a bounding-box filter (±0.5° around the
 * point, then sorted by distance), which is what a query without the index would do.
 * Then 200 drivers grab the one free truck slot of a fresh source at once through `takeTruckSlot`
 * (the conditional UPDATE the grab call uses) and it prints the winners and the p99 of the attempts.
 * With BENCH_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test) it runs the
 * same on PostgreSQL too, in a throwaway database `freight_bench_nearby` created beside the named one and
 * dropped at the end (never in the named database: the migrations would mix with its data).
 * BENCH_ENGINES=postgres skips the PGlite run.
 */
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';
import { onEachEngine } from './postgres';
import { findNearbyPage } from '../server/src/modules/goods/goods.repository';
import { takeTruckSlot } from '../server/src/modules/goods/goods.queries';
import { goodsSources } from '../server/src/modules/goods/goods.table';
import { fillGoodsSources, rowsOf } from './goods-data';

const SOURCES = Number(process.env.BENCH_SOURCES ?? 1_000_000);
const POINTS = 200;
const GRABBERS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A random point: half in the dense Fuzhou-Xiamen corridor, half anywhere in mainland China's box. */
function randomPoint(): { lat: number; lng: number } {
  return Math.random() < 0.5
    ? { lat: 24.4 + Math.random() * 1.8, lng: 117.9 + Math.random() * 1.6 }
    : { lat: 21 + Math.random() * 20, lng: 100 + Math.random() * 22 };
}

async function timeQueries(run: (point: { lat: number; lng: number }) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < POINTS; i += 1) {
    const point = randomPoint();
    const began = performance.now();
    await run(point);
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function benchGrab(database: Database, ownerId: number): Promise<{ winners: number; p99: number }> {
  const { db } = database;
  const [source] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into goods_sources (owner_user_id, released_by, origin_name, origin_address, origin_lng, origin_lat, origin_ad_code,
        destination_name, destination_address, destination_lng, destination_lat, destination_ad_code, cargo_type, weight_kg,
        trucks_needed, freight_fen, loading_date, contact_name, contact_mobile, status, opened_at)
      values (${ownerId}, 'cargoOwner', '福州市', '仓库', 119.3, 26.08, '350100', '深圳市', '物流园', 114.06, 22.54, '440300', 'general', 30000,
        1, 680000, current_date + 1, '货主', '13800000002', 'open', now())
      returning id`),
  );
  const times: number[] = [];
  const results = await Promise.all(
    Array.from({ length: GRABBERS }, async () => {
      const began = performance.now();
      const taken = await takeTruckSlot(db, source.id);
      times.push(performance.now() - began);
      return taken;
    }),
  );
  times.sort((a, b) => a - b);
  return { winners: results.filter(Boolean).length, p99: percentile(times, 99) };
}

async function benchOn(label: string, database: Database): Promise<void> {
  const began = performance.now();
  const ownerId = await fillGoodsSources(database.db, SOURCES);
  console.log(`${label}: ${SOURCES.toLocaleString('en')} open goods sources inserted in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  const open = eq(goodsSources.status, 'open');
  const nearest = await timeQueries(({ lat, lng }) => findNearbyPage(database.db, open, lat, lng, 0, 20));
  const nearestOnly = await timeQueries(({ lat, lng }) =>
    database.db
      .select({ id: goodsSources.id })
      .from(goodsSources)
      .where(open)
      .orderBy(sql`ll_to_earth(${goodsSources.originLat}, ${goodsSources.originLng}) <-> ll_to_earth(${lat}::float8, ${lng}::float8)`)
      .limit(20),
  );
  const box = await timeQueries(({ lat, lng }) =>
    database.db
      .select({ id: goodsSources.id })
      .from(goodsSources)
      .where(
        and(
          open,
          sql`${goodsSources.originLat} between ${lat - 0.5} and ${lat + 0.5}`,
          sql`${goodsSources.originLng} between ${lng - 0.5} and ${lng + 0.5}`,
        ),
      )
      .orderBy(sql`earth_distance(ll_to_earth(${goodsSources.originLat}, ${goodsSources.originLng}), ll_to_earth(${lat}::float8, ${lng}::float8))`)
      .limit(20),
  );
  const grab = await benchGrab(database, ownerId);
  console.log(`${label}: nearby first page (the market's call: GiST nearest-first + capped count): p50 ${nearest.p50.toFixed(1)} ms, p99 ${nearest.p99.toFixed(1)} ms over ${POINTS} points`);
  console.log(`${label}: nearest 20 alone (the index walk, no count):          p50 ${nearestOnly.p50.toFixed(1)} ms, p99 ${nearestOnly.p99.toFixed(1)} ms`);
  console.log(`${label}: bounding box ±0.5° then sorted:                         p50 ${box.p50.toFixed(1)} ms, p99 ${box.p99.toFixed(1)} ms`);
  console.log(`${label}: ${GRABBERS} drivers grabbing one free slot at once: ${grab.winners} winner(s), p99 ${grab.p99.toFixed(1)} ms`);
}

void onEachEngine('freight_bench_nearby', benchOn);
