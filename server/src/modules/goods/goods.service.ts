import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CancelSourceRequest,
  FreeTransportEditRequest,
  FreeTransportQuery,
  MarketFilter,
  NearbyQuery,
  OwnerSourcesQuery,
  ReleaseOfflineRequest,
  ReleaseSourceRequest,
  StationSourceQuery,
} from '@/lib/contract/goods';
import type { FieldError, IdentityType, PageQuery } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { CallContext } from '../../http/route';
import type { Executor } from '../../db/types';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal, SignedInPrincipal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { chinaToday } from '../driver/driver.expiry';
import { findDictGroup } from '../identity/identity.repository';
import { findEnterpriseById } from '../owner/owner.repository';
import { vehiclesDrivenBy } from '../vehicle/vehicle.queries';
import { cancelWaybillsOfSource, hasLoadingStarted } from '../waybill/waybill.queries';
import { cachedMarketPage } from './goods.market-cache';
import { findGoodsSource, recordGoodsOperation, recordGoodsView, type GoodsSourceRow } from './goods.queries';
import {
  findFreeTransport,
  findFreeTransportPage,
  findNearbyPage,
  findOperationsPage,
  findSourceWithNames,
  findSourcesPage,
  findStation,
  insertFreeTransport,
  insertGoodsSource,
  openMarket,
  recentRoutesOf,
  updateFreeTransport,
  updateSourceFrom,
  type GoodsSourceInsert,
} from './goods.repository';
import { goodsSources } from './goods.table';
import { toFreeTransport, toGoodsSource, viewerOf } from './goods.view';

/**
 * Goods sources and the market (docs/goods.md; states in docs/waybill-states.md "Goods sources").
 * Market reads take a tourist's device token or a user token; acting takes the logistics token.
 */

type Filter = z.output<typeof MarketFilter>;
/** The route's `ctx.sameForSignedInExcept` (http/route.ts): lists whose rows depend on the URL alone pass it. */
type ShareWithSignedIn = CallContext['sameForSignedInExcept'];
const DAY_MS = 86_400_000;
const DEFAULT_CANCEL_REASON = '货主取消货源';

function holds(caller: SignedInPrincipal, identity: IdentityType): boolean {
  return caller.account.identities.includes(identity);
}

/** The view of a source just written, as its owner sees it. */
async function ownView(db: Executor, id: number, userId: number) {
  const row = await findSourceWithNames(db, id);
  if (!row) throw notFound('goods.notFound', { id });
  return toGoodsSource(row, userId);
}

// ---- Market lists ----

/**
 * A page of sources shaped for the caller. `shared` names a market list whose rows are the same for
 * everyone (its name, filters and today): those rows come through the market cache.
 */
async function sourcePage(
  deps: AppDeps,
  principal: Principal | null,
  where: SQL,
  order: SQL[],
  page: PageQuery,
  shared?: string,
  share?: ShareWithSignedIn,
) {
  const find = () => findSourcesPage(deps.db, where, order, pageOffset(page.current, page.size), page.size);
  const { records, total } = shared ? await cachedMarketPage(deps, `${shared}:${chinaToday()}:${JSON.stringify(page)}`, find) : await find();
  // A card differs per signed-in viewer only for its owner (isMine, the offline shipper's mobile).
  if (shared) share?.(records.map((r) => r.source.ownerUserId));
  const viewer = viewerOf(principal);
  return toPage(records.map((r) => toGoodsSource(r, viewer)), total, page.current, page.size);
}

export function priorityGoods(deps: AppDeps, principal: Principal | null, query: Filter, share?: ShareWithSignedIn) {
  return sourcePage(deps, principal, openMarket(chinaToday(), query), [desc(goodsSources.freightFen), asc(goodsSources.loadingDate), desc(goodsSources.id)], query, 'priorityGoods', share);
}

export function todaySourceOfGoodsList(deps: AppDeps, principal: Principal | null, query: Filter, share?: ShareWithSignedIn) {
  const today = chinaToday();
  const where = openMarket(today, { ...query, loadingDate: today }) as SQL;
  // A filter for another day cannot match "today".
  const impossible = query.loadingDate !== undefined && query.loadingDate !== today;
  return sourcePage(deps, principal, impossible ? sql`false` : where, [desc(goodsSources.openedAt), desc(goodsSources.id)], query, 'todaySourceOfGoodsList', share);
}

