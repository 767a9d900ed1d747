import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { certifications } from '../identity/identity.table';
import { enterprises } from '../owner/owner.table';
import { users } from '../user/user.table';
import { enterpriseStaff, enterpriseStaffChanges } from './enterprise.table';

export type StaffRow = typeof enterpriseStaff.$inferSelect;
export type StaffWithMobile = { staff: StaffRow; mobile: string };
type StaffChangeRow = typeof enterpriseStaffChanges.$inferInsert;

const staffColumns = { staff: enterpriseStaff, mobile: users.mobile };

/** The user's active staff memberships, each with its enterprise and the enterprise's certification. */
export async function findMembershipsOfUser(db: Executor, userId: number) {
  return db
    .select({ staff: enterpriseStaff, enterprise: enterprises, certification: certifications })
    .from(enterpriseStaff)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseStaff.enterpriseId))
    .innerJoin(certifications, eq(certifications.id, enterprises.certificationId))
    .where(and(eq(enterpriseStaff.userId, userId), isNull(enterpriseStaff.removedAt)))
    .orderBy(desc(enterprises.id));
}

/** The user's active membership of one enterprise, if any. */
export async function findActiveMembership(db: Executor, enterpriseId: number, userId: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(enterpriseStaff)
    .where(and(eq(enterpriseStaff.enterpriseId, enterpriseId), eq(enterpriseStaff.userId, userId), isNull(enterpriseStaff.removedAt)))
    .limit(1);
  return row;
}

/** The enterprise's active staff, oldest first, with their mobiles. */
export async function findActiveStaff(db: Executor, enterpriseId: number): Promise<StaffWithMobile[]> {
  return db
    .select(staffColumns)
    .from(enterpriseStaff)
    .innerJoin(users, eq(users.id, enterpriseStaff.userId))
    .where(and(eq(enterpriseStaff.enterpriseId, enterpriseId), isNull(enterpriseStaff.removedAt)))
    .orderBy(asc(enterpriseStaff.id));
}

export async function countActiveStaff(db: Executor, enterpriseId: number) {
  return db
    .select({ role: enterpriseStaff.role, n: count() })
    .from(enterpriseStaff)
    .where(and(eq(enterpriseStaff.enterpriseId, enterpriseId), isNull(enterpriseStaff.removedAt)))
    .groupBy(enterpriseStaff.role);
}

/** One staff row of the enterprise (active or removed), locked when `forUpdate`. */
export async function findStaff(db: Executor, enterpriseId: number, staffId: number, forUpdate = false): Promise<StaffWithMobile | undefined> {
  const query = db
    .select(staffColumns)
    .from(enterpriseStaff)
    .innerJoin(users, eq(users.id, enterpriseStaff.userId))
    .where(and(eq(enterpriseStaff.id, staffId), eq(enterpriseStaff.enterpriseId, enterpriseId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: enterpriseStaff }) : await query;
  return row;
}

export async function insertStaff(db: Executor, row: typeof enterpriseStaff.$inferInsert): Promise<StaffRow> {
  const [inserted] = await db.insert(enterpriseStaff).values(row).returning();
  return inserted;
}

export async function updateStaff(db: Executor, staffId: number, set: Partial<Pick<StaffRow, 'name' | 'role' | 'permissions' | 'removedAt'>>): Promise<void> {
  await db.update(enterpriseStaff).set(set).where(eq(enterpriseStaff.id, staffId));
}

export async function appendStaffChange(db: Executor, change: StaffChangeRow): Promise<void> {
  await db.insert(enterpriseStaffChanges).values(change);
}

/** A staff row's history, oldest first, with the actors' nicknames. */
export async function findStaffChanges(db: Executor, staffId: number) {
  return db
    .select({ change: enterpriseStaffChanges, actorName: users.nickname })
    .from(enterpriseStaffChanges)
    .innerJoin(users, eq(users.id, enterpriseStaffChanges.actorId))
    .where(eq(enterpriseStaffChanges.staffId, staffId))
    .orderBy(asc(enterpriseStaffChanges.at), asc(enterpriseStaffChanges.id));
}

/** Users by id with their mobile and nickname. */
export async function findUsersBrief(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, mobile: users.mobile, nickname: users.nickname }).from(users).where(inArray(users.id, ids));
}

/** Whether the user is active staff of the enterprise holding `permission` (for goods and dispatch modules). */
export async function staffHoldsPermission(db: Executor, enterpriseId: number, userId: number, permission: string): Promise<boolean> {
  const row = await findActiveMembership(db, enterpriseId, userId);
  return Boolean(row?.permissions.includes(permission));
}
