import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  BRIGADE_CARRIER_MAX,
  BRIGADE_CATEGORY_NAME_MAX,
  BRIGADE_DELIVERY_STATUSES,
  BRIGADE_DESCRIPTION_MAX,
  BRIGADE_ORDER_STATUSES,
  BRIGADE_PAY_MODES,
  BRIGADE_PAYMENT_STATUSES,
  BRIGADE_PRODUCT_KINDS,
  BRIGADE_PRODUCT_STATUSES,
  BRIGADE_REFUND_NOTE_MAX,
  BRIGADE_REFUND_REASONS,
  BRIGADE_SUBTITLE_MAX,
  BRIGADE_TITLE_MAX,
  type BrigadeItineraryDay,
} from '@/lib/contract/brigade';
import { oneOf } from '../table-checks';
import { files } from '../identity/identity.table';
import { users } from '../user/user.table';

/**
 * The brigade shop (docs/brigade.md): catalogue (categories, products, pictures, departures), the
 * buyers' travellers, orders with their lines, payments, refunds and annual passes. Stock and seats
 * live on the product / departure row and are only ever changed by conditional UPDATEs
 * (`stock >= n`), so two orders can never both take the last piece; the CHECKs below are the
 * last line behind that.
 */

export const brigadeCategories = pgTable(
  'brigade_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: BRIGADE_CATEGORY_NAME_MAX }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** A file an operator uploaded; served without a token by the picture call. */
    iconFileId: varchar('icon_file_id', { length: 64 }).references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('brigade_categories_name_unique').on(t.name), index('brigade_categories_icon_idx').on(t.iconFileId)],
);

/**
 * Products. `stock` is pieces left for goods and passes and null for self-drive packages (their
 * seats are per departure). `sold_count`: pieces or travellers paid and not refunded. `price` is
 * the piece's / pass's price, and a package's default per-traveller price (departures carry their own).
 */
export const brigadeProducts = pgTable(
  'brigade_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 16, enum: BRIGADE_PRODUCT_KINDS }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => brigadeCategories.id),
    title: varchar('title', { length: BRIGADE_TITLE_MAX }).notNull(),
    subtitle: varchar('subtitle', { length: BRIGADE_SUBTITLE_MAX }).notNull().default(''),
    description: varchar('description', { length: BRIGADE_DESCRIPTION_MAX }).notNull().default(''),
    price: integer('price').notNull(),
    status: varchar('status', { length: 16, enum: BRIGADE_PRODUCT_STATUSES }).notNull().default('offSale'),
    stock: integer('stock'),
    soldCount: integer('sold_count').notNull().default(0),
    /** selfDrive: the days, day 1 first. */
    itinerary: jsonb('itinerary').$type<BrigadeItineraryDay[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The public list: on sale, by category, newest first.
    index('brigade_products_list_idx').on(t.categoryId, t.createdAt, t.id).where(sql`${t.status} = 'onSale'`),
    index('brigade_products_kind_idx').on(t.kind, t.createdAt).where(sql`${t.status} = 'onSale'`),
    check('brigade_products_kind_known', oneOf(t.kind, BRIGADE_PRODUCT_KINDS)),
    check('brigade_products_status_known', oneOf(t.status, BRIGADE_PRODUCT_STATUSES)),
    check('brigade_products_price_positive', sql`${t.price} > 0`),
    check('brigade_products_stock_not_negative', sql`${t.stock} >= 0`),
    check('brigade_products_stock_by_kind', sql`(${t.kind} = 'selfDrive') = (${t.stock} is null)`),
    check('brigade_products_sold_not_negative', sql`${t.soldCount} >= 0`),
  ],
);

/** A product's pictures in the order shown (sort 0 is the cover). */
export const brigadeProductPictures = pgTable(
  'brigade_product_pictures',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => brigadeProducts.id, { onDelete: 'cascade' }),
    fileId: varchar('file_id', { length: 64 })
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ name: 'brigade_product_pictures_pk', columns: [t.productId, t.fileId] }),
    uniqueIndex('brigade_product_pictures_sort_unique').on(t.productId, t.sort),
    // The public picture call: is this file a picture of a product on sale?
    index('brigade_product_pictures_file_idx').on(t.fileId),
  ],
);

/**
 * Dated departures of self-drive packages. `seats_left` is taken by orders (conditional UPDATE) and
 * returned by cancellation, expiry and refunds; `seats_total` is what the operator set.
 */