/**
 * Recommended for a returning driver: open goods on the origin-city → destination-city routes of
 * the sources they grabbed or viewed in the last 90 days; the newest open goods for a tourist or a
 * driver with no such history.
 */
export async function recommendedForOldDrivers(deps: AppDeps, principal: Principal | null, query: Filter) {
  const market = openMarket(chinaToday(), query);
  const viewer = viewerOf(principal);
  const routes = viewer === null ? [] : await recentRoutesOf(deps.db, viewer, new Date(nowDate().getTime() - 90 * DAY_MS));
  const order = [desc(goodsSources.openedAt), desc(goodsSources.id)];
  if (routes.length === 0) return sourcePage(deps, principal, market, order, query, 'newestGoods');
  const onRoute = sql.join(
    routes.map((r) => sql`(left(${goodsSources.originAdCode}, 4) = ${r.origin} and left(${goodsSources.destinationAdCode}, 4) = ${r.destination})`),
    sql` or `,
  );
  return sourcePage(deps, principal, sql`${market} and (${onRoute})`, order, query);
}

export async function nearbySourceOfGoods(deps: AppDeps, principal: Principal | null, query: z.output<typeof NearbyQuery>) {
  const where = openMarket(chinaToday(), query);
  const { records, total } = await findNearbyPage(deps.db, where, query.latitude, query.longitude, pageOffset(query.current, query.size), query.size);
  const viewer = viewerOf(principal);
  return toPage(records.map((r) => toGoodsSource(r, viewer)), total, query.current, query.size);
}

export async function stationCommerceSourceList(deps: AppDeps, principal: Principal | null, query: z.output<typeof StationSourceQuery>, share?: ShareWithSignedIn) {
  if (!(await findStation(deps.db, query.stationId))) throw notFound('goods.stationNotFound', { id: query.stationId });
  const where = sql`${openMarket(chinaToday(), query)} and ${goodsSources.stationId} = ${query.stationId}`;
  return sourcePage(deps, principal, where, [desc(goodsSources.openedAt), desc(goodsSources.id)], query, 'stationCommerceSourceList', share);
}

/** The caller's own releases (as cargo owner or toll collector), newest first. */
export function listOfCargoOwner(deps: AppDeps, principal: Principal | null, query: z.output<typeof OwnerSourcesQuery>) {
  const { userId } = requireSignedIn(principal, 'logistics');
  const mine = eq(goodsSources.ownerUserId, userId);
  const where = query.status ? sql`${mine} and ${goodsSources.status} = ${query.status}` : mine;
  return sourcePage(deps, principal, where, [desc(goodsSources.id)], query);
}

export async function operationHistory(deps: AppDeps, principal: Principal | null, query: PageQuery) {
  const { userId } = requireSignedIn(principal, 'logistics');
  const { records, total } = await findOperationsPage(deps.db, userId, pageOffset(query.current, query.size), query.size);
  const sourceIds = [...new Set(records.map((r) => r.operation.goodsSourceId).filter((id): id is number => id !== null))];
  const sources = new Map<number, ReturnType<typeof toGoodsSource>>();
  for (const id of sourceIds) {
    const row = await findSourceWithNames(deps.db, id);
    // A draft or cancelled source of someone else is not shown (as in sourceDetail).
    if (row && (row.source.ownerUserId === userId || !HIDDEN_STATUSES.includes(row.source.status))) sources.set(id, toGoodsSource(row, userId));
  }
  return toPage(
    records.map(({ operation, freeTransport }) => ({
      id: operation.id,
      action: operation.action,
      at: operation.at.toISOString(),
      goodsSource: operation.goodsSourceId === null ? null : (sources.get(operation.goodsSourceId) ?? null),
      freeTransport: freeTransport ? toFreeTransport(freeTransport, userId) : null,
    })),
    total,
    query.current,
    query.size,
  );
}

// ---- Detail ----

/** States only the owner sees. */
const HIDDEN_STATUSES: GoodsSourceRow['status'][] = ['draft', 'cancelled'];

