import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FundCode } from '@/lib/contract/money';
import type { Executor } from '../../db/types';
import { preparedSql, preparedStatement, type RawRows } from '../../db/prepared';
import { conflict, unprocessable } from '../../http/errors';
import { registerReferenceSeed } from '../../db/reference';
import { nowDate } from '../clock';
import { LEDGER_ACCOUNT_CODES, LEDGER_HOLDER_KINDS, ledgerAccounts, transfers } from './money.table';

/**
 * The double-entry ledger (docs/money.md "Ledger"). Every movement is one transfer row debiting
 * one account and crediting another by the same amount, applied in the caller's transaction
 * together with the two accounts' running totals (a platform account's side appended, folded into
 * its row later), so Σdebits = Σcredits holds after every commit.
 *
 * - A transfer's id is its idempotency key: applying an id again answers the first transfer (and
 *   refuses, 422, when the same id comes with other accounts or another amount).
 * - Pending transfers hold money (debits_pending / credits_pending) until exactly one postPending
 *   or voidPending transfer resolves them (a unique index on pending_id).
 * - Wallets may not overdraw: a CHECK on ledger_accounts; a movement that would break it is
 *   refused with 409 and its transaction rolls back whole.
 * - Holders' accounts are locked in id order, so two transfers between the same accounts in
 *   opposite directions cannot deadlock; the platform's are not locked by movements at all.
 */

export type HolderKind = (typeof LEDGER_HOLDER_KINDS)[number];
export type AccountCode = (typeof LEDGER_ACCOUNT_CODES)[number];
export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type Transfer = typeof transfers.$inferSelect;

/** The platform's own accounts: gateway money in, freight held, bank pay-outs. */
export type PlatformAccount = Exclude<AccountCode, 'wallet'>;

const accountOf = preparedStatement((db) =>
  db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.holderKind, sql.placeholder('holderKind')),
        eq(ledgerAccounts.holderId, sql.placeholder('holderId')),
        eq(ledgerAccounts.code, sql.placeholder('code')),
      ),
    )
    .prepare('ledger_account_of'),
);

/** Finds or opens a ledger account (wallets cannot overdraw; the platform's accounts can). */
export async function ensureAccount(db: Executor, holderKind: HolderKind, holderId: number, code: AccountCode): Promise<LedgerAccount> {
  // Read first: an account is opened once and read on every movement after (one statement, not two).
  const find = async () => {
    const [found] = await accountOf(db).execute({ holderKind, holderId, code });
    return found as LedgerAccount | undefined;
  };
  const found = await find();
  if (found) return found;
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ holderKind, holderId, code, noOverdraft: code === 'wallet', createdAt: nowDate() })
    .onConflictDoNothing()
    .returning();
  // Opened meanwhile by a concurrent caller: theirs.
  return created ?? ((await find()) as LedgerAccount);
}

export const ensureWallet = (db: Executor, holderKind: Exclude<HolderKind, 'platform'>, holderId: number) => ensureAccount(db, holderKind, holderId, 'wallet');
/**
 * Each platform account is split into PLATFORM_SHARDS rows (holder 0..15) and a movement picks one
 * at random. The shards were how movements stopped queueing on one row (bench/money.ts: ~320
 * transfers/s on one row); since a movement appends the platform's side instead of locking its row
 * they only spread the folds, and transfers already name them. The platform's balance of a code is
 * the sum of its shards (platformBalance); platform accounts may go below zero.
 */
export const PLATFORM_SHARDS = 16;
const randomShard = () => Math.floor(Math.random() * PLATFORM_SHARDS);
export const platformAccount = (db: Executor, code: PlatformAccount) => ensureAccount(db, 'platform', randomShard(), code);

/**
 * Opens every shard of every platform account (idempotent). A transfer names a platform account by
 * its code and finds the shard's row inside its own statement (no read before it), so the rows
 * must exist: a reference seed opens them on every start and after every test reset.
 */
export async function openPlatformAccounts(db: Executor): Promise<void> {
  const at = nowDate();
  const codes = LEDGER_ACCOUNT_CODES.filter((code): code is PlatformAccount => code !== 'wallet');
  await db
    .insert(ledgerAccounts)
    .values(codes.flatMap((code) => Array.from({ length: PLATFORM_SHARDS }, (_, holderId) => ({ holderKind: 'platform' as const, holderId, code, noOverdraft: false, createdAt: at }))))
    .onConflictDoNothing();
}
registerReferenceSeed('ledger-platform-accounts', (tx) => openPlatformAccounts(tx));

