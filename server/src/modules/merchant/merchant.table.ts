import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MERCHANT_CATEGORIES, MERCHANT_GOODS_STATUSES, MERCHANT_STAFF_ROLES, MERCHANT_STATUSES } from '@/lib/contract';
import { oneOf } from '../table-checks';
import { stations } from '../goods/goods.table';
import { certifications, files } from '../identity/identity.table';
import { users } from '../user/user.table';

/**
 * Merchants (docs/merchants.md). The applicant (owner_user_id) is the merchant's first
 * administrator; its wallet is the 'merchant' ledger account of that user (mercSett opens it).
 * Each merchant's application is one certification of kind 'merchant' (certification_id, unique),
 * reopened when a rejected application is corrected or an approved merchant's name or licence
 * changes, so the operators' review console and its audit trail serve merchants too. `status`
 * follows the review (pending / approved / rejected) and the administrator's closing (closed).
 */
export const merchants = pgTable(
  'merchants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 40 }).notNull(),
    category: varchar('category', { length: 16, enum: MERCHANT_CATEGORIES }).notNull(),
    stationId: integer('station_id').references(() => stations.id),
    address: varchar('address', { length: 120 }).notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    contactPhone: varchar('contact_phone', { length: 24 }).notNull(),
    licenceFileId: varchar('licence_file_id', { length: 64 })
      .notNull()
      .references(() => files.id),
    status: varchar('status', { length: 16, enum: MERCHANT_STATUSES }).notNull(),
    rejectReason: text('reject_reason'),
    /** The liaison officer who brought the merchant in, if any. */
    invitedByUserId: integer('invited_by_user_id').references(() => users.id),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('merchants_certification_unique').on(t.certificationId),
    index('merchants_owner_idx').on(t.ownerUserId),
    index('merchants_invited_by_idx').on(t.invitedByUserId, t.createdAt),
    check('merchants_category_known', oneOf(t.category, MERCHANT_CATEGORIES)),
    check('merchants_status_known', oneOf(t.status, MERCHANT_STATUSES)),
    check('merchants_rejected_has_reason', sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`),
    check('merchants_name_length', sql`char_length(${t.name}) >= 2`),
    check('merchants_lng_range', sql`${t.lng} between -180 and 180`),
    check('merchants_lat_range', sql`${t.lat} between -90 and 90`),
  ],
);

/**
 * A merchant's staff: one row per person and merchant, with their one role there. A waiter serves
 * one merchant (the write-off screen needs no choice), enforced by a partial unique index. Removed
 * staff rows are deleted: identities follow the rows that remain (merchant.staff.ts).
 */
export const merchantStaff = pgTable(
  'merchant_staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: varchar('role', { length: 16, enum: MERCHANT_STAFF_ROLES }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('merchant_staff_once_per_merchant').on(t.merchantId, t.userId),
    uniqueIndex('merchant_staff_waiter_one_merchant').on(t.userId).where(sql`${t.role} = 'waiter'`),
    index('merchant_staff_user_idx').on(t.userId),
    check('merchant_staff_role_known', oneOf(t.role, MERCHANT_STAFF_ROLES)),
  ],
);

/**
 * A merchant's goods. Each request to put them on shelf is reviewed as the certification of kind
 * 'merchantGoods' named by certification_id (one per goods, reopened for each later request).
 * Deleted goods keep their row (deleted_at) so the review trail stays readable.
 */
export const merchantGoods = pgTable(
  'merchant_goods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: varchar('name', { length: 40 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    imageFileId: varchar('image_file_id', { length: 64 }).references(() => files.id),
    status: varchar('status', { length: 16, enum: MERCHANT_GOODS_STATUSES }).notNull(),
    rejectReason: text('reject_reason'),
    certificationId: integer('certification_id').references(() => certifications.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('merchant_goods_certification_unique').on(t.certificationId),
    index('merchant_goods_merchant_idx').on(t.merchantId, t.status, t.createdAt),
    check('merchant_goods_status_known', oneOf(t.status, MERCHANT_GOODS_STATUSES)),
    check('merchant_goods_price_range', sql`${t.priceFen} >= 0`),
    check('merchant_goods_rejected_has_reason', sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`),
    // Only a reviewed request can be pending or on shelf.
    check('merchant_goods_reviewed_states', sql`${t.status} not in ('pending', 'onShelf') or ${t.certificationId} is not null`),
  ],
);
