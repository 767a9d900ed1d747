import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ACTIVITY_TYPE_CODES } from '@/lib/contract/activity';
import { oneOf } from '../table-checks';
import { couponBatches, coupons } from '../coupon/coupon.table';
import { stations } from '../goods/goods.table';
import { users } from '../user/user.table';

/**
 * Activities (docs/coupons.md "Activities"), created by the operator. `banner_group` puts one on
 * a banner strip (the configured group's strip lists it); `qr_token` is the random secret of its
 * clock-in QR; `registered_count` moves only by the registration's conditional UPDATE, so the
 * capacity holds under concurrency.
 */
export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    typeCode: varchar('type_code', { length: 16, enum: ACTIVITY_TYPE_CODES }).notNull(),
    title: varchar('title', { length: 40 }).notNull(),
    summary: varchar('summary', { length: 200 }).notNull().default(''),
    content: varchar('content', { length: 5000 }).notNull().default(''),
    coverUrl: varchar('cover_url', { length: 500 }).notNull(),
    bannerGroup: varchar('banner_group', { length: 32 }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    registeredCount: integer('registered_count').notNull().default(0),
    stationId: integer('station_id').references(() => stations.id),
    couponBatchId: integer('coupon_batch_id').references(() => couponBatches.id),
    qrToken: varchar('qr_token', { length: 32 }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('activities_qr_token_unique').on(t.qrToken),
    index('activities_list_idx').on(t.typeCode, t.startAt),
    index('activities_banner_idx').on(t.bannerGroup, t.startAt),
    check('activities_type_known', oneOf(t.typeCode, ACTIVITY_TYPE_CODES)),
    check('activities_window', sql`${t.endAt} > ${t.startAt}`),
    check('activities_capacity', sql`${t.capacity} is null or (${t.capacity} > 0 and ${t.registeredCount} <= ${t.capacity})`),
    check('activities_registered', sql`${t.registeredCount} >= 0`),
  ],
);

/** Event registrations: once per user per activity. */
export const activityRegistrations = pgTable(
  'activity_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    plateNo: varchar('plate_no', { length: 8 }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('activity_registrations_once').on(t.activityId, t.userId)],
);

/** Clock-ins at an activity's toll station: once per user per activity, with the coupon it handed out. */
export const activityClockIns = pgTable(
  'activity_clock_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    clockedInAt: timestamp('clocked_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('activity_clock_ins_once').on(t.activityId, t.userId), index('activity_clock_ins_user_idx').on(t.userId, t.clockedInAt)],
);
