import { mutate } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import type { z } from 'zod';
import { SERVICE_PREFIX, endpoints, type DataOf, type Endpoint, type Page, type QueryOf } from '../contract';
import { apiKey, request, useApi, type ApiArgs, type Intent } from '../http';
import { useDict } from './identity';

/**
 * Vehicles (docs/vehicles.md): registration and review of personal and enterprise vehicles,
 * licence documents and their expiry, driver authorisations, temporary vehicles and spare
 * capacity. Every change revalidates the cached vehicle reads (lists and details), so each screen
 * shows it at once.
 */

const calls = endpoints.vehicle;
const NO_ARGS = {};
const PAGE_SIZE = 10;

export type VehicleSummary = DataOf<typeof calls.mine>['records'][number];
export type VehicleDetail = DataOf<typeof calls.info>;
export type VehicleExpiryWarning = VehicleSummary['warnings'][number];
export type VehicleDriver = DataOf<typeof calls.authorize>;
export type VehicleDrivers = DataOf<typeof calls.drivers>;
export type VehicleAuditEntry = DataOf<typeof calls.certificateAudits>['records'][number];
export type VehicleAuthorizationRequest = DataOf<typeof calls.authorizationRequests>[number];
export type TemporaryVehicle = DataOf<typeof calls.save2Vehicle>;
export type SpareCapacity = DataOf<typeof calls.publishSpareCapacity>;
export type VehicleCapacity = DataOf<typeof calls.capacities>['records'][number];
export type SharedCapacity = DataOf<typeof calls.sharedInventory>['records'][number];
export type ExpiringVehicle = DataOf<typeof calls.expiring>[number];
export type MyAuthorization = DataOf<typeof calls.myAuthorizations>['current'][number];
export type VehicleSaveRequest = z.input<NonNullable<typeof calls.save.body>>;
export type TemporaryVehicleRequest = z.input<NonNullable<typeof calls.save2Vehicle.body>>;
export type SpareCapacityRequest = z.input<NonNullable<typeof calls.publishSpareCapacity.body>>;
export type RoadTransportRequest = z.input<NonNullable<typeof calls.roadTransport.body>>;
export type AnnualInspectionRequest = z.input<NonNullable<typeof calls.annualInspection.body>>;

const VEHICLE_PREFIX = `${SERVICE_PREFIX.app}/app/vehicle/`;

/** Serialized keys of the paged vehicle lists shown so far (useSWRInfinite keys a filter never sees). */
const pagedKeys = new Set<string>();

/** Revalidates every cached vehicle read (details, lists, pages) and the qualification overview. */
export async function refreshVehicleReads() {
  await Promise.all([
    mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(VEHICLE_PREFIX)),
    ...[...pagedKeys].map((key) => mutate(key)),
    mutate(apiKey(endpoints.identity.qualification, NO_ARGS)),
  ]);
}

type PagedEndpoint = Endpoint;

/** A paged vehicle list (page by page, for PagedList). `args` null skips the read. */
function usePaged<E extends PagedEndpoint, T>(endpoint: E, args: ApiArgs<E> | null) {
  const getKey = (index: number, previous: Page<T> | null) => {
    if (args === null || (previous && previous.current >= previous.pages)) return null;
    const query = { ...(args.query as object), current: index + 1, size: PAGE_SIZE } as QueryOf<E>;
    return apiKey(endpoint, { ...args, query });
  };
  if (args !== null) pagedKeys.add(unstable_serialize(getKey));
  return useSWRInfinite<Page<T>>(getKey, ([, a]: readonly [string, ApiArgs<E>]) => request(endpoint, a) as Promise<Page<T>>);
}

// Reads ---------------------------------------------------------------------------------------

export interface VehicleListFilter {
  status?: 'pending' | 'approved' | 'rejected';
  plate?: string;
}

/** The caller's personal vehicles, newest first (myVehicles). */
export function useMyVehicles(filter: VehicleListFilter = {}) {
  return usePaged<typeof calls.mine, VehicleSummary>(calls.mine, { query: filter });
}

