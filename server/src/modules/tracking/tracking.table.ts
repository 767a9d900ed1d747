import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, primaryKey, real, smallint, timestamp } from 'drizzle-orm/pg-core';
import { waybills } from '../waybill/waybill.table';

/**
 * Positions of trucks on waybills (docs/tracking.md). Append-only: the repository only inserts
 * (ON CONFLICT DO NOTHING, so a replayed batch adds nothing) and reads.
 *
 * Partition-friendly: the primary key (waybill_id, at, seq) leads with the waybill and holds the
 * point's own time, so it is also the (waybill_id, at) index a route read walks in time order, and
 * the table can become `PARTITION BY RANGE (at)` (one partition per month, old months detached and
 * archived) without changing a query or the key: PostgreSQL requires the partition column in every
 * unique key, and `at` is in it. `seq` tells apart points with the same millisecond (0 for the
 * first such point of a batch, 1 for the next, ...).
 */
export const waybillPositions = pgTable(
  'waybill_positions',
  {
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    /** When the phone took the fix (its own time; a point sent late keeps it). */
    at: timestamp('at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    seq: smallint('seq').notNull().default(0),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** m/s, when the phone knew it. */
    speed: real('speed'),
    /** Horizontal accuracy in metres, when the phone knew it. */
    accuracy: real('accuracy'),
    /** When the server stored it (late offline points: long after `at`). */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'waybill_positions_pk', columns: [t.waybillId, t.at, t.seq] }),
    check('waybill_positions_lat', sql`${t.lat} between -90 and 90`),
    check('waybill_positions_lng', sql`${t.lng} between -180 and 180`),
    check('waybill_positions_speed', sql`${t.speed} is null or ${t.speed} between 0 and 100`),
    check('waybill_positions_accuracy', sql`${t.accuracy} is null or ${t.accuracy} >= 0`),
    check('waybill_positions_seq', sql`${t.seq} >= 0`),
  ],
);
