import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import { endpoints, type DataOf, type Page, type WaybillStatus } from '../contract';
import { apiKey, download, request, useApi, type Intent } from '../http';
import { onFieldActionsConfirmed, queueFieldAction, type WaybillFieldAction, type FieldPhoto, type FieldPhotos, type QueuedFieldAction } from './fieldQueue';

export {
  FIELD_ACTIONS,
  dismissFieldAction,
  fieldQueueAtom,
  flushFieldActions,
  uploadFieldPhoto,
  useFieldQueue,
  type FieldAction,
  type FieldPhoto,
  type QueuedFieldAction,
} from './fieldQueue';

/**
 * Waybills (docs/waybills.md): grab, dispatch and receive, the e-contract signing pages, the
 * field actions (scans, loading and unloading completed, station sign-for), cancellations,
 * evaluation and the lists. After a change the cached waybill reads are read again.
 *
 * Field actions go through an offline queue (lib/api/fieldQueue.ts): `sendFieldAction` gives each
 * action an idempotency key and the phone's own time (and position when given), keeps it (and its
 * photos) in IndexedDB for the signed-in person, and sends it; when no answer comes it stays queued
 * ("waiting to send") and is replayed by the page and the service worker. The server applies each
 * key once, so a replay of something that did arrive answers the first result. A refusal (4xx)
 * removes it from the queue and is reported to the caller / kept with its failure.
 */

const w = endpoints.waybill;
const PAGE_SIZE = 20;
/** How often an unfinished waybill on screen is read again. */
const WAYBILL_REFRESH_MS = 15_000;
const WAYBILL_ENDED = ['unloaded', 'settled', 'cancelled'] as const;

export type WaybillDetailInfo = DataOf<typeof w.waybillDetail>;
export type WaybillSummaryInfo = DataOf<typeof w.waybillListOfDriver>['records'][number];
export type CommerceWaybill = DataOf<typeof w.commerceWaybillInfo>;
export type SourceQr = DataOf<typeof w.sourceQrCode>;
export type SignUrlInfo = DataOf<typeof w.getSignUrl>;
type Body<K extends keyof typeof w> = z.input<NonNullable<(typeof w)[K]['body']>>;

/** Every cached waybill read (and the goods reads whose slots a waybill change moves). */
export function refreshWaybills() {
  return mutate(
    (key) =>
      Array.isArray(key) &&
      typeof key[0] === 'string' &&
      /\/logistics\/api\/(waybill|commerceWaybillInfo|stationLoading|sourceDetail|getSignUrl|waybillSignUrl)/.test(key[0]),
  );
}

// ---- reads -------------------------------------------------------------------------------

/** One waybill with goods, parties, signatures, history and the caller's allowed actions. */
export function useWaybillDetail(waybillId: number | null | undefined) {
  const { data, error, mutate: revalidate } = useApi(w.waybillDetail, waybillId ? { params: { id: waybillId } } : null, {
    // Until it ends, the other side moves it (signs, scans, receives): read it again now and then.
    refreshInterval: (latest) => (latest && !(WAYBILL_ENDED as readonly string[]).includes(latest.status) ? WAYBILL_REFRESH_MS : 0),
  });
  return { waybill: data, error, mutate: revalidate };
}

/** The station-commerce view of a waybill (toll collectors). */
export function useCommerceWaybillInfo(waybillId: number | null | undefined) {
  const { data, error, mutate: revalidate } = useApi(w.commerceWaybillInfo, waybillId ? { params: { id: waybillId } } : null);
  return { waybill: data, error, mutate: revalidate };
}

/** One station loading (toll collectors). */
export function useStationLoadingDetail(waybillId: number | null | undefined) {
  const { data, error, mutate: revalidate } = useApi(w.stationLoadingDetail, waybillId ? { query: { waybillId } } : null);
  return { loading: data, error, mutate: revalidate };
}

