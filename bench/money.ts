/**
 * `npm run bench:money` (a benchmark, not a test): ledger transfers per second. WALLETS wallets are
 * topped up, then WORKERS concurrent workers run the money flows for SECONDS seconds, each movement
 * in its own transaction through the ledger the API uses (money.ledger.ts): top-ups (gateway →
 * wallet), freight paid (wallet → escrow) and released (escrow → another wallet), and cash-outs
 * (a pending hold, then posted or voided). Every movement touches one of the platform's accounts,
 * whose side is appended and folded into its totals by a sweeper (FOLD_EVERY_MS here, as the money
 * sweeper does on every node), racing the movements. Prints movements/s, latency p50/p99, the
 * refusals (a short wallet), the ratio to a ceiling measured in the same run (one-row insert
 * transactions by the same workers) and the invariant check (Σdebits = Σcredits, totals = transfers, no
 * wallet below zero) at the end, before and after the last fold.
 *
 * PostgreSQL with BENCH_DATABASE_URL (a throwaway database `freight_bench_money` beside it); the
 * embedded PGlite otherwise (one connection: the workers queue). BENCH_ENGINES=pglite,postgres picks.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';
import { checkLedger, ensureWallet, foldPlatformMovements, holdTransfer, openPlatformAccounts, postTransfer, resolvePending } from '../server/src/modules/money/money.ledger';
import { rowsOf } from './goods-data';
import { commitCeiling, onEachEngine, percentile } from './postgres';

const WALLETS = Number(process.env.BENCH_WALLETS ?? 1000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const FOLD_EVERY_MS = Number(process.env.BENCH_FOLD_EVERY_MS ?? 500);

async function benchOn(label: string, database: Database): Promise<void> {
  const { db } = database;
  await openPlatformAccounts(db);
  await db.execute(sql`insert into users (mobile, nickname, created_at) select '19' || lpad(g::text, 9, '0'), 'bench', now() from generate_series(1, ${WALLETS}) g`);
  const wallets: number[] = [];
  const userIds = rowsOf<{ id: number }>(await db.execute(sql`select id from users where nickname = 'bench' order by id`)).map((r) => r.id);
  for (const id of userIds) wallets.push((await ensureWallet(db, 'personal', id)).id);
  for (const w of wallets) {
    await postTransfer(db, { id: `seed:${w}`, debit: 'gateway', credit: w, amount: 1_000_000, code: 'topUp', ref: 'seed' });
  }

  const ceiling = await commitCeiling(database, WORKERS, (SECONDS * 1000) / 3);
  let seq = 0;
  let movements = 0;
  let refused = 0;
  const latencies: number[] = [];
  const pick = () => wallets[Math.floor(Math.random() * wallets.length)];
  const until = performance.now() + SECONDS * 1000;
  const timed = async (run: () => Promise<unknown>, count: number) => {
    const began = performance.now();
    try {
      await run();
      movements += count;
    } catch (error) {
      if ((error as { status?: number }).status === 409) refused += 1;
      else throw error;
    }
    latencies.push(performance.now() - began);
  };

  const worker = async () => {
    while (performance.now() < until) {
      const n = (seq += 1);
      const roll = Math.random();
      const amount = 1 + Math.floor(Math.random() * 50_000);
      if (roll < 0.2) {
        await timed(
          () => db.transaction((tx) => postTransfer(tx, { id: `topup:${n}`, debit: 'gateway', credit: pick(), amount, code: 'topUp', ref: 'b' })),
          1,
        );
      } else if (roll < 0.8) {
        const payer = pick();
        await timed(async () => {
          await db.transaction((tx) => postTransfer(tx, { id: `freight:${n}:paid`, debit: payer, credit: 'freightEscrow', amount, code: 'freightPaid', ref: 'b' }));
          await db.transaction((tx) => postTransfer(tx, { id: `freight:${n}:released`, debit: 'freightEscrow', credit: pick(), amount, code: 'freightReceived', ref: 'b' }));
        }, 2);
      } else {
        await timed(async () => {
          await db.transaction((tx) => holdTransfer(tx, { id: `withdrawal:${n}`, debit: pick(), credit: 'bankPayout', amount, code: 'withdrawal', ref: 'b' }));
          await db.transaction((tx) => resolvePending(tx, `withdrawal:${n}`, Math.random() < 0.9 ? 'post' : 'void'));
        }, 2);
      }
    }
  };
  let folded = 0;
  const sweeper = async () => {
    while (performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, FOLD_EVERY_MS));
      folded += await foldPlatformMovements(db);
    }
  };
  const began = performance.now();
  await Promise.all([...Array.from({ length: WORKERS }, worker), sweeper()]);
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const unfolded = await checkLedger(db);
  const lastFold = await foldPlatformMovements(db);
  const check = await checkLedger(db);
  console.log(`${label}: ${WALLETS} wallets, ${WORKERS} workers, ${elapsed.toFixed(1)} s`);
  console.log(`${label}: ${movements} transfers applied, ${(movements / elapsed).toFixed(0)} transfers/s; refused (short wallet) ${refused}`);
  console.log(`${label}: ceiling (one-row insert transactions, same workers, same run) ${ceiling.toFixed(0)}/s; transfers at ${((movements / elapsed / ceiling) * 100).toFixed(0)} % of it`);
  console.log(`${label}: per flow step p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
  console.log(`${label}: platform sides folded by the sweeper during the run ${folded}, by the last fold ${lastFold}`);
  for (const [when, found] of [['before the last fold', unfolded], ['after it', check]] as const) {
    console.log(`${label}: invariants over ${found.accounts} accounts and ${found.transfers} transfers, ${when}: ${found.problems.length === 0 ? 'all hold' : found.problems.join('; ')}`);
    if (found.problems.length > 0) process.exitCode = 1;
  }
}

void onEachEngine('freight_bench_money', benchOn);
