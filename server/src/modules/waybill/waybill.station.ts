import { isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { LOADING_STARTED_STATUSES, QR_LIFETIME_MS, type SourceQrQuery, type StationQuery, type StationSignForRequest } from '@/lib/contract/waybill';
import type { Executor } from '../../db/types';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { now } from '../clock';
import { findGoodsSource, type GoodsSourceRow } from '../goods/goods.queries';
import { fieldEvent, requireLogistics, requireTollCollector } from './waybill.access';
import { qrStationOf } from './waybill.field';
import { runIdempotent } from '../idempotency/idempotency';
import { findStationWaybillPage, findWaybillWithSource, updateIn, type WaybillRow } from './waybill.repository';
import { waybills } from './waybill.table';
import { signSourceQr, verifyWaybillCode } from './waybill.tokens';
import { signShortCode } from './waybill.shortCode';
import { peopleOf, toCommerce } from './waybill.view';

/**
 * The goods-source QR codes and the toll station's view of waybills (docs/waybills.md). A toll
 * collector acts for the station named in the call: the platform does not yet record which
 * station employs which collector for these calls (any holder of the tollCollector identity is
 * accepted); station_collectors binds a collector to a station for the kiosk key (waybill.kiosk.ts).
 */

/** GET sourceQrCode: the owner of the goods (either code), or a toll collector (loading code of goods released at a station). */
export async function sourceQrCode(deps: AppDeps, principal: Principal | null, query: z.output<typeof SourceQrQuery>) {
  const me = requireLogistics(principal);
  const source = await findGoodsSource(deps.db, query.goodsSourceId);
  if (!source) throw notFound('waybill.noSuchSource');
  const collectorMay = me.account.identities.includes('tollCollector') && source.stationId !== null && query.purpose === 'loading';
  if (source.ownerUserId !== me.userId && !collectorMay) throw forbidden('waybill.stationCodeOwnerOnly');
  if (source.status !== 'open' && source.status !== 'taken') throw conflict('waybill.sourceNoTrucks');
  const stationId = qrStationOf({ source }, query.purpose);
  const facts = { purpose: query.purpose, goodsSourceId: source.id, stationId };
  const at = now();
  const { token, expiresAt } = signSourceQr(deps.config.tokenSecret, facts, at + QR_LIFETIME_MS);
  const short = signShortCode(deps.config.tokenSecret, facts, at);
  return {
    goodsSourceId: source.id,
    stationId: stationId === 0 ? null : stationId,
    purpose: query.purpose,
    token,
    expiresAt: expiresAt.toISOString(),
    shortCode: short.shortCode,
    shortCodeExpiresAt: short.expiresAt.toISOString(),
  };
}

async function commerceOf(db: Executor, waybill: WaybillRow, source: GoodsSourceRow) {
  return toCommerce(waybill, source, await peopleOf(db, [waybill.driverId]));
}

/** A waybill of goods released at a toll station (404 otherwise), for a toll collector. */
async function stationWaybill(db: Executor, waybillId: number) {
  const found = await findWaybillWithSource(db, waybillId);
  if (!found || found.source.stationId === null) throw notFound('waybill.noSuchStationWaybill');
  return found;
}

/** GET commerceWaybillInfo/{id}. */
export async function commerceWaybillInfo(deps: AppDeps, principal: Principal | null, waybillId: number) {
  requireTollCollector(principal);
  const { waybill, source } = await stationWaybill(deps.db, waybillId);
  return commerceOf(deps.db, waybill, source);
}

/** GET stationLoadingDetail. */
export async function stationLoadingDetail(deps: AppDeps, principal: Principal | null, waybillId: number) {
  requireTollCollector(principal);
  const { waybill, source } = await stationWaybill(deps.db, waybillId);
  if (!(LOADING_STARTED_STATUSES as readonly string[]).includes(waybill.status)) throw notFound('waybill.noSuchStationLoading');
  return commerceOf(deps.db, waybill, source);
}

/** GET stationLoadingList: the station's goods' waybills that started loading, newest first. */
export async function stationLoadingList(deps: AppDeps, principal: Principal | null, query: z.output<typeof StationQuery>) {
  requireTollCollector(principal);
  const { rows, total } = await findStationWaybillPage(deps.db, query.stationId, LOADING_STARTED_STATUSES, query);
  const people = await peopleOf(deps.db, rows.map((r) => r.waybill.driverId));
  return {
    records: rows.map((r) => toCommerce(r.waybill, r.source, people)),
    total,
    size: query.size,
    current: query.current,
    pages: Math.ceil(total / query.size),
  };
}

/** POST waybillDetailScanning: the waybill behind a driver's waybill code. */
export async function waybillDetailScanning(deps: AppDeps, principal: Principal | null, code: string) {
  requireTollCollector(principal);
  const waybillId = verifyWaybillCode(deps.config.tokenSecret, code);
  const found = await findWaybillWithSource(deps.db, waybillId);
  if (!found) throw notFound('waybill.notFound');
  return commerceOf(deps.db, found.waybill, found.source);
}

/** POST stationLoadingSignFor: the station signs for a finished loading, once (Idempotency-Key). */
export async function stationLoadingSignFor(
  deps: AppDeps,
  principal: Principal | null,
  key: string | undefined,
  body: z.output<typeof StationSignForRequest>,
) {
  const { userId } = requireTollCollector(principal);
  const event = fieldEvent(body);
  return runIdempotent(deps, userId, key, 'stationLoadingSignFor', body, async (tx) => {
    const { waybill, source } = await stationWaybill(tx, body.waybillId);
    if (!waybill.loadedAt) throw conflict('waybill.loadingNotFinished');
    const updated = await updateIn(
      tx,
      waybill.id,
      ['loaded', 'inTransit', 'unloading', 'unloaded', 'settled'],
      { stationSignedForAt: event.at, stationSignedForBy: userId },
      isNull(waybills.stationSignedForAt),
    );
    if (!updated) throw conflict('waybill.loadingSignedFor');
    return commerceOf(tx, updated, source);
  });
}
