import type { z } from 'zod';
import { plateColorProblem } from '@/lib/contract/vehicle';
import type {
  AnnualInspectionUpdate,
  RoadTransportUpdate,
  VehicleAllocation,
  VehicleAuditQuery,
  VehicleContactUpdate,
  VehicleListQuery,
  VehicleSave,
} from '@/lib/contract/vehicle';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/types';
import { badRequest, conflict, fieldError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { daysBetween } from '../driver/driver.expiry';
import { findCertificationById } from '../identity/identity.repository';
import { isUniqueViolation, openCertification, type SubmissionRefusals } from '../identity/certification.submit';
import {
  chinaToday,
  checkDictCodes,
  checkOwnedImages,
  detailOf,
  ownerScope,
  pageOf,
  pageWindow,
  requireManagedEnterprise,
  requireNotPast,
  toDetail,
  toSummaries,
  toSummary,
  vehicleFor,
  warningsOf,
  type Relation,
} from './vehicle.access';
import {
  appendEvent,
  closeSpareCapacities,
  countDrivers,
  endAuthorizations,
  findDrivableVehicles,
  findLiveVehicleByPlate,
  findVehicle,
  insertVehicle,
  listVehicles,
  lockPlate,
  pageVehicleAudits,
  pageVehicles,
  updateVehicle,
  type VehicleScope,
} from './vehicle.repository';

/**
 * Vehicles from their owners' side (docs/vehicles.md): registration and resubmission, lists,
 * details, documents, re-allocation, deletion, the certification trail and expiring documents.
 * Every call checks the caller first (401 without a user token).
 */

const REFUSALS: SubmissionRefusals = {
  pending: 'vehicle.pending',
  approved: 'vehicle.approved',
};

/** Runs a registration, answering a race to the plate's unique index as the 409 it is. */
async function plateGuarded<T>(plateNumber: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('vehicle.plateTaken', { plate: plateNumber });
    throw error;
  }
}

type SaveRequest = z.output<typeof VehicleSave>;

/** The checks of a save that need no transaction: plate/colour, dates, dict codes, the caller's photos. */
async function checkSave(deps: AppDeps, userId: number, request: SaveRequest) {
  const colorProblem = plateColorProblem(request.plateNumber, request.plateColor);
  if (colorProblem) throw badRequest('vehicle.plateColourMismatch', {}, [fieldError('plateColor', 'vehicle.fieldPlateColour')]);
  if (daysBetween(chinaToday(), request.registerDate) > 0) {
    throw badRequest('vehicle.registeredInFuture', {}, [fieldError('registerDate', 'vehicle.fieldInFuture')]);
  }
  requireNotPast(request.inspectionValidUntil, 'inspectionValidUntil', 'vehicle.inspectionEnded');
  const permit = { roadTransportNo: request.roadTransportNo, roadTransportValidUntil: request.roadTransportValidUntil, roadTransportImage: request.roadTransportImage };
  const given = Object.entries(permit).filter(([, value]) => value !== undefined);
  if (given.length > 0 && given.length < 3) {
    const missing = Object.keys(permit).filter((field) => permit[field as keyof typeof permit] === undefined);
    throw badRequest('vehicle.permitFieldsTogether', {}, missing.map((field) => fieldError(field, 'vehicle.fieldWithOtherPermitFields')));
  }
  if (request.roadTransportValidUntil) requireNotPast(request.roadTransportValidUntil, 'roadTransportValidUntil', 'vehicle.permitEnded');
  if (request.licenseFrontImage === request.licenseBackImage) {
    throw badRequest('vehicle.licenceSameImage', {}, [fieldError('licenseBackImage', 'vehicle.fieldSameLicenceImage')]);
  }
  await checkDictCodes(deps.db, {
    plateColor: { group: 'plateColor', code: request.plateColor },
    vehicleType: { group: 'vehicleType', code: request.vehicleType },
    vehicleLength: { group: 'vehicleLength', code: request.vehicleLength },
    energyType: { group: 'energyType', code: request.energyType },
  });
  await checkOwnedImages(deps.db, userId, {
    licenseFrontImage: request.licenseFrontImage,
    licenseBackImage: request.licenseBackImage,
    roadTransportImage: request.roadTransportImage,
  });
}

