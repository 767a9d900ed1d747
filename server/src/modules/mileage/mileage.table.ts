import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/user.table';
import { waybills } from '../waybill/waybill.table';

/**
 * Mileage (docs/points.md "Mileage"): what the tracked positions of a waybill add up to, kept so the
 * sums and charts read a few rows instead of every fix. Derived data: mileage.trips.ts adds each batch of
 * a waybill's later positions to its rows (rewrites them from all its positions when a batch holds
 * a fix from before the last one; fills a missing one on read), so they can always be rebuilt from
 * waybill_positions.
 */

/** One row per waybill with positions: its distance and fixes. */
export const mileageTrips = pgTable(
  'mileage_trips',
  {
    waybillId: integer('waybill_id')
      .primaryKey()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id),
    distanceM: integer('distance_m').notNull(),
    pointCount: integer('point_count').notNull(),
    firstFixAt: timestamp('first_fix_at', { withTimezone: true }).notNull(),
    lastFixAt: timestamp('last_fix_at', { withTimezone: true }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    /**
     * Where counting stood after the last fix (tracking.geometry CountingState): the running total
     * before rounding, the last counted point, the jumps refused since. The next batch of later
     * fixes continues from here instead of reading the whole trip again; null on rows measured
     * before these were kept (measured whole once more, then kept).
     */
    exactDistanceM: doublePrecision('exact_distance_m'),
    anchorLat: doublePrecision('anchor_lat'),
    anchorLng: doublePrecision('anchor_lng'),
    anchorAt: timestamp('anchor_at', { withTimezone: true, mode: 'date', precision: 3 }),
    jumps: integer('jumps').notNull().default(0),
  },
  (t) => [
    index('mileage_trips_driver_idx').on(t.driverId, t.firstFixAt, t.waybillId),
    check('mileage_trips_distance_not_negative', sql`${t.distanceM} >= 0`),
    check('mileage_trips_points_positive', sql`${t.pointCount} > 0`),
  ],
);

/** A trip's distance by China-time day (each counted step on the day of the fix it ends at). */
export const mileageDays = pgTable(
  'mileage_days',
  {
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => mileageTrips.waybillId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id),
    distanceM: integer('distance_m').notNull(),
  },
  (t) => [
    primaryKey({ name: 'mileage_days_pk', columns: [t.waybillId, t.day] }),
    index('mileage_days_driver_idx').on(t.driverId, t.day),
    check('mileage_days_distance_positive', sql`${t.distanceM} > 0`),
  ],
);
