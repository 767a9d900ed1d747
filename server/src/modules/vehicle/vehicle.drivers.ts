import { MY_AUTHORIZATION_HISTORY } from '@/lib/contract/vehicle';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/types';
import { badRequest, conflict, fieldError, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { isUniqueViolation } from '../identity/certification.submit';
import { isEnterpriseDriver } from '../driver/driver.queries';
import { findUserByMobile } from '../user/user.repository';
import { ownerScope, vehicleFor } from './vehicle.access';
import {
  appendEvent,
  endAuthorizations,
  findAuthorizationRequest,
  findOpenAuthorization,
  findVehicle,
  insertAuthorization,
  listAuthorizationRequests,
  listAuthorizations,
  listAuthorizationsOfDriver,
  listVehicles,
  removeAuthorizationRequest,
  type VehicleWithOwner,
} from './vehicle.repository';
import { relationOf } from './vehicle.access';

/**
 * Drivers of a vehicle (docs/vehicles.md, "Drivers"): the owner side authorises drivers by mobile
 * (enterprise vehicles: active drivers of the enterprise only), revokes them; a driver gives a
 * vehicle up. Every grant is a row ended once and never deleted; each step is in the history.
 */

type Listed = Awaited<ReturnType<typeof listAuthorizations>>[number];

function toDriver({ authorization, mobile, name }: Listed) {
  return {
    authorizationId: authorization.id,
    vehicleId: authorization.vehicleId,
    driverUserId: authorization.driverId,
    driverMobile: mobile,
    driverName: name,
    grantedAt: authorization.grantedAt.toISOString(),
    endedAt: authorization.endedAt?.toISOString() ?? null,
    endReason: authorization.endReason,
  };
}

async function driverOf(tx: Tx, vehicleId: number, authorizationId: number) {
  const [listed] = await listAuthorizations(tx, vehicleId, [authorizationId]);
  return toDriver(listed);
}

/** A vehicle's current drivers and ended authorisations. */
export async function vehicleDrivers(deps: AppDeps, principal: Principal | null, vehicleId: number) {
  const { userId } = requireSignedIn(principal);
  await vehicleFor(deps.db, userId, vehicleId, 'owner');
  const all = (await listAuthorizations(deps.db, vehicleId)).map(toDriver);
  return { current: all.filter((d) => d.endedAt === null), history: all.filter((d) => d.endedAt !== null) };
}

type OfDriver = Awaited<ReturnType<typeof listAuthorizationsOfDriver>>['current'][number];

function toMine({ authorization, plateNumber, licenceOwner, enterpriseName }: OfDriver) {
  return {
    authorizationId: authorization.id,
    vehicleId: authorization.vehicleId,
    plateNumber,
    ownerName: enterpriseName ?? licenceOwner,
    ownerKind: enterpriseName === null ? ('person' as const) : ('enterprise' as const),
    grantedAt: authorization.grantedAt.toISOString(),
    endedAt: authorization.endedAt?.toISOString() ?? null,
    endReason: authorization.endReason,
  };
}

/** The caller's own authorisations as a driver: current ones and the latest ended ones. */
export async function myAuthorizations(deps: AppDeps, principal: Principal | null) {
  const { userId } = requireSignedIn(principal);
  const { current, ended } = await listAuthorizationsOfDriver(deps.db, userId, MY_AUTHORIZATION_HISTORY);
  return { current: current.map(toMine), history: ended.map(toMine) };
}

/**
 * Grants `driverId` the vehicle (inside the caller's transaction, the vehicle locked): the vehicle
 * must be approved, the driver not its personal owner, for an enterprise vehicle an active driver
 * of the enterprise, and not already authorised.
 */
async function grant(tx: Tx, row: VehicleWithOwner, actorId: number, driverId: number) {
  const { vehicle } = row;
  if (row.certification.status !== 'approved') throw conflict('vehicle.driversNeedApproval');
  if (vehicle.ownerUserId === driverId) throw badRequest('vehicle.ownerDrivesOwn', {}, [fieldError('mobile', 'vehicle.fieldIsOwner')]);
  if (vehicle.enterpriseId !== null && !(await isEnterpriseDriver(tx, vehicle.enterpriseId, driverId))) {
    throw badRequest('vehicle.enterpriseDriversOnly', {}, [fieldError('mobile', 'vehicle.fieldNotActiveDriver')]);
  }
  if (await findOpenAuthorization(tx, vehicle.id, driverId)) throw conflict('vehicle.driverAlreadyAuthorised');
  const at = nowDate();
  const inserted = await insertAuthorization(tx, { vehicleId: vehicle.id, driverId, grantedBy: actorId, grantedAt: at });
  await appendEvent(tx, { vehicleId: vehicle.id, action: 'authorized', actorId, driverId, details: {}, at });
  return inserted;
}

/** Runs a grant, answering a race to the one-open-grant index as 409. */
async function granting<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('vehicle.driverAlreadyAuthorised');
    throw error;
  }
}

