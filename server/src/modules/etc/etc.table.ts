import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  ETC_CARD_SOURCES,
  ETC_CARD_STATUSES,
  ETC_CONTRACT_STATUSES,
  ETC_HANDLE_METHODS,
  ETC_ORDER_STATUSES,
  ETC_TOLL_STATUSES,
  ETC_VEHICLE_SOURCES,
} from '@/lib/contract/etc';
import { oneOf } from '../table-checks';
import { files } from '../identity/identity.table';
import { stations } from '../goods/goods.table';
import { bankCards } from '../money/money.table';
import { users } from '../user/user.table';
import { vehicles } from '../vehicle/vehicle.table';
import { waybills } from '../waybill/waybill.table';

/** SQL list of the live application states (hold the plate and the contract). */
const LIVE_ORDER = sql.raw(`('draft', 'submitted', 'reviewing', 'approved', 'issued', 'shipped', 'readyForPickup')`);
/** SQL list of the live card states (hold the plate). */
const LIVE_CARD = sql.raw(`('issued', 'active')`);

/** Who moved an application one step (its timeline). */
export const ETC_EVENT_ACTORS = ['user', 'issuer', 'platform'] as const;
/** What happened to an issuer notification: applied, or taken but changing nothing (older than the state). */
export const ETC_NOTIFY_OUTCOMES = ['applied', 'stale', 'ignored'] as const;
export const ETC_NOTIFY_KINDS = ['application', 'toll'] as const;

/**
 * Bank withholding contracts (docs/etc.md "Withholding"). Made in three steps by the applicant on
 * one of their verified personal bank cards (bank_cards.status 'verified', of their own wallet):
 * started (the bank sent an SMS code to the card's reserved mobile, `sms_ref`) → verified →
 * signed (agreement accepted, `agreement_version`, the bank's `contract_no`) → released (its
 * application was cancelled: never used again). `failed`: too many wrong codes. Bank name and last
 * four are copied from the card when started (the card may be unbound later; the contract says
 * what was signed).
 */
