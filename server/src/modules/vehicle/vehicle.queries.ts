import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DrivenVehicle } from '@/lib/contract/vehicle';
import type { Executor } from '../../db/types';
import { certifications } from '../identity/identity.table';
import { vehicleAuthorizations, vehicles } from './vehicle.table';

/**
 * Reads other modules use (BRIEF "Shared interfaces" 1): no access checks here, the caller's
 * module decides who may see what.
 */

/**
 * For each user id, the vehicles the user owns personally or is currently authorised to drive
 * (not deleted), oldest first. Every id asked for has an entry (possibly empty).
 */
export async function vehiclesDrivenBy(db: Executor, userIds: number[]): Promise<Map<number, DrivenVehicle[]>> {
  const found = new Map<number, DrivenVehicle[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return found;
  const columns = {
    vehicleId: vehicles.id,
    plateNumber: vehicles.plateNumber,
    plateColor: vehicles.plateColor,
    vehicleType: vehicles.vehicleType,
    vehicleLength: vehicles.vehicleLength,
    status: certifications.status,
  };
  const owned = await db
    .select({ ...columns, userId: vehicles.ownerUserId })
    .from(vehicles)
    .innerJoin(certifications, eq(certifications.id, vehicles.certificationId))
    .where(and(inArray(vehicles.ownerUserId, userIds), isNull(vehicles.deletedAt)))
    .orderBy(asc(vehicles.id));
  const driven = await db
    .select({ ...columns, userId: vehicleAuthorizations.driverId })
    .from(vehicleAuthorizations)
    .innerJoin(vehicles, eq(vehicles.id, vehicleAuthorizations.vehicleId))
    .innerJoin(certifications, eq(certifications.id, vehicles.certificationId))
    .where(and(inArray(vehicleAuthorizations.driverId, userIds), isNull(vehicleAuthorizations.endedAt), isNull(vehicles.deletedAt)))
    .orderBy(asc(vehicles.id));
  for (const { userId, ...vehicle } of [...owned, ...driven]) {
    if (userId === null) continue;
    const list = found.get(userId);
    if (list && !list.some((v) => v.vehicleId === vehicle.vehicleId)) list.push(vehicle);
  }
  return found;
}

/** Whether the user owns the (not deleted) vehicle personally or is currently authorised to drive it. */
export async function drivesVehicle(db: Executor, userId: number, vehicleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .leftJoin(
      vehicleAuthorizations,
      and(eq(vehicleAuthorizations.vehicleId, vehicles.id), eq(vehicleAuthorizations.driverId, userId), isNull(vehicleAuthorizations.endedAt)),
    )
    .where(and(eq(vehicles.id, vehicleId), isNull(vehicles.deletedAt), or(eq(vehicles.ownerUserId, userId), eq(vehicleAuthorizations.driverId, userId))))
    .limit(1);
  return row !== undefined;
}
