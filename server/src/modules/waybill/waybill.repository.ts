import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_WAYBILL_STATUSES, type SigningParty, type WaybillStatus } from '@/lib/contract/waybill';
import { preparedStatement } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { goodsSources } from '../goods/goods.table';
import { certifications, realNameDetails } from '../identity/identity.table';
import { users } from '../user/user.table';
import { waybillSignings, waybillStatusHistory, waybills } from './waybill.table';

/** Waybill SQL only: no rules here (waybill.service.ts and friends decide). */

export type WaybillRow = typeof waybills.$inferSelect;
export type WaybillChange = Partial<Omit<typeof waybills.$inferInsert, 'id' | 'status'>>;
export type HistoryRow = typeof waybillStatusHistory.$inferSelect;
export type SigningRow = typeof waybillSignings.$inferSelect;

export async function insertWaybill(db: Executor, row: typeof waybills.$inferInsert): Promise<WaybillRow> {
  const [inserted] = await db.insert(waybills).values(row).returning();
  return inserted;
}

/*
 * The reads of a waybill's detail (and of the lists' rows) are prepared statements: drizzle's
 * building of a select costs ~0.3-0.7 ms of the event loop per query, more than PostgreSQL takes to
 * answer it, and a detail made six of them (162 req/s on PostgreSQL, bench/README.md).
 */
const waybillById = preparedStatement((db) =>
  db.select().from(waybills).where(eq(waybills.id, sql.placeholder('id'))).limit(1).prepare('waybill_by_id'),
);

export async function findWaybill(db: Executor, id: number, forUpdate = false): Promise<WaybillRow | undefined> {
  if (!forUpdate) return (await waybillById(db).execute({ id }))[0];
  const [row] = await db.select().from(waybills).where(eq(waybills.id, id)).limit(1).for('update');
  return row;
}

/** The columns of a WaybillWithSource: both whole rows. */
const WHOLE_ROWS = { waybill: waybills, source: goodsSources };

const waybillWithSourceById = preparedStatement((db) =>
  db
    .select(WHOLE_ROWS)
    .from(waybills)
    .innerJoin(goodsSources, eq(goodsSources.id, waybills.goodsSourceId))
    .where(eq(waybills.id, sql.placeholder('id')))
    .limit(1)
    .prepare('waybill_with_source_by_id'),
);

/** A waybill with its goods source, in one read (every detail and field action starts with both). */
export async function findWaybillWithSource(db: Executor, id: number): Promise<WaybillWithSource | undefined> {
  const [row] = await waybillWithSourceById(db).execute({ id });
  return row as WaybillWithSource | undefined;
}

/**
 * The one way a status changes: `UPDATE … SET status = to WHERE id = ? AND status = from
 * RETURNING *`. Undefined when the waybill was not in `from` (someone else moved it first).
 */
export async function moveStatus(db: Executor, id: number, from: WaybillStatus, to: WaybillStatus, set: WaybillChange): Promise<WaybillRow | undefined> {
  const [row] = await db
    .update(waybills)
    .set({ ...set, status: to })
    .where(and(eq(waybills.id, id), eq(waybills.status, from)))
    .returning();
  return row;
}

/** A change of facts without a status change, only while the waybill is in `status` (and `extra` holds). */
export async function updateIn(db: Executor, id: number, status: WaybillStatus[], set: WaybillChange, extra?: SQL): Promise<WaybillRow | undefined> {
  const [row] = await db
    .update(waybills)
    .set(set)
    .where(and(eq(waybills.id, id), inArray(waybills.status, status), extra))
    .returning();
  return row;
}

export async function appendHistory(db: Executor, rows: (typeof waybillStatusHistory.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(waybillStatusHistory).values(rows);
}

/** Whether the source still has a waybill that is not finished (unloaded, settled) or cancelled. */
export async function hasUnfinishedWaybills(db: Executor, goodsSourceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: waybills.id })
    .from(waybills)
    .where(and(eq(waybills.goodsSourceId, goodsSourceId), inArray(waybills.status, [...ACTIVE_WAYBILL_STATUSES])))
    .limit(1);
  return row !== undefined;
}

export async function findActiveOfDriver(db: Executor, goodsSourceId: number, driverId: number): Promise<WaybillRow | undefined> {
  const [row] = await db
    .select()
    .from(waybills)
    .where(and(eq(waybills.goodsSourceId, goodsSourceId), eq(waybills.driverId, driverId), inArray(waybills.status, [...ACTIVE_WAYBILL_STATUSES])))
    .limit(1);
  return row;
}

