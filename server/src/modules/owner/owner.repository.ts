import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { certifications } from '../identity/identity.table';
import { cargoOwnerDetails, enterprises, ownerInfoChanges } from './owner.table';

export type CargoOwnerRow = typeof cargoOwnerDetails.$inferSelect;
export type EnterpriseRow = typeof enterprises.$inferSelect;
export type EnterpriseFields = Omit<typeof enterprises.$inferInsert, 'id' | 'certificationId' | 'applicantId' | 'managerId'>;

export async function upsertCargoOwnerDetails(db: Executor, details: CargoOwnerRow): Promise<void> {
  await db
    .insert(cargoOwnerDetails)
    .values(details)
    .onConflictDoUpdate({ target: cargoOwnerDetails.certificationId, set: { address: details.address, cargoTypes: details.cargoTypes } });
}

export async function findCargoOwnerDetails(db: Executor, certificationIds: number[]): Promise<CargoOwnerRow[]> {
  if (certificationIds.length === 0) return [];
  return db.select().from(cargoOwnerDetails).where(inArray(cargoOwnerDetails.certificationId, certificationIds));
}

export async function updateCargoOwnerAddress(db: Executor, certificationId: number, address: string): Promise<void> {
  await db.update(cargoOwnerDetails).set({ address }).where(eq(cargoOwnerDetails.certificationId, certificationId));
}

/**
 * Serialises applications for one credit code until the transaction ends, so two applicants
 * cannot both pass the "no pending or approved enterprise has this code" check.
 */
export async function lockCreditCode(db: Executor, creditCode: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`enterprise-credit-code:${creditCode}`}))`);
}

/** Enterprises with this credit code, each with its certification. */
export async function findEnterprisesByCreditCode(db: Executor, creditCode: string) {
  return db
    .select({ enterprise: enterprises, certification: certifications })
    .from(enterprises)
    .innerJoin(certifications, eq(certifications.id, enterprises.certificationId))
    .where(eq(enterprises.creditCode, creditCode));
}

export async function insertEnterprise(db: Executor, row: typeof enterprises.$inferInsert): Promise<EnterpriseRow> {
  const [inserted] = await db.insert(enterprises).values(row).returning();
  return inserted;
}

export async function updateEnterprise(db: Executor, id: number, set: Partial<EnterpriseFields>): Promise<void> {
  await db.update(enterprises).set(set).where(eq(enterprises.id, id));
}

export async function findEnterpriseByCertification(db: Executor, certificationId: number): Promise<EnterpriseRow | undefined> {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.certificationId, certificationId)).limit(1);
  return row;
}

export async function findEnterprisesByCertifications(db: Executor, certificationIds: number[]): Promise<EnterpriseRow[]> {
  if (certificationIds.length === 0) return [];
  return db.select().from(enterprises).where(inArray(enterprises.certificationId, certificationIds));
}

export async function setEnterpriseManager(db: Executor, id: number, managerId: number): Promise<void> {
  await db.update(enterprises).set({ managerId }).where(eq(enterprises.id, id));
}

/** Enterprises the user applied for or manages, newest first, each with its certification. */
export async function findEnterprisesOfUser(db: Executor, userId: number) {
  return db
    .select({ enterprise: enterprises, certification: certifications })
    .from(enterprises)
    .innerJoin(certifications, eq(certifications.id, enterprises.certificationId))
    .where(or(eq(enterprises.applicantId, userId), eq(enterprises.managerId, userId)))
    .orderBy(desc(enterprises.id));
}

/** One enterprise with its certification, locked when `forUpdate`. */
export async function findEnterpriseById(db: Executor, id: number, forUpdate = false) {
  const query = db
    .select({ enterprise: enterprises, certification: certifications })
    .from(enterprises)
    .innerJoin(certifications, eq(certifications.id, enterprises.certificationId))
    .where(eq(enterprises.id, id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function appendOwnerInfoChange(db: Executor, change: typeof ownerInfoChanges.$inferInsert): Promise<void> {
  await db.insert(ownerInfoChanges).values(change);
}
