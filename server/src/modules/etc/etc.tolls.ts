import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { EtcToll, EtcTollNotify } from '@/lib/contract/etc';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badRequest } from '../../http/errors';
import { FROZEN_CARD_SUFFIX } from '../../providers/bank/local';
import { TRUCK_RATE_FEN_PER_KM, isTruckClass } from '../../providers/etc/rates.data';
import { nowDate } from '../clock';
import { stations } from '../goods/goods.table';
import { ensureWallet, postTransfer } from '../money/money.ledger';
import { waybills } from '../waybill/waybill.table';
import { waybillNo } from '../waybill/waybill.tokens';
import { etcCards, etcContracts, etcIssuerNotifications, etcTollTransactions } from './etc.table';

/**
 * Tolls (docs/etc.md "Tolls"): the issuer's toll notifications recorded once, linked to the
 * waybill driven, and withheld through the ledger in the same transaction.
 */

export type TollRow = typeof etcTollTransactions.$inferSelect;
type StationRow = typeof stations.$inferSelect;
type TollNotification = z.output<typeof EtcTollNotify>;

/** Transfer ids of a toll's withholding (docs/money.md: the id is the movement's idempotency key). */
export const tollTransferId = (issuerTxnId: string) => `etcToll:${issuerTxnId}`;
export const tollWithheldTransferId = (issuerTxnId: string) => `etcToll:${issuerTxnId}:card`;
/** The transfers' ref: the toll row (fund records read the entry → exit from it). */
export const tollRef = (tollId: number) => `etcToll:${tollId}`;

/** A waybill's trip window may start a little before its loading scan and end a little after unloading (phones' clocks). */
const TRIP_SLACK_MS = 30 * 60_000;

export type TollApplied = 'applied' | 'duplicate' | 'unknownCard';

/**
 * Applies one toll notification, once (any number of deliveries, any order): in one transaction
 * the notification is taken (etc_issuer_notifications, by notifyId), the toll recorded (unique on
 * the issuer's transaction id: a redelivery under a new notifyId adds nothing), linked to the
 * waybill driven, and withheld: the bank takes the amount from the withholding contract's card
 * into the card holder's wallet and the wallet pays it to the issuer (two transfers, both in the
 * wallet's fund records: 通行费银行卡代扣 +, 通行费 −), so the wallet never goes below zero and
 * Σdebits = Σcredits holds. A contract card the bank refuses (the local bank: a card ending in
 * 4444, account frozen) leaves the toll `failed` (owed), with no movement.
 *
 * A card the platform does not know, or not activated here (issued, or unbound before the
 * passage), is taken and ignored: the issuer stops delivering it, nothing is charged here.
 */