/** What a wallet may spend now: credits posted less debits posted and held. */
export function availableOf(account: Pick<LedgerAccount, 'creditsPosted' | 'debitsPosted' | 'debitsPending'>): number {
  return account.creditsPosted - account.debitsPosted - account.debitsPending;
}

/**
 * One side of a transfer: a ledger account's id, or a platform account's code (the transfer picks
 * one of its shards at random in the same statement that moves it: one round trip less while the
 * caller's transaction holds its locks).
 */
export type AccountRef = number | PlatformAccount;

export interface TransferInput {
  id: string;
  debit: AccountRef;
  credit: AccountRef;
  amount: number;
  code: z.infer<typeof FundCode>;
  ref: string;
}

/** What applying a transfer did: applied now, or found already applied under its id. */
export type Applied = { transfer: Transfer; applied: boolean };

/** Posts a transfer at once. */
export function postTransfer(db: Executor, input: TransferInput): Promise<Applied> {
  return apply(db, { ...input, kind: 'posted', pendingId: null });
}

/** Holds money: the debit side cannot spend it, the credit side does not have it yet. */
export function holdTransfer(db: Executor, input: TransferInput): Promise<Applied> {
  return apply(db, { ...input, kind: 'pending', pendingId: null });
}

const pendingAndResolution = preparedStatement((db) =>
  db
    .select()
    .from(transfers)
    .where(or(eq(transfers.id, sql.placeholder('pendingId')), eq(transfers.pendingId, sql.placeholder('pendingId'))))
    .prepare('ledger_pending_and_resolution'),
);

/**
 * Resolves a pending transfer: posts it (the money moves) or voids it (the money is back). Once
 * only: a second resolution of the same pending transfer, under any id, answers the first.
 */
export async function resolvePending(db: Executor, pendingId: string, outcome: 'post' | 'void'): Promise<Applied> {
  // The pending transfer and its resolution, if any, in one read.
  const found = await pendingAndResolution(db).execute({ pendingId });
  const pending = found.find((row) => row.id === pendingId);
  if (!pending || pending.kind !== 'pending') throw new Error(`transfer ${pendingId} is not a pending transfer`);
  const earlier = found.find((row) => row.pendingId === pendingId);
  if (earlier) return { transfer: earlier, applied: false };
  return apply(db, {
    id: `${pendingId}:${outcome === 'post' ? 'posted' : 'voided'}`,
    debit: pending.debitAccountId,
    credit: pending.creditAccountId,
    amount: pending.amount,
    code: pending.code,
    ref: pending.ref,
    kind: outcome === 'post' ? 'postPending' : 'voidPending',
    pendingId,
  });
}

/** A transfer to apply: its sides as given (ids or platform codes), the rest as it will be stored. */
type Row = Omit<Transfer, 'createdAt' | 'seq' | 'debitAccountId' | 'creditAccountId'> & { debit: AccountRef; credit: AccountRef };

async function apply(db: Executor, row: Row): Promise<Applied> {
  if (!Number.isSafeInteger(row.amount) || row.amount <= 0) throw new Error(`transfer ${row.id}: amount ${row.amount} is not a positive whole number of fen`);
  const inserted = await insertAndMove(db, row, nowDate());
  if (inserted) return { transfer: inserted, applied: true };
  const [first] = await db
    .select()
    .from(transfers)
    .where(row.pendingId ? sql`${transfers.id} = ${row.id} or ${transfers.pendingId} = ${row.pendingId}` : eq(transfers.id, row.id));
  if (!first) throw conflict('money.paymentInProgress');
  const same = first.amount === row.amount && first.code === row.code && (await isSide(db, first.debitAccountId, row.debit)) && (await isSide(db, first.creditAccountId, row.credit));
  if (!same) throw unprocessable('money.transferMismatch', { id: row.id });
  return { transfer: first, applied: false };
}

/** Whether a stored side is the one asked for: the same id, or any shard of the same platform account. */
async function isSide(db: Executor, accountId: number, asked: AccountRef): Promise<boolean> {
  if (typeof asked === 'number') return accountId === asked;
  const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return account?.holderKind === 'platform' && account.code === asked;
}

