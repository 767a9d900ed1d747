import type { z } from 'zod';
import { SERVICE_PREFIX, endpoints, fillPath } from '@/lib/contract';
import type { CommerceWaybillInfo, WaybillDetail, WaybillSummary } from '@/lib/contract/waybill';
import type { Executor } from '../../db/types';
import type { GoodsSourceRow } from '../goods/goods.queries';
import { findDetailFacts, findPeople, type DetailFacts, type Person, type SummaryRow, type WaybillRow } from './waybill.repository';
import { signWaybillCode, waybillNo } from './waybill.tokens';

/** How a waybill is answered: summaries for lists, the detail with allowed actions, the station view. */

type Summary = z.output<typeof WaybillSummary>;
type Detail = z.output<typeof WaybillDetail>;
type Commerce = z.output<typeof CommerceWaybillInfo>;
type Action = Detail['actions'][number];

/** The caller's relation to a waybill, which decides what they see and may do. */
export type Viewer = 'driver' | 'cargoOwner' | 'manager';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function photoUrl(waybillId: number, fileId: string): string {
  return SERVICE_PREFIX[endpoints.waybill.waybillPhoto.service] + fillPath(endpoints.waybill.waybillPhoto.path, { id: waybillId, fileId });
}

/** Names (approved real names) and mobiles of people, for one page at a time. */
export async function peopleOf(db: Executor, userIds: number[]) {
  return peopleFrom(await findPeople(db, [...new Set(userIds)]));
}

function peopleFrom(found: Person[]) {
  const people = new Map(found.map((p) => [p.id, p]));
  return (userId: number) => ({ userId, name: people.get(userId)?.name ?? null, mobile: people.get(userId)?.mobile ?? '' });
}
type People = ReturnType<typeof peopleFrom>;

export function toSummary(waybill: SummaryRow['waybill'], source: SummaryRow['source'], people: People): Summary {
  return {
    waybillId: waybill.id,
    waybillNo: waybillNo(waybill.id),
    status: waybill.status,
    origin: waybill.origin,
    goodsSourceId: waybill.goodsSourceId,
    carNumber: waybill.plateNumber,
    freightFen: waybill.freightFen,
    originName: source.originName,
    destinationName: source.destinationName,
    loadingDate: source.loadingDate,
    driver: people(waybill.driverId),
    cargoOwnerId: waybill.cargoOwnerId,
    createdAt: waybill.createdAt.toISOString(),
    updatedAt: waybill.updatedAt.toISOString(),
  };
}

/** What `viewer` may do with the waybill now (the service enforces the same rules). */
export function actionsFor(waybill: WaybillRow, viewer: Viewer): Action[] {
  const actions: Action[] = [];
  const s = waybill.status;
  if (viewer === 'driver') {
    if (s === 'assigned') actions.push('receive');
    if (s === 'created' && !waybill.driverSignedAt) actions.push('sign');
    if (s === 'signed') actions.push('scanLoading');
    if (s === 'loading') actions.push('completeLoading');
    if (s === 'loaded' || s === 'inTransit') actions.push('scanUnloading');
    if (s === 'unloading') actions.push('completeUnloading');
    if (s === 'assigned' || s === 'created' || s === 'signed') actions.push('driverCancel');
  }
  if (viewer === 'cargoOwner') {
    if (s === 'created' && !waybill.ownerSignedAt) actions.push('sign');
    if (s === 'assigned' || s === 'created' || s === 'signed') actions.push('ownerCancel');
    if ((s === 'unloaded' || s === 'settled') && !waybill.evaluatedAt) actions.push('evaluate');
  }
  return actions;
}

/** The detail of a waybill in hand (after a change, in its transaction): its facts in one read. */
export async function toDetail(db: Executor, secret: string, waybill: WaybillRow, source: GoodsSourceRow, viewer: Viewer): Promise<Detail> {
  return detailFrom(secret, waybill, source, viewer, await findDetailFacts(db, waybill));
}

