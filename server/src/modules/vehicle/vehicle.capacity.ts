import type { z } from 'zod';
import { MAX_TEMPORARY_DAYS, plateColorProblem } from '@/lib/contract/vehicle';
import type { CapacityListQuery, SharedInventoryQuery, SpareCapacitySave, TemporaryListQuery, TemporaryVehicleSave } from '@/lib/contract/vehicle';
import type { IdentityType } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { daysBetween } from '../driver/driver.expiry';
import { isUniqueViolation } from '../identity/certification.submit';
import { chinaToday, checkDictCodes, ownerScope, pageOf, pageWindow, toSummaries, vehicleFor } from './vehicle.access';
import {
  closeSpareCapacities,
  findLiveVehicleByPlate,
  findOpenSpareCapacity,
  findOverlappingTemporary,
  findTemporary,
  insertSpareCapacity,
  insertTemporary,
  lockPlate,
  pageSharedCapacity,
  pageTemporary,
  pageVehicles,
  updateTemporary,
  type SpareCapacityRow,
  type TemporaryRow,
} from './vehicle.repository';

/**
 * Temporary vehicles and spare capacity (docs/vehicles.md). Temporary vehicles need no review and
 * end by themselves after their period; spare capacity is published per approved vehicle and
 * listed, open and current, for cargo owners.
 */

// Temporary vehicles -----------------------------------------------------------------------------

function stateOf(row: TemporaryRow, today: string) {
  if (row.endedAt) return 'ended' as const;
  if (row.validUntil < today) return 'expired' as const;
  if (row.validFrom > today) return 'upcoming' as const;
  return 'active' as const;
}