/** The vehicle's own columns as the request gives them. */
function fieldsOf(request: SaveRequest) {
  return {
    plateNumber: request.plateNumber,
    plateColor: request.plateColor,
    vehicleType: request.vehicleType,
    vehicleLength: request.vehicleLength ?? null,
    energyType: request.energyType,
    approvedLoadKg: request.approvedLoadKg,
    ownerName: request.ownerName,
    vin: request.vin,
    registerDate: request.registerDate,
    licenseFrontFileId: request.licenseFrontImage,
    licenseBackFileId: request.licenseBackImage,
    inspectionValidUntil: request.inspectionValidUntil,
    roadTransportNo: request.roadTransportNo ?? null,
    roadTransportValidUntil: request.roadTransportValidUntil ?? null,
    roadTransportFileId: request.roadTransportImage ?? null,
  };
}

/** Resubmits the caller's rejected vehicle with corrected fields (same vehicle and certification rows). */
async function resubmit(tx: Tx, userId: number, vehicleId: number, request: SaveRequest) {
  const { row, relation } = await vehicleFor(tx, userId, vehicleId, 'owner', true);
  if ((row.vehicle.enterpriseId ?? undefined) !== request.enterpriseId) {
    throw badRequest('vehicle.resubmitKeepsOwner', {}, [fieldError('enterpriseId', 'vehicle.fieldDiffersFromOwner')]);
  }
  const current = await findCertificationById(tx, row.certification.id, true);
  await openCertification(tx, userId, 'vehicle', current, REFUSALS);
  await updateVehicle(tx, vehicleId, fieldsOf(request));
  return detailOf(tx, vehicleId, relation);
}

/**
 * Registers a vehicle for review (personal, or the enterprise's when the caller manages it), or
 * resubmits the caller's rejected one. One plate is one live vehicle: a second registration is 409.
 */
export async function saveVehicle(deps: AppDeps, principal: Principal | null, request: SaveRequest) {
  const { userId } = requireSignedIn(principal);
  if (request.enterpriseId !== undefined) await requireManagedEnterprise(deps.db, userId, request.enterpriseId);
  await checkSave(deps, userId, request);
  const taken = () => conflict('vehicle.plateTaken', { plate: request.plateNumber });
  return plateGuarded(request.plateNumber, () =>
    deps.db.transaction(async (tx) => {
      await lockPlate(tx, request.plateNumber);
      const holder = await findLiveVehicleByPlate(tx, request.plateNumber);
      if (holder && holder.id !== request.vehicleId) throw taken();
      if (request.vehicleId !== undefined) return resubmit(tx, userId, request.vehicleId, request);
      const certification = await openCertification(tx, userId, 'vehicle', undefined, REFUSALS);
      const inserted = await insertVehicle(tx, {
        ...fieldsOf(request),
        certificationId: certification.id,
        submitterId: userId,
        ownerUserId: request.enterpriseId === undefined ? userId : null,
        enterpriseId: request.enterpriseId ?? null,
        createdAt: nowDate(),
      });
      return detailOf(tx, inserted.id, request.enterpriseId === undefined ? 'owner' : 'manager');
    }),
  );
}

/** Deletes a vehicle (soft): its authorisations end, its spare capacity closes, the history keeps it all. */
export async function deleteVehicle(deps: AppDeps, principal: Principal | null, vehicleId: number) {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const { row } = await vehicleFor(tx, userId, vehicleId, 'owner', true);
    const at = nowDate();
    await updateVehicle(tx, vehicleId, { deletedAt: at, deletedBy: userId });
    const ended = await endAuthorizations(tx, vehicleId, { by: userId, at, reason: 'deleted' });
    await closeSpareCapacities(tx, vehicleId, at);
    await appendEvent(tx, {
      vehicleId,
      action: 'deleted',
      actorId: userId,
      details: { plateNumber: row.vehicle.plateNumber, endedDrivers: ended.map((a) => a.driverId) },
      at,
    });
    return { ok: true as const };
  });
}

type ListQuery = z.output<typeof VehicleListQuery>;

