import { and, asc, count, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GoodsSourceStatus } from '@/lib/contract/goods';
import { preparedStatement } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { enterprises } from '../owner/owner.table';
import { marketChanged } from './goods.market-cache';
import { freeTransports, goodsOperations, goodsSources, stationCollectors, stations } from './goods.table';

/** SQL of the goods module: no access checks (the service decides). */

export type GoodsSourceInsert = typeof goodsSources.$inferInsert;
export type FreeTransportRow = typeof freeTransports.$inferSelect;
export type StationRow = typeof stations.$inferSelect;

/** A source with what its views show beside it. */
const sourceColumns = {
  source: goodsSources,
  enterpriseName: enterprises.name,
  stationName: stations.name,
};
export type SourceWithNames = { source: typeof goodsSources.$inferSelect; enterpriseName: string | null; stationName: string | null };


/** "In this area": a code ending in 0000 is its province, in 00 its city, else the county itself. */
export function inArea(column: AnyPgColumn, code: string): SQL {
  if (code.endsWith('0000')) return sql`left(${column}, 2) = ${code.slice(0, 2)}`;
  if (code.endsWith('00')) return sql`left(${column}, 4) = ${code.slice(0, 4)}`;
  return eq(column, code);
}

export interface MarketConditions {
  originAdCode?: string;
  destinationAdCode?: string;
  vehicleLength?: string;
  vehicleType?: string;
  loadingDate?: string;
}

/**
 * The open market: open sources loading today or later (China date `today`), with the driver's
 * filters. A source asking for any length/type matches every filter value.
 */
export function openMarket(today: string, filter: MarketConditions): SQL {
  const parts: (SQL | undefined)[] = [eq(goodsSources.status, 'open'), gte(goodsSources.loadingDate, today)];
  if (filter.originAdCode) parts.push(inArea(goodsSources.originAdCode, filter.originAdCode));
  if (filter.destinationAdCode) parts.push(inArea(goodsSources.destinationAdCode, filter.destinationAdCode));
  if (filter.vehicleLength) parts.push(or(isNull(goodsSources.vehicleLength), eq(goodsSources.vehicleLength, filter.vehicleLength)));
  if (filter.vehicleType) parts.push(or(isNull(goodsSources.vehicleType), eq(goodsSources.vehicleType, filter.vehicleType)));
  if (filter.loadingDate) parts.push(eq(goodsSources.loadingDate, filter.loadingDate));
  return and(...parts) as SQL;
}

/**
 * One page of sources matching `where` in `order`, and how many match, counted up to MARKET_COUNT_CAP:
 * an exact count of every open source in the country cost more than the page itself (bench/README.md:
 * at 1,000,000 open sources the count alone took tens of milliseconds), and nobody pages past 50 pages.
 */
export async function findSourcesPage(db: Executor, where: SQL, order: SQL[], offset: number, limit: number) {
  const records = await db
    .select(sourceColumns)
    .from(goodsSources)
    .leftJoin(enterprises, eq(enterprises.id, goodsSources.enterpriseId))
    .leftJoin(stations, eq(stations.id, goodsSources.stationId))
    .where(where)
    .orderBy(...order)
    .offset(offset)
    .limit(limit);
  return { records, total: await countCapped(db, where) };
}

/** How many sources match `where`, stopping at MARKET_COUNT_CAP (the index walk stops there too). */
async function countCapped(db: Executor, where: SQL): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(goodsSources).where(where).limit(MARKET_COUNT_CAP).as('capped');
  const [{ total }] = await db.select({ total: count() }).from(capped);
  return total;
}

/** How many sources a market list counts at most (50 pages of 20). */
export const MARKET_COUNT_CAP = 1000;

/**
 * Open sources nearest to (lat, lng) first, walking the GiST index on ll_to_earth(origin) with the
 * cube distance operator; distanceM is the great-circle distance in metres.
 */