export async function applyTollNotification(deps: AppDeps, n: TollNotification): Promise<TollApplied> {
  return deps.db.transaction(async (tx) => {
    const at = nowDate();
    const taken = await tx
      .insert(etcIssuerNotifications)
      .values({ notifyId: n.notifyId, kind: 'toll', subject: n.issuerTxnId, version: null, outcome: 'applied', orderId: null, receivedAt: at })
      .onConflictDoNothing()
      .returning({ notifyId: etcIssuerNotifications.notifyId });
    if (taken.length === 0) return 'duplicate';
    const mark = (outcome: 'ignored') => tx.update(etcIssuerNotifications).set({ outcome }).where(eq(etcIssuerNotifications.notifyId, n.notifyId));

    const entryAt = new Date(n.entryAt);
    const exitAt = new Date(n.exitAt);
    if (exitAt < entryAt) throw badRequest('etc.tollTimes');
    const card = await cardCharged(tx, n.cardNo, n.plateNumber, exitAt);
    if (!card) {
      await mark('ignored');
      return 'unknownCard';
    }
    const stationRows = await tx.select().from(stations).where(inArray(stations.code, [n.entryStationCode, n.exitStationCode]));
    const entry = stationRows.find((s) => s.code === n.entryStationCode);
    const exit = stationRows.find((s) => s.code === n.exitStationCode);
    if (!entry || !exit) throw badRequest('etc.unknownStation', { code: !entry ? n.entryStationCode : n.exitStationCode });

    const waybillId = await waybillDriven(tx, n.plateNumber, entryAt, exitAt, n.waybillId);
    const [toll] = await tx
      .insert(etcTollTransactions)
      .values({
        issuerTxnId: n.issuerTxnId,
        cardId: card.id,
        userId: card.userId,
        plateNumber: n.plateNumber,
        vehicleClass: n.vehicleClass,
        entryStationId: entry.id,
        exitStationId: exit.id,
        entryAt,
        exitAt,
        distanceM: n.distanceM,
        rateFenPerKm: isTruckClass(n.vehicleClass) ? TRUCK_RATE_FEN_PER_KM[n.vehicleClass] : 0,
        amountFen: n.amountFen,
        waybillId,
        status: 'recorded',
        notifyId: n.notifyId,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!toll) {
      // The same transaction delivered again under another notification id.
      await mark('ignored');
      return 'duplicate';
    }
    await withhold(tx, toll, card.contractId);
    return 'applied';
  });
}

/** The platform's card the passage was charged to: active, or unbound only after the passage (never one not activated). */
async function cardCharged(tx: Executor, cardNo: string, plateNumber: string, exitAt: Date) {
  const [card] = await tx
    .select()
    .from(etcCards)
    .where(
      and(
        eq(etcCards.cardNo, cardNo),
        eq(etcCards.plateNumber, plateNumber),
        or(eq(etcCards.status, 'active'), and(eq(etcCards.status, 'unbound'), gte(etcCards.unboundAt, exitAt), lte(etcCards.activatedAt, exitAt))),
      ),
    )
    .orderBy(desc(etcCards.id))
    .limit(1);
  return card;
}

/**
 * The waybill the truck was driving: the one the issuer names, if it is this plate's and its trip
 * covers the passage; else this plate's waybill whose trip (loading scan … unloading, with slack)
 * covers the exit, the latest started first. Null: none (a toll outside any waybill).
 */
export async function waybillDriven(tx: Executor, plateNumber: string, entryAt: Date, exitAt: Date, hinted: number | null): Promise<number | null> {
  const covers = and(
    eq(waybills.plateNumber, plateNumber),
    lte(waybills.loadingScannedAt, new Date(exitAt.getTime() + TRIP_SLACK_MS)),
    or(isNull(waybills.unloadedAt), gte(waybills.unloadedAt, new Date(entryAt.getTime() - TRIP_SLACK_MS))),
    sql`${waybills.status} <> 'cancelled'`,
  );
  const [row] = await tx
    .select({ id: waybills.id })
    .from(waybills)
    .where(hinted ? and(covers, eq(waybills.id, hinted)) : covers)
    .orderBy(desc(waybills.loadingScannedAt))
    .limit(1);
  if (row) return row.id;
  return hinted ? waybillDriven(tx, plateNumber, entryAt, exitAt, null) : null;
}

/** Withholds a recorded toll under the card's contract (see applyTollNotification). */
async function withhold(tx: Executor, toll: TollRow, contractId: number | null): Promise<void> {
  if (toll.amountFen <= 0) return;
  const [contract] = contractId ? await tx.select().from(etcContracts).where(eq(etcContracts.id, contractId)) : [];
  const at = nowDate();
  if (contract && contract.cardLast4 === FROZEN_CARD_SUFFIX) {
    await tx.update(etcTollTransactions).set({ status: 'failed' }).where(eq(etcTollTransactions.id, toll.id));
    return;
  }
  const wallet = await ensureWallet(tx, 'personal', toll.userId);
  const ref = tollRef(toll.id);
  await postTransfer(tx, {
    id: tollWithheldTransferId(toll.issuerTxnId),
    debit: 'etcWithholding',
    credit: wallet.id,
    amount: toll.amountFen,
    code: 'etcWithheld',
    ref,
  });
  const paid = await postTransfer(tx, {
    id: tollTransferId(toll.issuerTxnId),
    debit: wallet.id,
    credit: 'etcIssuer',
    amount: toll.amountFen,
    code: 'etcToll',
    ref,
  });
  await tx.update(etcTollTransactions).set({ status: 'withheld', transferId: paid.transfer.id, withheldAt: at }).where(eq(etcTollTransactions.id, toll.id));
}

// ---------------------------------------------------------------------------------------------
// Views

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function stationView(s: StationRow) {
  return { id: s.id, code: s.code, name: s.name, highway: s.highway, lat: s.lat, lng: s.lng };
}

/** The stations of some tolls, by id. */
export async function stationsOf(db: Executor, tolls: readonly TollRow[]): Promise<Map<number, StationRow>> {
  const ids = [...new Set(tolls.flatMap((t) => [t.entryStationId, t.exitStationId]))];
  if (ids.length === 0) return new Map();
  return new Map((await db.select().from(stations).where(inArray(stations.id, ids))).map((s) => [s.id, s]));
}

/** Tolls as the contract answers them (with their card numbers and stations). */
export async function tollViews(db: Executor, tolls: readonly TollRow[]): Promise<EtcToll[]> {
  if (tolls.length === 0) return [];
  const [stationById, cards] = await Promise.all([
    stationsOf(db, tolls),
    db
      .select({ id: etcCards.id, cardNo: etcCards.cardNo })
      .from(etcCards)
      .where(inArray(etcCards.id, [...new Set(tolls.map((t) => t.cardId))])),
  ]);
  const cardNo = new Map(cards.map((c) => [c.id, c.cardNo]));
  return tolls.map((t) => ({
    id: t.id,
    issuerTxnId: t.issuerTxnId,
    etcCardId: t.cardId,
    cardNo: cardNo.get(t.cardId) ?? '',
    plateNumber: t.plateNumber,
    vehicleClass: t.vehicleClass,
    entryStation: stationView(stationById.get(t.entryStationId)!),
    exitStation: stationView(stationById.get(t.exitStationId)!),
    entryAt: t.entryAt.toISOString(),
    exitAt: t.exitAt.toISOString(),
    distanceM: t.distanceM,
    amountFen: t.amountFen,
    status: t.status,
    waybillId: t.waybillId,
    waybillNo: t.waybillId === null ? null : waybillNo(t.waybillId),
    withheldAt: iso(t.withheldAt),
  }));
}

/** 'entry → exit' station names of tolls by toll id (fund records' note). */
export async function tollNotes(db: Executor, tollIds: number[]): Promise<Map<number, string>> {
  if (tollIds.length === 0) return new Map();
  const tolls = await db.select().from(etcTollTransactions).where(inArray(etcTollTransactions.id, tollIds));
  const stationById = await stationsOf(db, tolls);
  return new Map(tolls.map((t) => [t.id, `${stationById.get(t.entryStationId)?.name ?? ''} → ${stationById.get(t.exitStationId)?.name ?? ''}`]));
}