async function listPage(deps: AppDeps, scope: VehicleScope, relation: Relation, query: ListQuery) {
  const { rows, total } = await pageVehicles(deps.db, scope, { status: query.status, plate: query.plate }, pageWindow(query));
  return pageOf(await toSummaries(deps.db, rows, relation), total, query);
}

/** The caller's personal vehicles. */
export async function myVehicles(deps: AppDeps, principal: Principal | null, query: ListQuery) {
  const { userId } = requireSignedIn(principal);
  return listPage(deps, { ownerUserId: userId }, 'owner', query);
}

/** An enterprise's vehicles, for its manager. */
export async function enterpriseVehicles(deps: AppDeps, principal: Principal | null, enterpriseId: number, query: ListQuery) {
  const { userId } = requireSignedIn(principal);
  await requireManagedEnterprise(deps.db, userId, enterpriseId);
  return listPage(deps, { enterpriseId }, 'manager', query);
}

/** Vehicles the caller is authorised to drive. */
export async function authorizedVehicles(deps: AppDeps, principal: Principal | null, query: { current: number; size: number }) {
  const { userId } = requireSignedIn(principal);
  return listPage(deps, { driverId: userId }, 'driver', query);
}

/**
 * Every approved vehicle the caller can drive: their own personal ones first, then those
 * authorised to them (a driver has a handful: not paged). Expired documents show as warnings.
 */
export async function drivableVehicles(deps: AppDeps, principal: Principal | null) {
  const { userId } = requireSignedIn(principal);
  const rows = await findDrivableVehicles(deps.db, userId);
  const counts = await countDrivers(deps.db, rows.map((row) => row.vehicle.id));
  // The caller's own first, then those they are authorised to drive.
  const own = rows.filter((row) => row.vehicle.ownerUserId === userId);
  const authorised = rows.filter((row) => row.vehicle.ownerUserId !== userId);
  return [...own.map((row) => toSummary(row, 'owner', counts.get(row.vehicle.id) ?? 0)), ...authorised.map((row) => toSummary(row, 'driver', counts.get(row.vehicle.id) ?? 0))];
}

/** One vehicle, for its owner side or an authorised driver. */
export async function vehicleInfo(deps: AppDeps, principal: Principal | null, vehicleId: number) {
  const { userId } = requireSignedIn(principal);
  const { row, relation } = await vehicleFor(deps.db, userId, vehicleId, 'any');
  return toDetail(deps.db, row, relation);
}

/** Vehicles not yet approved (pending or rejected) of the caller or a managed enterprise. */
export async function unverifiedVehicles(deps: AppDeps, principal: Principal | null, enterpriseId: number | undefined) {
  const { userId } = requireSignedIn(principal);
  const scope = await ownerScope(deps.db, userId, enterpriseId);
  const rows = await listVehicles(deps.db, scope, { statuses: ['pending', 'rejected'] });
  return toSummaries(deps.db, rows, 'ownerUserId' in scope ? 'owner' : 'manager');
}

/** Vehicles with documents expired or expiring within 30 days, of the caller or a managed enterprise. */
export async function expiringVehicles(deps: AppDeps, principal: Principal | null, enterpriseId: number | undefined) {
  const { userId } = requireSignedIn(principal);
  const scope = await ownerScope(deps.db, userId, enterpriseId);
  const today = chinaToday();
  return (await listVehicles(deps.db, scope))
    .map((row) => ({ vehicleId: row.vehicle.id, plateNumber: row.vehicle.plateNumber, warnings: warningsOf(row.vehicle, today) }))
    .filter((vehicle) => vehicle.warnings.length > 0);
}

/** The certification trail of the caller's (or a managed enterprise's) vehicles, newest first. */
export async function vehicleAudits(deps: AppDeps, principal: Principal | null, query: z.output<typeof VehicleAuditQuery>) {
  const { userId } = requireSignedIn(principal);
  const scope = await ownerScope(deps.db, userId, query.enterpriseId);
  const { rows, total } = await pageVehicleAudits(deps.db, scope, query.vehicleId, pageWindow(query));
  return pageOf(rows.map((row) => ({ ...row, at: row.at.toISOString() })), total, query);
}

