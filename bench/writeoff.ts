/**
 * `npm run bench:writeoff` (a benchmark, not a test): coupon write-offs per second with the ledger
 * transfer. MERCHANTS merchants each have a platform-funded batch with COUPONS coupons claimed
 * between them; WORKERS concurrent counters (each merchant's administrator) write them off for
 * SECONDS seconds through the service the API calls (coupon.writeoff.ts `useConsumeByCode`: staff
 * check, coupon lookup, the conditional status UPDATE, the write-off row, the batch's used count,
 * and the transfer from the platform's marketing account to the merchant's wallet, in one
 * transaction). The HTTP layer and the Idempotency-Key's own row are not in it (bench:api measures
 * those). Prints write-offs/s, latency p50/p99, the ratio to a ceiling measured in the same run
 * (one-row insert transactions by the same workers), and the invariants at the end: every coupon
 * written off at most once, one transfer per write-off of the face value, the ledger balanced.
 *
 * PostgreSQL with BENCH_DATABASE_URL (a throwaway database `freight_bench_writeoff` beside it); the
 * embedded PGlite otherwise (one connection: the workers queue). BENCH_ENGINES=pglite,postgres picks.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';
import type { AppDeps } from '../server/src/deps';
import type { Principal } from '../server/src/http/principal';
import { DEFAULT_BANNER_GROUP } from '../server/src/config';
import { insertApprovedMerchant } from '../server/src/modules/coupon/coupon.merchants';
import { insertBatch } from '../server/src/modules/coupon/coupon.repository';
import { useConsumeByCode } from '../server/src/modules/coupon/coupon.writeoff';
import { checkLedger, openPlatformAccounts } from '../server/src/modules/money/money.ledger';
import { rowsOf } from './goods-data';
import { commitCeiling, onEachEngine, percentile } from './postgres';

const MERCHANTS = Number(process.env.BENCH_MERCHANTS ?? 50);
const COUPONS = Number(process.env.BENCH_COUPONS ?? 50_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const FACE_VALUE_FEN = 1000;

/** A staff member's principal as the auth plugin would make it (only the user id is read). */
function staffPrincipal(userId: number): Principal {
  return { kind: 'user', userId, sessionId: 'bench', account: { identities: ['merchantAdmin'] } } as unknown as Principal;
}

async function benchOn(label: string, database: Database): Promise<void> {
  const { db } = database;
  const deps = { db, config: { coupon: { signingSecret: 'bench-coupon-secret-'.padEnd(40, 'x'), bannerGroup: DEFAULT_BANNER_GROUP } } } as unknown as AppDeps;
  await openPlatformAccounts(db);
  await db.execute(sql`insert into users (mobile, nickname, created_at) select '19' || lpad(g::text, 9, '0'), 'bench', now() from generate_series(1, ${MERCHANTS + 1}) g`);
  const userIds = rowsOf<{ id: number }>(await db.execute(sql`select id from users where nickname = 'bench' order by id`)).map((r) => r.id);
  const driverId = userIds.pop()!;
  const merchants: { merchantId: number; ownerId: number }[] = [];
  for (const ownerId of userIds) merchants.push({ merchantId: await insertApprovedMerchant(db, ownerId, { name: `bench ${ownerId}` }), ownerId });
  const at = new Date();
  const perMerchant = Math.ceil(COUPONS / MERCHANTS);
  for (const { merchantId, ownerId } of merchants) {
    const batch = await insertBatch(db, {
      merchantId, name: 'bench', kind: 'cash', faceValueFen: FACE_VALUE_FEN, validityType: 'afterClaim', validDays: 30, totalStock: perMerchant,
      claimedCount: perMerchant, fundedBy: 'platform', status: 'approved', createdBy: ownerId, createdAt: at,
    });
    // Claimed in bulk (the claim path has its own test); codes unique by construction here.
    await db.execute(sql`insert into coupons (batch_id, user_id, code, status, claimed_at, valid_from, valid_until)
      select ${batch.id}, ${driverId}, lpad((${batch.id}::bigint * 1000000 + g)::text, 12, '0'), 'unused', now(), now() - interval '1 hour', now() + interval '30 days'
      from generate_series(1, ${perMerchant}) g`);
  }
  const queue = rowsOf<{ code: string; merchant_id: number; owner: number }>(
    await db.execute(sql`select c.code, b.merchant_id, m.owner_user_id as owner from coupons c join coupon_batches b on b.id = c.batch_id
      join merchants m on m.id = b.merchant_id order by random()`),
  );

  const ceiling = await commitCeiling(database, WORKERS, (SECONDS * 1000) / 3);
  let next = 0;
  let applied = 0;
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until && next < queue.length) {
      const coupon = queue[next++];
      const began = performance.now();
      const result = await useConsumeByCode(deps, staffPrincipal(coupon.owner), { merchantId: coupon.merchant_id, code: coupon.code, deviceId: 'bench' });
      if (result.outcome === 'applied') applied += 1;
      latencies.push(performance.now() - began);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);

  const [counts] = rowsOf<{ write_offs: string; used: string; paid: string; paid_fen: string; twice: string }>(
    await db.execute(sql`select (select count(*) from write_offs) as write_offs, (select count(*) from coupons where status = 'used') as used,
      (select count(*) from transfers where code = 'couponWriteOff') as paid, (select coalesce(sum(amount), 0) from transfers where code = 'couponWriteOff') as paid_fen,
      (select count(*) from (select coupon_id from write_offs group by coupon_id having count(*) > 1) t) as twice`),
  );
  const check = await checkLedger(db);
  const problems = [...check.problems];
  if (Number(counts.write_offs) !== applied || Number(counts.used) !== applied) problems.push(`${applied} applied, ${counts.write_offs} write-offs, ${counts.used} coupons used`);
  if (Number(counts.paid) !== applied || Number(counts.paid_fen) !== applied * FACE_VALUE_FEN) problems.push(`${counts.paid} transfers of ${counts.paid_fen} fen for ${applied} write-offs`);
  if (Number(counts.twice) > 0) problems.push(`${counts.twice} coupons written off twice`);
  console.log(`${label}: ${MERCHANTS} merchants, ${queue.length} coupons, ${WORKERS} workers, ${elapsed.toFixed(1)} s`);
  console.log(`${label}: ${applied} write-offs with their ledger transfer, ${(applied / elapsed).toFixed(0)} write-offs/s`);
  console.log(`${label}: ceiling (one-row insert transactions, same workers, same run) ${ceiling.toFixed(0)}/s; write-offs at ${((applied / elapsed / ceiling) * 100).toFixed(0)} % of it`);
  console.log(`${label}: per write-off p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
  console.log(`${label}: invariants over ${check.accounts} accounts and ${check.transfers} transfers: ${problems.length === 0 ? 'all hold' : problems.join('; ')}`);
  if (problems.length > 0) process.exitCode = 1;
}

void onEachEngine('freight_bench_writeoff', benchOn);
