import { EXPIRY_WARNING_DAYS } from '@/lib/contract/vehicle';
import type { FieldError } from '@/lib/contract';
import type { Executor } from '../../db/types';
import { badRequest, fieldError, forbidden, notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import { fileUrl } from '../identity/file.service';
import { toCertification } from '../identity/certification.view';
import { findDictGroup, findOwnedFiles } from '../identity/identity.repository';
import { findEnterpriseById } from '../owner/owner.repository';
import { chinaToday, daysBetween } from '../driver/driver.expiry';
import { countDrivers, findOpenAuthorization, findVehicle, type VehicleRow, type VehicleWithOwner } from './vehicle.repository';

/**
 * Who may do what to a vehicle, and how a vehicle is shown (contract VehicleSummary/Detail).
 * A vehicle's "owner side" is its personal owner, or the manager of its enterprise; a driver
 * authorised to it may read it; anyone else gets the 404 a missing vehicle gets.
 */

export type Relation = 'owner' | 'manager' | 'driver';
export { chinaToday };

type PageQuery = { current: number; size: number };

/** The rows a page query asks for (repository `{ offset, limit }`). */
export function pageWindow(query: PageQuery) {
  return { offset: pageOffset(query.current, query.size), limit: query.size };
}

/** The contract's page of `records` for a page query. */
export function pageOf<T>(records: T[], total: number, query: PageQuery) {
  return toPage(records, total, query.current, query.size);
}

/** How `userId` relates to the vehicle, or null. */
export async function relationOf(db: Executor, row: VehicleWithOwner, userId: number): Promise<Relation | null> {
  if (row.vehicle.ownerUserId === userId) return 'owner';
  if (row.vehicle.enterpriseId !== null && row.managerId === userId) return 'manager';
  if (await findOpenAuthorization(db, row.vehicle.id, userId)) return 'driver';
  return null;
}

/**
 * The live vehicle `vehicleId` if `userId` may use it: `side` 'owner' needs the owner side
 * (a driver gets 403), 'any' also lets authorised drivers in. Missing or a stranger's: 404.
 */
export async function vehicleFor(db: Executor, userId: number, vehicleId: number, side: 'owner' | 'any', forUpdate = false) {
  const row = await findVehicle(db, vehicleId, forUpdate);
  const relation = row ? await relationOf(db, row, userId) : null;
  if (!row || !relation) throw notFound('vehicle.notYours', { id: vehicleId });
  if (side === 'owner' && relation === 'driver') throw forbidden('vehicle.ownerOnly');
  return { row, relation };
}

/** The enterprise `enterpriseId` if `userId` is its manager; 404 otherwise (ids are not to be probed). */
export async function requireManagedEnterprise(db: Executor, userId: number, enterpriseId: number) {
  const found = await findEnterpriseById(db, enterpriseId);
  if (!found || found.enterprise.managerId !== userId) throw notFound('vehicle.enterpriseNotManaged', { id: enterpriseId });
  return found.enterprise;
}

/** The owner scope of a list: the caller personally, or an enterprise they manage. */
export async function ownerScope(db: Executor, userId: number, enterpriseId: number | undefined) {
  if (enterpriseId === undefined) return { ownerUserId: userId } as const;
  await requireManagedEnterprise(db, userId, enterpriseId);
  return { enterpriseId } as const;
}

/** Refuses codes not in their dict groups (400 naming the fields). */
export async function checkDictCodes(db: Executor, codes: Record<string, { group: string; code: string | undefined }>) {
  const problems: FieldError[] = [];
  for (const [field, { group, code }] of Object.entries(codes)) {
    if (code === undefined) continue;
    const entries = await findDictGroup(db, group);
    if (!entries.some((entry) => entry.code === code)) problems.push(fieldError(field, 'vehicle.fieldUnknownCode', { group }));
  }
  if (problems.length > 0) throw badRequest('vehicle.unknownCodes', { fields: problems.map((p) => p.field).join(', ') }, problems);
}

/** Refuses images that are not the caller's uploads (400 naming the fields). */
export async function checkOwnedImages(db: Executor, userId: number, images: Record<string, string | undefined>) {
  const wanted = Object.values(images).filter((id): id is string => Boolean(id));
  if (wanted.length === 0) return;
  const owned = new Set((await findOwnedFiles(db, userId, wanted)).map((file) => file.id));
  const missing = Object.keys(images).filter((field) => images[field] && !owned.has(images[field]!));
  if (missing.length > 0) {
    throw badRequest('vehicle.photosNotUploaded', {}, missing.map((field) => fieldError(field, 'certification.fieldNotYourUpload')));
  }
}

/** Refuses a date before today (400 on `field`). */
export function requireNotPast(value: string, field: string, what: 'vehicle.inspectionEnded' | 'vehicle.permitEnded') {
  if (daysBetween(chinaToday(), value) < 0) throw badRequest(what, {}, [fieldError(field, 'vehicle.fieldInPast')]);
}

/** The vehicle's documents that have expired or expire within EXPIRY_WARNING_DAYS (contract VehicleExpiryWarning). */
export function warningsOf(vehicle: Pick<VehicleRow, 'inspectionValidUntil' | 'roadTransportValidUntil'>, today = chinaToday()) {
  const documents = [
    { document: 'annualInspection' as const, validUntil: vehicle.inspectionValidUntil },
    ...(vehicle.roadTransportValidUntil ? [{ document: 'roadTransport' as const, validUntil: vehicle.roadTransportValidUntil }] : []),
  ];
  return documents.flatMap(({ document, validUntil }) => {
    const daysLeft = daysBetween(today, validUntil);
    return daysLeft > EXPIRY_WARNING_DAYS ? [] : [{ document, validUntil, daysLeft, expired: daysLeft < 0 }];
  });
}

export function ownerOf(row: { vehicle: Pick<VehicleRow, 'ownerUserId' | 'enterpriseId'>; enterpriseName: string | null }) {
  return row.vehicle.enterpriseId !== null
    ? { kind: 'enterprise' as const, userId: null, enterpriseId: row.vehicle.enterpriseId, enterpriseName: row.enterpriseName }
    : { kind: 'person' as const, userId: row.vehicle.ownerUserId, enterpriseId: null, enterpriseName: null };
}

export function toSummary(row: VehicleWithOwner, relation: Relation, driverCount: number) {
  const { vehicle } = row;
  return {
    vehicleId: vehicle.id,
    plateNumber: vehicle.plateNumber,
    plateColor: vehicle.plateColor,
    vehicleType: vehicle.vehicleType,
    vehicleLength: vehicle.vehicleLength,
    energyType: vehicle.energyType,
    approvedLoadKg: vehicle.approvedLoadKg,
    owner: ownerOf(row),
    certification: toCertification(row.certification),
    inspectionValidUntil: vehicle.inspectionValidUntil,
    roadTransportValidUntil: vehicle.roadTransportValidUntil,
    warnings: warningsOf(vehicle),
    relation,
    driverCount,
  };
}

/** Summaries of rows the caller relates to as `relation`. */
export async function toSummaries(db: Executor, rows: VehicleWithOwner[], relation: Relation) {
  const counts = await countDrivers(db, rows.map((row) => row.vehicle.id));
  return rows.map((row) => toSummary(row, relation, counts.get(row.vehicle.id) ?? 0));
}

const image = (fileId: string | null) => (fileId ? { fileId, url: fileUrl(fileId) } : null);

export async function toDetail(db: Executor, row: VehicleWithOwner, relation: Relation) {
  const { vehicle } = row;
  const counts = await countDrivers(db, [vehicle.id]);
  // Drivers read the vehicle, not the owner's photos (which only their uploader may fetch anyway).
  const photos = relation !== 'driver';
  return {
    ...toSummary(row, relation, counts.get(vehicle.id) ?? 0),
    ownerName: vehicle.ownerName,
    vin: vehicle.vin,
    registerDate: vehicle.registerDate,
    licenseFrontImage: photos ? image(vehicle.licenseFrontFileId) : null,
    licenseBackImage: photos ? image(vehicle.licenseBackFileId) : null,
    inspectionImage: photos ? image(vehicle.inspectionFileId) : null,
    roadTransportNo: vehicle.roadTransportNo,
    roadTransportImage: photos ? image(vehicle.roadTransportFileId) : null,
    contactMobile: vehicle.contactMobile,
    createdAt: vehicle.createdAt.toISOString(),
  };
}

/** Re-reads a vehicle and shows it to the caller. */
export async function detailOf(db: Executor, vehicleId: number, relation: Relation) {
  const row = await findVehicle(db, vehicleId);
  if (!row) throw notFound('vehicle.notFound', { id: vehicleId });
  return toDetail(db, row, relation);
}