/** An enterprise's vehicles (its manager only); `enterpriseId` undefined skips the read. */
export function useEnterpriseVehicles(enterpriseId: number | undefined, filter: VehicleListFilter = {}) {
  return usePaged<typeof calls.enterpriseVehicles, VehicleSummary>(
    calls.enterpriseVehicles,
    enterpriseId === undefined ? null : { params: { enterpriseId }, query: filter },
  );
}

/** Vehicles the caller is authorised to drive (myTrucks). */
export function useAuthorizedVehicles() {
  return usePaged<typeof calls.authorized, VehicleSummary>(calls.authorized, { query: {} });
}

/** Every approved vehicle the caller can drive (own and authorised), not paged (myTrucks). */
export function useDrivableVehicles() {
  const { data, error, mutate: revalidate } = useApi(calls.drivable, NO_ARGS);
  return { vehicles: data, error, mutate: revalidate };
}

/** The caller's authorisations as a driver: current and ended (authorizedVehicle). */
export function useMyAuthorizations() {
  const { data, error, mutate: revalidate } = useApi(calls.myAuthorizations, NO_ARGS);
  return { authorizations: data, error, mutate: revalidate };
}

/** One vehicle (owner, manager or authorised driver); null skips the read. */
export function useVehicle(vehicleId: number | null | undefined) {
  const { data, error, mutate: revalidate } = useApi(calls.info, vehicleId == null ? null : { params: { vehicleId } });
  return { vehicle: data, error, mutate: revalidate };
}

/** The audit trail of the caller's (or the managed enterprise's) vehicle certifications. */
export function useVehicleAudits(filter: { vehicleId?: number; enterpriseId?: number } = {}) {
  return usePaged<typeof calls.certificateAudits, VehicleAuditEntry>(calls.certificateAudits, { query: filter });
}

/** Vehicles not yet approved: the caller's, or the managed enterprise's. */
export function useUnverifiedVehicles(enterpriseId?: number) {
  const { data, error, mutate: revalidate } = useApi(calls.unverified, { query: enterpriseId === undefined ? {} : { enterpriseId } });
  return { vehicles: data, error, mutate: revalidate };
}

/** A vehicle's current drivers and past authorisations (owner/manager); null skips. */
export function useVehicleDrivers(vehicleId: number | null | undefined) {
  const { data, error, mutate: revalidate } = useApi(calls.drivers, vehicleId == null ? null : { params: { vehicleId } });
  return { drivers: data, error, mutate: revalidate };
}

/** Requests filed through authorisation links for the caller's (or the managed enterprise's) vehicles. */
export function useAuthorizationRequests(enterpriseId?: number) {
  const { data, error, mutate: revalidate } = useApi(calls.authorizationRequests, {
    query: enterpriseId === undefined ? {} : { enterpriseId },
  });
  return { requests: data, error, mutate: revalidate };
}

/** Temporary vehicles of the caller (or the managed enterprise); current ones unless `all`. */
export function useTemporaryVehicles(filter: { enterpriseId?: number; all?: boolean } = {}) {
  const query = {
    ...(filter.enterpriseId === undefined ? {} : { enterpriseId: filter.enterpriseId }),
    ...(filter.all ? { all: 'true' as const } : {}),
  };
  return usePaged<typeof calls.temporaryVehicles, TemporaryVehicle>(calls.temporaryVehicles, { query });
}

/** One temporary vehicle of the caller (or of an enterprise they manage); null skips. */
export function useTemporaryVehicle(temporaryId: number | null | undefined) {
  const { data, error, mutate: revalidate } = useApi(calls.temporaryVehicle, temporaryId == null ? null : { params: { temporaryId } });
  return { temporary: data, error, mutate: revalidate };
}

/** A vehicle's open spare capacity, or null (owner/manager); vehicleId null skips. */
export function useSpareCapacity(vehicleId: number | null | undefined) {
  const { data, error, mutate: revalidate } = useApi(calls.spareCapacity, vehicleId == null ? null : { params: { vehicleId } });
  return { spareCapacity: data, error, mutate: revalidate };
}

/** The caller's (or the managed enterprise's) approved vehicles with their open spare capacity. */
export function useVehicleCapacities(enterpriseId?: number) {
  return usePaged<typeof calls.capacities, VehicleCapacity>(calls.capacities, {
    query: enterpriseId === undefined ? {} : { enterpriseId },
  });
}

