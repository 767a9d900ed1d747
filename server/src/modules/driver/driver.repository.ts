import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DriverInvitationStatus } from '@/lib/contract';
import { preparedStatement } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { certifications, realNameDetails } from '../identity/identity.table';
import { enterprises } from '../owner/owner.table';
import { users } from '../user/user.table';
import { driverDetails, driverInvitations, enterpriseDrivers } from './driver.table';

export type DriverDetailsRow = typeof driverDetails.$inferSelect;
export type InvitationRow = typeof driverInvitations.$inferSelect;
export type MembershipRow = typeof enterpriseDrivers.$inferSelect;

export async function upsertDriverDetails(db: Executor, details: DriverDetailsRow): Promise<void> {
  const { certificationId, ...set } = details;
  await db.insert(driverDetails).values(details).onConflictDoUpdate({ target: driverDetails.certificationId, set });
}

export async function findDriverDetails(db: Executor, certificationIds: number[]): Promise<DriverDetailsRow[]> {
  if (certificationIds.length === 0) return [];
  return db.select().from(driverDetails).where(inArray(driverDetails.certificationId, certificationIds));
}

export async function updateQualification(
  db: Executor,
  certificationId: number,
  set: Pick<DriverDetailsRow, 'qualificationNo' | 'qualificationValidUntil' | 'qualificationFileId'>,
): Promise<void> {
  await db.update(driverDetails).set(set).where(eq(driverDetails.certificationId, certificationId));
}

/** The user of each certification, by certification id. */
export async function findCertificationOwners(db: Executor, certificationIds: number[]): Promise<Map<number, number>> {
  if (certificationIds.length === 0) return new Map();
  const rows = await db.select({ id: certifications.id, userId: certifications.userId }).from(certifications).where(inArray(certifications.id, certificationIds));
  return new Map(rows.map((row) => [row.id, row.userId]));
}

/** The real-name certification of each user with its details (name), approved ones only. */
// Prepared (db/prepared.ts): every waybill detail and list names its people through it.
const approvedRealNames = preparedStatement((db) =>
  db
    .select({ userId: certifications.userId, name: realNameDetails.name, idCardCipher: realNameDetails.idCardCipher })
    .from(certifications)
    .innerJoin(realNameDetails, eq(realNameDetails.certificationId, certifications.id))
    .where(
      and(
        sql`${certifications.userId} = any(${sql.placeholder('ids')}::integer[])`,
        eq(certifications.kind, 'realName'),
        eq(certifications.status, 'approved'),
      ),
    )
    .prepare('approved_real_names'),
);

export async function findApprovedRealNames(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return approvedRealNames(db).execute({ ids: userIds });
}

/** The driver certification of each user, with its details when submitted. */
export async function findDriverCertifications(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ certification: certifications, details: driverDetails })
    .from(certifications)
    .leftJoin(driverDetails, eq(driverDetails.certificationId, certifications.id))
    .where(and(inArray(certifications.userId, userIds), eq(certifications.kind, 'driver')));
}

export async function findUserIdByMobile(db: Executor, mobile: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  return row?.id;
}

/** Marks the pair's pending invitation expired once its time has passed (so a new one may be sent). */
export async function expireStaleInvitations(db: Executor, enterpriseId: number, driverId: number, now: Date): Promise<void> {
  await db
    .update(driverInvitations)
    .set({ status: 'expired' })
    .where(
      and(
        eq(driverInvitations.enterpriseId, enterpriseId),
        eq(driverInvitations.driverId, driverId),
        eq(driverInvitations.status, 'pending'),
        sql`${driverInvitations.expiresAt} <= ${now}`,
      ),
    );
}

export async function insertInvitation(db: Executor, row: typeof driverInvitations.$inferInsert): Promise<InvitationRow> {
  const [inserted] = await db.insert(driverInvitations).values(row).returning();
  return inserted;
}

const invitationColumns = {
  invitation: driverInvitations,
  enterpriseName: enterprises.name,
  managerId: enterprises.managerId,
  driverMobile: users.mobile,
};

function invitationQuery(db: Executor) {
  return db
    .select(invitationColumns)
    .from(driverInvitations)
    .innerJoin(enterprises, eq(enterprises.id, driverInvitations.enterpriseId))
    .innerJoin(users, eq(users.id, driverInvitations.driverId));
}
export type InvitationView = { invitation: InvitationRow; enterpriseName: string; managerId: number | null; driverMobile: string };

