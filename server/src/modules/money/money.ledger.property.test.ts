import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { useModuleSuite } from '../testing';
import { users } from '../user/user.table';
import { availableOf, checkLedger, ensureWallet, foldPlatformMovements, holdTransfer, platformAccount, postTransfer, resolvePending } from './money.ledger';
import { ledgerAccounts, ledgerPlatformMovements } from './money.table';

/**
 * Property: whatever mix of top-ups, freight payments, releases, refunds and cash-outs runs —
 * concurrently, replayed under the same ids, with a crash injected between the steps of a
 * movement — the books balance (Σdebits = Σcredits), every account's totals equal its transfers,
 * no wallet goes below zero, nothing is applied twice, and each wallet holds exactly what the
 * movements that committed put there — before and after the platform's appended sides are folded
 * into its accounts, by folds racing the movements and each other (two nodes' sweepers). FAST_CHECK_RUNS raises the number of runs (default 30 runs
 * of up to 120 operations).
 */

const suite = useModuleSuite();
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 30);
const WALLETS = 4;

class InjectedCrash extends Error {}

type Op =
  | { kind: 'topUp'; wallet: number; amount: number; id: number; replay: boolean }
  | { kind: 'payFreight'; wallet: number; amount: number; id: number; crash: boolean }
  | { kind: 'settle'; payee: number; id: number; crash: boolean }
  | { kind: 'refund'; id: number }
  | { kind: 'cashOut'; wallet: number; amount: number; id: number; outcome: 'post' | 'void'; race: boolean }
  | { kind: 'fold'; nodes: number };

const wallet = fc.integer({ min: 0, max: WALLETS - 1 });
const amount = fc.integer({ min: 1, max: 50_000 });
const id = fc.integer({ min: 1, max: 40 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('topUp' as const), wallet, amount, id, replay: fc.boolean() }),
  fc.record({ kind: fc.constant('payFreight' as const), wallet, amount, id, crash: fc.boolean() }),
  fc.record({ kind: fc.constant('settle' as const), payee: wallet, id, crash: fc.boolean() }),
  fc.record({ kind: fc.constant('refund' as const), id }),
  fc.record({ kind: fc.constant('cashOut' as const), wallet, amount, id, outcome: fc.constantFrom('post' as const, 'void' as const), race: fc.boolean() }),
  fc.record({ kind: fc.constant('fold' as const), nodes: fc.integer({ min: 1, max: 2 }) }),
);