/** The detail from what was read (findWaybillDetail reads the waybill, its source and the facts in one). */
export function detailFrom(secret: string, waybill: WaybillRow, source: GoodsSourceRow, viewer: Viewer, facts: DetailFacts): Detail {
  const { history, signings } = facts;
  const people = peopleFrom(facts.people);
  const signed = (party: 'driver' | 'cargoOwner') => signings.find((s) => s.party === party);
  return {
    ...toSummary(waybill, source, people),
    goods: {
      goodsSourceId: source.id,
      cargoType: source.cargoType,
      weightKg: source.weightKg,
      volumeM3: source.volumeM3,
      loadingDate: source.loadingDate,
      origin: { name: source.originName, address: source.originAddress, lng: source.originLng, lat: source.originLat, adCode: source.originAdCode },
      destination: {
        name: source.destinationName,
        address: source.destinationAddress,
        lng: source.destinationLng,
        lat: source.destinationLat,
        adCode: source.destinationAdCode,
      },
      stationId: source.stationId,
      offlineShipper:
        source.offlineShipperName && source.offlineShipperMobile ? { name: source.offlineShipperName, mobile: source.offlineShipperMobile } : null,
      enterpriseId: source.enterpriseId,
    },
    cargoOwner: people(waybill.cargoOwnerId),
    vehicleId: waybill.vehicleId,
    signatures: (['driver', 'cargoOwner'] as const).map((party) => {
      const s = signed(party);
      return { party, signed: s !== undefined, signerName: s?.signerName ?? null, signedAt: iso(s?.signedAt ?? null) };
    }),
    loading: waybill.loadingScannedAt
      ? {
          scannedAt: waybill.loadingScannedAt.toISOString(),
          completedAt: iso(waybill.loadedAt),
          weightKg: waybill.loadedWeightKg,
          photoUrls: (waybill.loadedPhotoIds ?? []).map((id) => photoUrl(waybill.id, id)),
        }
      : null,
    unloading: waybill.unloadingScannedAt
      ? {
          scannedAt: waybill.unloadingScannedAt.toISOString(),
          completedAt: iso(waybill.unloadedAt),
          weightKg: waybill.unloadedWeightKg,
          photoUrls: (waybill.unloadedPhotoIds ?? []).map((id) => photoUrl(waybill.id, id)),
        }
      : null,
    cancellation:
      waybill.status === 'cancelled' && waybill.cancelledBy && waybill.cancelReason && waybill.cancelledAt
        ? { by: waybill.cancelledBy, actorId: waybill.cancelActorId, reason: waybill.cancelReason, at: waybill.cancelledAt.toISOString() }
        : null,
    evaluation:
      waybill.evaluationStars !== null && waybill.evaluatedAt
        ? { stars: waybill.evaluationStars, text: waybill.evaluationText ?? '', at: waybill.evaluatedAt.toISOString() }
        : null,
    stationSignFor:
      waybill.stationSignedForAt && waybill.stationSignedForBy !== null
        ? { collectorId: waybill.stationSignedForBy, at: waybill.stationSignedForAt.toISOString() }
        : null,
    code: viewer === 'driver' ? signWaybillCode(secret, waybill.id) : null,
    actions: actionsFor(waybill, viewer),
    history: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      actorId: h.actorId,
      at: h.at.toISOString(),
      reason: h.reason,
      lat: h.lat,
      lng: h.lng,
    })),
  };
}

export function toCommerce(waybill: WaybillRow, source: GoodsSourceRow, people: People): Commerce {
  return {
    ...toSummary(waybill, source, people),
    stationId: source.stationId,
    offlineShipper:
      source.offlineShipperName && source.offlineShipperMobile ? { name: source.offlineShipperName, mobile: source.offlineShipperMobile } : null,
    loadedWeightKg: waybill.loadedWeightKg,
    loadingCompletedAt: iso(waybill.loadedAt),
    signedFor: waybill.stationSignedForAt !== null,
    signedForAt: iso(waybill.stationSignedForAt),
  };
}