export async function findNearbyPage(db: Executor, where: SQL, lat: number, lng: number, offset: number, limit: number) {
  const here = sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
  const origin = sql`ll_to_earth(${goodsSources.originLat}, ${goodsSources.originLng})`;
  const records = await db
    .select({ ...sourceColumns, distanceM: sql<number>`earth_distance(${origin}, ${here})`.mapWith(Number) })
    .from(goodsSources)
    .leftJoin(enterprises, eq(enterprises.id, goodsSources.enterpriseId))
    .leftJoin(stations, eq(stations.id, goodsSources.stationId))
    .where(where)
    // Distance alone: a second sort key (id) stops PostgreSQL from walking the GiST index in
    // distance order (it sorted all 1,000,000 rows instead, 2.5 s against 3.5 ms; bench/nearby.ts).
    // Equal distances come in the index's own, stable order.
    .orderBy(sql`${origin} <-> ${here}`)
    .offset(offset)
    .limit(limit);
  // Counting every open source in the country costs more than the index walk itself (bench/nearby.ts:
  // ~6 ms for the page, ~390 ms with a full count at 300,000 rows): the total stops at the cap.
  return { records, total: await countCapped(db, where) };
}

// Prepared (db/prepared.ts): a driver opens a source from every market card, and building the select
// cost more than PostgreSQL's answer to it.
const sourceWithNamesById = preparedStatement((db) =>
  db
    .select(sourceColumns)
    .from(goodsSources)
    .leftJoin(enterprises, eq(enterprises.id, goodsSources.enterpriseId))
    .leftJoin(stations, eq(stations.id, goodsSources.stationId))
    .where(eq(goodsSources.id, sql.placeholder('id')))
    .limit(1)
    .prepare('goods_source_with_names'),
);

/** One source with its enterprise and station names. */
export async function findSourceWithNames(db: Executor, id: number): Promise<SourceWithNames | undefined> {
  const [row] = await sourceWithNamesById(db).execute({ id });
  return row as SourceWithNames | undefined;
}

export async function insertGoodsSource(db: Executor, row: GoodsSourceInsert) {
  marketChanged();
  const [inserted] = await db.insert(goodsSources).values(row).returning();
  return inserted;
}

/** Moves a source from `from` to a new state (conditional: answers undefined when it was no longer in `from`). */
export async function updateSourceFrom(db: Executor, id: number, from: GoodsSourceStatus[], set: Partial<GoodsSourceInsert>) {
  marketChanged();
  const [row] = await db
    .update(goodsSources)
    .set(set)
    .where(and(eq(goodsSources.id, id), sql`${goodsSources.status} in ${from}`))
    .returning();
  return row;
}

/** Origin-city → destination-city routes of the sources the user grabbed or viewed in the last 90 days (most recent first, at most 10). */
export async function recentRoutesOf(db: Executor, userId: number, since: Date) {
  const rows = await db
    .select({
      origin: sql<string>`left(${goodsSources.originAdCode}, 4)`,
      destination: sql<string>`left(${goodsSources.destinationAdCode}, 4)`,
      last: sql<Date>`max(${goodsOperations.at})`,
    })
    .from(goodsOperations)
    .innerJoin(goodsSources, eq(goodsSources.id, goodsOperations.goodsSourceId))
    .where(and(eq(goodsOperations.userId, userId), sql`${goodsOperations.action} in ('grabbed', 'viewed')`, gte(goodsOperations.at, since)))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`3 desc`)
    .limit(10);
  return rows.map(({ origin, destination }) => ({ origin, destination }));
}

// ---- Stations ----

export async function findStations(db: Executor, keyword: string | undefined, adCode: string | undefined): Promise<StationRow[]> {
  const parts: (SQL | undefined)[] = [];
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(stations.name, pattern), ilike(stations.highway, pattern), ilike(stations.address, pattern)));
  }
  if (adCode) parts.push(inArea(stations.adCode, adCode));
  return db
    .select()
    .from(stations)
    .where(and(...parts))
    .orderBy(asc(stations.code));
}