function toTemporary(row: TemporaryRow, enterpriseName: string | null, today = chinaToday()) {
  return {
    temporaryId: row.id,
    owner:
      row.enterpriseId !== null
        ? { kind: 'enterprise' as const, userId: null, enterpriseId: row.enterpriseId, enterpriseName }
        : { kind: 'person' as const, userId: row.ownerUserId, enterpriseId: null, enterpriseName: null },
    plateNumber: row.plateNumber,
    plateColor: row.plateColor,
    vehicleType: row.vehicleType,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    state: stateOf(row, today),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A temporary vehicle the caller registered, or of an enterprise they manage; 404 otherwise. */
async function temporaryFor(db: Parameters<typeof findTemporary>[0], userId: number, temporaryId: number, options?: { lock?: boolean }) {
  const found = await findTemporary(db, temporaryId, options);
  const mine = found && (found.temporary.enterpriseId === null ? found.temporary.ownerUserId === userId : found.managerId === userId);
  if (!found || !mine) throw notFound('vehicle.temporaryNotFound', { id: temporaryId });
  return found;
}

/**
 * Registers (or changes) a temporary vehicle: a period of at most 90 days starting today or later
 * (a change may keep a start already passed), no review. Its plate may not be a registered
 * vehicle's, nor overlap another current period of the same owner and plate.
 */
export async function saveTemporary(deps: AppDeps, principal: Principal | null, request: z.output<typeof TemporaryVehicleSave>) {
  const { userId } = requireSignedIn(principal);
  const owner = await ownerScope(deps.db, userId, request.enterpriseId);
  const colorProblem = plateColorProblem(request.plateNumber, request.plateColor);
  if (colorProblem) throw badRequest('vehicle.plateColourMismatch', {}, [fieldError('plateColor', 'vehicle.fieldPlateColour')]);
  const today = chinaToday();
  const length = daysBetween(request.validFrom, request.validUntil);
  if (length < 0) throw badRequest('vehicle.periodReversed', {}, [fieldError('validUntil', 'vehicle.fieldBeforeValidFrom')]);
  if (length >= MAX_TEMPORARY_DAYS) {
    throw badRequest('vehicle.temporaryTooLong', { days: MAX_TEMPORARY_DAYS }, [fieldError('validUntil', 'vehicle.fieldTooLongAfterStart', { days: MAX_TEMPORARY_DAYS })]);
  }
  if (request.validUntil < today) throw badRequest('vehicle.periodEnded', {}, [fieldError('validUntil', 'vehicle.fieldInPast')]);
  await checkDictCodes(deps.db, {
    plateColor: { group: 'plateColor', code: request.plateColor },
    vehicleType: { group: 'vehicleType', code: request.vehicleType },
  });
  const fields = {
    plateNumber: request.plateNumber,
    plateColor: request.plateColor,
    vehicleType: request.vehicleType,
    contactName: request.contactName,
    contactMobile: request.contactMobile,
    validFrom: request.validFrom,
    validUntil: request.validUntil,
  };
  return deps.db.transaction(async (tx) => {
    await lockPlate(tx, request.plateNumber);
    let existing: Awaited<ReturnType<typeof temporaryFor>> | undefined;
    if (request.temporaryId !== undefined) {
      existing = await temporaryFor(tx, userId, request.temporaryId);
      const state = stateOf(existing.temporary, today);
      if (state === 'ended' || state === 'expired') throw conflict('vehicle.temporaryEnded');
      if ((existing.temporary.enterpriseId ?? undefined) !== request.enterpriseId) {
        throw badRequest('vehicle.temporaryKeepsOwner', {}, [fieldError('enterpriseId', 'vehicle.fieldDiffersFromTemporaryOwner')]);
      }
      if (request.validFrom < today && request.validFrom !== existing.temporary.validFrom) {
        throw badRequest('vehicle.periodStartsInPast', {}, [fieldError('validFrom', 'vehicle.fieldInPast')]);
      }
    } else if (request.validFrom < today) {
      throw badRequest('vehicle.periodStartsInPast', {}, [fieldError('validFrom', 'vehicle.fieldInPast')]);
    }
    if (await findLiveVehicleByPlate(tx, request.plateNumber)) {
      throw conflict('vehicle.plateIsRegistered', { plate: request.plateNumber });
    }
    const overlapping = await findOverlappingTemporary(tx, owner, request.plateNumber, { from: request.validFrom, until: request.validUntil }, existing?.temporary.id);
    if (overlapping.length > 0) throw conflict('vehicle.temporaryOverlaps', { plate: request.plateNumber });
    const row = existing
      ? await updateTemporary(tx, existing.temporary.id, fields)
      : await insertTemporary(tx, {
          ...fields,
          createdBy: userId,
          ownerUserId: 'ownerUserId' in owner ? userId : null,
          enterpriseId: 'enterpriseId' in owner ? owner.enterpriseId : null,
          createdAt: nowDate(),
        });
    const enterpriseName = existing?.enterpriseName ?? (row.enterpriseId === null ? null : (await findTemporary(tx, row.id))?.enterpriseName ?? null);
    return toTemporary(row, enterpriseName, today);
  });
}

export async function temporaryVehicles(deps: AppDeps, principal: Principal | null, query: z.output<typeof TemporaryListQuery>) {
  const { userId } = requireSignedIn(principal);
  const owner = await ownerScope(deps.db, userId, query.enterpriseId);
  const today = chinaToday();
  const { rows, total } = await pageTemporary(deps.db, owner, query.all ? null : today, pageWindow(query));
  return pageOf(rows.map((row) => toTemporary(row.temporary, row.enterpriseName, today)), total, query);
}

/** One temporary vehicle (any state): whoever registered it, or its enterprise's manager; 404 for anyone else. */
export async function temporaryVehicle(deps: AppDeps, principal: Principal | null, temporaryId: number) {
  const { userId } = requireSignedIn(principal);
  const found = await temporaryFor(deps.db, userId, temporaryId, { lock: false });
  return toTemporary(found.temporary, found.enterpriseName);
}

/** Ends a temporary vehicle early (409 once ended or expired). */
export async function endTemporary(deps: AppDeps, principal: Principal | null, temporaryId: number) {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const found = await temporaryFor(tx, userId, temporaryId);
    const today = chinaToday();
    const state = stateOf(found.temporary, today);
    if (state === 'ended' || state === 'expired') throw conflict('vehicle.temporaryAlreadyEnded');
    const row = await updateTemporary(tx, temporaryId, { endedAt: nowDate() });
    return toTemporary(row, found.enterpriseName, today);
  });
}

// Spare capacity ---------------------------------------------------------------------------------

