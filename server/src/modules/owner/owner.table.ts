import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ENTERPRISE_ROLES } from '@/lib/contract';
import { oneOf } from '../table-checks';
import { certifications, files } from '../identity/identity.table';
import { users } from '../user/user.table';

/** What a personal cargo-owner certification carries: where goods ship from and what they are. */
export const cargoOwnerDetails = pgTable('cargo_owner_details', {
  certificationId: integer('certification_id')
    .primaryKey()
    .references(() => certifications.id, { onDelete: 'cascade' }),
  address: varchar('address', { length: 120 }).notNull(),
  /** Codes of dict group cargoType. */
  cargoTypes: text('cargo_types').array().notNull(),
});

/**
 * Enterprises applying as consignor or carrier. Each has its own certification (kind
 * 'enterprise'); a rejected one is resubmitted on the same row. The credit code is unique among
 * pending and approved enterprises platform-wide; the service checks that under an advisory lock
 * on the code, because the status lives on the certification. The manager is set on approval.
 */
export const enterprises = pgTable(
  'enterprises',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    certificationId: integer('certification_id')
      .notNull()
      .unique('enterprises_certification_unique')
      .references(() => certifications.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id').references(() => users.id),
    role: varchar('role', { length: 16, enum: ENTERPRISE_ROLES }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    legalPerson: varchar('legal_person', { length: 30 }).notNull(),
    /** The legal person's national ID, encrypted like real-name's, plus its masked form. */
    legalPersonIdCipher: text('legal_person_id_cipher').notNull(),
    legalPersonIdMasked: varchar('legal_person_id_masked', { length: 18 }).notNull(),
    address: varchar('address', { length: 120 }).notNull(),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    businessLicenseFileId: varchar('business_license_file_id', { length: 64 })
      .notNull()
      .references(() => files.id),
    transportPermitFileId: varchar('transport_permit_file_id', { length: 64 }).references(() => files.id),
  },
  (t) => [
    check('enterprises_role_known', oneOf(t.role, ENTERPRISE_ROLES)),
    index('enterprises_credit_code_idx').on(t.creditCode),
    index('enterprises_applicant_idx').on(t.applicantId),
    index('enterprises_manager_idx').on(t.managerId),
  ],
);

/**
 * Changes of an approved owner's contact details (ownerUpdateInfo), which need no new review:
 * who changed which field from what to what, and when. Append-only.
 */
export const ownerInfoChanges = pgTable(
  'owner_info_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    changes: jsonb('changes').$type<Record<string, { from: string; to: string }>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('owner_info_changes_certification_idx').on(t.certificationId, t.at), check('owner_info_changes_not_empty', sql`${t.changes} <> '{}'::jsonb`)],
);