/** A document change on the owner side (no new review), recorded in the vehicle's history. */
async function changeDocuments(
  deps: AppDeps,
  userId: number,
  vehicleId: number,
  action: 'inspectionUpdated' | 'roadTransportUpdated' | 'contactUpdated',
  set: Record<string, string | null>,
) {
  return deps.db.transaction(async (tx) => {
    const { row, relation } = await vehicleFor(tx, userId, vehicleId, 'owner', true);
    const before = row.vehicle as unknown as Record<string, unknown>;
    const changes = Object.fromEntries(Object.entries(set).map(([field, to]) => [field, { from: before[field] ?? null, to }]));
    await updateVehicle(tx, vehicleId, set);
    await appendEvent(tx, { vehicleId, action, actorId: userId, details: changes, at: nowDate() });
    return detailOf(tx, vehicleId, relation);
  });
}

export async function updateRoadTransport(deps: AppDeps, principal: Principal | null, vehicleId: number, update: z.output<typeof RoadTransportUpdate>) {
  const { userId } = requireSignedIn(principal);
  await vehicleFor(deps.db, userId, vehicleId, 'owner');
  requireNotPast(update.roadTransportValidUntil, 'roadTransportValidUntil', 'vehicle.permitEnded');
  await checkOwnedImages(deps.db, userId, { roadTransportImage: update.roadTransportImage });
  return changeDocuments(deps, userId, vehicleId, 'roadTransportUpdated', {
    roadTransportNo: update.roadTransportNo,
    roadTransportValidUntil: update.roadTransportValidUntil,
    roadTransportFileId: update.roadTransportImage,
  });
}

export async function updateAnnualInspection(deps: AppDeps, principal: Principal | null, vehicleId: number, update: z.output<typeof AnnualInspectionUpdate>) {
  const { userId } = requireSignedIn(principal);
  await vehicleFor(deps.db, userId, vehicleId, 'owner');
  requireNotPast(update.inspectionValidUntil, 'inspectionValidUntil', 'vehicle.inspectionEnded');
  await checkOwnedImages(deps.db, userId, { inspectionImage: update.inspectionImage });
  return changeDocuments(deps, userId, vehicleId, 'inspectionUpdated', {
    inspectionValidUntil: update.inspectionValidUntil,
    ...(update.inspectionImage ? { inspectionFileId: update.inspectionImage } : {}),
  });
}

export async function updateContact(deps: AppDeps, principal: Principal | null, vehicleId: number, update: z.output<typeof VehicleContactUpdate>) {
  const { userId } = requireSignedIn(principal);
  return changeDocuments(deps, userId, vehicleId, 'contactUpdated', { contactMobile: update.contactMobile });
}

/**
 * Moves a vehicle to an enterprise the caller manages, or to the caller personally. The caller
 * must be on its owner side now; its driver authorisations end (they were given by the old owner).
 */
export async function allocateVehicle(deps: AppDeps, principal: Principal | null, vehicleId: number, allocation: z.output<typeof VehicleAllocation>) {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const { row } = await vehicleFor(tx, userId, vehicleId, 'owner', true);
    const target = allocation.enterpriseId;
    if (target !== null) await requireManagedEnterprise(tx, userId, target);
    const from = { ownerUserId: row.vehicle.ownerUserId, enterpriseId: row.vehicle.enterpriseId };
    const to = target === null ? { ownerUserId: userId, enterpriseId: null } : { ownerUserId: null, enterpriseId: target };
    if (from.ownerUserId === to.ownerUserId && from.enterpriseId === to.enterpriseId) {
      throw conflict('vehicle.alreadyThere');
    }
    const at = nowDate();
    await updateVehicle(tx, vehicleId, to);
    const ended = await endAuthorizations(tx, vehicleId, { by: userId, at, reason: 'reallocated' });
    await closeSpareCapacities(tx, vehicleId, at);
    await appendEvent(tx, { vehicleId, action: 'allocated', actorId: userId, details: { from, to, endedDrivers: ended.map((a) => a.driverId) }, at });
    const moved = await findVehicle(tx, vehicleId);
    return toDetail(tx, moved!, target === null ? 'owner' : 'manager');
  });
}
