import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { CertificationStatus } from '@/lib/contract';
import { preparedStatement } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { certificationAudit, certifications, realNameDetails } from '../identity/identity.table';
import { enterprises } from '../owner/owner.table';
import { pendingVehicleAuthorizations, users } from '../user/user.table';
import { spareCapacities, temporaryVehicles, vehicleAuthorizations, vehicleEvents, vehicles, VEHICLE_EVENTS } from './vehicle.table';

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleFields = Omit<typeof vehicles.$inferInsert, 'id'>;
export type AuthorizationRow = typeof vehicleAuthorizations.$inferSelect;
export type TemporaryRow = typeof temporaryVehicles.$inferSelect;
export type SpareCapacityRow = typeof spareCapacities.$inferSelect;
export type VehicleEvent = (typeof VEHICLE_EVENTS)[number];
type AuthorizationEnd = NonNullable<AuthorizationRow['endReason']>;

/** A vehicle with its certification and, for an enterprise vehicle, the enterprise's name/manager/contact. */
const withOwner = {
  vehicle: vehicles,
  certification: certifications,
  enterpriseName: enterprises.name,
  managerId: enterprises.managerId,
  enterpriseContact: enterprises.contactMobile,
  ownerMobile: users.mobile,
};
export type VehicleWithOwner = Awaited<ReturnType<typeof findVehicle>> & object;

function vehicleSelect(db: Executor) {
  return db
    .select(withOwner)
    .from(vehicles)
    .innerJoin(certifications, eq(certifications.id, vehicles.certificationId))
    .leftJoin(enterprises, eq(enterprises.id, vehicles.enterpriseId))
    .leftJoin(users, eq(users.id, vehicles.ownerUserId));
}

/**
 * Serialises registrations of one plate until the transaction ends, so the "plate is free" check
 * and the insert happen as one (the partial unique index is the last guard).
 */