export const brigadeDepartures = pgTable(
  'brigade_departures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => brigadeProducts.id, { onDelete: 'cascade' }),
    /** China date. */
    date: date('date', { mode: 'string' }).notNull(),
    /** Per traveller (fen). */
    price: integer('price').notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('brigade_departures_day_unique').on(t.productId, t.date),
    check('brigade_departures_price_positive', sql`${t.price} > 0`),
    check('brigade_departures_seats', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.seatsTotal}`),
  ],
);

/**
 * A buyer's saved travellers: nobody else ever reads them. ID numbers are kept as identity keeps
 * them (identity.secrets.ts): sealed (AES-GCM) and masked; `id_card_hash` (an HMAC of the number
 * under the server's secret) makes one entry per ID number per buyer without storing it readable.
 */
export const brigadeTravellers = pgTable(
  'brigade_travellers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }).notNull(),
    idCardCipher: text('id_card_cipher').notNull(),
    idCardMasked: varchar('id_card_masked', { length: 18 }).notNull(),
    idCardHash: varchar('id_card_hash', { length: 64 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('brigade_travellers_owner_id_card').on(t.ownerId, t.idCardHash)],
);

/**
 * Orders. `total` is computed on the server from the catalogue when placed; `refunded` grows with
 * each refund (never past `total`). An unpaid order carries `expires_at`; the expiry job (and any
 * read) turns it expired and returns its stock. `deleted_at`: the buyer removed it from their list.
 * A goods order also carries its delivery (docs/brigade.md "Delivery"): the receiver's address
 * copied when placed, and `delivery` toShip → shipped (carrier, tracking no, by an operator) →
 * completed, beside `status` so refunds before shipping keep the payment side exact. Goods orders
 * placed before delivery existed have neither (null).
 */
export const brigadeOrders = pgTable(
  'brigade_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 16, enum: BRIGADE_PRODUCT_KINDS }).notNull(),
    status: varchar('status', { length: 16, enum: BRIGADE_ORDER_STATUSES }).notNull(),
    /** selfDrive: the departure booked (seats held on it). */
    departureId: integer('departure_id').references(() => brigadeDepartures.id),
    total: integer('total').notNull(),
    refunded: integer('refunded').notNull().default(0),
    payMode: varchar('pay_mode', { length: 16, enum: BRIGADE_PAY_MODES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    delivery: varchar('delivery', { length: 16, enum: BRIGADE_DELIVERY_STATUSES }),
    receiverName: varchar('receiver_name', { length: 30 }),
    receiverMobile: varchar('receiver_mobile', { length: 11 }),
    receiverArea: varchar('receiver_area', { length: 60 }),
    receiverDetail: varchar('receiver_detail', { length: 120 }),
    carrier: varchar('carrier', { length: BRIGADE_CARRIER_MAX }),
    trackingNo: varchar('tracking_no', { length: 32 }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    shippedBy: integer('shipped_by').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('brigade_orders_no_unique').on(t.orderNo),
    // The shipping desk: goods orders to ship, oldest payment first.
    index('brigade_orders_to_ship_idx').on(t.paidAt, t.id).where(sql`${t.delivery} = 'toShip' and ${t.status} in ('paid', 'partlyRefunded')`),
    // The receipt job: shipped orders by when they were shipped.
    index('brigade_orders_shipped_idx').on(t.shippedAt).where(sql`${t.delivery} = 'shipped'`),
    index('brigade_orders_buyer_idx').on(t.buyerId, t.createdAt, t.id),
    // The expiry job: unpaid orders by when they expire.
    index('brigade_orders_unpaid_idx').on(t.expiresAt).where(sql`${t.status} = 'unpaid'`),
    check('brigade_orders_kind_known', oneOf(t.kind, BRIGADE_PRODUCT_KINDS)),
    check('brigade_orders_status_known', oneOf(t.status, BRIGADE_ORDER_STATUSES)),
    check('brigade_orders_pay_mode_known', sql`${t.payMode} is null or ${oneOf(t.payMode, BRIGADE_PAY_MODES)}`),
    check('brigade_orders_total_positive', sql`${t.total} > 0`),
    check('brigade_orders_refunded', sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.total}`),
    check('brigade_orders_departure_by_kind', sql`(${t.kind} = 'selfDrive') = (${t.departureId} is not null)`),
    check('brigade_orders_paid_facts', sql`(${t.status} in ('paid', 'partlyRefunded', 'refunded')) = (${t.paidAt} is not null and ${t.payMode} is not null)`),
    check('brigade_orders_cancelled_at', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check('brigade_orders_expired_at', sql`(${t.status} = 'expired') = (${t.expiredAt} is not null)`),
    check('brigade_orders_deleted_finished', sql`${t.deletedAt} is null or ${t.status} in ('refunded', 'cancelled', 'expired')`),
    check('brigade_orders_delivery_known', sql`${t.delivery} is null or ${oneOf(t.delivery, BRIGADE_DELIVERY_STATUSES)}`),
    check('brigade_orders_delivery_goods', sql`${t.delivery} is null or ${t.kind} = 'goods'`),
    check(
      'brigade_orders_delivery_address',
      sql`(${t.delivery} is null) = (${t.receiverName} is null) and (${t.delivery} is null) = (${t.receiverMobile} is null) and (${t.delivery} is null) = (${t.receiverArea} is null) and (${t.delivery} is null) = (${t.receiverDetail} is null)`,
    ),
    check(
      'brigade_orders_shipped_facts',
      sql`(${t.delivery} is not null and ${t.delivery} <> 'toShip') = (${t.shippedAt} is not null and ${t.carrier} is not null and ${t.trackingNo} is not null)`,
    ),
    // Shipped only when paid, and never refunded in full after (refunds stop at shipping).
    check('brigade_orders_shipped_paid', sql`${t.shippedAt} is null or ${t.status} in ('paid', 'partlyRefunded')`),
    check('brigade_orders_completed_at', sql`(${t.delivery} is not null and ${t.delivery} = 'completed') = (${t.completedAt} is not null)`),
  ],
);

