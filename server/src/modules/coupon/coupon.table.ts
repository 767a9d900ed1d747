import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { COUPON_BATCH_STATUSES, COUPON_FUNDERS, COUPON_KINDS, COUPON_VALIDITY_TYPES } from '@/lib/contract/coupon';
import { oneOf } from '../table-checks';
import { certifications } from '../identity/identity.table';
import { merchants } from '../merchant/merchant.table';
import { users } from '../user/user.table';

/** A claimed coupon is unused until written off; "expired" is read from its window, not stored. */
export const STORED_COUPON_STATUSES = ['unused', 'used'] as const;

/**
 * Coupon batches (docs/coupons.md). `claimed_count` and `used_count` move only by conditional
 * UPDATEs in the claim's and the write-off's transactions, so the CHECKs hold the stock even under
 * concurrency: a claim that would pass `total_stock` updates no row and is refused.
 */
export const couponBatches = pgTable(
  'coupon_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: varchar('name', { length: 30 }).notNull(),
    kind: varchar('kind', { length: 16, enum: COUPON_KINDS }).notNull(),
    faceValueFen: integer('face_value_fen'),
    discountPercent: integer('discount_percent'),
    thresholdFen: integer('threshold_fen').notNull().default(0),
    validityType: varchar('validity_type', { length: 16, enum: COUPON_VALIDITY_TYPES }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    validDays: integer('valid_days'),
    totalStock: integer('total_stock').notNull(),
    claimedCount: integer('claimed_count').notNull().default(0),
    usedCount: integer('used_count').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    fundedBy: varchar('funded_by', { length: 16, enum: COUPON_FUNDERS }).notNull(),
    status: varchar('status', { length: 16, enum: COUPON_BATCH_STATUSES }).notNull(),
    rejectReason: varchar('reject_reason', { length: 200 }),
    description: varchar('description', { length: 500 }).notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /**
     * The review of a merchant's batch in the operators' console (a certification of kind
     * 'couponBatch', coupon.review.ts); null for the operator's own platform batches.
     */
    certificationId: integer('certification_id').references(() => certifications.id),
  },
  (t) => [
    index('coupon_batches_merchant_idx').on(t.merchantId, t.createdAt),
    index('coupon_batches_status_idx').on(t.status, t.createdAt),
    uniqueIndex('coupon_batches_certification_unique').on(t.certificationId),
    check('coupon_batches_kind_known', oneOf(t.kind, COUPON_KINDS)),
    check('coupon_batches_validity_known', oneOf(t.validityType, COUPON_VALIDITY_TYPES)),
    check('coupon_batches_funder_known', oneOf(t.fundedBy, COUPON_FUNDERS)),
    check('coupon_batches_status_known', oneOf(t.status, COUPON_BATCH_STATUSES)),
    check('coupon_batches_stock', sql`${t.totalStock} > 0 and ${t.claimedCount} between 0 and ${t.totalStock} and ${t.usedCount} between 0 and ${t.claimedCount}`),
    check('coupon_batches_per_user', sql`${t.perUserLimit} > 0`),
    check('coupon_batches_threshold', sql`${t.thresholdFen} >= 0`),
    // A cash coupon has a face value and no discount; a discount coupon the other way round.
    check(
      'coupon_batches_value',
      sql`(${t.kind} = 'cash' and ${t.faceValueFen} > 0 and ${t.discountPercent} is null) or (${t.kind} = 'discount' and ${t.discountPercent} between 1 and 99 and ${t.faceValueFen} is null)`,
    ),
    // The platform pays a fixed amount to the merchant; a discount's worth depends on a bill it never sees.
    check('coupon_batches_platform_cash', sql`${t.fundedBy} = 'merchant' or ${t.kind} = 'cash'`),
    check(
      'coupon_batches_window',
      sql`(${t.validityType} = 'fixed' and ${t.validFrom} is not null and ${t.validUntil} > ${t.validFrom} and ${t.validDays} is null) or (${t.validityType} = 'afterClaim' and ${t.validDays} > 0 and ${t.validFrom} is null and ${t.validUntil} is null)`,
    ),
    check('coupon_batches_rejected_reason', sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`),
  ],
);

/**
 * Claimed coupons. `code` is 12 random digits, unique; the window is fixed at the claim (the
 * batch's, or claim + valid_days). `status` goes unused → used once, by the write-off's
 * conditional UPDATE (… where status = 'unused'), so a second write-off updates nothing.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => couponBatches.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    code: varchar('code', { length: 12 }).notNull(),
    status: varchar('status', { length: 16, enum: STORED_COUPON_STATUSES }).notNull().default('unused'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    index('coupons_user_idx').on(t.userId, t.status, t.validUntil),
    index('coupons_batch_idx').on(t.batchId),
    check('coupons_status_known', oneOf(t.status, STORED_COUPON_STATUSES)),
    check('coupons_code_digits', sql`${t.code} ~ '^[0-9]{12}$'`),
    check('coupons_window', sql`${t.validUntil} > ${t.validFrom}`),
    check('coupons_used_at', sql`(${t.status} = 'used') = (${t.usedAt} is not null)`),
  ],
);

/**
 * How many coupons of a batch a user holds: the per-user limit's counter. A claim raises it with
 * one upsert whose update is conditional (… where held < limit), in the claim's transaction, so
 * two concurrent claims by one user cannot both pass the limit.
 */
export const couponHoldings = pgTable(
  'coupon_holdings',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => couponBatches.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    held: integer('held').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] }), check('coupon_holdings_held_positive', sql`${t.held} > 0`)],
);

/**
 * Write-offs: one per coupon (unique coupon_id; the coupon's conditional status update decides
 * which request gets it). `used_at` is when it happened at the counter (an offline write-off's
 * own time), `recorded_at` when the server took it. A platform-funded coupon's payment to the
 * merchant is the ledger transfer `writeOff:<id>` of `settled_fen`.
 */
export const writeOffs = pgTable(
  'write_offs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => users.id),
    deviceId: varchar('device_id', { length: 64 }),
    offline: boolean('offline').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    settledFen: integer('settled_fen').notNull().default(0),
  },
  (t) => [
    uniqueIndex('write_offs_one_per_coupon').on(t.couponId),
    index('write_offs_merchant_idx').on(t.merchantId, t.usedAt),
    check('write_offs_settled', sql`${t.settledFen} >= 0`),
  ],
);

/**
 * Offline write-offs that arrived after the coupon was already written off: recorded for the
 * merchant to see, never applied (no count, no money).
 */
export const writeOffDuplicates = pgTable(
  'write_off_duplicates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => users.id),
    deviceId: varchar('device_id', { length: 64 }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    firstWriteOffId: integer('first_write_off_id')
      .notNull()
      .references(() => writeOffs.id),
  },
  (t) => [index('write_off_duplicates_merchant_idx').on(t.merchantId, t.recordedAt)],
);