/** The goods source's QR (loading or unloading scan); re-read to get a fresh one. */
export function useSourceQrCode(goodsSourceId: number | null | undefined, purpose: 'loading' | 'unloading' = 'loading') {
  const { data, error, mutate: revalidate, isValidating } = useApi(
    w.sourceQrCode,
    goodsSourceId ? { query: { goodsSourceId, purpose } } : null,
    { revalidateOnFocus: false },
  );
  return { qr: data, error, refresh: revalidate, refreshing: isValidating };
}

type ListFilter = { status?: WaybillStatus; goodsSourceId?: number };

function pagedWaybills(endpoint: typeof w.waybillList, filter: ListFilter | null) {
  return useSWRInfinite<Page<WaybillSummaryInfo>>(
    (index: number, previous: Page<WaybillSummaryInfo> | null) => {
      if (!filter || (previous && previous.current >= previous.pages)) return null;
      return apiKey(endpoint, { query: { ...filter, current: index + 1, size: PAGE_SIZE } });
    },
    ([, args]: readonly [string, { query: ListFilter & { current: number; size: number } }]) => request(endpoint, args),
  );
}

/** DRIVERS: the caller's waybills (status 'assigned': dispatches to receive), for PagedList. */
export function useDriverWaybills(filter: ListFilter | null = {}) {
  return pagedWaybills(w.waybillListOfDriver, filter);
}

/** CARGO OWNERS: the waybills of the caller's goods sources (optionally one source), for PagedList. */
export function useOwnerWaybills(filter: ListFilter | null = {}) {
  return pagedWaybills(w.waybillList, filter);
}

/** ENTERPRISE MANAGERS: the enterprise's waybills (consignor: its goods; carrier: its drivers). */
export function useEnterpriseWaybills(enterpriseId: number | null | undefined, status?: WaybillStatus) {
  return useSWRInfinite<Page<WaybillSummaryInfo>>(
    (index: number, previous: Page<WaybillSummaryInfo> | null) => {
      if (!enterpriseId || (previous && previous.current >= previous.pages)) return null;
      return apiKey(w.waybillListOfEnterprise, { query: { enterpriseId, status, current: index + 1, size: PAGE_SIZE } });
    },
    ([, args]: readonly [string, { query: { enterpriseId: number; status?: WaybillStatus; current: number; size: number } }]) =>
      request(w.waybillListOfEnterprise, args),
  );
}

/** TOLL COLLECTORS: a station's loadings, for PagedList. */
export function useStationLoadings(stationId: number | null | undefined) {
  return useSWRInfinite<Page<CommerceWaybill>>(
    (index: number, previous: Page<CommerceWaybill> | null) => {
      if (!stationId || (previous && previous.current >= previous.pages)) return null;
      return apiKey(w.stationLoadingList, { query: { stationId, current: index + 1, size: PAGE_SIZE } });
    },
    ([, args]: readonly [string, { query: { stationId: number; current: number; size: number } }]) => request(w.stationLoadingList, args),
  );
}

/**
 * A waybill photo (weighing slip, receipt: `loading.photoUrls` / `unloading.photoUrls`) as an
 * object URL for an <img> (the URL needs the session's authorization). The caller revokes it.
 */
export async function waybillPhotoUrl(url: string): Promise<string> {
  return URL.createObjectURL(await download(url, { logistics: true }));
}

// ---- verbs -------------------------------------------------------------------------------

/** DRIVERS: grab a truck slot of an open goods source with one of the caller's vehicles (by plate). */
export async function grabOrder(body: Body<'grabOrder'>, intent?: Intent) {
  const waybill = await request(w.grabOrder, { intent, body });
  await refreshWaybills();
  return waybill;
}

/** CARGO OWNERS: dispatch a slot of their goods to a named driver and vehicle. */
export async function dispatchOrder(body: Body<'cargoOwnerDispatchOrder'>, intent?: Intent) {
  const waybill = await request(w.cargoOwnerDispatchOrder, { intent, body });
  await refreshWaybills();
  return waybill;
}

