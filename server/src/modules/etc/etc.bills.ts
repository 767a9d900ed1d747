import { and, asc, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { EtcBillMonthsQuery, EtcBillsQuery, EtcTollDetail, EtcWaybillTolls } from '@/lib/contract/etc';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { TRUCK_RATE_FEN_PER_KM, isTruckClass } from '../../providers/etc/rates.data';
import { requireSignedIn } from '../auth/auth.access';
import { now } from '../clock';
import { thin } from '../tracking/tracking.geometry';
import { waybillPositions } from '../tracking/tracking.table';
import { vehicles } from '../vehicle/vehicle.table';
import { waybills } from '../waybill/waybill.table';
import { etcCards, etcTollTransactions } from './etc.table';
import { tollViews } from './etc.tolls';

/**
 * Bills (docs/etc.md "Tolls"): the caller's tolls by China-time month with totals, one toll with
 * the route driven, and a waybill's tolls with the trip's net. Someone else's card, toll or
 * waybill answers 404 like a missing one.
 */

const CHINA_OFFSET_MS = 8 * 3600_000;
/** Most route points a bill's map gets (the first and last always kept). */
const MAX_BILL_ROUTE_POINTS = 500;

/** The instant a China-time month `YYYY-MM` starts. */
export const monthStart = (month: string) => new Date(`${month}-01T00:00:00+08:00`);
/** The month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
/** The China-time month of an instant (ms). */
export const chinaMonth = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 7);

/** The caller's card `cardId`, or 404. */
async function myCard(db: Executor, userId: number, cardId: number) {
  const [card] = await db
    .select({ id: etcCards.id })
    .from(etcCards)
    .where(and(eq(etcCards.id, cardId), eq(etcCards.userId, userId)));
  if (!card) throw notFound('etc.cardNotFound');
  return card;
}

/** GET bills: the caller's tolls of one month (all cards or one), newest exit first, with the month's total and count. */
export async function bills(deps: AppDeps, principal: Principal | null, query: z.output<typeof EtcBillsQuery>) {
  const me = requireSignedIn(principal);
  if (query.etcCardId !== undefined) await myCard(deps.db, me.userId, query.etcCardId);
  const where = and(
    eq(etcTollTransactions.userId, me.userId),
    query.etcCardId !== undefined ? eq(etcTollTransactions.cardId, query.etcCardId) : undefined,
    gte(etcTollTransactions.exitAt, monthStart(query.month)),
    lt(etcTollTransactions.exitAt, monthStart(nextMonth(query.month))),
  );
  const [rows, [totals]] = await Promise.all([
    deps.db
      .select()
      .from(etcTollTransactions)
      .where(where)
      .orderBy(desc(etcTollTransactions.exitAt), desc(etcTollTransactions.id))
      .offset((query.current - 1) * query.size)
      .limit(query.size),
    deps.db.select({ n: count(), total: sum(etcTollTransactions.amountFen) }).from(etcTollTransactions).where(where),
  ]);
  return {
    records: await tollViews(deps.db, rows),
    total: totals.n,
    size: query.size,
    current: query.current,
    pages: Math.ceil(totals.n / query.size),
    month: query.month,
    totalFen: Number(totals.total ?? 0),
    count: totals.n,
  };
}