/**
 * Order lines: goods one per product (quantity), selfDrive one per traveller (quantity 1, the
 * traveller copied: the saved one may change or go), annualPass one. Prices copied at order time.
 */
export const brigadeOrderItems = pgTable(
  'brigade_order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => brigadeOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => brigadeProducts.id),
    title: varchar('title', { length: BRIGADE_TITLE_MAX }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    travellerName: varchar('traveller_name', { length: 30 }),
    /** Sealed and masked as the traveller's (copied from brigade_travellers). */
    travellerIdCardCipher: text('traveller_id_card_cipher'),
    travellerIdCardMasked: varchar('traveller_id_card_masked', { length: 18 }),
    travellerMobile: varchar('traveller_mobile', { length: 11 }),
  },
  (t) => [
    index('brigade_order_items_order_idx').on(t.orderId),
    check('brigade_order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('brigade_order_items_amount', sql`${t.unitPrice} > 0 and ${t.amount} = ${t.unitPrice} * ${t.quantity}`),
    check('brigade_order_items_traveller_whole', sql`(${t.travellerName} is null) = (${t.travellerIdCardCipher} is null) and (${t.travellerName} is null) = (${t.travellerIdCardMasked} is null)`),
  ],
);

/**
 * Gateway payments of orders (wallet payments need none: they are paid in the order's own
 * transaction). The id is the gateway's out_trade_no. At most one paid payment per order.
 */
export const brigadePayments = pgTable(
  'brigade_payments',
  {
    id: varchar('id', { length: 48 }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => brigadeOrders.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 16, enum: BRIGADE_PAYMENT_STATUSES }).notNull(),
    payUrl: text('pay_url').notNull(),
    gatewayTransactionId: varchar('gateway_transaction_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the gateway was last asked about it (payments with no notification are polled). */
    queriedAt: timestamp('queried_at', { withTimezone: true }),
  },
  (t) => [
    index('brigade_payments_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('brigade_payments_paid_once').on(t.orderId).where(sql`${t.status} = 'paid'`),
    index('brigade_payments_open_idx').on(t.createdAt).where(sql`${t.status} = 'created'`),
    check('brigade_payments_status_known', oneOf(t.status, BRIGADE_PAYMENT_STATUSES)),
    check('brigade_payments_amount_positive', sql`${t.amount} > 0`),
    check('brigade_payments_paid_facts', sql`(${t.status} = 'paid') = (${t.paidAt} is not null and ${t.gatewayTransactionId} is not null)`),
  ],
);

/** Refunds: money back to the buyer's wallet (ledger transfer 'brigadeRefund:<id>'). */
export const brigadeRefunds = pgTable(
  'brigade_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => brigadeOrders.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 24, enum: BRIGADE_REFUND_REASONS }).notNull(),
    note: varchar('note', { length: BRIGADE_REFUND_NOTE_MAX }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('brigade_refunds_order_idx').on(t.orderId),
    check('brigade_refunds_amount_positive', sql`${t.amount} > 0`),
    check('brigade_refunds_reason_known', oneOf(t.reason, BRIGADE_REFUND_REASONS)),
  ],
);

/** Which lines a refund covered: the primary key on the line makes each line refundable once. */
export const brigadeRefundItems = pgTable(
  'brigade_refund_items',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => brigadeOrderItems.id),
    refundId: integer('refund_id')
      .notNull()
      .references(() => brigadeRefunds.id),
  },
  (t) => [index('brigade_refund_items_refund_idx').on(t.refundId)],
);

/**
 * Annual passes: one per paid annualPass order. Bound once: the holder's name, ID and photo (the
 * buyer's upload) are set together and never changed. Valid `valid_from`..`valid_until` (China dates).
 */
export const brigadePasses = pgTable(
  'brigade_passes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    passNo: varchar('pass_no', { length: 32 }).notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => brigadeOrders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => brigadeProducts.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    holderName: varchar('holder_name', { length: 30 }),
    holderIdCardCipher: text('holder_id_card_cipher'),
    holderIdCardMasked: varchar('holder_id_card_masked', { length: 18 }),
    holderPhotoFileId: varchar('holder_photo_file_id', { length: 64 }).references(() => files.id),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    /** A refunded pass order voids its pass. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('brigade_passes_no_unique').on(t.passNo),
    uniqueIndex('brigade_passes_order_unique').on(t.orderId),
    index('brigade_passes_owner_idx').on(t.ownerId, t.createdAt),
    check('brigade_passes_valid_range', sql`${t.validUntil} >= ${t.validFrom}`),
    check(
      'brigade_passes_bound_whole',
      sql`(${t.boundAt} is null) = (${t.holderName} is null) and (${t.boundAt} is null) = (${t.holderIdCardCipher} is null) and (${t.boundAt} is null) = (${t.holderIdCardMasked} is null) and (${t.boundAt} is null) = (${t.holderPhotoFileId} is null)`,
    ),
  ],
);
