import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ETC_CANCELLABLE_STATUSES,
  ETC_EDITABLE_STATUSES,
  ETC_LIVE_CARD_STATUSES,
  ETC_LIVE_ORDER_STATUSES,
  type EtcCard,
  type EtcContract,
  type EtcOrder,
  type EtcOrderStatus,
} from '@/lib/contract/etc';
import type { Executor } from '../../db/types';
import { notFound } from '../../http/errors';
import type { Principal, SignedInPrincipal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { maskMobile } from '../goods/goods.view';
import { stations } from '../goods/goods.table';
import { certifications } from '../identity/identity.table';
import { bankCards } from '../money/money.table';
import { vehicleAuthorizations, vehicles } from '../vehicle/vehicle.table';
import { etcCards, etcContracts, etcOrderEvents, etcOrders, etcTollTransactions } from './etc.table';

/*
 * Shared reads of the ETC module (docs/etc.md): the caller, the plate's holders, and the views of
 * applications, contracts and cards. No access decisions beyond "the caller's own".
 */

export type OrderRow = typeof etcOrders.$inferSelect;
export type ContractRow = typeof etcContracts.$inferSelect;
export type CardRow = typeof etcCards.$inferSelect;

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The caller (user token), or 401. */
export function requireUser(principal: Principal | null): SignedInPrincipal {
  return requireSignedIn(principal);
}

export const isLiveOrder = (status: EtcOrderStatus) => (ETC_LIVE_ORDER_STATUSES as readonly string[]).includes(status);
export const isEditable = (status: EtcOrderStatus) => (ETC_EDITABLE_STATUSES as readonly string[]).includes(status);
export const isCancellable = (status: EtcOrderStatus) => (ETC_CANCELLABLE_STATUSES as readonly string[]).includes(status);

/**
 * Serialises everything that takes or frees a plate (applications, cards) in this transaction: a
 * transaction-scoped advisory lock on the plate, so "no live card, no live application" is checked
 * and acted on by one request at a time.
 */
export async function lockPlate(tx: Executor, plateNumber: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`etc-plate:${plateNumber}`}))`);
}

/** The plate's live card on the platform (issued or active), whoever holds it. */
export async function liveCardOfPlate(db: Executor, plateNumber: string): Promise<CardRow | null> {
  const [card] = await db
    .select()
    .from(etcCards)
    .where(and(eq(etcCards.plateNumber, plateNumber), inArray(etcCards.status, [...ETC_LIVE_CARD_STATUSES])))
    .limit(1);
  return card ?? null;
}

/** The plate's live application, whoever made it (optionally not `exceptOrderId`). */
export async function liveOrderOfPlate(db: Executor, plateNumber: string, exceptOrderId?: number): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(etcOrders)
    .where(and(eq(etcOrders.plateNumber, plateNumber), inArray(etcOrders.status, [...ETC_LIVE_ORDER_STATUSES])));
  return rows.find((row) => row.id !== exceptOrderId) ?? null;
}

/**
 * The user's live card (issued or active) for a plate, or for a vehicle (by the vehicle's plate),
 * with its class: what the toll side charges. Null when there is none. (Helper B imports this.)
 */
export async function liveCardFor(db: Executor, userId: number, target: { plateNumber: string } | { vehicleId: number }): Promise<CardRow | null> {
  let plateNumber: string;
  if ('plateNumber' in target) {
    plateNumber = target.plateNumber;
  } else {
    const [vehicle] = await db.select({ plateNumber: vehicles.plateNumber }).from(vehicles).where(eq(vehicles.id, target.vehicleId));
    if (!vehicle) return null;
    plateNumber = vehicle.plateNumber;
  }
  const card = await liveCardOfPlate(db, plateNumber);
  return card && card.userId === userId ? card : null;
}

/** The plate's live card whoever holds it, with its holder and class (the truck's card). */
export async function liveCardOfVehicle(db: Executor, plateNumber: string): Promise<Pick<CardRow, 'id' | 'userId' | 'cardNo' | 'obuNo' | 'vehicleClass' | 'status' | 'contractId'> | null> {
  return liveCardOfPlate(db, plateNumber);
}

/** The caller's certified (approved, not deleted) vehicle with this plate, owned or authorised to drive; null when none. */
export async function certifiedVehicleOf(db: Executor, userId: number, by: { plateNumber: string } | { vehicleId: number }) {
  const [row] = await db
    .select({ vehicle: vehicles })
    .from(vehicles)
    .innerJoin(certifications, eq(certifications.id, vehicles.certificationId))
    .leftJoin(
      vehicleAuthorizations,
      and(eq(vehicleAuthorizations.vehicleId, vehicles.id), eq(vehicleAuthorizations.driverId, userId), sql`${vehicleAuthorizations.endedAt} is null`),
    )
    .where(
      and(
        'plateNumber' in by ? eq(vehicles.plateNumber, by.plateNumber) : eq(vehicles.id, by.vehicleId),
        sql`${vehicles.deletedAt} is null`,
        eq(certifications.status, 'approved'),
        sql`(${vehicles.ownerUserId} = ${userId} or ${vehicleAuthorizations.driverId} = ${userId})`,
      ),
    )
    .limit(1);
  return row?.vehicle ?? null;
}

/** The caller's application `orderId` (locked for update when asked), or 404. */
export async function orderOf(db: Executor, userId: number, orderId: number, forUpdate = false): Promise<OrderRow> {
  const query = db.select().from(etcOrders).where(and(eq(etcOrders.id, orderId), eq(etcOrders.userId, userId)));
  const [order] = forUpdate ? await query.for('update') : await query;
  if (!order) throw notFound('etc.orderNotFound');
  return order;
}

/** The caller's contract, or 404. */
export async function contractOf(db: Executor, userId: number, contractId: number): Promise<ContractRow> {
  const [contract] = await db.select().from(etcContracts).where(and(eq(etcContracts.id, contractId), eq(etcContracts.userId, userId)));
  if (!contract) throw notFound('etc.contractNotFound');
  return contract;
}

/** The caller's card, or 404. */
export async function cardOf(db: Executor, userId: number, cardId: number): Promise<CardRow> {
  const [card] = await db.select().from(etcCards).where(and(eq(etcCards.id, cardId), eq(etcCards.userId, userId)));
  if (!card) throw notFound('etc.cardNotFound');
  return card;
}

// ---------------------------------------------------------------------------------------------
// Views

export async function contractViews(db: Executor, rows: ContractRow[]): Promise<EtcContract[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const holders = await db
    .select({ id: etcOrders.id, contractId: etcOrders.contractId })
    .from(etcOrders)
    .where(and(inArray(etcOrders.contractId, ids), inArray(etcOrders.status, [...ETC_LIVE_ORDER_STATUSES])));
  const cards = await db
    .select({ id: bankCards.id, reservedMobile: bankCards.reservedMobile })
    .from(bankCards)
    .where(inArray(bankCards.id, rows.map((row) => row.bankCardId)));
  return rows.map((row) => {
    const mobile = cards.find((card) => card.id === row.bankCardId)?.reservedMobile ?? null;
    return {
      id: row.id,
      status: row.status,
      channelCode: row.channelCode,
      bankName: row.bankName,
      bankCardId: row.bankCardId,
      cardLast4: row.cardLast4,
      holderName: row.holderName,
      mobileMasked: mobile ? maskMobile(mobile) : null,
      contractNo: row.contractNo,
      agreementVersion: row.agreementVersion,
      orderId: holders.find((holder) => holder.contractId === row.id)?.id ?? null,
      createdAt: row.createdAt.toISOString(),
      signedAt: row.signedAt?.toISOString() ?? null,
    };
  });
}

/** Parts an application still lacks before it may be submitted. */
export function missingParts(order: OrderRow): EtcOrder['missing'] {
  const missing: EtcOrder['missing'] = [];
  if (!order.handleMethod) missing.push('handleMethod');
  if (!order.channelCode) missing.push('channel');
  if (!order.contractId) missing.push('contract');
  if (order.handleMethod === 'mail' && !(order.receiverName && order.receiverMobile && order.adCode && order.areaName && order.addressDetail)) missing.push('address');
  if (order.handleMethod === 'outlet' && !order.outletStationId) missing.push('outlet');
  if (order.vehicleSource === 'typed' && !(order.licenseFrontFileId && order.licenseBackFileId)) missing.push('licensePhotos');
  return missing;
}

export async function orderViews(db: Executor, rows: OrderRow[]): Promise<EtcOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const events = await db.select().from(etcOrderEvents).where(inArray(etcOrderEvents.orderId, ids)).orderBy(asc(etcOrderEvents.at), asc(etcOrderEvents.id));
  const contractIds = rows.flatMap((row) => (row.contractId ? [row.contractId] : []));
  const contracts = contractIds.length ? await contractViews(db, await db.select().from(etcContracts).where(inArray(etcContracts.id, contractIds))) : [];
  const stationIds = rows.flatMap((row) => (row.outletStationId ? [row.outletStationId] : []));
  const outlets = stationIds.length ? await db.select().from(stations).where(inArray(stations.id, stationIds)) : [];
  const cards = await db.select({ id: etcCards.id, orderId: etcCards.orderId }).from(etcCards).where(inArray(etcCards.orderId, ids));
  return rows.map((row) => {
    const outlet = outlets.find((station) => station.id === row.outletStationId);
    const missing = missingParts(row);
    return {
      id: row.id,
      orderNo: row.orderNo,
      status: row.status,
      vehicle: {
        source: row.vehicleSource,
        vehicleId: row.vehicleId,
        plateNumber: row.plateNumber,
        plateColor: row.plateColor,
        ownerName: row.ownerName,
        vin: row.vin,
        axles: row.axles,
        totalWeightKg: row.totalWeightKg,
        lengthMm: row.lengthMm,
        vehicleClass: row.vehicleClass,
        licenseFrontFileId: row.licenseFrontFileId,
        licenseBackFileId: row.licenseBackFileId,
      },
      handleMethod: row.handleMethod,
      channelCode: row.channelCode,
      bankName: contracts.find((c) => c.id === row.contractId)?.bankName ?? null,
      contract: contracts.find((c) => c.id === row.contractId) ?? null,
      address:
        row.receiverName && row.receiverMobile && row.adCode && row.areaName && row.addressDetail
          ? { receiverName: row.receiverName, receiverMobile: row.receiverMobile, adCode: row.adCode, areaName: row.areaName, detail: row.addressDetail }
          : null,
      outlet: outlet ? { stationId: outlet.id, name: outlet.name, highway: outlet.highway, address: outlet.address } : null,
      issuerOrderNo: row.issuerOrderNo,
      rejectReason: row.status === 'rejected' ? row.rejectReason : null,
      cardNo: row.cardNo,
      obuNo: row.obuNo,
      etcCardId: cards.find((card) => card.orderId === row.id)?.id ?? null,
      trackingNo: row.trackingNo,
      carrier: row.carrier,
      timeline: events
        .filter((event) => event.orderId === row.id)
        .map((event) => ({ status: event.status, at: event.at.toISOString(), actor: event.actor, note: event.note })),
      missing,
      canEdit: isEditable(row.status),
      canCancel: isCancellable(row.status),
      canActivate: ['issued', 'shipped', 'readyForPickup'].includes(row.status),
      createdAt: row.createdAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function orderView(db: Executor, row: OrderRow): Promise<EtcOrder> {
  return (await orderViews(db, [row]))[0];
}

/** The China-time month's start, as an instant. */
function chinaMonthStart(at: Date): Date {
  const china = new Date(at.getTime() + CHINA_OFFSET_MS);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) - CHINA_OFFSET_MS);
}

export async function cardViews(db: Executor, rows: CardRow[], at: Date): Promise<EtcCard[]> {
  if (rows.length === 0) return [];
  const contractIds = rows.flatMap((row) => (row.contractId ? [row.contractId] : []));
  const contracts = contractIds.length ? await db.select().from(etcContracts).where(inArray(etcContracts.id, contractIds)) : [];
  const monthTotals = await db
    .select({ cardId: etcTollTransactions.cardId, total: sql<string>`coalesce(sum(${etcTollTransactions.amountFen}), 0)` })
    .from(etcTollTransactions)
    .where(and(inArray(etcTollTransactions.cardId, rows.map((row) => row.id)), sql`${etcTollTransactions.exitAt} >= ${chinaMonthStart(at).toISOString()}`))
    .groupBy(etcTollTransactions.cardId);
  return rows.map((row) => {
    const contract = contracts.find((c) => c.id === row.contractId);
    return {
      id: row.id,
      cardNo: row.cardNo,
      obuNo: row.obuNo,
      status: row.status,
      source: row.source,
      plateNumber: row.plateNumber,
      plateColor: row.plateColor,
      vehicleClass: row.vehicleClass,
      orderId: row.orderId,
      bankName: contract?.bankName ?? null,
      bankCardLast4: contract?.cardLast4 ?? null,
      issuedAt: row.issuedAt.toISOString(),
      activatedAt: row.activatedAt?.toISOString() ?? null,
      unboundAt: row.unboundAt?.toISOString() ?? null,
      monthTollFen: Number(monthTotals.find((total) => total.cardId === row.id)?.total ?? 0),
    };
  });
}