/** DRIVERS: receive (accept) a waybill dispatched to them. */
export async function receiveOrder(waybillId: number, intent?: Intent) {
  const waybill = await request(w.receivingOrder, { intent, body: { waybillId } });
  await refreshWaybills();
  return waybill;
}

/** The signing page of the caller's side (driver: getSignUrl; cargo owner: waybillSignUrl). */
export function signUrl(waybillId: number, party: 'driver' | 'cargoOwner'): Promise<SignUrlInfo> {
  return request(party === 'driver' ? w.getSignUrl : w.waybillSignUrl, { query: { waybillId } });
}

/** DRIVERS: cancel (or decline a dispatch) before loading, with a reason. */
export async function driverCancelOrder(waybillId: number, reason: string, intent?: Intent) {
  const waybill = await request(w.driverCancelOrder, { intent, body: { waybillId, reason } });
  await refreshWaybills();
  return waybill;
}

/** CARGO OWNERS: cancel a waybill of their goods before loading (withdraw a dispatch), with a reason. */
export async function cargoOwnerCancelWaybill(waybillId: number, reason: string, intent?: Intent) {
  const waybill = await request(w.cargoOwnerCancelWaybill, { intent, body: { waybillId, reason } });
  await refreshWaybills();
  return waybill;
}

/** CARGO OWNERS: rate the driver of an unloaded waybill (once). */
export async function evaluateWaybill(body: Body<'cargoOwnerEvaluate'>, intent?: Intent) {
  const waybill = await request(w.cargoOwnerEvaluate, { intent, body });
  await refreshWaybills();
  return waybill;
}

/** TOLL COLLECTORS: the waybill behind a scanned waybill code. */
export function waybillDetailScanning(code: string): Promise<CommerceWaybill> {
  return request(w.waybillDetailScanning, { body: { code } });
}

// ---- field actions (queued offline: lib/api/fieldQueue.ts) --------------------------------------

onFieldActionsConfirmed(refreshWaybills);

export type FieldActionResult = { sent: true; waybill: WaybillDetailInfo | CommerceWaybill } | { sent: false; queued: QueuedFieldAction };

/** Runs a field action now, or keeps it queued for the signed-in person (see lib/api/fieldQueue.ts). */
export async function sendFieldAction<A extends WaybillFieldAction>(action: A, body: Body<A>, photos?: FieldPhotos): Promise<FieldActionResult> {
  return (await queueFieldAction(action, body as Record<string, unknown>, photos, refreshWaybills)) as FieldActionResult;
}

/** DRIVERS: scan the pickup QR (queued offline). */
export function scanLoading(body: Body<'scanningLoading'>) {
  return sendFieldAction('scanningLoading', body);
}
/** DRIVERS: finish loading with weight and weighing-slip photos (queued offline, photos kept on the phone until sent). */
export function completeLoading(body: Omit<Body<'loadingCompleted'>, 'weighingSlipFileIds'>, photos: FieldPhoto[]) {
  return sendFieldAction('loadingCompleted', body as Body<'loadingCompleted'>, { field: 'weighingSlipFileIds', items: photos });
}
/** DRIVERS: scan the destination QR (queued offline). */
export function scanUnloading(body: Body<'scanningUnloading'>) {
  return sendFieldAction('scanningUnloading', body);
}
/** DRIVERS: finish unloading with weight and receipt photos (queued offline, photos kept on the phone until sent). */
export function completeUnloading(body: Omit<Body<'unLoadingCompleted'>, 'receiptFileIds'>, photos: FieldPhoto[]) {
  return sendFieldAction('unLoadingCompleted', body as Body<'unLoadingCompleted'>, { field: 'receiptFileIds', items: photos });
}
/** TOLL COLLECTORS: sign for a station loading (queued offline). */
export function signForStationLoading(waybillId: number, position: { lat?: number; lng?: number } = {}) {
  return sendFieldAction('stationLoadingSignFor', { waybillId, isSignFor: 1, refusalReason: '', ...position });
}
