import { useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { mutate } from 'swr';
import useSWRInfinite, { unstable_serialize, type SWRInfiniteKeyLoader } from 'swr/infinite';
import type { z } from 'zod';
import { endpoints, type DataOf, type Endpoint, type GoodsSourceStatus, type MarketFilter, type Page } from '../contract';
import { apiKey, request, useApi, type ApiArgs, type Intent } from '../http';
import { touristAtom } from '../state/atoms';
import { appStore } from '../state/store';

/**
 * Goods sources and the goods market (issue 5, docs/goods.md). The market lists, details,
 * stations, areas and places are readable by a tourist; acting needs sign-in (the server answers
 * 401, screens offer sign-in then). Lists are page by page for PagedList (useSWRInfinite).
 */

const calls = endpoints.goods;
const NO_ARGS = {};
export const GOODS_PAGE_SIZE = 10;

export type GoodsSourceItem = DataOf<typeof calls.sourceDetail>;
export type FreeTransportItem = DataOf<typeof calls.freeTransportDetail>;
export type OperationItem = DataOf<typeof calls.operationHistory>['records'][number];
export type StationItem = DataOf<typeof calls.listOfStation>[number];
export type DivisionItem = DataOf<typeof calls.areas>[number];
export type PlaceItem = DataOf<typeof calls.places>[number];
export type ReleaseSourceRequest = z.input<NonNullable<typeof calls.releaseSource.body>>;
export type ReleaseOfflineRequest = z.input<NonNullable<typeof calls.releaseSourceOfOffline.body>>;
export type FreeTransportRequest = z.input<NonNullable<typeof calls.freeTransportRelease.body>>;
export type FreeTransportEditRequest = z.input<NonNullable<typeof calls.freeTransportEdit.body>>;
/** Market filters without the paging (the hooks page). */
export type GoodsFilter = Omit<MarketFilter, 'current' | 'size'>;

type PagedEndpoint = Endpoint & { query?: z.ZodType };

/** Serialized keys of the mounted paged lists, so a change can re-read every one of them. */
const liveLists = new Set<string>();

function pageKeyOf<E extends PagedEndpoint>(endpoint: E, query: Record<string, unknown> | null): SWRInfiniteKeyLoader {
  return (index: number, previous: Page<unknown> | null) => {
    if (query === null) return null;
    if (previous && previous.current >= previous.pages) return null;
    return apiKey(endpoint, { query: { ...query, current: index + 1, size: GOODS_PAGE_SIZE } } as ApiArgs<E>);
  };
}

/** One paged list of `endpoint` with `query` (null: no read), for PagedList. */
function usePagedList<E extends PagedEndpoint>(endpoint: E, query: Record<string, unknown> | null) {
  const getKey = pageKeyOf(endpoint, query);
  const serialized = query === null ? null : unstable_serialize(getKey);
  useEffect(() => {
    if (serialized === null) return;
    liveLists.add(serialized);
    return () => {
      liveLists.delete(serialized);
    };
  }, [serialized]);
  return useSWRInfinite<DataOf<E>>(getKey, ([, args]: readonly [string, ApiArgs<E>]) => request(endpoint, args));
}

/** Drops empty filter values (the query builder skips them anyway; this keeps keys stable). */
function compact(filter: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** Whether the caller is a tourist (own lists are not read then). */
function useTourist() {
  return useAtomValue(touristAtom, { store: appStore });
}

/** Re-reads every mounted goods list and the given detail after a change. */
async function refreshGoods(detail?: GoodsSourceItem) {
  if (detail) await mutate(apiKey(calls.sourceDetail, { params: { id: detail.id } }), detail, { revalidate: false });
  await Promise.all([...liveLists].map((key) => mutate(key)));
}

async function refreshFreeTransport(item?: FreeTransportItem) {
  if (item) await mutate(apiKey(calls.freeTransportDetail, { params: { id: item.id } }), item, { revalidate: false });
  await Promise.all([...liveLists].map((key) => mutate(key)));
}

// ---- Market lists (tourist-readable) ----

/** Open goods, highest freight per truck first. */
export function usePriorityGoods(filter?: GoodsFilter) {
  return usePagedList(calls.priorityGoods, compact(filter));
}

/** Open goods on the routes the signed-in driver grabbed or viewed before (newest open goods for a tourist or a new driver). */
export function useRecommendedGoods(filter?: GoodsFilter) {
  return usePagedList(calls.recommendedForOldDrivers, compact(filter));
}

/** Open goods loading today (China time). */
export function useTodayGoods(filter?: GoodsFilter) {
  return usePagedList(calls.todaySourceOfGoodsList, compact(filter));
}

/** Open goods nearest to `position` first (each with distanceM); no read until a position is known. */
export function useNearbyGoods(position: { latitude: number; longitude: number } | null, filter?: GoodsFilter) {
  return usePagedList(calls.nearbySourceOfGoods, position === null ? null : { ...compact(filter), ...position });
}

/** Open goods released at a toll station. */
export function useStationGoods(stationId: number | undefined, filter?: GoodsFilter) {
  return usePagedList(calls.stationCommerceSourceList, stationId === undefined ? null : { ...compact(filter), stationId });
}

/** Free-transport offers departing today or later. */
export function useFreeTransports(filter?: { originAdCode?: string; destinationAdCode?: string; departDate?: string }) {
  return usePagedList(calls.freeTransportInfo, compact(filter));
}

// ---- The caller's own (signed in) ----

/** The caller's released goods (cargo owner or toll collector), optionally of one status. */
export function useMyGoodsSources(status?: GoodsSourceStatus) {
  const tourist = useTourist();
  return usePagedList(calls.listOfCargoOwner, tourist ? null : compact({ status }));
}

/** The caller's recent actions on goods. */
export function useOperationHistory() {
  const tourist = useTourist();
  return usePagedList(calls.operationHistory, tourist ? null : {});
}

// ---- Details and reference data ----

/** One goods source (a draft or cancelled one only to its owner). */
export function useGoodsSource(id: number | undefined) {
  const { data, error, mutate: revalidate } = useApi(calls.sourceDetail, id === undefined ? null : { params: { id } });
  return { goodsSource: data, error, mutate: revalidate };
}

/** One free-transport offer. */
export function useFreeTransport(id: number | undefined) {
  const { data, error, mutate: revalidate } = useApi(calls.freeTransportDetail, id === undefined ? null : { params: { id } });
  return { freeTransport: data, error, mutate: revalidate };
}

/** Toll stations, optionally by keyword (name or highway) or area code. */
export function useStations(query?: { keyword?: string; adCode?: string }) {
  const { data, error, mutate: revalidate } = useApi(calls.listOfStation, { query: compact(query) });
  return { stations: data, error, mutate: revalidate };
}

/** Vehicle types and lengths for the market filters. */
export function useVehicleClassification() {
  const { data, error, mutate: revalidate } = useApi(calls.vehicleClassification, NO_ARGS);
  return { classification: data, error, mutate: revalidate };
}

/** Administrative divisions under `parentCode` (provinces when undefined). */
export function useAreas(parentCode?: string) {
  const { data, error, mutate: revalidate } = useApi(calls.areas, { query: compact({ parentCode }) });
  return { areas: data, error, mutate: revalidate };
}

/** Places matching `keyword` (no read while it is empty), nearest to `near` first. */
export function usePlaces(keyword: string, near?: { lat: number; lng: number }) {
  const trimmed = keyword.trim();
  const { data, error, isLoading } = useApi(calls.places, trimmed === '' ? null : { query: { keyword: trimmed, ...near } });
  return { places: data, error, isLoading };
}

// ---- Verbs ----

/** Releases goods as a cargo owner (draft: true keeps it unopened); answers the source. */
export async function releaseSource(fields: ReleaseSourceRequest, intent?: Intent) {
  const source = await request(calls.releaseSource, { intent, body: fields });
  await refreshGoods(source);
  return source;
}

/** A toll collector releases goods for an offline shipper at a station. */
export async function releaseSourceOfOffline(fields: ReleaseOfflineRequest, intent?: Intent) {
  const source = await request(calls.releaseSourceOfOffline, { intent, body: fields });
  await refreshGoods(source);
  return source;
}

/** Opens a draft to drivers. */
export async function confirmGoodsSource(id: number, intent?: Intent) {
  const source = await request(calls.confirmTheSourceOfGoods, { intent, body: { id } });
  await refreshGoods(source);
  return source;
}

/** Cancels the caller's source while no truck is loading. */
export async function cancelGoodsSource(id: number, reason?: string, intent?: Intent) {
  const source = await request(calls.cargoOwnerCancel, { intent, body: { id, ...(reason ? { reason } : {}) } });
  await refreshGoods(source);
  return source;
}

/** Offers a free (return) trip. */
export async function releaseFreeTransport(fields: FreeTransportRequest, intent?: Intent) {
  const item = await request(calls.freeTransportRelease, { intent, body: fields });
  await refreshFreeTransport(item);
  return item;
}

/** Changes the caller's free-transport offer. */
export async function editFreeTransport(fields: FreeTransportEditRequest, intent?: Intent) {
  const item = await request(calls.freeTransportEdit, { intent, body: fields });
  await refreshFreeTransport(item);
  return item;
}

/** Withdraws the caller's free-transport offer. */
export async function deleteFreeTransport(id: number, intent?: Intent) {
  const answer = await request(calls.freeTransportDelete, { intent, body: { id } });
  await mutate(apiKey(calls.freeTransportDetail, { params: { id } }), undefined, { revalidate: false });
  await refreshFreeTransport();
  return answer;
}