export async function lockPlate(db: Executor, plateNumber: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`vehicle-plate:${plateNumber}`}))`);
}

/** The live (not deleted) vehicle with this plate, if any. */
export async function findLiveVehicleByPlate(db: Executor, plateNumber: string): Promise<VehicleRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.plateNumber, plateNumber), isNull(vehicles.deletedAt)))
    .limit(1);
  return row;
}

/** One live vehicle with its owner, locked when `forUpdate`. */
export async function findVehicle(db: Executor, id: number, forUpdate = false) {
  const query = vehicleSelect(db)
    .where(and(eq(vehicles.id, id), isNull(vehicles.deletedAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: vehicles }) : await query;
  return row;
}

export async function insertVehicle(db: Executor, row: VehicleFields): Promise<VehicleRow> {
  const [inserted] = await db.insert(vehicles).values(row).returning();
  return inserted;
}

export async function updateVehicle(db: Executor, id: number, set: Partial<VehicleFields>): Promise<void> {
  await db.update(vehicles).set(set).where(eq(vehicles.id, id));
}

export async function findVehiclesByCertifications(db: Executor, certificationIds: number[]) {
  if (certificationIds.length === 0) return [];
  return db
    .select({ vehicle: vehicles, enterpriseName: enterprises.name })
    .from(vehicles)
    .leftJoin(enterprises, eq(enterprises.id, vehicles.enterpriseId))
    .where(inArray(vehicles.certificationId, certificationIds));
}

/** Whose vehicles a list shows. */
export type VehicleScope = { ownerUserId: number } | { enterpriseId: number } | { driverId: number };

function scopeCondition(scope: VehicleScope): SQL {
  if ('ownerUserId' in scope) return eq(vehicles.ownerUserId, scope.ownerUserId);
  if ('enterpriseId' in scope) return eq(vehicles.enterpriseId, scope.enterpriseId);
  return authorisedTo(scope.driverId);
}

/** The vehicle has an open authorisation of `driverId` (a value, or a prepared statement's placeholder). */
function authorisedTo(driverId: number | Placeholder): SQL {
  return sql`exists (select 1 from ${vehicleAuthorizations} where ${vehicleAuthorizations.vehicleId} = ${vehicles.id}
    and ${vehicleAuthorizations.driverId} = ${driverId} and ${vehicleAuthorizations.endedAt} is null)`;
}

// Prepared (db/prepared.ts): a signed-in driver reads it on every goods detail, to grab with.
const drivableBy = preparedStatement((db) =>
  vehicleSelect(db)
    .where(
      and(
        isNull(vehicles.deletedAt),
        eq(certifications.status, 'approved'),
        or(eq(vehicles.ownerUserId, sql.placeholder('userId')), authorisedTo(sql.placeholder('userId'))),
      ),
    )
    .orderBy(desc(vehicles.id))
    .prepare('vehicles_drivable_by'),
);

/** The approved live vehicles `userId` owns or is authorised to drive, in one read, newest first. */
export async function findDrivableVehicles(db: Executor, userId: number) {
  return drivableBy(db).execute({ userId });
}

export interface VehicleFilter {
  status?: CertificationStatus;
  /** Only these statuses (e.g. not yet approved). */
  statuses?: CertificationStatus[];
  plate?: string;
}

function filterCondition(scope: VehicleScope, filter: VehicleFilter) {
  return and(
    scopeCondition(scope),
    isNull(vehicles.deletedAt),
    filter.status ? eq(certifications.status, filter.status) : undefined,
    filter.statuses ? inArray(certifications.status, filter.statuses) : undefined,
    filter.plate ? ilike(vehicles.plateNumber, `%${filter.plate.replace(/[%_\\]/g, '')}%`) : undefined,
  );
}

/** A page of live vehicles in `scope`, newest first. */
export async function pageVehicles(db: Executor, scope: VehicleScope, filter: VehicleFilter, page: { offset: number; limit: number }) {
  const where = filterCondition(scope, filter);
  const rows = await vehicleSelect(db).where(where).orderBy(desc(vehicles.id)).offset(page.offset).limit(page.limit);
  const [{ total }] = await db
    .select({ total: count() })
    .from(vehicles)
    .innerJoin(certifications, eq(certifications.id, vehicles.certificationId))
    .where(where);
  return { rows, total };
}

/** Every live vehicle in `scope` (unpaged: a person's or an enterprise's vehicles). */
export async function listVehicles(db: Executor, scope: VehicleScope, filter: VehicleFilter = {}) {
  return vehicleSelect(db).where(filterCondition(scope, filter)).orderBy(desc(vehicles.id));
}

/** How many drivers are authorised now, by vehicle. */
const driverCounts = preparedStatement((db) =>
  db
    .select({ vehicleId: vehicleAuthorizations.vehicleId, n: count() })
    .from(vehicleAuthorizations)
    .where(and(sql`${vehicleAuthorizations.vehicleId} = any(${sql.placeholder('ids')}::integer[])`, isNull(vehicleAuthorizations.endedAt)))
    .groupBy(vehicleAuthorizations.vehicleId)
    .prepare('vehicle_driver_counts'),
);

export async function countDrivers(db: Executor, vehicleIds: number[]): Promise<Map<number, number>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await driverCounts(db).execute({ ids: vehicleIds });
  return new Map(rows.map((row) => [row.vehicleId, row.n]));
}

// Authorisations ---------------------------------------------------------------------------------

export async function findOpenAuthorization(db: Executor, vehicleId: number, driverId: number): Promise<AuthorizationRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicleAuthorizations)
    .where(and(eq(vehicleAuthorizations.vehicleId, vehicleId), eq(vehicleAuthorizations.driverId, driverId), isNull(vehicleAuthorizations.endedAt)))
    .limit(1);
  return row;
}

export async function insertAuthorization(db: Executor, row: typeof vehicleAuthorizations.$inferInsert): Promise<AuthorizationRow> {
  const [inserted] = await db.insert(vehicleAuthorizations).values(row).returning();
  return inserted;
}

/** Ends the open authorisations of a vehicle (only `driverId`'s when given); answers the ended rows. */
export async function endAuthorizations(
  db: Executor,
  vehicleId: number,
  end: { by: number; at: Date; reason: AuthorizationEnd; driverId?: number },
): Promise<AuthorizationRow[]> {
  return db
    .update(vehicleAuthorizations)
    .set({ endedAt: end.at, endedBy: end.by, endReason: end.reason })
    .where(
      and(
        eq(vehicleAuthorizations.vehicleId, vehicleId),
        isNull(vehicleAuthorizations.endedAt),
        end.driverId === undefined ? undefined : eq(vehicleAuthorizations.driverId, end.driverId),
      ),
    )
    .returning();
}

/** The approved real name of a user, for showing drivers (null when not verified). */
const driverName = sql<string | null>`(select ${realNameDetails.name} from ${realNameDetails}
  join ${certifications} on ${certifications.id} = ${realNameDetails.certificationId}
  where ${certifications.userId} = ${vehicleAuthorizations.driverId} and ${certifications.kind} = 'realName'
    and ${certifications.status} = 'approved' limit 1)`;

/** Every authorisation of a vehicle (open and ended) with the driver's mobile and name, newest first. */
export async function listAuthorizations(db: Executor, vehicleId: number, ids?: number[]) {
  return db
    .select({ authorization: vehicleAuthorizations, mobile: users.mobile, name: driverName })
    .from(vehicleAuthorizations)
    .innerJoin(users, eq(users.id, vehicleAuthorizations.driverId))
    .where(and(eq(vehicleAuthorizations.vehicleId, vehicleId), ids ? inArray(vehicleAuthorizations.id, ids) : undefined))
    .orderBy(desc(vehicleAuthorizations.grantedAt), desc(vehicleAuthorizations.id));
}

/**
 * The authorisations granted to a driver with their vehicle (deleted ones too: their grants ended
 * with the vehicle) and its enterprise's name: every open one, and the latest `historyLimit` ended.
 */
export async function listAuthorizationsOfDriver(db: Executor, driverId: number, historyLimit: number) {
  const select = () =>
    db
      .select({ authorization: vehicleAuthorizations, plateNumber: vehicles.plateNumber, licenceOwner: vehicles.ownerName, enterpriseName: enterprises.name })
      .from(vehicleAuthorizations)
      .innerJoin(vehicles, eq(vehicles.id, vehicleAuthorizations.vehicleId))
      .leftJoin(enterprises, eq(enterprises.id, vehicles.enterpriseId));
  const order = [desc(vehicleAuthorizations.grantedAt), desc(vehicleAuthorizations.id)];
  const current = await select()
    .where(and(eq(vehicleAuthorizations.driverId, driverId), isNull(vehicleAuthorizations.endedAt)))
    .orderBy(...order);
  const ended = await select()
    .where(and(eq(vehicleAuthorizations.driverId, driverId), sql`${vehicleAuthorizations.endedAt} is not null`))
    .orderBy(desc(vehicleAuthorizations.endedAt), desc(vehicleAuthorizations.id))
    .limit(historyLimit);
  return { current, ended };
}

export async function appendEvent(db: Executor, event: typeof vehicleEvents.$inferInsert): Promise<void> {
  await db.insert(vehicleEvents).values(event);
}

export async function findEvents(db: Executor, vehicleId: number) {
  return db.select().from(vehicleEvents).where(eq(vehicleEvents.vehicleId, vehicleId)).orderBy(asc(vehicleEvents.id));
}

// Certification trail ----------------------------------------------------------------------------

/** The audit entries of the certifications of vehicles in scope (deleted ones included), newest first. */
export async function pageVehicleAudits(
  db: Executor,
  scope: { ownerUserId: number } | { enterpriseId: number },
  vehicleId: number | undefined,
  page: { offset: number; limit: number },
) {
  const where = and(
    'ownerUserId' in scope ? eq(vehicles.ownerUserId, scope.ownerUserId) : eq(vehicles.enterpriseId, scope.enterpriseId),
    vehicleId === undefined ? undefined : eq(vehicles.id, vehicleId),
  );
  const rows = await db
    .select({
      vehicleId: vehicles.id,
      plateNumber: vehicles.plateNumber,
      certificationId: certificationAudit.certificationId,
      action: certificationAudit.action,
      actorUserId: certificationAudit.actorId,
      actorMobile: users.mobile,
      reason: certificationAudit.reason,
      at: certificationAudit.at,
    })
    .from(certificationAudit)
    .innerJoin(vehicles, eq(vehicles.certificationId, certificationAudit.certificationId))
    .innerJoin(users, eq(users.id, certificationAudit.actorId))
    .where(where)
    .orderBy(desc(certificationAudit.at), desc(certificationAudit.id))
    .offset(page.offset)
    .limit(page.limit);
  const [{ total }] = await db
    .select({ total: count() })
    .from(certificationAudit)
    .innerJoin(vehicles, eq(vehicles.certificationId, certificationAudit.certificationId))
    .where(where);
  return { rows, total };
}

// Authorisation requests (filed by the registration link) -------------------------------------

export async function listAuthorizationRequests(db: Executor, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return [];
  return db
    .select({ request: pendingVehicleAuthorizations, mobile: users.mobile, plateNumber: vehicles.plateNumber })
    .from(pendingVehicleAuthorizations)
    .innerJoin(users, eq(users.id, pendingVehicleAuthorizations.userId))
    .innerJoin(vehicles, eq(vehicles.id, pendingVehicleAuthorizations.vehicleId))
    .where(inArray(pendingVehicleAuthorizations.vehicleId, vehicleIds))
    .orderBy(asc(pendingVehicleAuthorizations.requestedAt), asc(pendingVehicleAuthorizations.id));
}

export async function findAuthorizationRequest(db: Executor, id: number) {
  const [row] = await db.select().from(pendingVehicleAuthorizations).where(eq(pendingVehicleAuthorizations.id, id)).limit(1).for('update');
  return row;
}

/** A settled request leaves the pending list (the outcome is in the vehicle's history). */
export async function removeAuthorizationRequest(db: Executor, id: number): Promise<boolean> {
  const removed = await db.delete(pendingVehicleAuthorizations).where(eq(pendingVehicleAuthorizations.id, id)).returning();
  return removed.length > 0;
}

// Temporary vehicles -----------------------------------------------------------------------------

export async function insertTemporary(db: Executor, row: typeof temporaryVehicles.$inferInsert): Promise<TemporaryRow> {
  const [inserted] = await db.insert(temporaryVehicles).values(row).returning();
  return inserted;
}

export async function updateTemporary(db: Executor, id: number, set: Partial<typeof temporaryVehicles.$inferInsert>): Promise<TemporaryRow> {
  const [row] = await db.update(temporaryVehicles).set(set).where(eq(temporaryVehicles.id, id)).returning();
  return row;
}

/** A temporary vehicle with its enterprise's name and manager; locked for update unless `lock` is false (a plain read). */
export async function findTemporary(db: Executor, id: number, { lock = true }: { lock?: boolean } = {}) {
  const query = db
    .select({ temporary: temporaryVehicles, enterpriseName: enterprises.name, managerId: enterprises.managerId })
    .from(temporaryVehicles)
    .leftJoin(enterprises, eq(enterprises.id, temporaryVehicles.enterpriseId))
    .where(eq(temporaryVehicles.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: temporaryVehicles }) : await query;
  return row;
}

/** Temporary vehicles of the same owner and plate, not ended, whose period overlaps [from, until]. */
export async function findOverlappingTemporary(
  db: Executor,
  owner: { ownerUserId: number } | { enterpriseId: number },
  plateNumber: string,
  period: { from: string; until: string },
  exceptId?: number,
) {
  return db
    .select()
    .from(temporaryVehicles)
    .where(
      and(
        'ownerUserId' in owner ? eq(temporaryVehicles.ownerUserId, owner.ownerUserId) : eq(temporaryVehicles.enterpriseId, owner.enterpriseId),
        eq(temporaryVehicles.plateNumber, plateNumber),
        isNull(temporaryVehicles.endedAt),
        lte(temporaryVehicles.validFrom, period.until),
        gte(temporaryVehicles.validUntil, period.from),
        exceptId === undefined ? undefined : sql`${temporaryVehicles.id} <> ${exceptId}`,
      ),
    );
}

export async function pageTemporary(
  db: Executor,
  owner: { ownerUserId: number } | { enterpriseId: number },
  currentFrom: string | null,
  page: { offset: number; limit: number },
) {
  const where = and(
    'ownerUserId' in owner ? eq(temporaryVehicles.ownerUserId, owner.ownerUserId) : eq(temporaryVehicles.enterpriseId, owner.enterpriseId),
    currentFrom === null ? undefined : and(isNull(temporaryVehicles.endedAt), gte(temporaryVehicles.validUntil, currentFrom)),
  );
  const rows = await db
    .select({ temporary: temporaryVehicles, enterpriseName: enterprises.name })
    .from(temporaryVehicles)
    .leftJoin(enterprises, eq(enterprises.id, temporaryVehicles.enterpriseId))
    .where(where)
    .orderBy(desc(temporaryVehicles.validUntil), desc(temporaryVehicles.id))
    .offset(page.offset)
    .limit(page.limit);
  const [{ total }] = await db.select({ total: count() }).from(temporaryVehicles).where(where);
  return { rows, total };
}

// Spare capacity ---------------------------------------------------------------------------------

export async function findOpenSpareCapacity(db: Executor, vehicleIds: number[]): Promise<SpareCapacityRow[]> {
  if (vehicleIds.length === 0) return [];
  return db
    .select()
    .from(spareCapacities)
    .where(and(inArray(spareCapacities.vehicleId, vehicleIds), isNull(spareCapacities.closedAt)));
}

export async function insertSpareCapacity(db: Executor, row: typeof spareCapacities.$inferInsert): Promise<SpareCapacityRow> {
  const [inserted] = await db.insert(spareCapacities).values(row).returning();
  return inserted;
}

/** Closes the vehicle's open spare capacity; answers whether there was one. */
export async function closeSpareCapacities(db: Executor, vehicleId: number, at: Date): Promise<boolean> {
  const closed = await db
    .update(spareCapacities)
    .set({ closedAt: at })
    .where(and(eq(spareCapacities.vehicleId, vehicleId), isNull(spareCapacities.closedAt)))
    .returning({ id: spareCapacities.id });
  return closed.length > 0;
}

/** Open spare capacity of live approved vehicles available from `today` on, soonest first. */
export async function pageSharedCapacity(
  db: Executor,
  filter: { today: string; fromArea?: string; toArea?: string },
  page: { offset: number; limit: number },
) {
  const like = (value: string) => `%${value.replace(/[%_\\]/g, '')}%`;
  const where = and(
    isNull(spareCapacities.closedAt),
    isNull(vehicles.deletedAt),
    eq(certifications.status, 'approved'),
    gte(spareCapacities.availableDate, filter.today),
    filter.fromArea ? ilike(spareCapacities.fromArea, like(filter.fromArea)) : undefined,
    filter.toArea ? ilike(spareCapacities.toArea, like(filter.toArea)) : undefined,
  );
  const base = () =>
    db
      .select({
        capacity: spareCapacities,
        vehicle: vehicles,
        enterpriseName: enterprises.name,
        enterpriseContact: enterprises.contactMobile,
        ownerMobile: users.mobile,
      })
      .from(spareCapacities)
      .innerJoin(vehicles, eq(vehicles.id, spareCapacities.vehicleId))
      .innerJoin(certifications, eq(certifications.id, vehicles.certificationId))
      .leftJoin(enterprises, eq(enterprises.id, vehicles.enterpriseId))
      .leftJoin(users, eq(users.id, vehicles.ownerUserId));
  const rows = await base()
    .where(where)
    .orderBy(asc(spareCapacities.availableDate), desc(spareCapacities.id))
    .offset(page.offset)
    .limit(page.limit);
  const [{ total }] = await db
    .select({ total: count() })
    .from(spareCapacities)
    .innerJoin(vehicles, eq(vehicles.id, spareCapacities.vehicleId))
    .innerJoin(certifications, eq(certifications.id, vehicles.certificationId))
    .where(where);
  return { rows, total };
}