/** Open spare capacity of approved vehicles, for cargo owners (thirdPartySharedInventory). */
export function useSharedInventory(filter: { fromArea?: string; toArea?: string } = {}) {
  return usePaged<typeof calls.sharedInventory, SharedCapacity>(calls.sharedInventory, { query: filter });
}

/** Vehicles with documents expired or expiring within 30 days: the caller's, or the managed enterprise's. */
export function useExpiringVehicles(enterpriseId?: number) {
  const { data, error, mutate: revalidate } = useApi(calls.expiring, { query: enterpriseId === undefined ? {} : { enterpriseId } });
  return { expiring: data, error, mutate: revalidate };
}

/** The dict entries of a vehicle field (vehicleType, plateColor, vehicleLength, energyType). */
export function useVehicleDict(groupCode: 'vehicleType' | 'plateColor' | 'vehicleLength' | 'energyType') {
  return useDict(groupCode);
}

// Changes -------------------------------------------------------------------------------------

async function changed<T>(result: Promise<T>): Promise<T> {
  const value = await result;
  await refreshVehicleReads();
  return value;
}

/** Registers a vehicle for review (or resubmits a rejected one with `vehicleId`). */
export function saveVehicle(vehicle: VehicleSaveRequest, intent?: Intent) {
  return changed(request(calls.save, { intent, body: vehicle }));
}

/** Deletes a vehicle (soft); its driver authorisations end. */
export function deleteVehicle(vehicleId: number, intent?: Intent) {
  return changed(request(calls.remove, { intent, params: { vehicleId } }));
}

/** Ends an authorisation: without `driverUserId` the caller (a driver) gives the vehicle up. */
export function untieVehicle(vehicleId: number, driverUserId?: number, intent?: Intent) {
  return changed(request(calls.untie, { intent, body: driverUserId === undefined ? { vehicleId } : { vehicleId, driverUserId } }));
}

export function updateRoadTransport(vehicleId: number, permit: RoadTransportRequest, intent?: Intent) {
  return changed(request(calls.roadTransport, { intent, params: { vehicleId }, body: permit }));
}

export function updateAnnualInspection(vehicleId: number, inspection: AnnualInspectionRequest, intent?: Intent) {
  return changed(request(calls.annualInspection, { intent, params: { vehicleId }, body: inspection }));
}

/** Sets (or clears with null) the vehicle's contact mobile. */
export function updateVehicleContact(vehicleId: number, contactMobile: string | null, intent?: Intent) {
  return changed(request(calls.contact, { intent, params: { vehicleId }, body: { contactMobile } }));
}

/** Moves a vehicle to an enterprise the caller manages, or (null) to the caller personally. */
export function allocateVehicle(vehicleId: number, enterpriseId: number | null, intent?: Intent) {
  return changed(request(calls.allocate, { intent, params: { vehicleId }, body: { enterpriseId } }));
}

/** Authorises a driver (by mobile) to drive the vehicle. */
export function authorizeDriver(vehicleId: number, mobile: string, intent?: Intent) {
  return changed(request(calls.authorize, { intent, params: { vehicleId }, body: { mobile } }));
}

/** Accepts or declines a request filed through an authorisation link. */
export function settleAuthorizationRequest(requestId: number, accept: boolean, intent?: Intent) {
  return changed(request(calls.settleRequest, { intent, params: { requestId }, body: { accept } }));
}

/** Registers (or changes, with `temporaryId`) a temporary vehicle. */
export function saveTemporaryVehicle(vehicle: TemporaryVehicleRequest, intent?: Intent) {
  return changed(request(calls.save2Vehicle, { intent, body: vehicle }));
}

export function endTemporaryVehicle(temporaryId: number, intent?: Intent) {
  return changed(request(calls.endTemporary, { intent, params: { temporaryId } }));
}

export function publishSpareCapacity(vehicleId: number, capacity: SpareCapacityRequest, intent?: Intent) {
  return changed(request(calls.publishSpareCapacity, { intent, params: { vehicleId }, body: capacity }));
}

export function closeSpareCapacity(vehicleId: number, intent?: Intent) {
  return changed(request(calls.closeSpareCapacity, { intent, params: { vehicleId } }));
}