export async function findStation(db: Executor, id: number): Promise<StationRow | undefined> {
  const [row] = await db.select().from(stations).where(eq(stations.id, id)).limit(1);
  return row;
}

/** The station that employs toll collector `userId` (docs/offline.md "Kiosk mode"), if any. */
export async function findStationOfCollector(db: Executor, userId: number): Promise<StationRow | undefined> {
  const [row] = await db
    .select({ station: stations })
    .from(stationCollectors)
    .innerJoin(stations, eq(stations.id, stationCollectors.stationId))
    .where(eq(stationCollectors.userId, userId))
    .limit(1);
  return row?.station;
}

/** Makes `userId` a collector of `stationId` (moving them from any other station). */
export async function assignCollectorToStation(db: Executor, userId: number, stationId: number, at: Date): Promise<void> {
  await db
    .insert(stationCollectors)
    .values({ userId, stationId, assignedAt: at })
    .onConflictDoUpdate({ target: stationCollectors.userId, set: { stationId, assignedAt: at } });
}

// ---- Free transport ----

export async function insertFreeTransport(db: Executor, row: typeof freeTransports.$inferInsert): Promise<FreeTransportRow> {
  // Free transports are a market list too: tourists' kept answers of it go stale.
  marketChanged();
  const [inserted] = await db.insert(freeTransports).values(row).returning();
  return inserted;
}

/** A live (not withdrawn) offer, locked when `forUpdate`. */
export async function findFreeTransport(db: Executor, id: number, forUpdate = false): Promise<FreeTransportRow | undefined> {
  const query = db
    .select()
    .from(freeTransports)
    .where(and(eq(freeTransports.id, id), isNull(freeTransports.deletedAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateFreeTransport(db: Executor, id: number, set: Partial<typeof freeTransports.$inferInsert>): Promise<FreeTransportRow> {
  marketChanged();
  const [row] = await db
    .update(freeTransports)
    .set(set)
    .where(and(eq(freeTransports.id, id), isNull(freeTransports.deletedAt)))
    .returning();
  return row;
}

export async function findFreeTransportPage(db: Executor, today: string, filter: { originAdCode?: string; destinationAdCode?: string; departDate?: string }, offset: number, limit: number) {
  const parts: (SQL | undefined)[] = [isNull(freeTransports.deletedAt), gte(freeTransports.departDate, today)];
  if (filter.originAdCode) parts.push(inArea(freeTransports.originAdCode, filter.originAdCode));
  if (filter.destinationAdCode) parts.push(inArea(freeTransports.destinationAdCode, filter.destinationAdCode));
  if (filter.departDate) parts.push(eq(freeTransports.departDate, filter.departDate));
  const where = and(...parts);
  const records = await db
    .select()
    .from(freeTransports)
    .where(where)
    .orderBy(asc(freeTransports.departDate), desc(freeTransports.id))
    .offset(offset)
    .limit(limit);
  const [{ total }] = await db.select({ total: count() }).from(freeTransports).where(where);
  return { records, total };
}

// ---- Operation history ----

export async function findOperationsPage(db: Executor, userId: number, offset: number, limit: number) {
  const records = await db
    .select({ operation: goodsOperations, freeTransport: freeTransports })
    .from(goodsOperations)
    .leftJoin(freeTransports, and(eq(freeTransports.id, goodsOperations.freeTransportId), isNull(freeTransports.deletedAt)))
    .where(eq(goodsOperations.userId, userId))
    .orderBy(desc(goodsOperations.at), desc(goodsOperations.id))
    .offset(offset)
    .limit(limit);
  const [{ total }] = await db.select({ total: count() }).from(goodsOperations).where(eq(goodsOperations.userId, userId));
  return { records, total };
}