// ---- signings ------------------------------------------------------------------------------

export async function insertSigning(db: Executor, row: typeof waybillSignings.$inferInsert): Promise<void> {
  await db.insert(waybillSignings).values(row);
}

export async function findSigning(db: Executor, signingId: string): Promise<SigningRow | undefined> {
  const [row] = await db.select().from(waybillSignings).where(eq(waybillSignings.signingId, signingId)).limit(1);
  return row;
}

/** Completes a pending signing; undefined when it was already completed. */
export async function completeSigning(
  db: Executor,
  signingId: string,
  set: { signedAt: Date; signerName: string; signerIp: string; signatureImage: string },
): Promise<SigningRow | undefined> {
  const [row] = await db
    .update(waybillSignings)
    .set(set)
    .where(and(eq(waybillSignings.signingId, signingId), isNull(waybillSignings.signedAt)))
    .returning();
  return row;
}

export async function findSignedParty(db: Executor, waybillId: number, party: SigningParty): Promise<SigningRow | undefined> {
  const [row] = await db
    .select()
    .from(waybillSignings)
    .where(and(eq(waybillSignings.waybillId, waybillId), eq(waybillSignings.party, party), sql`${waybillSignings.signedAt} is not null`))
    .limit(1);
  return row;
}

// ---- lists -----------------------------------------------------------------------------------

export type WaybillWithSource = { waybill: WaybillRow; source: typeof goodsSources.$inferSelect };

/**
 * What a list shows of each waybill and its source (waybill.view.ts toSummary): 13 of the join's
 * ~90 columns. Reading, parsing and mapping whole rows was most of a driver's list's cost (20
 * rows of both tables: pg's parsing, drizzle's mapping, the garbage; bench/README.md "Session 20").
 */
const SUMMARY_COLUMNS = {
  waybill: {
    id: waybills.id,
    status: waybills.status,
    origin: waybills.origin,
    goodsSourceId: waybills.goodsSourceId,
    plateNumber: waybills.plateNumber,
    freightFen: waybills.freightFen,
    driverId: waybills.driverId,
    cargoOwnerId: waybills.cargoOwnerId,
    createdAt: waybills.createdAt,
    updatedAt: waybills.updatedAt,
  },
  source: { originName: goodsSources.originName, destinationName: goodsSources.destinationName, loadingDate: goodsSources.loadingDate },
};

/** A list's row: the waybill and source columns its summary shows. */
export type SummaryRow = {
  waybill: Pick<WaybillRow, keyof typeof SUMMARY_COLUMNS.waybill>;
  source: Pick<WaybillWithSource['source'], keyof typeof SUMMARY_COLUMNS.source>;
};

/** Whose list: the waybills a user drives, or the waybills of a user's goods. */
export type WaybillSide = 'driver' | 'cargoOwner';

/** A list's filters besides its side; absent ones match every waybill. */
export interface SideFilter {
  status?: WaybillStatus;
  goodsSourceId?: number;
}

/*
 * The lists read all day — a driver's and a cargo owner's own (myWaybill, the owner's waybills of
 * a source) and a toll station's loadings (its kiosk refreshes them) — are prepared: drizzle's
 * building of the select and the count cost more than PostgreSQL's answer (bench/README.md,
 * session 17). Their optional filters are `$n is null or …`. Other lists are built per call.
 */
