import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { GoodsOperation } from '@/lib/contract/goods';
import { preparedStatement } from '../../db/prepared';
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

/** The source, or undefined; `forUpdate` locks the row until the caller's transaction ends. */
/** Prepared (db/prepared.ts): read by every waybill's detail and every goods detail. */
const goodsSourceById = preparedStatement((db) =>
  db.select().from(goodsSources).where(eq(goodsSources.id, sql.placeholder('id'))).limit(1).prepare('goods_source_by_id'),
);

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

/** Records an action of a user on goods (operationHistory); a view is kept once, its time refreshed. */
export async function recordGoodsOperation(
  db: Executor,
  userId: number,
  action: GoodsOperation,
  subject: { goodsSourceId: number } | { freeTransportId: number },
): Promise<void> {
  const at = nowDate();
  const values = {
    at,
    userId,
    action,
    goodsSourceId: 'goodsSourceId' in subject ? subject.goodsSourceId : null,
    freeTransportId: 'freeTransportId' in subject ? subject.freeTransportId : null,
  };
  if (action === 'viewed' && values.goodsSourceId !== null) {
    await viewRecorded(db).execute({ at, userId, goodsSourceId: values.goodsSourceId });
    return;
  }
  await db.insert(goodsOperations).values(values);
}

// Prepared (db/prepared.ts): a signed-in driver's every goods detail records its view.
const viewRecorded = preparedStatement((db) =>
  db
    .insert(goodsOperations)
    .values({ at: sql.placeholder('at'), userId: sql.placeholder('userId'), action: 'viewed', goodsSourceId: sql.placeholder('goodsSourceId'), freeTransportId: null })
    .onConflictDoUpdate({
      target: [goodsOperations.userId, goodsOperations.goodsSourceId],
      targetWhere: sql`${goodsOperations.action} = 'viewed'`,
      set: { at: sql`excluded.at` },
    })
    .prepare('goods_view_recorded'),
);
