import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { DRIVER_INVITATION_STATUSES, LICENSE_CLASSES, MEMBERSHIP_END_REASONS } from '@/lib/contract';
import { oneOf } from '../table-checks';
import { certifications, files } from '../identity/identity.table';
import { enterprises } from '../owner/owner.table';
import { users } from '../user/user.table';

/**
 * What a driver certification carries (kind 'driver', one per user, resubmitted on the same row):
 * the driving licence and, optionally, the occupational qualification certificate. The licence
 * number is the holder's national ID, stored encrypted with its masked form.
 */
export const driverDetails = pgTable(
  'driver_details',
  {
    certificationId: integer('certification_id')
      .primaryKey()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    licenseNoCipher: text('license_no_cipher').notNull(),
    licenseNoMasked: varchar('license_no_masked', { length: 18 }).notNull(),
    licenseClass: varchar('license_class', { length: 4, enum: LICENSE_CLASSES }).notNull(),
    issuingAuthority: varchar('issuing_authority', { length: 60 }).notNull(),
    firstIssueDate: date('first_issue_date', { mode: 'string' }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    mainFileId: varchar('main_file_id', { length: 64 })
      .notNull()
      .references(() => files.id),
    subFileId: varchar('sub_file_id', { length: 64 })
      .notNull()
      .references(() => files.id),
    qualificationNo: varchar('qualification_no', { length: 30 }),
    qualificationValidUntil: date('qualification_valid_until', { mode: 'string' }),
    qualificationFileId: varchar('qualification_file_id', { length: 64 }).references(() => files.id),
  },
  (t) => [
    check('driver_details_class_known', oneOf(t.licenseClass, LICENSE_CLASSES)),
    check('driver_details_validity_order', sql`${t.firstIssueDate} <= ${t.validFrom} and ${t.validFrom} < ${t.validUntil}`),
    check('driver_details_two_photos', sql`${t.mainFileId} <> ${t.subFileId}`),
    check(
      'driver_details_qualification_whole',
      sql`(${t.qualificationNo} is null and ${t.qualificationValidUntil} is null and ${t.qualificationFileId} is null)
        or (${t.qualificationNo} is not null and ${t.qualificationValidUntil} is not null and ${t.qualificationFileId} is not null)`,
    ),
  ],
);

/**
 * A carrier enterprise's invitation to a registered user to drive for it. Pending ones expire at
 * `expires_at` (read as expired from then on, and written so when the pair is invited again);
 * answered ones are never deleted. One pending invitation per enterprise and driver.
 */
export const driverInvitations = pgTable(
  'driver_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 16, enum: DRIVER_INVITATION_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedBy: integer('responded_by').references(() => users.id),
  },
  (t) => [
    check('driver_invitations_status_known', oneOf(t.status, DRIVER_INVITATION_STATUSES)),
    check('driver_invitations_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
    check(
      'driver_invitations_answered',
      sql`(${t.status} in ('pending', 'expired')) = (${t.respondedAt} is null)`,
    ),
    uniqueIndex('driver_invitations_one_pending').on(t.enterpriseId, t.driverId).where(sql`${t.status} = 'pending'`),
    index('driver_invitations_driver_idx').on(t.driverId, t.createdAt),
    index('driver_invitations_enterprise_idx').on(t.enterpriseId, t.createdAt),
  ],
);

/**
 * Membership of drivers in carrier enterprises: joined on accepting an invitation, ended (never
 * deleted) when the driver leaves or the manager removes them. A driver has at most one active
 * membership platform-wide (one carrier at a time, simpler for dispatch).
 */
export const enterpriseDrivers = pgTable(
  'enterprise_drivers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitationId: integer('invitation_id')
      .notNull()
      .unique('enterprise_drivers_invitation_unique')
      .references(() => driverInvitations.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    endReason: varchar('end_reason', { length: 8, enum: MEMBERSHIP_END_REASONS }),
    endedBy: integer('ended_by').references(() => users.id),
    /** The enterprise's own notes about this driver; never the driver's account data. */
    remark: varchar('remark', { length: 60 }),
    contactMobile: varchar('contact_mobile', { length: 11 }),
  },
  (t) => [
    check('enterprise_drivers_end_reason_known', oneOf(t.endReason, MEMBERSHIP_END_REASONS)),
    check(
      'enterprise_drivers_end_whole',
      sql`(${t.leftAt} is null and ${t.endReason} is null and ${t.endedBy} is null)
        or (${t.leftAt} is not null and ${t.endReason} is not null and ${t.endedBy} is not null)`,
    ),
    check('enterprise_drivers_contact_mobile_format', sql`${t.contactMobile} ~ '^1[3-9][0-9]{9}$'`),
    uniqueIndex('enterprise_drivers_one_active').on(t.driverId).where(sql`${t.leftAt} is null`),
    index('enterprise_drivers_enterprise_idx').on(t.enterpriseId, t.joinedAt),
  ],
);