export async function findInvitation(db: Executor, id: number, forUpdate = false): Promise<InvitationView | undefined> {
  const query = invitationQuery(db).where(eq(driverInvitations.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update', { of: driverInvitations }) : await query;
  return row;
}

/** Stored "pending" that has passed its expiry reads as expired. */
function statusFilter(status: DriverInvitationStatus | undefined, now: Date) {
  if (!status) return undefined;
  if (status === 'pending') return and(eq(driverInvitations.status, 'pending'), sql`${driverInvitations.expiresAt} > ${now}`);
  if (status === 'expired') {
    return or(eq(driverInvitations.status, 'expired'), and(eq(driverInvitations.status, 'pending'), sql`${driverInvitations.expiresAt} <= ${now}`));
  }
  return eq(driverInvitations.status, status);
}

export async function findInvitationsPage(
  db: Executor,
  filter: { driverId?: number; enterpriseId?: number; status?: DriverInvitationStatus; now: Date },
  page: { offset: number; limit: number },
) {
  const where = and(
    filter.driverId !== undefined ? eq(driverInvitations.driverId, filter.driverId) : undefined,
    filter.enterpriseId !== undefined ? eq(driverInvitations.enterpriseId, filter.enterpriseId) : undefined,
    statusFilter(filter.status, filter.now),
  );
  const rows = await invitationQuery(db).where(where).orderBy(desc(driverInvitations.createdAt), desc(driverInvitations.id)).offset(page.offset).limit(page.limit);
  const [{ total }] = await db.select({ total: count() }).from(driverInvitations).where(where);
  return { rows, total };
}

/** Moves a pending invitation to an answer; undefined when it was no longer pending (a race). */
export async function answerInvitation(
  db: Executor,
  id: number,
  set: { status: DriverInvitationStatus; respondedAt: Date | null; respondedBy: number | null },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(driverInvitations)
    .set(set)
    .where(and(eq(driverInvitations.id, id), eq(driverInvitations.status, 'pending')))
    .returning();
  return row;
}

export async function insertMembership(db: Executor, row: typeof enterpriseDrivers.$inferInsert): Promise<MembershipRow> {
  const [inserted] = await db.insert(enterpriseDrivers).values(row).returning();
  return inserted;
}

/** The user's active membership (at most one), with the enterprise's name. */
export async function findActiveMembershipOfDriver(db: Executor, driverId: number, forUpdate = false) {
  const query = db
    .select({ membership: enterpriseDrivers, enterpriseName: enterprises.name })
    .from(enterpriseDrivers)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseDrivers.enterpriseId))
    .where(and(eq(enterpriseDrivers.driverId, driverId), isNull(enterpriseDrivers.leftAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: enterpriseDrivers }) : await query;
  return row;
}

/** Every membership of the driver in the enterprise, newest first (the history). */
export async function findMemberships(db: Executor, enterpriseId: number, driverId: number): Promise<MembershipRow[]> {
  return db
    .select()
    .from(enterpriseDrivers)
    .where(and(eq(enterpriseDrivers.enterpriseId, enterpriseId), eq(enterpriseDrivers.driverId, driverId)))
    .orderBy(desc(enterpriseDrivers.joinedAt), desc(enterpriseDrivers.id));
}

export async function endMembership(db: Executor, id: number, set: { leftAt: Date; endReason: 'left' | 'removed'; endedBy: number }) {
  const [row] = await db
    .update(enterpriseDrivers)
    .set(set)
    .where(and(eq(enterpriseDrivers.id, id), isNull(enterpriseDrivers.leftAt)))
    .returning();
  return row;
}

export async function updateMembership(db: Executor, id: number, set: { remark?: string | null; contactMobile?: string | null }) {
  await db.update(enterpriseDrivers).set(set).where(eq(enterpriseDrivers.id, id));
}

/** The enterprise's active drivers with their account mobile; `keyword` matches mobile, remark or real name. */
export async function findActiveDrivers(
  db: Executor,
  enterpriseId: number,
  options: { keyword?: string; offset?: number; limit?: number } = {},
) {
  const like = options.keyword ? `%${options.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const realName = db
    .select({ userId: certifications.userId, name: realNameDetails.name })
    .from(certifications)
    .innerJoin(realNameDetails, eq(realNameDetails.certificationId, certifications.id))
    .where(and(eq(certifications.kind, 'realName'), eq(certifications.status, 'approved')))
    .as('real_name');
  const where = and(
    eq(enterpriseDrivers.enterpriseId, enterpriseId),
    isNull(enterpriseDrivers.leftAt),
    like ? or(ilike(users.mobile, like), ilike(enterpriseDrivers.remark, like), ilike(realName.name, like)) : undefined,
  );
  const base = db
    .select({ membership: enterpriseDrivers, mobile: users.mobile, name: realName.name })
    .from(enterpriseDrivers)
    .innerJoin(users, eq(users.id, enterpriseDrivers.driverId))
    .leftJoin(realName, eq(realName.userId, enterpriseDrivers.driverId))
    .where(where)
    .orderBy(asc(enterpriseDrivers.joinedAt), asc(enterpriseDrivers.id));
  const rows = options.limit !== undefined ? await base.offset(options.offset ?? 0).limit(options.limit) : await base;
  const [{ total }] = await db
    .select({ total: count() })
    .from(enterpriseDrivers)
    .innerJoin(users, eq(users.id, enterpriseDrivers.driverId))
    .leftJoin(realName, eq(realName.userId, enterpriseDrivers.driverId))
    .where(where);
  return { rows, total };
}