describe('the ledger under random concurrent movements', () => {
  it('keeps its invariants and every committed movement exactly once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 15 }), async (batches) => {
        run += 1;
        const db = suite.deps.db;
        // Fresh holders per run (the database is shared across runs of one test).
        const holders: number[] = [];
        for (let i = 0; i < WALLETS; i += 1) {
          const [u] = await db.insert(users).values({ mobile: `1990${String(run).padStart(3, '0')}${String(i).padStart(4, '0')}`, nickname: 'p', createdAt: new Date() }).returning();
          holders.push((await ensureWallet(db, 'personal', u.id)).id);
        }
        const gateway = await platformAccount(db, 'gateway');
        const escrow = await platformAccount(db, 'freightEscrow');
        const payout = await platformAccount(db, 'bankPayout');
        const expected = new Map<number, number>(holders.map((h) => [h, 0]));
        const credit = (account: number, fen: number) => expected.set(account, (expected.get(account) ?? 0) + fen);
        const tag = (n: number) => `r${run}:${n}`;
        /** Freight held per id: who paid how much (only committed payments). */
        const freights = new Map<number, { payer: number; amount: number }>();

        const apply = async (o: Op): Promise<void> => {
          switch (o.kind) {
            case 'topUp': {
              const account = holders[o.wallet];
              const t = { id: `payment:${tag(o.id)}:${o.wallet}:${o.amount}`, debit: gateway.id, credit: account, amount: o.amount, code: 'topUp' as const, ref: 'p' };
              const first = await db.transaction((tx) => postTransfer(tx, t));
              if (first.applied) credit(account, o.amount);
              // A notification replayed: the same id again applies nothing.
              if (o.replay) assert.equal((await db.transaction((tx) => postTransfer(tx, t))).applied, false);
              return;
            }
            case 'payFreight': {
              const payer = holders[o.wallet];
              const applied = await db.transaction(async (tx) => {
                const result = await postTransfer(tx, { id: `freight:${tag(o.id)}:paid`, debit: payer, credit: escrow.id, amount: o.amount, code: 'freightPaid', ref: 'w' });
                if (o.crash) throw new InjectedCrash('after the transfer, before the hold row');
                return result;
              });
              if (applied.applied) {
                credit(payer, -o.amount);
                freights.set(o.id, { payer, amount: o.amount });
              }
              return;
            }
            case 'settle':
            case 'refund': {
              const held = freights.get(o.id);
              if (!held) return;
              const to = o.kind === 'settle' ? holders[o.payee] : held.payer;
              // Released and refunded share one id: a freight leaves the escrow once, whichever comes first.
              const applied = await db.transaction(async (tx) => {
                const result = await postTransfer(tx, { id: `freight:${tag(o.id)}:out`, debit: escrow.id, credit: to, amount: held.amount, code: o.kind === 'settle' ? 'freightReceived' : 'freightRefund', ref: 'w' });
                if (o.kind === 'settle' && o.crash) throw new InjectedCrash('after the release, before the waybill moved');
                return result;
              });
              if (applied.applied) credit(to, held.amount);
              return;
            }
            case 'cashOut': {
              const account = holders[o.wallet];
              const pendingId = `withdrawal:${tag(o.id)}:${o.wallet}`;
              const hold = await db.transaction((tx) => holdTransfer(tx, { id: pendingId, debit: account, credit: payout.id, amount: o.amount, code: 'withdrawal', ref: 'c' }));
              if (hold.applied) credit(account, -hold.transfer.amount);
              if (hold.transfer.debitAccountId !== account) return;
              // The bank's answer, maybe racing a second node's (post and void at once: one wins).
              const answers = o.race ? ['post', 'void'] as const : [o.outcome];
              const resolved = await Promise.allSettled(answers.map((a) => db.transaction((tx) => resolvePending(tx, pendingId, a))));
              const winners = resolved.filter((r) => r.status === 'fulfilled' && r.value.applied).map((r) => (r as PromiseFulfilledResult<{ transfer: { kind: string } }>).value.transfer.kind);
              assert.ok(winners.length <= 1, `a pending transfer was resolved ${winners.length} times`);
              if (winners[0] === 'voidPending') credit(account, hold.transfer.amount);
              return;
            }
            case 'fold': {
              await Promise.all(Array.from({ length: o.nodes }, () => foldPlatformMovements(db)));
              return;
            }
          }
        };

        for (const batch of batches) {
          const outcomes = await Promise.allSettled(batch.map(apply));
          for (const outcome of outcomes) {
            if (outcome.status === 'rejected') {
              const error = outcome.reason as { status?: number } & Error;
              // Refusals the ledger is meant to give: a crash we injected, a short wallet (409), an id reused differently (422).
              if (!(error instanceof InjectedCrash) && error.status !== 409 && error.status !== 422) throw error;
            }
          }
        }

        assert.deepEqual((await checkLedger(db)).problems, [], 'with what is appended and not folded yet');
        await foldPlatformMovements(db);
        assert.deepEqual((await checkLedger(db)).problems, [], 'after the last fold');
        assert.equal((await db.select().from(ledgerPlatformMovements)).length, 0, 'a fold leaves nothing behind');
        for (const holder of holders) {
          const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, holder));
          assert.ok(availableOf(row) >= 0, 'no wallet below zero');
          assert.equal(row.creditsPosted - row.debitsPosted - row.debitsPending, expected.get(holder), 'the wallet holds what the committed movements put there');
        }
      }),
      { numRuns: RUNS },
    );
  });
});