export async function sourceDetail(deps: AppDeps, principal: Principal | null, id: number) {
  const viewer = viewerOf(principal);
  const row = await findSourceWithNames(deps.db, id);
  if (!row || (row.source.ownerUserId !== viewer && HIDDEN_STATUSES.includes(row.source.status))) {
    throw notFound('goods.notOpen', { id });
  }
  if (viewer !== null && viewer !== row.source.ownerUserId) await recordGoodsView(deps.db, viewer, id);
  return toGoodsSource(row, viewer);
}

// ---- Release ----

type Release = z.output<typeof ReleaseSourceRequest>;
type OfflineRelease = z.output<typeof ReleaseOfflineRequest>;
type GoodsFields = Omit<Release, 'contactName' | 'contactMobile' | 'enterpriseId' | 'draft'>;

/** The release rules a schema cannot check: dict codes known, loading date not in the past (China time). */
async function checkGoodsFields(db: Executor, fields: GoodsFields): Promise<void> {
  const errors: FieldError[] = [];
  const known = async (group: string, field: keyof GoodsFields, code: string | undefined) => {
    if (code === undefined) return;
    const entries = await findDictGroup(db, group);
    if (!entries.some((e) => e.code === code)) errors.push(fieldError(field, 'goods.fieldUnknownCode', { group }));
  };
  await known('cargoType', 'cargoType', fields.cargoType);
  await known('vehicleLength', 'vehicleLength', fields.vehicleLength);
  await known('vehicleType', 'vehicleType', fields.vehicleType);
  if (fields.loadingDate < chinaToday()) errors.push(fieldError('loadingDate', 'goods.fieldDateInPast'));
  if (errors.length > 0) throw badRequest('goods.checkFields', { fields: errors.map((e) => e.field).join(', ') }, errors);
}

function goodsColumns(fields: GoodsFields) {
  return {
    originName: fields.origin.name,
    originAddress: fields.origin.address,
    originLng: fields.origin.lng,
    originLat: fields.origin.lat,
    originAdCode: fields.origin.adCode,
    destinationName: fields.destination.name,
    destinationAddress: fields.destination.address,
    destinationLng: fields.destination.lng,
    destinationLat: fields.destination.lat,
    destinationAdCode: fields.destination.adCode,
    cargoType: fields.cargoType,
    weightKg: fields.weightKg,
    volumeM3: fields.volumeM3 ?? null,
    trucksNeeded: fields.trucksNeeded,
    vehicleLength: fields.vehicleLength ?? null,
    vehicleType: fields.vehicleType ?? null,
    freightFen: fields.freightFen,
    loadingDate: fields.loadingDate,
    remarks: fields.remarks || null,
  } satisfies Partial<GoodsSourceInsert>;
}

/**
 * A cargo owner releases goods: personally (identity cargoOwner, granted when the personal
 * certification was approved) or for an enterprise they manage (approved consignor, identity
 * enterpriseCargoOwner). Opens at once unless `draft`.
 */
export async function releaseSource(deps: AppDeps, principal: Principal | null, body: Release) {
  const caller = requireSignedIn(principal, 'logistics');
  if (body.enterpriseId !== undefined) {
    const found = await findEnterpriseById(deps.db, body.enterpriseId);
    if (!found || found.enterprise.managerId !== caller.userId) throw notFound('goods.enterpriseNotManaged', { id: body.enterpriseId });
    if (found.enterprise.role !== 'consignor' || found.certification.status !== 'approved' || !holds(caller, 'enterpriseCargoOwner')) {
      throw forbidden('goods.enterpriseNotConsignor');
    }
  } else if (!holds(caller, 'cargoOwner')) {
    throw forbidden('goods.cargoOwnerFirst');
  }
  await checkGoodsFields(deps.db, body);
  const at = nowDate();
  return deps.db.transaction(async (tx) => {
    const open = body.draft !== true;
    const row = await insertGoodsSource(tx, {
      ...goodsColumns(body),
      ownerUserId: caller.userId,
      enterpriseId: body.enterpriseId ?? null,
      releasedBy: 'cargoOwner',
      contactName: body.contactName,
      contactMobile: body.contactMobile,
      status: open ? 'open' : 'draft',
      createdAt: at,
      updatedAt: at,
      openedAt: open ? at : null,
    });
    await recordGoodsOperation(tx, caller.userId, 'released', { goodsSourceId: row.id });
    return ownView(tx, row.id, caller.userId);
  });
}