export const etcContracts = pgTable(
  'etc_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankCardId: integer('bank_card_id')
      .notNull()
      .references(() => bankCards.id),
    /** The SignChannel code (bank). */
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    bankName: varchar('bank_name', { length: 40 }).notNull(),
    cardLast4: varchar('card_last4', { length: 4 }).notNull(),
    holderName: varchar('holder_name', { length: 60 }).notNull(),
    status: varchar('status', { length: 16, enum: ETC_CONTRACT_STATUSES }).notNull(),
    /** The SMS verification the bank sent (its id in the SMS/bank provider). */
    smsRef: varchar('sms_ref', { length: 64 }),
    /** Wrong codes so far (failed at the limit). */
    attempts: smallint('attempts').notNull().default(0),
    agreementVersion: varchar('agreement_version', { length: 40 }),
    /** The bank's contract number, once signed. */
    contractNo: varchar('contract_no', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('etc_contracts_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('etc_contracts_no_unique').on(t.contractNo),
    check('etc_contracts_status_known', oneOf(t.status, ETC_CONTRACT_STATUSES)),
    check('etc_contracts_signed_whole', sql`(${t.status} in ('signed', 'released')) <= (${t.signedAt} is not null and ${t.contractNo} is not null and ${t.agreementVersion} is not null)`),
    check('etc_contracts_released_at', sql`(${t.status} = 'released') = (${t.releasedAt} is not null)`),
    check('etc_contracts_attempts', sql`${t.attempts} >= 0`),
  ],
);

/**
 * ETC applications ("orders", docs/etc.md "States"). The vehicle part is copied onto the row (a
 * certified vehicle's plate/colour/owner at the time; `vehicle_id` keeps the link). One live
 * application per plate (unique partial index on the live states) and per contract; the service
 * also refuses a plate with a live card (etc_cards) under the plate's advisory lock, in the same
 * transaction. `issuer_version` is the highest issuer notification version applied: an older
 * notification changes nothing (apply-once + never backwards). Every step is an etc_order_events row.
 */
export const etcOrders = pgTable(
  'etc_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** ETC + China-time date + 6-digit id, e.g. ETC20261126000123. */
    orderNo: varchar('order_no', { length: 24 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 16, enum: ETC_ORDER_STATUSES }).notNull(),
    // The vehicle.
    vehicleSource: varchar('vehicle_source', { length: 16, enum: ETC_VEHICLE_SOURCES }).notNull(),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    plateNumber: varchar('plate_number', { length: 8 }).notNull(),
    /** Dict plateColor code: 1 blue, 2 yellow, 93 yellow-green. */
    plateColor: varchar('plate_color', { length: 4 }).notNull(),
    ownerName: varchar('owner_name', { length: 60 }).notNull(),
    vin: varchar('vin', { length: 17 }),
    axles: smallint('axles').notNull(),
    totalWeightKg: integer('total_weight_kg').notNull(),
    lengthMm: integer('length_mm').notNull(),
    /** Truck toll class 1-6 (货1-货6), from axles, weight and length (truckClassOf). */
    vehicleClass: smallint('vehicle_class').notNull(),
    licenseFrontFileId: varchar('license_front_file_id', { length: 64 }).references(() => files.id),
    licenseBackFileId: varchar('license_back_file_id', { length: 64 }).references(() => files.id),
    // How it is received and paid.
    handleMethod: varchar('handle_method', { length: 8, enum: ETC_HANDLE_METHODS }),
    channelCode: varchar('channel_code', { length: 32 }),
    contractId: integer('contract_id').references(() => etcContracts.id),
    receiverName: varchar('receiver_name', { length: 60 }),
    receiverMobile: varchar('receiver_mobile', { length: 11 }),
    adCode: varchar('ad_code', { length: 6 }),
    areaName: varchar('area_name', { length: 60 }),
    addressDetail: varchar('address_detail', { length: 120 }),
    outletStationId: integer('outlet_station_id').references(() => stations.id),
    // The issuer's side.
    issuerOrderNo: varchar('issuer_order_no', { length: 64 }),
    issuerVersion: integer('issuer_version').notNull().default(0),
    rejectReason: varchar('reject_reason', { length: 200 }),
    cardNo: varchar('card_no', { length: 32 }),
    obuNo: varchar('obu_no', { length: 32 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    carrier: varchar('carrier', { length: 40 }),
    cancelReason: varchar('cancel_reason', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('etc_orders_no_unique').on(t.orderNo),
    uniqueIndex('etc_orders_issuer_no_unique').on(t.issuerOrderNo),
    uniqueIndex('etc_orders_plate_live_unique').on(t.plateNumber).where(sql`${t.status} in ${LIVE_ORDER}`),
    uniqueIndex('etc_orders_contract_live_unique').on(t.contractId).where(sql`${t.status} in ${LIVE_ORDER}`),
    index('etc_orders_user_idx').on(t.userId, t.createdAt),
    check('etc_orders_status_known', oneOf(t.status, ETC_ORDER_STATUSES)),
    check('etc_orders_source_known', oneOf(t.vehicleSource, ETC_VEHICLE_SOURCES)),
    check('etc_orders_method_known', sql`${t.handleMethod} is null or ${oneOf(t.handleMethod, ETC_HANDLE_METHODS)}`),
    check('etc_orders_class', sql`${t.vehicleClass} between 1 and 6 and ${t.axles} between 2 and 6`),
    check('etc_orders_weight', sql`${t.totalWeightKg} > 0 and ${t.lengthMm} > 0`),
    check('etc_orders_plate_length', sql`char_length(${t.plateNumber}) in (7, 8)`),
    check('etc_orders_certified_vehicle', sql`(${t.vehicleSource} = 'certified') = (${t.vehicleId} is not null)`),
    check('etc_orders_rejected_reason', sql`(${t.status} = 'rejected') <= (${t.rejectReason} is not null)`),
    check('etc_orders_cancelled_at', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check('etc_orders_issued_numbers', sql`(${t.status} in ('issued', 'shipped', 'readyForPickup', 'activated')) <= (${t.cardNo} is not null and ${t.obuNo} is not null)`),
    check('etc_orders_version', sql`${t.issuerVersion} >= 0`),
  ],
);

/**
 * The timeline of an application (handlingProgressQuery): one row per step, oldest first by
 * `at` then id. Issuer steps carry the notification that made them.
 */
export const etcOrderEvents = pgTable(
  'etc_order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => etcOrders.id),
    status: varchar('status', { length: 16, enum: ETC_ORDER_STATUSES }).notNull(),
    actor: varchar('actor', { length: 8, enum: ETC_EVENT_ACTORS }).notNull(),
    note: varchar('note', { length: 200 }),
    notifyId: varchar('notify_id', { length: 64 }),
    /** When it happened (the issuer's time for issuer steps). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('etc_order_events_order_idx').on(t.orderId, t.at),
    check('etc_order_events_status_known', oneOf(t.status, ETC_ORDER_STATUSES)),
    check('etc_order_events_actor_known', oneOf(t.actor, ETC_EVENT_ACTORS)),
  ],
);

/**
 * ETC cards on the platform. `applied` cards are created when the issuer reports an application's
 * card issued; `bound` ones when a user binds an existing card. One live card per plate and per
 * card number (partial unique indexes over issued/active); an unbound card keeps its row and its
 * tolls, and a re-bind is a new row. The vehicle class is the issuer's (tolls are charged by it).
 */
export const etcCards = pgTable(
  'etc_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    source: varchar('source', { length: 8, enum: ETC_CARD_SOURCES }).notNull(),
    orderId: integer('order_id').references(() => etcOrders.id),
    cardNo: varchar('card_no', { length: 20 }).notNull(),
    obuNo: varchar('obu_no', { length: 16 }).notNull(),
    plateNumber: varchar('plate_number', { length: 8 }).notNull(),
    plateColor: varchar('plate_color', { length: 4 }).notNull(),
    vehicleClass: smallint('vehicle_class').notNull(),
    /** The certified vehicle, when known (applied from a certified vehicle, or matched by plate). */
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    /** The withholding contract tolls are withheld under (applied cards: the application's). */
    contractId: integer('contract_id').references(() => etcContracts.id),
    status: varchar('status', { length: 8, enum: ETC_CARD_STATUSES }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** How it was read for activation: bluetooth, reader, typed. */
    activatedVia: varchar('activated_via', { length: 16 }),
    unboundAt: timestamp('unbound_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('etc_cards_plate_live_unique').on(t.plateNumber).where(sql`${t.status} in ${LIVE_CARD}`),
    uniqueIndex('etc_cards_card_no_live_unique').on(t.cardNo).where(sql`${t.status} in ${LIVE_CARD}`),
    uniqueIndex('etc_cards_order_unique').on(t.orderId),
    index('etc_cards_user_idx').on(t.userId, t.status),
    check('etc_cards_status_known', oneOf(t.status, ETC_CARD_STATUSES)),
    check('etc_cards_source_known', oneOf(t.source, ETC_CARD_SOURCES)),
    check('etc_cards_applied_order', sql`(${t.source} = 'applied') = (${t.orderId} is not null)`),
    check('etc_cards_class', sql`${t.vehicleClass} between 1 and 6`),
    check('etc_cards_card_no', sql`${t.cardNo} ~ '^[0-9]{20}$' and ${t.obuNo} ~ '^[0-9A-F]{16}$'`),
    check('etc_cards_active_at', sql`(${t.status} = 'active') <= (${t.activatedAt} is not null)`),
    check('etc_cards_unbound_at', sql`(${t.status} = 'unbound') = (${t.unboundAt} is not null)`),
  ],
);

/**
 * Issuer notifications taken (apply-once): the first delivery of a `notify_id` inserts its row in
 * the transaction that applies it; a redelivery finds it (ON CONFLICT DO NOTHING → nothing
 * applied). `outcome` says whether it changed anything (stale: older than the applied version).
 */
export const etcIssuerNotifications = pgTable(
  'etc_issuer_notifications',
  {
    notifyId: varchar('notify_id', { length: 64 }).primaryKey(),
    kind: varchar('kind', { length: 16, enum: ETC_NOTIFY_KINDS }).notNull(),
    /** The issuer order no (application) or transaction id (toll). */
    subject: varchar('subject', { length: 64 }).notNull(),
    version: integer('version'),
    outcome: varchar('outcome', { length: 8, enum: ETC_NOTIFY_OUTCOMES }).notNull(),
    orderId: integer('order_id').references(() => etcOrders.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('etc_issuer_notifications_subject_idx').on(t.kind, t.subject),
    check('etc_issuer_notifications_kind_known', oneOf(t.kind, ETC_NOTIFY_KINDS)),
    check('etc_issuer_notifications_outcome_known', oneOf(t.outcome, ETC_NOTIFY_OUTCOMES)),
  ],
);

/**
 * Toll transactions (helper B: etc.tolls*.ts). One per issuer transaction (unique
 * issuer_txn_id: a redelivered notification adds nothing). The passage: entry and exit stations
 * (stations table) and times, distance driven (m), the card's class, amount (fen) = distance ×
 * the class's rate. `waybill_id`: the waybill being driven (null: none). Withholding moves the
 * amount through the ledger as transfer `transfer_id` (docs/money.md); status recorded → withheld
 * | failed.
 */
export const etcTollTransactions = pgTable(
  'etc_toll_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    issuerTxnId: varchar('issuer_txn_id', { length: 64 }).notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => etcCards.id),
    /** The card's user when charged (whose bill and wallet). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    plateNumber: varchar('plate_number', { length: 8 }).notNull(),
    vehicleClass: smallint('vehicle_class').notNull(),
    entryStationId: integer('entry_station_id')
      .notNull()
      .references(() => stations.id),
    exitStationId: integer('exit_station_id')
      .notNull()
      .references(() => stations.id),
    entryAt: timestamp('entry_at', { withTimezone: true }).notNull(),
    exitAt: timestamp('exit_at', { withTimezone: true }).notNull(),
    distanceM: integer('distance_m').notNull(),
    /** Rate applied, fen per km (rates.data.ts by class). */
    rateFenPerKm: integer('rate_fen_per_km').notNull(),
    amountFen: integer('amount_fen').notNull(),
    waybillId: integer('waybill_id').references(() => waybills.id),
    status: varchar('status', { length: 8, enum: ETC_TOLL_STATUSES }).notNull(),
    /** The ledger transfer that withheld it (transfers.id). */
    transferId: varchar('transfer_id', { length: 80 }),
    notifyId: varchar('notify_id', { length: 64 }).notNull(),
    withheldAt: timestamp('withheld_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('etc_toll_transactions_txn_unique').on(t.issuerTxnId),
    index('etc_toll_transactions_user_idx').on(t.userId, t.exitAt),
    index('etc_toll_transactions_card_idx').on(t.cardId, t.exitAt),
    index('etc_toll_transactions_waybill_idx').on(t.waybillId),
    check('etc_toll_transactions_status_known', oneOf(t.status, ETC_TOLL_STATUSES)),
    check('etc_toll_transactions_amounts', sql`${t.amountFen} >= 0 and ${t.distanceM} >= 0 and ${t.rateFenPerKm} >= 0`),
    check('etc_toll_transactions_times', sql`${t.exitAt} >= ${t.entryAt}`),
    check('etc_toll_transactions_class', sql`${t.vehicleClass} between 1 and 6`),
    check('etc_toll_transactions_withheld', sql`(${t.status} = 'withheld') = (${t.transferId} is not null and ${t.withheldAt} is not null)`),
  ],
);