function toCapacity(row: SpareCapacityRow) {
  return {
    spareCapacityId: row.id,
    vehicleId: row.vehicleId,
    freeLoadKg: row.freeLoadKg,
    fromArea: row.fromArea,
    toArea: row.toArea,
    availableDate: row.availableDate,
    note: row.note,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export async function getSpareCapacity(deps: AppDeps, principal: Principal | null, vehicleId: number) {
  const { userId } = requireSignedIn(principal);
  await vehicleFor(deps.db, userId, vehicleId, 'owner');
  const [open] = await findOpenSpareCapacity(deps.db, [vehicleId]);
  return open ? toCapacity(open) : null;
}

/** Publishes (or replaces) the spare capacity of an approved vehicle; the old one is closed, not erased. */
export async function publishSpareCapacity(deps: AppDeps, principal: Principal | null, vehicleId: number, request: z.output<typeof SpareCapacitySave>) {
  const { userId } = requireSignedIn(principal);
  try {
    return await deps.db.transaction(async (tx) => {
      const { row } = await vehicleFor(tx, userId, vehicleId, 'owner', true);
      if (row.certification.status !== 'approved') throw conflict('vehicle.capacityNeedsApproval');
      if (request.freeLoadKg > row.vehicle.approvedLoadKg) {
        throw badRequest('vehicle.freeLoadTooHigh', {}, [fieldError('freeLoadKg', 'vehicle.fieldOverApprovedLoad', { kg: row.vehicle.approvedLoadKg })]);
      }
      if (request.availableDate < chinaToday()) throw badRequest('vehicle.availableInPast', {}, [fieldError('availableDate', 'vehicle.fieldInPast')]);
      const at = nowDate();
      await closeSpareCapacities(tx, vehicleId, at);
      const inserted = await insertSpareCapacity(tx, {
        vehicleId,
        freeLoadKg: request.freeLoadKg,
        fromArea: request.fromArea,
        toArea: request.toArea,
        availableDate: request.availableDate,
        note: request.note ?? null,
        publishedBy: userId,
        publishedAt: at,
      });
      return toCapacity(inserted);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('vehicle.capacityChangedMeanwhile');
    throw error;
  }
}

export async function closeSpareCapacity(deps: AppDeps, principal: Principal | null, vehicleId: number) {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    await vehicleFor(tx, userId, vehicleId, 'owner', true);
    if (!(await closeSpareCapacities(tx, vehicleId, nowDate()))) throw notFound('vehicle.noCapacity');
    return { ok: true as const };
  });
}

/** The caller's (or a managed enterprise's) approved vehicles, each with its open spare capacity. */
export async function vehicleCapacities(deps: AppDeps, principal: Principal | null, query: z.output<typeof CapacityListQuery>) {
  const { userId } = requireSignedIn(principal);
  const scope = await ownerScope(deps.db, userId, query.enterpriseId);
  const { rows, total } = await pageVehicles(deps.db, scope, { status: 'approved' }, pageWindow(query));
  const summaries = await toSummaries(deps.db, rows, 'ownerUserId' in scope ? 'owner' : 'manager');
  const open = new Map((await findOpenSpareCapacity(deps.db, rows.map((row) => row.vehicle.id))).map((c) => [c.vehicleId, c]));
  return pageOf(
    summaries.map((vehicle) => {
      const capacity = open.get(vehicle.vehicleId);
      return { vehicle, spareCapacity: capacity ? toCapacity(capacity) : null };
    }),
    total,
    query,
  );
}

/** Identities that may read the shared inventory: those who ship goods or dispatch vehicles. */
const INVENTORY_READERS: IdentityType[] = ['cargoOwner', 'enterpriseCargoOwner', 'carrier', 'enterpriseManager'];

/** Open, current spare capacity of approved vehicles, soonest first. */
export async function sharedInventory(deps: AppDeps, principal: Principal | null, query: z.output<typeof SharedInventoryQuery>) {
  const { account } = requireSignedIn(principal);
  if (!account.identities.some((identity) => INVENTORY_READERS.includes(identity))) {
    throw forbidden('vehicle.inventoryForShippers');
  }
  const { rows, total } = await pageSharedCapacity(
    deps.db,
    { today: chinaToday(), fromArea: query.fromArea || undefined, toArea: query.toArea || undefined },
    pageWindow(query),
  );
  return pageOf(
    rows.map((row) => ({
      ...toCapacity(row.capacity),
      plateNumber: row.vehicle.plateNumber,
      vehicleType: row.vehicle.vehicleType,
      vehicleLength: row.vehicle.vehicleLength,
      approvedLoadKg: row.vehicle.approvedLoadKg,
      ownerKind: row.vehicle.enterpriseId !== null ? ('enterprise' as const) : ('person' as const),
      enterpriseName: row.enterpriseName,
      contactMobile: row.vehicle.contactMobile ?? row.enterpriseContact ?? row.ownerMobile ?? '',
    })),
    total,
    query,
  );
}
