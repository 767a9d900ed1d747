import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { GOODS_OPERATIONS, GOODS_RELEASERS, GOODS_SOURCE_STATUSES } from '@/lib/contract';
import { oneOf } from '../table-checks';
import { enterprises } from '../owner/owner.table';
import { users } from '../user/user.table';

/**
 * Toll stations of the expressways (reference data, seeded idempotently by goods.seed.ts).
 * Toll collectors release goods for offline shippers at a station; drivers list a station's goods.
 */
export const stations = pgTable(
  'stations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable code of the seed (e.g. FJ-G15-XMB); the seed upserts on it. */
    code: varchar('code', { length: 32 }).notNull().unique('stations_code_unique'),
    name: varchar('name', { length: 60 }).notNull(),
    /** The expressway, e.g. "G15 沈海高速". */
    highway: varchar('highway', { length: 60 }).notNull(),
    address: varchar('address', { length: 120 }).notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** GB/T 2260 county code. */
    adCode: varchar('ad_code', { length: 6 }).notNull(),
  },
  (t) => [
    check('stations_lng_range', sql`${t.lng} between -180 and 180`),
    check('stations_lat_range', sql`${t.lat} between -90 and 90`),
    check('stations_ad_code_format', sql`${t.adCode} ~ '^[0-9]{6}$'`),
  ],
);

/**
 * Which station employs a toll collector (one station each; docs/offline.md "Kiosk mode"). The
 * station's kiosk key (stationQrKey) is given only to its own collectors. Granted with the
 * tollCollector identity (demo seed, or by the station's operator); a row without the identity
 * grants nothing.
 */
export const stationCollectors = pgTable(
  'station_collectors',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('station_collectors_station_idx').on(t.stationId)],
);

/**
 * Goods sources (docs/goods.md, states in docs/waybill-states.md). Released by a cargo owner
 * (personal, or for an enterprise: enterpriseId) or by a toll collector for an offline shipper
 * (releasedBy 'tollCollector', offline shipper fields and stationId set). ownerUserId is the account
 * that manages it (confirms, cancels). Freight is per truck, in integer fen. Trucks are taken one
 * slot at a time by takeTruckSlot (goods.queries.ts).
 */