const sideValues = (side: AccountRef) => (typeof side === 'number' ? { id: side, platform: null } : { id: null, platform: side });

/**
 * Inserts the transfer and moves its two accounts' totals in ONE statement (undefined when the id
 * or pending_id was taken: then nothing moved). A platform side is found in the same statement
 * (a random shard of its code) and its side appended (ledgerPlatformMovements). One round trip
 * instead of several matters because a holder's account stays locked from its update to the
 * commit (bench/money.ts). The lower account id is updated first and the higher one only joins on
 * the lower's RETURNING row, so two holders' accounts are locked in id order and two opposite
 * movements cannot deadlock.
 */
async function insertAndMove(db: Executor, row: Row, createdAt: Date): Promise<Transfer | undefined> {
  const debit = sideValues(row.debit);
  const credit = sideValues(row.credit);
  let answer: RawRows<{ seq: string; debit: number; credit: number; moved: number }>;
  try {
    answer = await transferAndMove(db, {
      id: row.id,
      debitId: debit.id,
      debitPlatform: debit.platform,
      creditId: credit.id,
      creditPlatform: credit.platform,
      shard: randomShard(),
      amount: row.amount,
      kind: row.kind,
      pendingId: row.pendingId,
      code: row.code,
      ref: row.ref,
      createdAt: createdAt.toISOString(),
      posted: row.kind === 'posted' || row.kind === 'postPending' ? row.amount : 0,
      pending: row.kind === 'pending' ? row.amount : row.kind === 'posted' ? 0 : -row.amount,
    });
  } catch (error) {
    const constraint = constraintOf(error);
    if (constraint === 'ledger_accounts_no_overdraft') throw conflict('money.notEnough');
    // A platform side whose shard row does not exist reads as null (openPlatformAccounts was not run).
    if (codeOf(error) === '23502') throw new Error(`transfer ${row.id}: a platform account of ${String(debit.platform ?? credit.platform)} is not open`, { cause: error });
    throw error;
  }
  const [moved] = answer.rows;
  if (!moved) return undefined;
  if (moved.moved !== 2) throw new Error(`transfer ${row.id}: its accounts ${moved.debit} and ${moved.credit} were not both moved`);
  const { debit: _d, credit: _c, ...rest } = row;
  return { ...rest, debitAccountId: moved.debit, creditAccountId: moved.credit, createdAt, seq: Number(moved.seq) };
}

/** What a movement adds to one of its accounts' four totals (`a` the account, `t` the transfer). */
const movesOf = (a: string) => {
  const side = (debit: boolean, amount: 'posted' | 'pending') =>
    sql`case when ${sql.raw(a)}.id = t.${sql.raw(debit ? 'debit_account_id' : 'credit_account_id')} then ${sql.placeholder(amount)}::bigint else 0 end`;
  return { debitsPosted: side(true, 'posted'), debitsPending: side(true, 'pending'), creditsPosted: side(false, 'posted'), creditsPending: side(false, 'pending') };
};
const held = movesOf('a');
const moves = sql`
    debits_posted = a.debits_posted + ${held.debitsPosted},
    debits_pending = a.debits_pending + ${held.debitsPending},
    credits_posted = a.credits_posted + ${held.creditsPosted},
    credits_pending = a.credits_pending + ${held.creditsPending}`;
const appended = movesOf('p');

const platformShard = (code: 'debitPlatform' | 'creditPlatform') =>
  sql`(select id from ledger_accounts where holder_kind = 'platform' and holder_id = ${sql.placeholder('shard')}::integer and code = ${sql.placeholder(code)}::text)`;

/**
 * Prepared: the statement runs on every movement, and parsing and planning it cost more than running it.
 * A holder's account is updated (and locked until the commit: the overdraft CHECK sees every
 * movement in order); a platform account's side is appended to ledger_platform_movements instead
 * (no lock: the platform's accounts are on nearly every movement, and with their rows locked every
 * payment in the country waited for another's commit). `moved` counts the sides applied: 2.
 */
