import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { GoodsOperation } from '@/lib/contract/goods';
import { coalescedWrites } from '../../db/coalesce';
import { preparedSql, preparedStatement } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { nowDate } from '../clock';
import { chinaToday } from '../driver/driver.expiry';
import { marketChanged } from './goods.market-cache';
import { goodsOperations, goodsSources } from './goods.table';

/**
 * Goods-source functions other modules (the waybill module) use. No access checks here: the
 * caller's module decides who may act. Each state change is ONE conditional statement, so
 * concurrent callers cannot both pass a check made before an await (docs/waybill-states.md).
 */

export type GoodsSourceRow = typeof goodsSources.$inferSelect;

/** Prepared (db/prepared.ts): read by every waybill's detail and every goods detail. */
const goodsSourceById = preparedStatement((db) =>
  db.select().from(goodsSources).where(eq(goodsSources.id, sql.placeholder('id'))).limit(1).prepare('goods_source_by_id'),
);

/** The source, or undefined; `forUpdate` locks the row until the caller's transaction ends. */
export async function findGoodsSource(db: Executor, id: number, forUpdate = false): Promise<GoodsSourceRow | undefined> {
  if (!forUpdate) return (await goodsSourceById(db).execute({ id }))[0];
  const [row] = await db.select().from(goodsSources).where(eq(goodsSources.id, id)).limit(1).for('update');
  return row;
}

/**
 * Takes one truck slot of an open source: trucks_taken + 1, and the source becomes 'taken' when
 * that was the last slot. Answers the updated row, or undefined when the source is not open or
 * has no free slot (then nothing changed: "already taken"). 200 concurrent calls on a source
 * needing N trucks give exactly N rows.
 */
export async function takeTruckSlot(db: Executor, goodsSourceId: number): Promise<GoodsSourceRow | undefined> {
  marketChanged();
  const [row] = await db
    .update(goodsSources)
    .set({
      trucksTaken: sql`${goodsSources.trucksTaken} + 1`,
      status: sql`case when ${goodsSources.trucksTaken} + 1 >= ${goodsSources.trucksNeeded} then 'taken' else ${goodsSources.status} end`,
      updatedAt: nowDate(),
    })
    .where(and(eq(goodsSources.id, goodsSourceId), eq(goodsSources.status, 'open'), lt(goodsSources.trucksTaken, goodsSources.trucksNeeded)))
    .returning();
  return row;
}

/**
 * Gives a slot back (a waybill of the source was cancelled before loading): trucks_taken - 1, and
 * a 'taken' source reopens. Only while the source is open or taken (a closed or cancelled source
 * keeps its count). Answers the updated row, or undefined when nothing changed.
 */
export async function releaseTruckSlot(db: Executor, goodsSourceId: number): Promise<GoodsSourceRow | undefined> {
  marketChanged();
  const [row] = await db
    .update(goodsSources)
    .set({
      trucksTaken: sql`${goodsSources.trucksTaken} - 1`,
      status: sql`case when ${goodsSources.status} = 'taken' then 'open' else ${goodsSources.status} end`,
      updatedAt: nowDate(),
    })
    .where(and(eq(goodsSources.id, goodsSourceId), inArray(goodsSources.status, ['open', 'taken']), gt(goodsSources.trucksTaken, 0)))
    .returning();
  return row;
}

/**
 * Closes a source once all its waybills are finished. The waybill module calls it after a waybill
 * of the source finishes (or is cancelled), passing whether any waybill of the source is still
 * unfinished. 'taken' → 'closed'; also an 'open' source with some trucks taken whose loading date
 * has passed (no more trucks will come). Answers the row when it closed.
 */
export async function closeIfFinished(db: Executor, goodsSourceId: number, hasUnfinishedWaybills: boolean): Promise<GoodsSourceRow | undefined> {
  if (hasUnfinishedWaybills) return undefined;
  marketChanged();
  const [row] = await db
    .update(goodsSources)
    .set({ status: 'closed', closedAt: nowDate(), updatedAt: nowDate() })
    .where(
      and(
        eq(goodsSources.id, goodsSourceId),
        or(
          eq(goodsSources.status, 'taken'),
          and(eq(goodsSources.status, 'open'), gt(goodsSources.trucksTaken, 0), lt(goodsSources.loadingDate, chinaToday())),
        ),
      ),
    )
    .returning();
  return row;
}

/** Records an action of a user on goods (operationHistory), appended; views are recorded by recordGoodsView. */
export async function recordGoodsOperation(
  db: Executor,
  userId: number,
  action: Exclude<GoodsOperation, 'viewed'>,
  subject: { goodsSourceId: number } | { freeTransportId: number },
): Promise<void> {
  await db.insert(goodsOperations).values({
    at: nowDate(),
    userId,
    action,
    goodsSourceId: 'goodsSourceId' in subject ? subject.goodsSourceId : null,
    freeTransportId: 'freeTransportId' in subject ? subject.freeTransportId : null,
  });
}

/**
 * Records that a user viewed a source: kept once per user and source, a later view moves its
 * time. A signed-in driver's every goods detail records one, so the views of concurrent details
 * go to the database together (db/coalesce.ts): one statement and one commit per batch under
 * load, at once when alone. The promise settles when the view is committed.
 */
export function recordGoodsView(db: Executor, userId: number, goodsSourceId: number): Promise<void> {
  return viewsRecorded(db, { userId, goodsSourceId, at: nowDate() });
}

interface GoodsView {
  userId: number;
  goodsSourceId: number;
  at: Date;
}

const viewsRecorded = coalescedWrites<GoodsView>(async (db, views) => {
  // One row per user and source (the latest view): an upsert may not touch a row twice.
  const latest = new Map<string, GoodsView>();
  for (const view of views) {
    const key = `${view.userId}:${view.goodsSourceId}`;
    const kept = latest.get(key);
    if (!kept || kept.at <= view.at) latest.set(key, view);
  }
  const rows = [...latest.values()];
  await viewUpsert(db, {
    at: rows.map((r) => r.at.toISOString()),
    userIds: rows.map((r) => r.userId),
    sourceIds: rows.map((r) => r.goodsSourceId),
  });
});

// Prepared once (db/prepared.ts): the batch travels as three arrays, so one text serves every
// batch size. A source deleted since its detail was read is left out instead of failing the
// batch (and every other viewer's detail with it) on the foreign key.
const viewUpsert = preparedSql(
  'goods_views_recorded',
  sql`insert into goods_operations (at, user_id, action, goods_source_id)
      select v.at, v.user_id, 'viewed', v.goods_source_id
      from unnest(${sql.placeholder('at')}::timestamptz[], ${sql.placeholder('userIds')}::integer[], ${sql.placeholder('sourceIds')}::integer[])
        as v(at, user_id, goods_source_id)
      where exists (select 1 from goods_sources s where s.id = v.goods_source_id)
      on conflict (user_id, goods_source_id) where action = 'viewed' do update set at = excluded.at`,
);