export const goodsSources = pgTable(
  'goods_sources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    releasedBy: varchar('released_by', { length: 16, enum: GOODS_RELEASERS }).notNull(),
    offlineShipperName: varchar('offline_shipper_name', { length: 30 }),
    offlineShipperMobile: varchar('offline_shipper_mobile', { length: 11 }),
    stationId: integer('station_id').references(() => stations.id),
    originName: varchar('origin_name', { length: 60 }).notNull(),
    originAddress: varchar('origin_address', { length: 120 }).notNull(),
    originLng: doublePrecision('origin_lng').notNull(),
    originLat: doublePrecision('origin_lat').notNull(),
    originAdCode: varchar('origin_ad_code', { length: 6 }).notNull(),
    destinationName: varchar('destination_name', { length: 60 }).notNull(),
    destinationAddress: varchar('destination_address', { length: 120 }).notNull(),
    destinationLng: doublePrecision('destination_lng').notNull(),
    destinationLat: doublePrecision('destination_lat').notNull(),
    destinationAdCode: varchar('destination_ad_code', { length: 6 }).notNull(),
    /** Code of dict group cargoType. */
    cargoType: varchar('cargo_type', { length: 32 }).notNull(),
    weightKg: integer('weight_kg').notNull(),
    /** Cubic metres, optional. */
    volumeM3: doublePrecision('volume_m3'),
    trucksNeeded: integer('trucks_needed').notNull(),
    trucksTaken: integer('trucks_taken').notNull().default(0),
    /** Codes of dict groups vehicleLength / vehicleType; null = any. */
    vehicleLength: varchar('vehicle_length', { length: 32 }),
    vehicleType: varchar('vehicle_type', { length: 32 }),
    /** Freight per truck, integer fen. */
    freightFen: integer('freight_fen').notNull(),
    /** Loading date (China time). */
    loadingDate: date('loading_date', { mode: 'string' }).notNull(),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    remarks: varchar('remarks', { length: 200 }),
    status: varchar('status', { length: 16, enum: GOODS_SOURCE_STATUSES }).notNull(),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('goods_sources_status_known', oneOf(t.status, GOODS_SOURCE_STATUSES)),
    check('goods_sources_released_by_known', oneOf(t.releasedBy, GOODS_RELEASERS)),
    check(
      'goods_sources_offline_fields',
      sql`(${t.releasedBy} = 'tollCollector') = (${t.offlineShipperName} is not null and ${t.offlineShipperMobile} is not null and ${t.stationId} is not null)`,
    ),
    check('goods_sources_offline_no_enterprise', sql`${t.releasedBy} = 'cargoOwner' or ${t.enterpriseId} is null`),
    check('goods_sources_trucks_needed_range', sql`${t.trucksNeeded} between 1 and 50`),
    check('goods_sources_trucks_taken_range', sql`${t.trucksTaken} between 0 and ${t.trucksNeeded}`),
    check('goods_sources_draft_untaken', sql`${t.status} <> 'draft' or ${t.trucksTaken} = 0`),
    check('goods_sources_open_has_slot', sql`${t.status} <> 'open' or ${t.trucksTaken} < ${t.trucksNeeded}`),
    check('goods_sources_taken_full', sql`${t.status} <> 'taken' or ${t.trucksTaken} = ${t.trucksNeeded}`),
    check('goods_sources_opened_at', sql`${t.status} = 'draft' or ${t.status} = 'cancelled' or ${t.openedAt} is not null`),
    check('goods_sources_closed_at', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    check('goods_sources_cancelled_at', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check('goods_sources_weight_positive', sql`${t.weightKg} between 1 and 1000000`),
    check('goods_sources_volume_positive', sql`${t.volumeM3} is null or ${t.volumeM3} > 0`),
    check('goods_sources_freight_range', sql`${t.freightFen} between 1 and 100000000`),
    check('goods_sources_origin_ll', sql`${t.originLng} between -180 and 180 and ${t.originLat} between -90 and 90`),
    check('goods_sources_destination_ll', sql`${t.destinationLng} between -180 and 180 and ${t.destinationLat} between -90 and 90`),
    check('goods_sources_ad_codes', sql`${t.originAdCode} ~ '^[0-9]{6}$' and ${t.destinationAdCode} ~ '^[0-9]{6}$'`),
    check('goods_sources_contact_mobile', sql`${t.contactMobile} ~ '^1[3-9][0-9]{9}$'`),
    /** Nearest-first walk over the open market (nearbySourceOfGoods). */
    index('goods_sources_open_origin_earth_idx')
      .using('gist', sql`ll_to_earth(${t.originLat}, ${t.originLng})`)
      .where(sql`${t.status} = 'open'`),
    index('goods_sources_status_loading_idx').on(t.status, t.loadingDate, t.id),
    index('goods_sources_owner_idx').on(t.ownerUserId, t.id),
    index('goods_sources_enterprise_idx').on(t.enterpriseId),
    index('goods_sources_station_idx').on(t.stationId, t.status),
    // The market lists walk these in their own order and stop at a page (bench/README.md: at
    // 1,000,000 open sources "today" sorted every source of the day, ~1.4 s a page). NULLS FIRST is
    // PostgreSQL's own order for DESC, so ORDER BY … DESC matches the index.
    /** todaySourceOfGoodsList: one loading day, newest first. */
    index('goods_sources_open_day_newest_idx')
      .on(t.loadingDate, t.openedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
    /** recommendedForOldDrivers for a newcomer: newest first over every day from today. */
    index('goods_sources_open_newest_idx').on(t.openedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'open'`),
    /** priorityGoods: best paid first. */
    index('goods_sources_open_freight_idx')
      .on(t.freightFen.desc().nullsFirst(), t.loadingDate, t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
    /** stationCommerceSourceList: one station's open goods, newest first. */
    index('goods_sources_open_station_newest_idx')
      .on(t.stationId, t.openedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Free-transport listings: a driver offers a free (return) trip — route, date, vehicle. Soft-deleted.
 */
export const freeTransports = pgTable(
  'free_transports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    driverUserId: integer('driver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originName: varchar('origin_name', { length: 60 }).notNull(),
    originAddress: varchar('origin_address', { length: 120 }).notNull(),
    originLng: doublePrecision('origin_lng').notNull(),
    originLat: doublePrecision('origin_lat').notNull(),
    originAdCode: varchar('origin_ad_code', { length: 6 }).notNull(),
    destinationName: varchar('destination_name', { length: 60 }).notNull(),
    destinationAddress: varchar('destination_address', { length: 120 }).notNull(),
    destinationLng: doublePrecision('destination_lng').notNull(),
    destinationLat: doublePrecision('destination_lat').notNull(),
    destinationAdCode: varchar('destination_ad_code', { length: 6 }).notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    plateNumber: varchar('plate_number', { length: 8 }).notNull(),
    vehicleType: varchar('vehicle_type', { length: 32 }).notNull(),
    vehicleLength: varchar('vehicle_length', { length: 32 }),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    remarks: varchar('remarks', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('free_transports_live_idx').on(t.departDate, t.id).where(sql`${t.deletedAt} is null`),
    index('free_transports_driver_idx').on(t.driverUserId),
    check('free_transports_ad_codes', sql`${t.originAdCode} ~ '^[0-9]{6}$' and ${t.destinationAdCode} ~ '^[0-9]{6}$'`),
    check('free_transports_contact_mobile', sql`${t.contactMobile} ~ '^1[3-9][0-9]{9}$'`),
  ],
);

/**
 * A user's recent actions on goods (operationHistory). A view is kept once per user and source
 * (its time refreshed), other actions are appended.
 */
export const goodsOperations = pgTable(
  'goods_operations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 32, enum: GOODS_OPERATIONS }).notNull(),
    goodsSourceId: integer('goods_source_id').references(() => goodsSources.id, { onDelete: 'cascade' }),
    freeTransportId: integer('free_transport_id').references(() => freeTransports.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('goods_operations_action_known', oneOf(t.action, GOODS_OPERATIONS)),
    check('goods_operations_one_subject', sql`(${t.goodsSourceId} is null) <> (${t.freeTransportId} is null)`),
    index('goods_operations_user_idx').on(t.userId, t.at),
    uniqueIndex('goods_operations_view_unique').on(t.userId, t.goodsSourceId).where(sql`${t.action} = 'viewed'`),
  ],
);