const transferAndMove = preparedSql<{ seq: string; debit: number; credit: number; moved: number }>(
  'ledger_transfer_and_move',
  sql`
      with t as (
        insert into transfers (id, debit_account_id, credit_account_id, amount, kind, pending_id, code, ref, created_at)
        values (${sql.placeholder('id')},
          coalesce(${sql.placeholder('debitId')}::integer, ${platformShard('debitPlatform')}),
          coalesce(${sql.placeholder('creditId')}::integer, ${platformShard('creditPlatform')}),
          ${sql.placeholder('amount')}::bigint, ${sql.placeholder('kind')}, ${sql.placeholder('pendingId')}, ${sql.placeholder('code')},
          ${sql.placeholder('ref')}, ${sql.placeholder('createdAt')}::timestamptz)
        -- Either the id (a replay) or pending_id (a concurrent resolution) may already be taken.
        on conflict do nothing
        returning seq, debit_account_id, credit_account_id
      ), lower_side as (
        update ledger_accounts a set ${moves} from t
        where a.id = least(t.debit_account_id, t.credit_account_id) and a.holder_kind <> 'platform' returning a.id
      ), higher_side as (
        -- Joined on the lower side's RETURNING so that it is locked second (none when it is the platform's).
        update ledger_accounts a set ${moves} from t left join lower_side on true
        where a.id = greatest(t.debit_account_id, t.credit_account_id) and a.holder_kind <> 'platform' returning a.id
      ), platform_side as (
        insert into ledger_platform_movements (account_id, debits_posted, credits_posted, debits_pending, credits_pending)
        select p.id, ${appended.debitsPosted}, ${appended.creditsPosted}, ${appended.debitsPending}, ${appended.creditsPending}
        from t join ledger_accounts p on p.id in (t.debit_account_id, t.credit_account_id)
        where p.holder_kind = 'platform'
        returning account_id
      )
      select t.seq::text as seq, t.debit_account_id as debit, t.credit_account_id as credit,
        ((select count(*) from lower_side) + (select count(*) from higher_side) + (select count(*) from platform_side))::int as moved
      from t`,
);

/**
 * Moves what movements appended for the platform's accounts into their totals, in one statement:
 * the rows it deletes are exactly the committed ones it adds, so a movement committing meanwhile
 * waits for the next fold, and two nodes folding at once cannot add a row twice (the second skips
 * the rows the first deleted). Answers the number of rows folded. The money sweeper runs it.
 */
export async function foldPlatformMovements(db: Executor): Promise<number> {
  const [row] = (
    (await db.execute(sql`
      with folded as (
        delete from ledger_platform_movements
        returning account_id, debits_posted, credits_posted, debits_pending, credits_pending
      ), sums as (
        select account_id, sum(debits_posted) dp, sum(credits_posted) cp, sum(debits_pending) dq, sum(credits_pending) cq, count(*) n
        from folded group by account_id
      ), applied as (
        update ledger_accounts a set debits_posted = a.debits_posted + s.dp, credits_posted = a.credits_posted + s.cp,
          debits_pending = a.debits_pending + s.dq, credits_pending = a.credits_pending + s.cq
        from sums s where a.id = s.account_id returning s.n
      )
      select coalesce(sum(n), 0)::int as n from applied`)) as unknown as RawRows<{ n: number }>
  ).rows;
  return row?.n ?? 0;
}

/** Every account with its totals as movements left them: the row plus what is appended and not folded yet. */
const accountTotals = sql`accounts as (
  select a.id, a.holder_kind, a.code, a.no_overdraft,
    a.debits_posted + coalesce(m.dp, 0) as debits_posted, a.credits_posted + coalesce(m.cp, 0) as credits_posted,
    a.debits_pending + coalesce(m.dq, 0) as debits_pending, a.credits_pending + coalesce(m.cq, 0) as credits_pending
  from ledger_accounts a left join (
    select account_id, sum(debits_posted) dp, sum(credits_posted) cp, sum(debits_pending) dq, sum(credits_pending) cq
    from ledger_platform_movements group by account_id
  ) m on m.account_id = a.id
)`;

/** Totals of a platform account's shards, folded or not (`credits − debits`, posted), in fen. */
export async function platformBalance(db: Executor, code: PlatformAccount): Promise<number> {
  const [row] = (
    (await db.execute(sql`with ${accountTotals} select coalesce(sum(credits_posted - debits_posted), 0)::text as balance
      from accounts where holder_kind = 'platform' and code = ${code}`)) as unknown as RawRows<{ balance: string }>
  ).rows;
  return Number(row.balance);
}