/** GET bills/months: the last `months` China-time months (this one first) with their totals, zero when none. */
export async function billMonths(deps: AppDeps, principal: Principal | null, query: z.output<typeof EtcBillMonthsQuery>) {
  const me = requireSignedIn(principal);
  if (query.etcCardId !== undefined) await myCard(deps.db, me.userId, query.etcCardId);
  const months: string[] = [chinaMonth(now())];
  while (months.length < query.months) {
    const [y, m] = months.at(-1)!.split('-').map(Number);
    months.push(m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`);
  }
  const month = sql<string>`to_char(${etcTollTransactions.exitAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  const rows = await deps.db
    .select({ month, n: count(), total: sum(etcTollTransactions.amountFen) })
    .from(etcTollTransactions)
    .where(
      and(
        eq(etcTollTransactions.userId, me.userId),
        query.etcCardId !== undefined ? eq(etcTollTransactions.cardId, query.etcCardId) : undefined,
        gte(etcTollTransactions.exitAt, monthStart(months.at(-1)!)),
      ),
    )
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return { months: months.map((m) => ({ month: m, totalFen: Number(byMonth.get(m)?.total ?? 0), count: byMonth.get(m)?.n ?? 0 })) };
}

/** GET bills/detail: one toll of the caller with the positions driven between entry and exit (its waybill's), for the map. */
export async function billDetail(deps: AppDeps, principal: Principal | null, tollId: number): Promise<z.output<typeof EtcTollDetail>> {
  const me = requireSignedIn(principal);
  const [toll] = await deps.db
    .select()
    .from(etcTollTransactions)
    .where(and(eq(etcTollTransactions.id, tollId), eq(etcTollTransactions.userId, me.userId)));
  if (!toll) throw notFound('etc.tollNotFound');
  const [view] = await tollViews(deps.db, [toll]);
  const positions = toll.waybillId
    ? await deps.db
        .select({ lat: waybillPositions.lat, lng: waybillPositions.lng, at: waybillPositions.at })
        .from(waybillPositions)
        .where(
          and(
            eq(waybillPositions.waybillId, toll.waybillId),
            // The entry and exit are interpolated between fixes: the fix before and after are on the route too.
            gte(waybillPositions.at, new Date(toll.entryAt.getTime() - 60_000)),
            lt(waybillPositions.at, new Date(toll.exitAt.getTime() + 60_000)),
          ),
        )
        .orderBy(asc(waybillPositions.at), asc(waybillPositions.seq))
    : [];
  const station = (s: { lat: number; lng: number }, at: Date) => ({ lat: s.lat, lng: s.lng, at: at.toISOString() });
  const inner = thin(positions, MAX_BILL_ROUTE_POINTS - 2).map((p) => ({ lat: p.lat, lng: p.lng, at: p.at.toISOString() }));
  return {
    ...view,
    // Entry station, the fixes between, exit station: a toll without a tracked waybill still draws its two stations.
    route: [station(view.entryStation, toll.entryAt), ...inner, station(view.exitStation, toll.exitAt)],
    rateFenPerKm: toll.rateFenPerKm || (isTruckClass(toll.vehicleClass) ? TRUCK_RATE_FEN_PER_KM[toll.vehicleClass] : 0),
  };
}

/**
 * GET waybillTolls: the tolls driven for a waybill (whoever's card paid them) and the trip's net,
 * freight minus tolls, for its driver and the owner of its truck; anyone else 404.
 */
export async function waybillTolls(deps: AppDeps, principal: Principal | null, waybillId: number): Promise<z.output<typeof EtcWaybillTolls>> {
  const me = requireSignedIn(principal);
  const [waybill] = await deps.db
    .select({ id: waybills.id, driverId: waybills.driverId, freightFen: waybills.freightFen, ownerUserId: vehicles.ownerUserId })
    .from(waybills)
    .leftJoin(vehicles, eq(vehicles.id, waybills.vehicleId))
    .where(eq(waybills.id, waybillId));
  if (!waybill || (waybill.driverId !== me.userId && waybill.ownerUserId !== me.userId)) throw notFound('waybill.notFound');
  const rows = await deps.db
    .select()
    .from(etcTollTransactions)
    .where(eq(etcTollTransactions.waybillId, waybillId))
    .orderBy(asc(etcTollTransactions.exitAt), asc(etcTollTransactions.id));
  const tollsFen = rows.reduce((total, t) => total + t.amountFen, 0);
  const freightFen = waybill.freightFen ?? null;
  return { waybillId, freightFen, tollsFen, netFen: freightFen === null ? null : freightFen - tollsFen, tolls: await tollViews(deps.db, rows) };
}
