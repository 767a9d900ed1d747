import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { FundRecordQuery, FundSummaryQuery } from '@/lib/contract/money';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../http/principal';
import { nowDate } from '../clock';
import { requireLogistics } from '../waybill/waybill.access';
import { chosenWallet } from './money.access';
import { transfers } from './money.table';
import { tollNotes } from '../etc/etc.tolls';

/** Fund records and the income/spending chart, read from the wallet's transfers (docs/money.md "Fund records"). */

const resolution = alias(transfers, 'resolution');

/** GET fundRecord: the wallet's movements, newest first; a held cash-out shows as pending until the bank answers. */
export async function fundRecord(deps: AppDeps, principal: Principal | null, query: z.output<typeof FundRecordQuery>) {
  const { userId } = requireLogistics(principal);
  const wallet = await chosenWallet(deps.db, userId, query.accountId);
  const id = wallet.account.id;
  // Business movements only: posted and pending transfers; a resolution is shown on its pending transfer.
  const where = and(or(eq(transfers.debitAccountId, id), eq(transfers.creditAccountId, id)), inArray(transfers.kind, ['posted', 'pending']));
  const rows = await deps.db
    .select({ t: transfers, resolvedAs: resolution.kind })
    .from(transfers)
    .leftJoin(resolution, eq(resolution.pendingId, transfers.id))
    .where(where)
    .orderBy(desc(transfers.seq))
    .offset((query.current - 1) * query.size)
    .limit(query.size);
  const [{ total }] = await deps.db.select({ total: count() }).from(transfers).where(where);
  // Tolls (docs/etc.md "Tolls") say where they were driven: entry → exit station.
  const tollIds = rows.map(({ t }) => /^etcToll:(\d+)$/.exec(t.ref)?.[1]).filter((id) => id !== undefined).map(Number);
  const notes = await tollNotes(deps.db, [...new Set(tollIds)]);
  const noteOf = (ref: string) => {
    const tollId = /^etcToll:(\d+)$/.exec(ref)?.[1];
    return tollId === undefined ? {} : { note: notes.get(Number(tollId)) };
  };
  return {
    records: rows.map(({ t, resolvedAs }) => ({
      transferId: t.id,
      at: t.createdAt.toISOString(),
      code: t.code,
      direction: t.creditAccountId === id ? ('in' as const) : ('out' as const),
      amountFen: t.amount,
      state: t.kind === 'posted' || resolvedAs === 'postPending' ? ('posted' as const) : resolvedAs === 'voidPending' ? ('returned' as const) : ('pending' as const),
      ref: t.ref,
      ...noteOf(t.ref),
    })),
    total,
    size: query.size,
    current: query.current,
    pages: Math.ceil(total / query.size),
  };
}

const DAY_MS = 24 * 3600_000;
const CHINA_OFFSET_MS = 8 * 3600_000;
const chinaDate = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** GET fundSummary: money in and out per China-time day over the last 7/30/90 days (posted movements). */
export async function fundSummary(deps: AppDeps, principal: Principal | null, query: z.output<typeof FundSummaryQuery>) {
  const { userId } = requireLogistics(principal);
  const wallet = await chosenWallet(deps.db, userId, query.accountId);
  const id = wallet.account.id;
  const now = nowDate().getTime();
  const firstDay = chinaDate(now - (query.days - 1) * DAY_MS);
  const since = new Date(Date.parse(`${firstDay}T00:00:00+08:00`));
  const day = sql<string>`to_char(${transfers.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await deps.db
    .select({
      day,
      income: sql<string>`coalesce(sum(case when ${transfers.creditAccountId} = ${id} then ${transfers.amount} else 0 end), 0)`,
      spending: sql<string>`coalesce(sum(case when ${transfers.debitAccountId} = ${id} then ${transfers.amount} else 0 end), 0)`,
    })
    .from(transfers)
    .where(
      and(
        or(eq(transfers.debitAccountId, id), eq(transfers.creditAccountId, id)),
        // Posted money only: a cash-out counts when the bank paid it (its postPending transfer).
        inArray(transfers.kind, ['posted', 'postPending']),
        sql`${transfers.createdAt} >= ${since.toISOString()}`,
      ),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = Array.from({ length: query.days }, (_, i) => {
    const date = chinaDate(since.getTime() + i * DAY_MS);
    const row = byDay.get(date);
    return { date, incomeFen: Number(row?.income ?? 0), spendingFen: Number(row?.spending ?? 0) };
  });
  return {
    days,
    totalIncomeFen: days.reduce((sum, d) => sum + d.incomeFen, 0),
    totalSpendingFen: days.reduce((sum, d) => sum + d.spendingFen, 0),
  };
}