/** A field of a PostgreSQL error (drivers and drizzle wrap it in causes): the constraint it names, its SQLSTATE code. */
function pgErrorField(error: unknown, field: 'constraint' | 'code'): string | undefined {
  for (let e = error as { constraint?: unknown; code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e[field] === 'string') return e[field] as string;
  }
  return undefined;
}

/** The constraint a PostgreSQL error names. */
export const constraintOf = (error: unknown) => pgErrorField(error, 'constraint');
const codeOf = (error: unknown) => pgErrorField(error, 'code');

/** What checkLedger found wrong; empty when the books balance. */
export interface LedgerProblems {
  problems: string[];
  accounts: number;
  transfers: number;
}

/**
 * Checks the books: Σdebits = Σcredits (posted and pending), every account's totals equal the sums
 * of its transfers, no wallet below zero, no pending transfer resolved twice, movements appended
 * only for the platform's accounts. An account's totals are its row plus what movements appended
 * for it and no fold has moved yet (read, not folded: checking changes nothing). Tests, the
 * property test and the benchmark call it after every run.
 */
export async function checkLedger(db: Executor): Promise<LedgerProblems> {
  const problems: string[] = [];
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  const [totals] = rows<{ dp: string; cp: string; dq: string; cq: string; n: string }>(
    await db.execute(sql`with ${accountTotals} select coalesce(sum(debits_posted),0) dp, coalesce(sum(credits_posted),0) cp,
      coalesce(sum(debits_pending),0) dq, coalesce(sum(credits_pending),0) cq, count(*) n from accounts`),
  );
  if (totals.dp !== totals.cp) problems.push(`posted debits ${totals.dp} ≠ posted credits ${totals.cp}`);
  if (totals.dq !== totals.cq) problems.push(`pending debits ${totals.dq} ≠ pending credits ${totals.cq}`);
  // Each account against its transfers: posted = posted + postPending; pending = pending − resolved.
  const drift = rows<{ id: number; col: string; stored: string; derived: string }>(
    await db.execute(sql`
      with ${accountTotals}, sides as (
        select debit_account_id as account_id, 'debits' as side, kind, amount from transfers
        union all
        select credit_account_id, 'credits', kind, amount from transfers
      ), derived as (
        select account_id,
          sum(case when side = 'debits' and kind in ('posted', 'postPending') then amount else 0 end) as dp,
          sum(case when side = 'credits' and kind in ('posted', 'postPending') then amount else 0 end) as cp,
          sum(case when side = 'debits' then case kind when 'pending' then amount when 'posted' then 0 else -amount end else 0 end) as dq,
          sum(case when side = 'credits' then case kind when 'pending' then amount when 'posted' then 0 else -amount end else 0 end) as cq
        from sides group by account_id
      )
      select a.id, c.col, c.stored::text, c.derived::text from accounts a
      left join derived d on d.account_id = a.id
      cross join lateral (values
        ('debits_posted', a.debits_posted, coalesce(d.dp, 0)), ('credits_posted', a.credits_posted, coalesce(d.cp, 0)),
        ('debits_pending', a.debits_pending, coalesce(d.dq, 0)), ('credits_pending', a.credits_pending, coalesce(d.cq, 0))
      ) as c(col, stored, derived)
      where c.stored <> c.derived`),
  );
  for (const d of drift) problems.push(`account ${d.id} ${d.col}: stored ${d.stored}, transfers say ${d.derived}`);
  const [misplaced] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int n from ledger_platform_movements m join ledger_accounts a on a.id = m.account_id where a.holder_kind <> 'platform'`),
  );
  if (Number(misplaced.n) !== 0) problems.push(`${misplaced.n} appended movements for accounts that are not the platform's`);
  const negative = rows<{ id: number }>(
    await db.execute(sql`select id from ledger_accounts where no_overdraft and credits_posted < debits_posted + debits_pending`),
  );
  for (const n of negative) problems.push(`wallet ${n.id} is below zero`);
  const [{ n: transferCount }] = rows<{ n: string }>(await db.execute(sql`select count(*) n from transfers`));
  return { problems, accounts: Number(totals.n), transfers: Number(transferCount) };
}