/** A toll collector releases goods for an offline shipper at a station; it opens at once, the shipper is the contact. */
export async function releaseSourceOfOffline(deps: AppDeps, principal: Principal | null, body: OfflineRelease) {
  const caller = requireSignedIn(principal, 'logistics');
  if (!holds(caller, 'tollCollector')) throw forbidden('goods.tollCollectorOnly');
  if (!(await findStation(deps.db, body.stationId))) {
    throw badRequest('goods.stationNotFound', { id: body.stationId }, [fieldError('stationId', 'goods.fieldUnknownStation')]);
  }
  await checkGoodsFields(deps.db, body);
  const at = nowDate();
  return deps.db.transaction(async (tx) => {
    const row = await insertGoodsSource(tx, {
      ...goodsColumns(body),
      ownerUserId: caller.userId,
      releasedBy: 'tollCollector',
      offlineShipperName: body.shipperName,
      offlineShipperMobile: body.shipperMobile,
      stationId: body.stationId,
      contactName: body.shipperName,
      contactMobile: body.shipperMobile,
      status: 'open',
      createdAt: at,
      updatedAt: at,
      openedAt: at,
    });
    await recordGoodsOperation(tx, caller.userId, 'released', { goodsSourceId: row.id });
    return ownView(tx, row.id, caller.userId);
  });
}

/** The caller's source, locked; 404 when it is not theirs and hidden, 403 when it is someone else's open one. */
async function ownSourceForUpdate(db: Executor, userId: number, id: number): Promise<GoodsSourceRow> {
  const source = await findGoodsSource(db, id, true);
  if (!source || (source.ownerUserId !== userId && HIDDEN_STATUSES.includes(source.status))) {
    throw notFound('goods.notFound', { id });
  }
  if (source.ownerUserId !== userId) throw forbidden('goods.ownerOnly');
  return source;
}

/** Opens a draft to drivers (draft → open). */
export async function confirmTheSourceOfGoods(deps: AppDeps, principal: Principal | null, id: number) {
  const { userId } = requireSignedIn(principal, 'logistics');
  return deps.db.transaction(async (tx) => {
    const source = await ownSourceForUpdate(tx, userId, id);
    if (source.status !== 'draft') throw conflict('goods.onlyDraftConfirmed', { status: source.status });
    if (source.loadingDate < chinaToday()) throw conflict('goods.loadingDatePassed');
    const at = nowDate();
    const moved = await updateSourceFrom(tx, id, ['draft'], { status: 'open', openedAt: at, updatedAt: at });
    if (!moved) throw conflict('goods.changedMeanwhile');
    await recordGoodsOperation(tx, userId, 'confirmed', { goodsSourceId: id });
    return ownView(tx, id, userId);
  });
}

/**
 * The owner cancels a draft, open or taken source while no truck is loading: its waybills that
 * have not started loading are cancelled with it (the waybill module's cancelWaybillsOfSource).
 */
export async function cargoOwnerCancel(deps: AppDeps, principal: Principal | null, body: z.output<typeof CancelSourceRequest>) {
  const { userId } = requireSignedIn(principal, 'logistics');
  return deps.db.transaction(async (tx) => {
    const source = await ownSourceForUpdate(tx, userId, body.id);
    if (!['draft', 'open', 'taken'].includes(source.status)) throw conflict('goods.notCancellable', { status: source.status });
    if (await hasLoadingStarted(tx, body.id)) throw conflict('goods.loadingStarted');
    const at = nowDate();
    const reason = body.reason || DEFAULT_CANCEL_REASON;
    await cancelWaybillsOfSource(tx, body.id, userId, reason, at);
    const moved = await updateSourceFrom(tx, body.id, ['draft', 'open', 'taken'], {
      status: 'cancelled',
      trucksTaken: 0,
      cancelledAt: at,
      cancelReason: reason,
      updatedAt: at,
    });
    if (!moved) throw conflict('goods.changedMeanwhile');
    await recordGoodsOperation(tx, userId, 'cancelled', { goodsSourceId: body.id });
    return ownView(tx, body.id, userId);
  });
}

// ---- Free transport ----

type FreeTransportBody = z.output<typeof FreeTransportEditRequest> | Omit<z.output<typeof FreeTransportEditRequest>, 'id'>;