/** A list's prepared page and count, of `columns` (what its rows hold: the finders below name their type). */
function preparedPage(name: string, where: SQL, columns: typeof SUMMARY_COLUMNS | typeof WHOLE_ROWS) {
  // drizzle's builder types one shape at a time: the finders below give the rows their type.
  const joined = (db: Executor) => db.select(columns as typeof WHOLE_ROWS).from(waybills).innerJoin(goodsSources, eq(goodsSources.id, waybills.goodsSourceId));
  return {
    page: preparedStatement((db) =>
      joined(db).where(where).orderBy(desc(waybills.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(`waybill_page_${name}`),
    ),
    count: preparedStatement((db) =>
      db.select({ total: count() }).from(waybills).innerJoin(goodsSources, eq(goodsSources.id, waybills.goodsSourceId)).where(where).prepare(`waybill_count_${name}`),
    ),
  };
}

async function executePage(db: Executor, statements: ReturnType<typeof preparedPage>, values: Record<string, unknown>, page: { current: number; size: number }): Promise<{ rows: unknown[]; total: number }> {
  const [{ total }] = await statements.count(db).execute(values);
  const rows = await statements.page(db).execute({ ...values, limit: page.size, offset: (page.current - 1) * page.size });
  return { rows, total };
}

const sideWhere = (column: typeof waybills.driverId | typeof waybills.cargoOwnerId) =>
  and(
    eq(column, sql.placeholder('userId')),
    sql`(${sql.placeholder('status')}::text is null or ${waybills.status} = ${sql.placeholder('status')}::text)`,
    sql`(${sql.placeholder('goodsSourceId')}::integer is null or ${waybills.goodsSourceId} = ${sql.placeholder('goodsSourceId')}::integer)`,
  )!;
const SIDE_PAGES = {
  driver: preparedPage('of_driver', sideWhere(waybills.driverId), SUMMARY_COLUMNS),
  cargoOwner: preparedPage('of_cargo_owner', sideWhere(waybills.cargoOwnerId), SUMMARY_COLUMNS),
};

/** A page of a user's own waybills on one side (newest first): what each one's summary shows of it and its goods source. */
export async function findWaybillPageOfSide(db: Executor, side: WaybillSide, userId: number, filter: SideFilter, page: { current: number; size: number }) {
  const { rows, total } = await executePage(db, SIDE_PAGES[side], { userId, status: filter.status ?? null, goodsSourceId: filter.goodsSourceId ?? null }, page);
  return { rows: rows as SummaryRow[], total };
}

// A station's list shows each waybill's commerce view (waybill.view.ts toCommerce): whole rows.
const STATION_PAGE = preparedPage(
  'of_station',
  and(eq(goodsSources.stationId, sql.placeholder('stationId')), sql`${waybills.status} = any(${sql.placeholder('statuses')}::text[])`)!,
  WHOLE_ROWS,
);

/** A page of the waybills of goods released at a station, in `statuses` (newest first), with their goods sources. */
export async function findStationWaybillPage(db: Executor, stationId: number, statuses: readonly WaybillStatus[], page: { current: number; size: number }) {
  const { rows, total } = await executePage(db, STATION_PAGE, { stationId, statuses: [...statuses] }, page);
  return { rows: rows as WaybillWithSource[], total };
}

/** A page of waybills (newest first) with their goods sources (what a summary shows), under `where`. */
export async function findWaybillPage(db: Executor, where: SQL | undefined, page: { current: number; size: number }) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(waybills)
    .innerJoin(goodsSources, eq(goodsSources.id, waybills.goodsSourceId))
    .where(where);
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(waybills)
    .innerJoin(goodsSources, eq(goodsSources.id, waybills.goodsSourceId))
    .where(where)
    .orderBy(desc(waybills.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return { rows: rows as SummaryRow[], total };
}


// A waybill's people in one read: the mobile of each, and the name of an approved real-name check.
const peopleSelect = (db: Executor, ids: SQL) =>
  db
    .select({ id: users.id, mobile: users.mobile, name: realNameDetails.name })
    .from(users)
    .leftJoin(
      certifications,
      and(eq(certifications.userId, users.id), eq(certifications.kind, 'realName'), eq(certifications.status, 'approved')),
    )
    .leftJoin(realNameDetails, eq(realNameDetails.certificationId, certifications.id))
    .where(sql`${users.id} = any(${ids})`);

const peopleById = preparedStatement((db) => peopleSelect(db, sql`${sql.placeholder('ids')}::integer[]`).prepare('waybill_people'));

export type Person = { id: number; mobile: string; name: string | null };

export async function findPeople(db: Executor, userIds: number[]): Promise<Person[]> {
  if (userIds.length === 0) return [];
  return peopleById(db).execute({ ids: userIds });
}

// ---- a detail's facts ------------------------------------------------------------------------

/** What a waybill's detail shows beyond the waybill and its source: its two people, its status history, its completed signings. */
export interface DetailFacts {
  people: Person[];
  history: Pick<HistoryRow, 'fromStatus' | 'toStatus' | 'actorId' | 'at' | 'reason' | 'lat' | 'lng'>[];
  signings: Pick<SigningRow, 'party' | 'signerName' | 'signedAt'>[];
}

/** The facts as the database sends them: one json array each, snake_case keys, times as text. */
interface FactsJson {
  people: Person[];
  history: { from_status: WaybillStatus | null; to_status: WaybillStatus; actor_id: number | null; at: string; reason: string | null; lat: number | null; lng: number | null }[];
  signings: { party: SigningParty; signer_name: string | null; signed_at: string }[];
}

/**
 * The facts as three json columns of one row, so that a detail is one round trip (bench/README.md,
 * session 17: four reads were most of the detail's cost, in the driver and the pool, not in
 * PostgreSQL). `waybillId` and the two people are SQL: the detail's own columns when read with the
 * waybill, placeholders when the waybill is already in hand. The people are the same select as
 * findPeople's, so "an approved real name" is written once.
 */
function factsColumns(db: Executor, waybillId: SQL, peopleIds: SQL) {
  const history = db
    .select({
      from_status: waybillStatusHistory.fromStatus,
      to_status: waybillStatusHistory.toStatus,
      actor_id: waybillStatusHistory.actorId,
      at: waybillStatusHistory.at,
      reason: waybillStatusHistory.reason,
      lat: waybillStatusHistory.lat,
      lng: waybillStatusHistory.lng,
      id: waybillStatusHistory.id,
    })
    .from(waybillStatusHistory)
    .where(eq(waybillStatusHistory.waybillId, waybillId));
  // Without the signature pictures: the detail says who signed and when.
  const signings = db
    .select({ party: waybillSignings.party, signer_name: waybillSignings.signerName, signed_at: waybillSignings.signedAt })
    .from(waybillSignings)
    .where(and(eq(waybillSignings.waybillId, waybillId), sql`${waybillSignings.signedAt} is not null`));
  return {
    people: sql<FactsJson['people']>`(select coalesce(json_agg(p), '[]'::json) from (${peopleSelect(db, peopleIds)}) p)`,
    history: sql<FactsJson['history']>`(select coalesce(json_agg(h order by h.id), '[]'::json) from (${history}) h)`,
    signings: sql<FactsJson['signings']>`(select coalesce(json_agg(s), '[]'::json) from (${signings}) s)`,
  };
}

function factsOf(json: FactsJson): DetailFacts {
  return {
    people: json.people,
    history: json.history.map((h) => ({ fromStatus: h.from_status, toStatus: h.to_status, actorId: h.actor_id, at: new Date(h.at), reason: h.reason, lat: h.lat, lng: h.lng })),
    signings: json.signings.map((s) => ({ party: s.party, signerName: s.signer_name, signedAt: new Date(s.signed_at) })),
  };
}

const detailById = preparedStatement((db) =>
  db
    .select({
      waybill: waybills,
      source: goodsSources,
      ...factsColumns(db, sql`${waybills.id}`, sql`array[${waybills.driverId}, ${waybills.cargoOwnerId}]`),
    })
    .from(waybills)
    .innerJoin(goodsSources, eq(goodsSources.id, waybills.goodsSourceId))
    .where(eq(waybills.id, sql.placeholder('id')))
    .limit(1)
    .prepare('waybill_detail_by_id'),
);

/** A waybill, its source and its detail's facts in one read (GET waybillDetail). */
export async function findWaybillDetail(db: Executor, id: number): Promise<(WaybillWithSource & { facts: DetailFacts }) | undefined> {
  const [row] = await detailById(db).execute({ id });
  if (!row) return undefined;
  const { waybill, source, ...json } = row;
  return { waybill, source, facts: factsOf(json) };
}

const factsById = preparedStatement((db) =>
  db
    .select(factsColumns(db, sql`${sql.placeholder('waybillId')}::integer`, sql`array[${sql.placeholder('driverId')}::integer, ${sql.placeholder('cargoOwnerId')}::integer]`))
    .from(sql`(select 1) one`)
    .prepare('waybill_detail_facts'),
);

/** The detail's facts of a waybill in hand (after a change, inside its transaction). */
export async function findDetailFacts(db: Executor, waybill: Pick<WaybillRow, 'id' | 'driverId' | 'cargoOwnerId'>): Promise<DetailFacts> {
  const [json] = await factsById(db).execute({ waybillId: waybill.id, driverId: waybill.driverId, cargoOwnerId: waybill.cargoOwnerId });
  return factsOf(json);
}