/** Authorises the account with `mobile` to drive the vehicle. */
export async function authorizeDriver(deps: AppDeps, principal: Principal | null, vehicleId: number, mobile: string) {
  const { userId } = requireSignedIn(principal);
  await vehicleFor(deps.db, userId, vehicleId, 'owner');
  const driver = await findUserByMobile(deps.db, mobile);
  if (!driver) throw notFound('vehicle.noAccountForMobile', { mobile });
  return granting(() =>
    deps.db.transaction(async (tx) => {
      const { row } = await vehicleFor(tx, userId, vehicleId, 'owner', true);
      const inserted = await grant(tx, row, userId, driver.id);
      return driverOf(tx, vehicleId, inserted.id);
    }),
  );
}

/**
 * Ends an authorisation: without `driverUserId` (or with the caller's own id) the caller gives the
 * vehicle up; otherwise the owner side revokes that driver.
 */
export async function untie(deps: AppDeps, principal: Principal | null, request: { vehicleId: number; driverUserId?: number }) {
  const { userId } = requireSignedIn(principal);
  const { vehicleId } = request;
  const driverId = request.driverUserId ?? userId;
  return deps.db.transaction(async (tx) => {
    const own = driverId === userId;
    if (own) {
      if (!(await findVehicle(tx, vehicleId, true)) || !(await findOpenAuthorization(tx, vehicleId, userId))) {
        throw notFound('vehicle.notAuthorisedToDrive', { id: vehicleId });
      }
    } else {
      await vehicleFor(tx, userId, vehicleId, 'owner', true);
    }
    const at = nowDate();
    const [ended] = await endAuthorizations(tx, vehicleId, { by: userId, at, reason: own ? 'untied' : 'revoked', driverId });
    if (!ended) throw notFound('vehicle.driverNotAuthorised', { driverId, id: vehicleId });
    await appendEvent(tx, { vehicleId, action: own ? 'untied' : 'revoked', actorId: userId, driverId, details: {}, at });
    return driverOf(tx, vehicleId, ended.id);
  });
}

/** Requests from authorisation links for the vehicles of the caller or a managed enterprise. */
export async function authorizationRequests(deps: AppDeps, principal: Principal | null, enterpriseId: number | undefined) {
  const { userId } = requireSignedIn(principal);
  const scope = await ownerScope(deps.db, userId, enterpriseId);
  const vehicles = await listVehicles(deps.db, scope);
  const rows = await listAuthorizationRequests(deps.db, vehicles.map((row) => row.vehicle.id));
  return rows.map(({ request, mobile, plateNumber }) => ({
    requestId: request.id,
    vehicleId: request.vehicleId,
    plateNumber,
    userId: request.userId,
    mobile,
    requestedAt: request.requestedAt.toISOString(),
  }));
}

/** Accepts (authorises the requester, same rules as authorising) or declines a link request. */
export async function settleRequest(deps: AppDeps, principal: Principal | null, requestId: number, accept: boolean) {
  const { userId } = requireSignedIn(principal);
  return granting(() =>
    deps.db.transaction(async (tx) => {
      const request = await findAuthorizationRequest(tx, requestId);
      const row = request ? await findVehicle(tx, request.vehicleId, true) : undefined;
      const relation = row ? await relationOf(tx, row, userId) : null;
      if (!request || !row || (relation !== 'owner' && relation !== 'manager')) throw notFound('vehicle.noAuthorisationRequest', { id: requestId });
      if (accept) {
        await grant(tx, row, userId, request.userId);
      } else {
        await appendEvent(tx, { vehicleId: row.vehicle.id, action: 'requestDeclined', actorId: userId, driverId: request.userId, details: {}, at: nowDate() });
      }
      await removeAuthorizationRequest(tx, requestId);
      return { ok: true as const };
    }),
  );
}
