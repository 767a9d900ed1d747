import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { CERTIFICATION_KINDS, CERTIFICATION_STATUSES } from '@/lib/contract';
import { oneOf } from '../table-checks';
import { users } from '../user/user.table';

/** What the audit trail records (contract `AuditEntry.action`). */
export const AUDIT_ACTIONS = ['submitted', 'approved', 'rejected', 'resubmitted'] as const;

/** Uploaded images. The id is random and url-safe; the bytes live in the storage provider. */
export const files = pgTable(
  'files',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the storage provider keeps the bytes (server-made, never from the client). */
    storageKey: varchar('storage_key', { length: 80 }).notNull(),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId), check('files_size_positive', sql`${t.size} > 0`)],
);

/** Dictionaries (reference data): vehicle types, plate colours, cargo types, lengths, energy types. */
export const dictEntries = pgTable(
  'dict_entries',
  {
    groupCode: varchar('group_code', { length: 42 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    label: varchar('label', { length: 64 }).notNull(),
    labelEn: varchar('label_en', { length: 96 }).notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ name: 'dict_entries_pk', columns: [t.groupCode, t.code] })],
);

/**
 * Certifications: one row per user and kind, reused when a rejected one is submitted again (the
 * audit trail keeps every step). At most one pending per user and kind, enforced by the database,
 * except kind 'vehicle': one certification per vehicle (vehicles.certification_id is unique).
 */
export const certifications = pgTable(
  'certifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16, enum: CERTIFICATION_KINDS }).notNull(),
    status: varchar('status', { length: 16, enum: CERTIFICATION_STATUSES }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerId: integer('reviewer_id').references(() => users.id),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    check('certifications_kind_known', oneOf(t.kind, CERTIFICATION_KINDS)),
    check('certifications_status_known', oneOf(t.status, CERTIFICATION_STATUSES)),
    check('certifications_rejected_has_reason', sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`),
    // Vehicles are certified one by one (several may wait at once): their uniqueness is the
    // vehicles table's unique certification_id, so kind 'vehicle' is outside this index; so are a
    // merchant's application, its goods and its coupon batches (the unique certification_id of
    // merchants, merchant_goods and coupon_batches: a merchant may submit a second batch while the
    // first waits).
    uniqueIndex('certifications_one_pending')
      .on(t.userId, t.kind)
      .where(sql`${t.status} = 'pending' and ${t.kind} not in ('vehicle', 'merchant', 'merchantGoods', 'couponBatch')`),
    index('certifications_user_kind_idx').on(t.userId, t.kind),
    index('certifications_queue_idx').on(t.status, t.submittedAt),
  ],
);

/** What a real-name certification carries. The ID number is stored encrypted, plus its masked form. */
export const realNameDetails = pgTable('real_name_details', {
  certificationId: integer('certification_id')
    .primaryKey()
    .references(() => certifications.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 30 }).notNull(),
  idCardCipher: text('id_card_cipher').notNull(),
  idCardMasked: varchar('id_card_masked', { length: 18 }).notNull(),
  frontFileId: varchar('front_file_id', { length: 64 })
    .notNull()
    .references(() => files.id),
  backFileId: varchar('back_file_id', { length: 64 })
    .notNull()
    .references(() => files.id),
});

/** Append-only trail of every certification: who did what, when, and why. */
export const certificationAudit = pgTable(
  'certification_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 16, enum: AUDIT_ACTIONS }).notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('certification_audit_certification_idx').on(t.certificationId, t.at),
    check('certification_audit_action_known', oneOf(t.action, AUDIT_ACTIONS)),
  ],
);
