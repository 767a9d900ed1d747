import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CertificationKind, CertificationStatus } from '@/lib/contract';
import { preparedStatement } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { users } from '../user/user.table';
import { certificationAudit, certifications, dictEntries, files, realNameDetails } from './identity.table';

export type FileRow = typeof files.$inferSelect;
export type CertificationRow = typeof certifications.$inferSelect;
export type RealNameRow = typeof realNameDetails.$inferSelect;
export type AuditAction = (typeof certificationAudit.$inferInsert)['action'];

export async function insertFile(db: Executor, file: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(file).returning();
  return row;
}

export async function findFile(db: Executor, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** The files among `ids` that `ownerId` uploaded. */
export async function findOwnedFiles(db: Executor, ownerId: number, ids: string[]): Promise<FileRow[]> {
  return db.select().from(files).where(and(eq(files.ownerId, ownerId), inArray(files.id, ids)));
}

// Prepared (db/prepared.ts), and kept: the dicts are read by the filters and forms of every market
// screen, and each release checks three of them.
const dictGroup = preparedStatement((db) =>
  db
    .select({ code: dictEntries.code, label: dictEntries.label, labelEn: dictEntries.labelEn, sort: dictEntries.sort })
    .from(dictEntries)
    .where(eq(dictEntries.groupCode, sql.placeholder('groupCode')))
    .orderBy(asc(dictEntries.sort), asc(dictEntries.code))
    .prepare('dict_group'),
);

type DictEntry = Awaited<ReturnType<ReturnType<typeof dictGroup>['execute']>>[number];

/**
 * How long a group read is kept by this process. The dictionaries are reference data written only
 * by the reference seed on every start (dict.seed.ts: the code's own entries, the same in every
 * database), so a node sees another version's entries only during a rolling deploy, for at most
 * this long.
 */
const DICT_KEPT_MS = 60_000;
const keptGroups = new Map<string, { entries: DictEntry[]; until: number }>();

/** A dictionary group's entries in display order (empty for an unknown group). */
export async function findDictGroup(db: Executor, groupCode: string): Promise<DictEntry[]> {
  const kept = keptGroups.get(groupCode);
  if (kept && kept.until > performance.now()) return kept.entries;
  // Read on the caller's own executor and keep only what came back, never a read in flight: on
  // PGlite's one connection a read outside a transaction waits for that transaction, so a
  // transaction handed such a read would wait for itself, and every request after it for ever.
  const entries = await dictGroup(db).execute({ groupCode });
  // An empty group (unknown, or a database not seeded yet) is not kept: the next call asks again.
  if (entries.length > 0) keptGroups.set(groupCode, { entries, until: performance.now() + DICT_KEPT_MS });
  // Shared by every caller while kept: read it, do not change it.
  return entries;
}

/** Inserts the entries, or brings existing ones (same group and code) up to date. */
export async function upsertDictEntries(db: Executor, entries: (typeof dictEntries.$inferInsert)[]): Promise<void> {
  await db
    .insert(dictEntries)
    .values(entries)
    .onConflictDoUpdate({
      target: [dictEntries.groupCode, dictEntries.code],
      set: { label: sql`excluded.label`, labelEn: sql`excluded.label_en`, sort: sql`excluded.sort` },
    });
}

/** The user's certification of a kind (one row per user and kind), locked when `forUpdate`. */
export async function findCertification(db: Executor, userId: number, kind: CertificationKind, forUpdate = false) {
  const query = db
    .select()
    .from(certifications)
    .where(and(eq(certifications.userId, userId), eq(certifications.kind, kind)))
    .orderBy(desc(certifications.submittedAt), desc(certifications.id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Every certification of a user, newest first per kind. */
// Prepared: the qualification behind every role's first screen reads it.
const certificationsOfUser = preparedStatement((db) =>
  db
    .select()
    .from(certifications)
    .where(eq(certifications.userId, sql.placeholder('userId')))
    .orderBy(desc(certifications.submittedAt), desc(certifications.id))
    .prepare('certifications_of_user'),
);

export async function findCertificationsOfUser(db: Executor, userId: number): Promise<CertificationRow[]> {
  return certificationsOfUser(db).execute({ userId });
}

export async function findCertificationById(db: Executor, id: number, forUpdate = false) {
  const query = db.select().from(certifications).where(eq(certifications.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertCertification(db: Executor, row: typeof certifications.$inferInsert): Promise<CertificationRow> {
  const [inserted] = await db.insert(certifications).values(row).returning();
  return inserted;
}

/** Moves a certification from `from` to the given fields; undefined when it was no longer in `from`. */
export async function updateCertificationFrom(
  db: Executor,
  id: number,
  from: CertificationStatus,
  set: Partial<typeof certifications.$inferInsert>,
): Promise<CertificationRow | undefined> {
  const [row] = await db
    .update(certifications)
    .set(set)
    .where(and(eq(certifications.id, id), eq(certifications.status, from)))
    .returning();
  return row;
}

export async function upsertRealNameDetails(db: Executor, details: typeof realNameDetails.$inferInsert): Promise<void> {
  await db
    .insert(realNameDetails)
    .values(details)
    .onConflictDoUpdate({
      target: realNameDetails.certificationId,
      set: {
        name: details.name,
        idCardCipher: details.idCardCipher,
        idCardMasked: details.idCardMasked,
        frontFileId: details.frontFileId,
        backFileId: details.backFileId,
      },
    });
}

export async function findRealNameDetails(db: Executor, certificationIds: number[]): Promise<RealNameRow[]> {
  if (certificationIds.length === 0) return [];
  return db.select().from(realNameDetails).where(inArray(realNameDetails.certificationId, certificationIds));
}

export async function appendAudit(
  db: Executor,
  entry: { certificationId: number; action: AuditAction; actorId: number; reason: string | null; at: Date },
): Promise<void> {
  await db.insert(certificationAudit).values(entry);
}

export async function findAudit(db: Executor, certificationId: number) {
  return db
    .select({
      action: certificationAudit.action,
      actorUserId: certificationAudit.actorId,
      actorMobile: users.mobile,
      reason: certificationAudit.reason,
      at: certificationAudit.at,
    })
    .from(certificationAudit)
    .innerJoin(users, eq(users.id, certificationAudit.actorId))
    .where(eq(certificationAudit.certificationId, certificationId))
    .orderBy(asc(certificationAudit.at), asc(certificationAudit.id));
}

/** Certifications to review, oldest submission first, with the applicant's mobile. */
export async function findReviewQueue(
  db: Executor,
  filter: { status: CertificationStatus; kind?: CertificationKind },
  page: { offset: number; limit: number },
) {
  const where = and(eq(certifications.status, filter.status), filter.kind ? eq(certifications.kind, filter.kind) : undefined);
  const rows = await db
    .select({ certification: certifications, mobile: users.mobile })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .where(where)
    .orderBy(asc(certifications.submittedAt), asc(certifications.id))
    .offset(page.offset)
    .limit(page.limit);
  const [{ total }] = await db.select({ total: count() }).from(certifications).where(where);
  return { rows, total };
}

export async function findMobileOfUser(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.mobile;
}

/** Sets the real-name flag and its badge on the account. */
export async function markUserVerified(db: Executor, userId: number, vLogo: string): Promise<void> {
  await db.update(users).set({ isVerified: true, vLogo }).where(eq(users.id, userId));
}