/** The vehicle columns of an offer: an approved vehicle the caller owns or is authorised to drive. */
async function offerColumns(db: Executor, userId: number, body: FreeTransportBody) {
  const vehicles = (await vehiclesDrivenBy(db, [userId])).get(userId) ?? [];
  const vehicle = vehicles.find((v) => v.vehicleId === body.vehicleId);
  if (!vehicle) throw forbidden('goods.offerVehicleNotYours');
  if (vehicle.status !== 'approved') throw conflict('goods.offerVehicleNotApproved', { plate: vehicle.plateNumber });
  if (body.departDate < chinaToday()) {
    throw badRequest('goods.departInPast', {}, [fieldError('departDate', 'goods.fieldTodayOrLater')]);
  }
  return {
    originName: body.origin.name,
    originAddress: body.origin.address,
    originLng: body.origin.lng,
    originLat: body.origin.lat,
    originAdCode: body.origin.adCode,
    destinationName: body.destination.name,
    destinationAddress: body.destination.address,
    destinationLng: body.destination.lng,
    destinationLat: body.destination.lat,
    destinationAdCode: body.destination.adCode,
    departDate: body.departDate,
    plateNumber: vehicle.plateNumber,
    vehicleType: vehicle.vehicleType,
    vehicleLength: vehicle.vehicleLength,
    contactMobile: body.contactMobile,
    remarks: body.remarks || null,
  };
}

export async function freeTransportRelease(deps: AppDeps, principal: Principal | null, body: Omit<z.output<typeof FreeTransportEditRequest>, 'id'>) {
  const { userId } = requireSignedIn(principal, 'logistics');
  const columns = await offerColumns(deps.db, userId, body);
  const at = nowDate();
  return deps.db.transaction(async (tx) => {
    const row = await insertFreeTransport(tx, { ...columns, driverUserId: userId, createdAt: at, updatedAt: at });
    await recordGoodsOperation(tx, userId, 'freeTransportReleased', { freeTransportId: row.id });
    return toFreeTransport(row, userId);
  });
}

/** The caller's live offer, locked: 404 when withdrawn or unknown, 403 when another driver's. */
async function ownOfferForUpdate(db: Executor, userId: number, id: number) {
  const offer = await findFreeTransport(db, id, true);
  if (!offer) throw notFound('goods.offerNotFound', { id });
  if (offer.driverUserId !== userId) throw forbidden('goods.offerDriverOnly');
  return offer;
}

export async function freeTransportEdit(deps: AppDeps, principal: Principal | null, body: z.output<typeof FreeTransportEditRequest>) {
  const { userId } = requireSignedIn(principal, 'logistics');
  return deps.db.transaction(async (tx) => {
    await ownOfferForUpdate(tx, userId, body.id);
    const columns = await offerColumns(tx, userId, body);
    const row = await updateFreeTransport(tx, body.id, { ...columns, updatedAt: nowDate() });
    await recordGoodsOperation(tx, userId, 'freeTransportEdited', { freeTransportId: body.id });
    return toFreeTransport(row, userId);
  });
}

export async function freeTransportDelete(deps: AppDeps, principal: Principal | null, id: number) {
  const { userId } = requireSignedIn(principal, 'logistics');
  return deps.db.transaction(async (tx) => {
    await ownOfferForUpdate(tx, userId, id);
    await updateFreeTransport(tx, id, { deletedAt: nowDate() });
    await recordGoodsOperation(tx, userId, 'freeTransportDeleted', { freeTransportId: id });
    return { id };
  });
}

export async function freeTransportDetail(deps: AppDeps, principal: Principal | null, id: number) {
  const offer = await findFreeTransport(deps.db, id);
  if (!offer) throw notFound('goods.offerNotFound', { id });
  return toFreeTransport(offer, viewerOf(principal));
}

export async function freeTransportInfo(deps: AppDeps, principal: Principal | null, query: z.output<typeof FreeTransportQuery>) {
  const { records, total } = await findFreeTransportPage(deps.db, chinaToday(), query, pageOffset(query.current, query.size), query.size);
  const viewer = viewerOf(principal);
  return toPage(records.map((r) => toFreeTransport(r, viewer)), total, query.current, query.size);
}
