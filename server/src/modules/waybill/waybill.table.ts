import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { SIGNING_PARTIES, WAYBILL_CANCELLERS, WAYBILL_ORIGINS, WAYBILL_STATUSES } from '@/lib/contract/waybill';
import { oneOf } from '../table-checks';
import { goodsSources } from '../goods/goods.table';
import { users } from '../user/user.table';
import { vehicles } from '../vehicle/vehicle.table';

const statusIn = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * Waybills (docs/waybills.md, states in docs/waybill-states.md "## Waybills"). Each holds one truck
 * slot of its goods source while active. Every status change is one conditional UPDATE
 * (`WHERE status = <expected>`) plus one row of waybill_status_history; the checks below keep each
 * status's facts present (no loading before both signatures, no cancellation after loading, ...).
 */
export const waybills = pgTable(
  'waybills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    goodsSourceId: integer('goods_source_id')
      .notNull()
      .references(() => goodsSources.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id),
    /** The goods source's managing account when the waybill was made (goods_sources.owner_user_id). */
    cargoOwnerId: integer('cargo_owner_id')
      .notNull()
      .references(() => users.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    plateNumber: varchar('plate_number', { length: 8 }).notNull(),
    origin: varchar('origin', { length: 16, enum: WAYBILL_ORIGINS }).notNull(),
    status: varchar('status', { length: 16, enum: WAYBILL_STATUSES }).notNull(),
    /** Freight of this truck, integer fen (the source's per-truck freight at creation). */
    freightFen: integer('freight_fen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Dispatches: when the driver received it (null while assigned). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    driverSignedAt: timestamp('driver_signed_at', { withTimezone: true }),
    ownerSignedAt: timestamp('owner_signed_at', { withTimezone: true }),
    loadingScannedAt: timestamp('loading_scanned_at', { withTimezone: true }),
    loadedAt: timestamp('loaded_at', { withTimezone: true }),
    loadedWeightKg: integer('loaded_weight_kg'),
    loadedPhotoIds: text('loaded_photo_ids').array(),
    unloadingScannedAt: timestamp('unloading_scanned_at', { withTimezone: true }),
    unloadedAt: timestamp('unloaded_at', { withTimezone: true }),
    unloadedWeightKg: integer('unloaded_weight_kg'),
    unloadedPhotoIds: text('unloaded_photo_ids').array(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: varchar('cancelled_by', { length: 16, enum: WAYBILL_CANCELLERS }),
    cancelActorId: integer('cancel_actor_id').references(() => users.id),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    evaluationStars: smallint('evaluation_stars'),
    evaluationText: varchar('evaluation_text', { length: 200 }),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    stationSignedForAt: timestamp('station_signed_for_at', { withTimezone: true }),
    stationSignedForBy: integer('station_signed_for_by').references(() => users.id),
  },
  (t) => [
    check('waybills_status_known', oneOf(t.status, WAYBILL_STATUSES)),
    check('waybills_origin_known', oneOf(t.origin, WAYBILL_ORIGINS)),
    check('waybills_cancelled_by_known', oneOf(t.cancelledBy, WAYBILL_CANCELLERS)),
    check('waybills_freight_range', sql`${t.freightFen} between 1 and 100000000`),
    // Only a dispatch waits to be received; a grab is received by grabbing.
    check('waybills_assigned_is_dispatch', sql`${t.status} <> 'assigned' or (${t.origin} = 'dispatch' and ${t.receivedAt} is null)`),
    check('waybills_received', sql`${t.status} in ('assigned', 'cancelled') or ${t.receivedAt} is not null`),
    // Signed and everything after it: both sides signed the e-contract.
    check(
      'waybills_signed_both',
      sql`${t.status} in ('assigned', 'created', 'cancelled') or (${t.driverSignedAt} is not null and ${t.ownerSignedAt} is not null)`,
    ),
    check('waybills_loading_scanned', sql`(${t.loadingScannedAt} is not null) = (${t.status} in ${statusIn(['loading', 'loaded', 'inTransit', 'unloading', 'unloaded', 'settled'])})`),
    check(
      'waybills_loaded_facts',
      sql`(${t.loadedAt} is not null) = (${t.status} in ${statusIn(['loaded', 'inTransit', 'unloading', 'unloaded', 'settled'])})
        and (${t.loadedAt} is null) = (${t.loadedWeightKg} is null) and (${t.loadedAt} is null) = (${t.loadedPhotoIds} is null)`,
    ),
    check('waybills_unloading_scanned', sql`(${t.unloadingScannedAt} is not null) = (${t.status} in ('unloading', 'unloaded', 'settled'))`),
    check(
      'waybills_unloaded_facts',
      sql`(${t.unloadedAt} is not null) = (${t.status} in ('unloaded', 'settled'))
        and (${t.unloadedAt} is null) = (${t.unloadedWeightKg} is null) and (${t.unloadedAt} is null) = (${t.unloadedPhotoIds} is null)`,
    ),
    check('waybills_weights', sql`(${t.loadedWeightKg} is null or ${t.loadedWeightKg} between 1 and 100000) and (${t.unloadedWeightKg} is null or ${t.unloadedWeightKg} between 1 and 100000)`),
    // Cancelled: who, why and when, and never after loading started.
    check(
      'waybills_cancellation',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null and ${t.cancelledBy} is not null and ${t.cancelReason} is not null)
        and (${t.status} <> 'cancelled' or ${t.loadingScannedAt} is null)`,
    ),
    check(
      'waybills_evaluation',
      sql`(${t.evaluatedAt} is null) = (${t.evaluationStars} is null)
        and (${t.evaluationStars} is null or (${t.evaluationStars} between 1 and 5 and ${t.status} in ('unloaded', 'settled')))`,
    ),
    check(
      'waybills_station_sign_for',
      sql`(${t.stationSignedForAt} is null) = (${t.stationSignedForBy} is null) and (${t.stationSignedForAt} is null or ${t.loadedAt} is not null)`,
    ),
    // One active waybill per driver and goods source.
    uniqueIndex('waybills_one_active_per_driver_source')
      .on(t.goodsSourceId, t.driverId)
      .where(sql`${t.status} in ${statusIn(['assigned', 'created', 'signed', 'loading', 'loaded', 'inTransit', 'unloading'])}`),
    index('waybills_source_idx').on(t.goodsSourceId, t.status),
    index('waybills_driver_idx').on(t.driverId, t.id),
    index('waybills_owner_idx').on(t.cargoOwnerId, t.id),
  ],
);

/**
 * Every status change of a waybill, append-only (the repository only inserts): from (null when
 * created), to, who, when (the event's own time for field actions; recordedAt is when the server
 * learned it), why, and where.
 */
export const waybillStatusHistory = pgTable(
  'waybill_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 16, enum: WAYBILL_STATUSES }),
    toStatus: varchar('to_status', { length: 16, enum: WAYBILL_STATUSES }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    reason: varchar('reason', { length: 200 }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [
    check('waybill_status_history_from_known', oneOf(t.fromStatus, WAYBILL_STATUSES)),
    check('waybill_status_history_to_known', oneOf(t.toStatus, WAYBILL_STATUSES)),
    check('waybill_status_history_changes', sql`${t.fromStatus} is null or ${t.fromStatus} <> ${t.toStatus}`),
    check('waybill_status_history_position', sql`(${t.lat} is null) = (${t.lng} is null) and (${t.lat} is null or (${t.lat} between -90 and 90 and ${t.lng} between -180 and 180))`),
    index('waybill_status_history_waybill_idx').on(t.waybillId, t.id),
  ],
);

/**
 * E-contract signings, one row per signing page handed out (a party may ask again; the newest
 * pending one counts). Completed by the provider's verified callback with the signer's name, time,
 * IP and drawn signature; at most one completed signing per waybill and party.
 */
export const waybillSignings = pgTable(
  'waybill_signings',
  {
    signingId: varchar('signing_id', { length: 100 }).primaryKey(),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    party: varchar('party', { length: 16, enum: SIGNING_PARTIES }).notNull(),
    signerId: integer('signer_id')
      .notNull()
      .references(() => users.id),
    url: varchar('url', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerName: varchar('signer_name', { length: 30 }),
    signerIp: varchar('signer_ip', { length: 64 }),
    signatureImage: text('signature_image'),
  },
  (t) => [
    check('waybill_signings_party_known', oneOf(t.party, SIGNING_PARTIES)),
    check('waybill_signings_complete', sql`(${t.signedAt} is null) = (${t.signerName} is null) and (${t.signedAt} is null) = (${t.signatureImage} is null)`),
    uniqueIndex('waybill_signings_one_signed').on(t.waybillId, t.party).where(sql`${t.signedAt} is not null`),
    index('waybill_signings_waybill_idx').on(t.waybillId, t.party),
  ],
);
