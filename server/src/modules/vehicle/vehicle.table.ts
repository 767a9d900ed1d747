import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { AUTHORIZATION_END_REASONS } from '@/lib/contract';
import { oneOf } from '../table-checks';
import { certifications, files } from '../identity/identity.table';
import { enterprises } from '../owner/owner.table';
import { users } from '../user/user.table';

/**
 * Vehicles (docs/vehicles.md). Each has its own certification (kind 'vehicle', unique per
 * vehicle), resubmitted on the same row. It belongs to a person (ownerUserId) or an enterprise
 * (enterpriseId), never both. One plate is one vehicle among the not-deleted ones.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    certificationId: integer('certification_id')
      .notNull()
      .unique('vehicles_certification_unique')
      .references(() => certifications.id, { onDelete: 'cascade' }),
    /** Who registered it (the certification's user). */
    submitterId: integer('submitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    plateNumber: varchar('plate_number', { length: 8 }).notNull(),
    plateColor: varchar('plate_color', { length: 32 }).notNull(),
    vehicleType: varchar('vehicle_type', { length: 32 }).notNull(),
    vehicleLength: varchar('vehicle_length', { length: 32 }),
    energyType: varchar('energy_type', { length: 32 }).notNull(),
    approvedLoadKg: integer('approved_load_kg').notNull(),
    ownerName: varchar('owner_name', { length: 60 }).notNull(),
    vin: varchar('vin', { length: 17 }).notNull(),
    registerDate: date('register_date', { mode: 'string' }).notNull(),
    licenseFrontFileId: varchar('license_front_file_id', { length: 64 })
      .notNull()
      .references(() => files.id),
    licenseBackFileId: varchar('license_back_file_id', { length: 64 })
      .notNull()
      .references(() => files.id),
    inspectionValidUntil: date('inspection_valid_until', { mode: 'string' }).notNull(),
    inspectionFileId: varchar('inspection_file_id', { length: 64 }).references(() => files.id),
    roadTransportNo: varchar('road_transport_no', { length: 24 }),
    roadTransportValidUntil: date('road_transport_valid_until', { mode: 'string' }),
    roadTransportFileId: varchar('road_transport_file_id', { length: 64 }).references(() => files.id),
    contactMobile: varchar('contact_mobile', { length: 11 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('vehicles_plate_live_unique').on(t.plateNumber).where(sql`${t.deletedAt} is null`),
    index('vehicles_owner_idx').on(t.ownerUserId),
    index('vehicles_enterprise_idx').on(t.enterpriseId),
    check('vehicles_one_owner', sql`(${t.ownerUserId} is null) <> (${t.enterpriseId} is null)`),
    check('vehicles_load_positive', sql`${t.approvedLoadKg} > 0`),
    check('vehicles_vin_format', sql`${t.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
    check('vehicles_plate_length', sql`char_length(${t.plateNumber}) in (7, 8)`),
    check(
      'vehicles_road_transport_whole',
      sql`(${t.roadTransportNo} is null) = (${t.roadTransportValidUntil} is null) and (${t.roadTransportNo} is null) = (${t.roadTransportFileId} is null)`,
    ),
    check('vehicles_license_two_photos', sql`${t.licenseFrontFileId} <> ${t.licenseBackFileId}`),
    check('vehicles_deleted_together', sql`(${t.deletedAt} is null) = (${t.deletedBy} is null)`),
  ],
);

/**
 * Drivers authorised to drive a vehicle: one row per grant, ended once (endedAt, endedBy,
 * endReason) and never deleted or reopened; a new grant is a new row. At most one open grant
 * per vehicle and driver.
 */
export const vehicleAuthorizations = pgTable(
  'vehicle_authorizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by')
      .notNull()
      .references(() => users.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: integer('ended_by').references(() => users.id),
    endReason: varchar('end_reason', { length: 16, enum: AUTHORIZATION_END_REASONS }),
  },
  (t) => [
    uniqueIndex('vehicle_authorizations_one_open').on(t.vehicleId, t.driverId).where(sql`${t.endedAt} is null`),
    index('vehicle_authorizations_driver_idx').on(t.driverId),
    check('vehicle_authorizations_end_reason_known', oneOf(t.endReason, AUTHORIZATION_END_REASONS)),
    check(
      'vehicle_authorizations_ended_whole',
      sql`(${t.endedAt} is null) = (${t.endedBy} is null) and (${t.endedAt} is null) = (${t.endReason} is null)`,
    ),
  ],
);

/** What the vehicle history records. */
export const VEHICLE_EVENTS = [
  'authorized',
  'untied',
  'revoked',
  'requestDeclined',
  'allocated',
  'deleted',
  'inspectionUpdated',
  'roadTransportUpdated',
  'contactUpdated',
] as const;

/**
 * Append-only history of a vehicle: authorisations and their ends, re-allocations (from/to
 * owner), deletion, document changes. Never updated or deleted.
 */
export const vehicleEvents = pgTable(
  'vehicle_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 24, enum: VEHICLE_EVENTS }).notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** The driver concerned (authorisation events). */
    driverId: integer('driver_id').references(() => users.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vehicle_events_vehicle_idx').on(t.vehicleId, t.at), check('vehicle_events_action_known', oneOf(t.action, VEHICLE_EVENTS))],
);

/** Temporary vehicles (save2Vehicle): no review, a validity period, ended early by endedAt. */
export const temporaryVehicles = pgTable(
  'temporary_vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    plateNumber: varchar('plate_number', { length: 8 }).notNull(),
    plateColor: varchar('plate_color', { length: 32 }).notNull(),
    vehicleType: varchar('vehicle_type', { length: 32 }).notNull(),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('temporary_vehicles_owner_idx').on(t.ownerUserId),
    index('temporary_vehicles_enterprise_idx').on(t.enterpriseId),
    index('temporary_vehicles_plate_idx').on(t.plateNumber),
    check('temporary_vehicles_one_owner', sql`(${t.ownerUserId} is null) <> (${t.enterpriseId} is null)`),
    check('temporary_vehicles_period', sql`${t.validFrom} <= ${t.validUntil} and ${t.validUntil} - ${t.validFrom} < 90`),
  ],
);

/** Spare capacity a vehicle's owner publishes; at most one open (closedAt null) per vehicle. */
export const spareCapacities = pgTable(
  'spare_capacities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    freeLoadKg: integer('free_load_kg').notNull(),
    fromArea: varchar('from_area', { length: 60 }).notNull(),
    toArea: varchar('to_area', { length: 60 }).notNull(),
    availableDate: date('available_date', { mode: 'string' }).notNull(),
    note: varchar('note', { length: 120 }),
    publishedBy: integer('published_by')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('spare_capacities_one_open').on(t.vehicleId).where(sql`${t.closedAt} is null`),
    index('spare_capacities_open_date_idx').on(t.availableDate).where(sql`${t.closedAt} is null`),
    check('spare_capacities_load_positive', sql`${t.freeLoadKg} > 0`),
  ],
);
