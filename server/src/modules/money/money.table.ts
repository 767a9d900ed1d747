import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { BANK_ACCOUNT_STATUSES, BANK_CARD_KINDS, BANK_CARD_STATUSES, FUND_CODES, PAYMENT_PURPOSES, PAYMENT_STATUSES, WITHDRAWAL_STATUSES } from '@/lib/contract/money';
import { oneOf } from '../table-checks';
import { users } from '../user/user.table';
import { waybills } from '../waybill/waybill.table';

/** Who a ledger account belongs to: a wallet holder, or the platform itself (holder id 0). */
export const LEDGER_HOLDER_KINDS = ['personal', 'enterprise', 'merchant', 'platform'] as const;
/**
 * What the account is: a holder's wallet, or one of the platform's own accounts (docs/money.md);
 * 'marketing' pays platform-funded coupons to the merchants who write them off (docs/coupons.md);
 * 'etcWithholding' is what banks withheld from drivers' cards for tolls and 'etcIssuer' the tolls
 * owed to the ETC issuer (docs/etc.md "Tolls"); 'storeSales' holds what buyers paid the brigade
 * shop, and refunds go back from it to their wallets (docs/brigade.md).
 */
export const LEDGER_ACCOUNT_CODES = ['wallet', 'gateway', 'freightEscrow', 'bankPayout', 'marketing', 'etcWithholding', 'etcIssuer', 'storeSales'] as const;
/** A transfer posts at once, or holds (pending) until a later transfer posts or voids it. */
export const TRANSFER_KINDS = ['posted', 'pending', 'postPending', 'voidPending'] as const;

const fen = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Ledger accounts (TigerBeetle's names): what was posted and what is pending on each side.
 * Only the ledger (money.ledger.ts) changes these columns: a holder's in the same transaction as
 * the transfer it applies, the platform's when a fold moves their appended movements in
 * (ledgerPlatformMovements), so with those rows they always equal the sums of the account's
 * transfers (checked by checkLedger).
 * A wallet may not go below zero: credits posted cover debits posted and pending (a CHECK, so even
 * two concurrent cash-outs cannot both take the last yuan).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    holderKind: varchar('holder_kind', { length: 16, enum: LEDGER_HOLDER_KINDS }).notNull(),
    /** users.id (personal, merchant), enterprises.id (enterprise), 0 (platform). */
    holderId: integer('holder_id').notNull(),
    code: varchar('code', { length: 16, enum: LEDGER_ACCOUNT_CODES }).notNull(),
    noOverdraft: boolean('no_overdraft').notNull(),
    debitsPosted: fen('debits_posted'),
    creditsPosted: fen('credits_posted'),
    debitsPending: fen('debits_pending'),
    creditsPending: fen('credits_pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_holder_code').on(t.holderKind, t.holderId, t.code),
    check('ledger_accounts_holder_kind_known', oneOf(t.holderKind, LEDGER_HOLDER_KINDS)),
    check('ledger_accounts_code_known', oneOf(t.code, LEDGER_ACCOUNT_CODES)),
    check('ledger_accounts_amounts_not_negative', sql`${t.debitsPosted} >= 0 and ${t.creditsPosted} >= 0 and ${t.debitsPending} >= 0 and ${t.creditsPending} >= 0`),
    check('ledger_accounts_no_overdraft', sql`not ${t.noOverdraft} or ${t.creditsPosted} >= ${t.debitsPosted} + ${t.debitsPending}`),
  ],
);

/**
 * Transfers: inserted, never updated or deleted (a trigger refuses both; see the migration). The id
 * is the movement's idempotency key, derived from the business event ('freight:12:paid',
 * 'withdrawal:3', ...), so applying the same event twice finds the first transfer instead. A
 * pending transfer is resolved by exactly one postPending or voidPending transfer naming it
 * (unique pending_id).
 */
export const transfers = pgTable(
  'transfers',
  {
    id: varchar('id', { length: 80 }).primaryKey(),
    /** Insertion order (ids are keys, not sequential): fund records page by it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 16, enum: TRANSFER_KINDS }).notNull(),
    pendingId: varchar('pending_id', { length: 80 }).references((): any => transfers.id),
    code: varchar('code', { length: 24, enum: FUND_CODES }).notNull(),
    /** The business object: 'waybill:12', 'withdrawal:3', 'payment:pay_…'. */
    ref: varchar('ref', { length: 80 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('transfers_amount_positive', sql`${t.amount} > 0`),
    check('transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('transfers_kind_known', oneOf(t.kind, TRANSFER_KINDS)),
    check('transfers_code_known', oneOf(t.code, FUND_CODES)),
    check('transfers_resolution_names_pending', sql`(${t.pendingId} is not null) = (${t.kind} in ('postPending', 'voidPending'))`),
    uniqueIndex('transfers_resolved_once').on(t.pendingId),
    index('transfers_debit_idx').on(t.debitAccountId, t.seq),
    index('transfers_credit_idx').on(t.creditAccountId, t.seq),
  ],
);

/**
 * What movements did to the platform's accounts and is not yet in their totals. The platform's
 * accounts (holder kind 'platform') are on nearly every movement and may go below zero, so a
 * movement does not lock and update their row: it appends its side here, and
 * foldPlatformMovements (money.ledger.ts, the money sweeper) moves these rows into the accounts'
 * totals in one statement. An account's totals are its row plus its rows here (checkLedger).
 * Amounts are signed: resolving a hold takes its pending amount back.
 */
export const ledgerPlatformMovements = pgTable(
  'ledger_platform_movements',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    debitsPosted: bigint('debits_posted', { mode: 'number' }).notNull(),
    creditsPosted: bigint('credits_posted', { mode: 'number' }).notNull(),
    debitsPending: bigint('debits_pending', { mode: 'number' }).notNull(),
    creditsPending: bigint('credits_pending', { mode: 'number' }).notNull(),
  },
);

/**
 * A wallet's bank side: the sub-account the bank opened for it (creatBankCount / creat00Count),
 * with the bank's answer. Receiving money never needs it; cashing out does.
 */
export const walletBankAccounts = pgTable(
  'wallet_bank_accounts',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => ledgerAccounts.id),
    status: varchar('status', { length: 16, enum: BANK_ACCOUNT_STATUSES }).notNull(),
    subAccountNo: varchar('sub_account_no', { length: 40 }),
    bankMessage: varchar('bank_message', { length: 200 }),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('wallet_bank_accounts_status_known', oneOf(t.status, BANK_ACCOUNT_STATUSES)),
    check('wallet_bank_accounts_opened_has_number', sql`${t.status} <> 'opened' or ${t.subAccountNo} is not null`),
  ],
);

/** A merchant's settlement side (mercSett), one per user; its wallet is a 'merchant' ledger account. */
export const merchantSettlements = pgTable('merchant_settlements', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  accountId: integer('account_id')
    .notNull()
    .references(() => ledgerAccounts.id),
  merchantName: varchar('merchant_name', { length: 60 }).notNull(),
  creditCodeMasked: varchar('credit_code_masked', { length: 18 }).notNull(),
  creditCodeCipher: text('credit_code_cipher').notNull(),
  legalPersonName: varchar('legal_person_name', { length: 30 }).notNull(),
  legalPersonIdCipher: text('legal_person_id_cipher').notNull(),
  contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
  storeAddress: varchar('store_address', { length: 120 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Bank cards and corporate accounts of wallets. The number is kept encrypted (and as a keyed hash,
 * so the same card cannot be bound twice to one wallet); only the last four are shown.
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    addedBy: integer('added_by')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 16, enum: BANK_CARD_KINDS }).notNull(),
    numberCipher: text('number_cipher').notNull(),
    numberHash: varchar('number_hash', { length: 64 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    bankName: varchar('bank_name', { length: 40 }).notNull(),
    bankCode: varchar('bank_code', { length: 16 }),
    cardTypeName: varchar('card_type_name', { length: 16 }),
    branchName: varchar('branch_name', { length: 60 }),
    holderName: varchar('holder_name', { length: 60 }).notNull(),
    /** The bank's verification (SMS code to the reserved mobile, or a small deposit). */
    verificationId: varchar('verification_id', { length: 64 }).notNull(),
    reservedMobile: varchar('reserved_mobile', { length: 11 }),
    status: varchar('status', { length: 16, enum: BANK_CARD_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    unboundAt: timestamp('unbound_at', { withTimezone: true }),
  },
  (t) => [
    check('bank_cards_kind_known', oneOf(t.kind, BANK_CARD_KINDS)),
    check('bank_cards_status_known', oneOf(t.status, BANK_CARD_STATUSES)),
    check('bank_cards_verified_at', sql`(${t.status} = 'verified') <= (${t.verifiedAt} is not null)`),
    uniqueIndex('bank_cards_one_live_per_wallet').on(t.accountId, t.numberHash).where(sql`${t.status} in ('verifying', 'verified')`),
    index('bank_cards_account_idx').on(t.accountId),
  ],
);

/**
 * Cash-outs. The money is held by a pending transfer ('withdrawal:<id>') from the moment it is
 * requested; the bank's answer posts it (paid) or voids it (failed: the money is back).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => bankCards.id),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16, enum: WITHDRAWAL_STATUSES }).notNull(),
    bankReference: varchar('bank_reference', { length: 64 }),
    failureReason: varchar('failure_reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the bank was last asked (the sweeper asks again after a while). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    check('withdrawals_status_known', oneOf(t.status, WITHDRAWAL_STATUSES)),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    // A failed one may never have reached the bank; paid ones always did.
    check('withdrawals_sent', sql`(${t.status} <> 'requested' or ${t.sentAt} is null) and (${t.status} not in ('sentToBank', 'paid') or ${t.sentAt} is not null)`),
    check('withdrawals_finished', sql`(${t.status} in ('paid', 'failed')) = (${t.finishedAt} is not null)`),
    check('withdrawals_failure_reason', sql`(${t.status} = 'failed') = (${t.failureReason} is not null)`),
    index('withdrawals_account_idx').on(t.accountId, t.id),
    index('withdrawals_open_idx').on(t.status).where(sql`${t.status} in ('requested', 'sentToBank')`),
  ],
);

/**
 * Gateway payments (startPay): created → paid (the gateway's notification or a poll) or closed.
 * The id is the gateway's out_trade_no.
 */
export const payments = pgTable(
  'payments',
  {
    id: varchar('id', { length: 48 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    purpose: varchar('purpose', { length: 16, enum: PAYMENT_PURPOSES }).notNull(),
    waybillId: integer('waybill_id').references(() => waybills.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16, enum: PAYMENT_STATUSES }).notNull(),
    payUrl: text('pay_url').notNull(),
    gatewayTransactionId: varchar('gateway_transaction_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the gateway was last asked about it (payments with no notification are polled). */
    queriedAt: timestamp('queried_at', { withTimezone: true }),
  },
  (t) => [
    check('payments_purpose_known', oneOf(t.purpose, PAYMENT_PURPOSES)),
    check('payments_status_known', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_freight_names_waybill', sql`(${t.purpose} = 'freight') = (${t.waybillId} is not null)`),
    check('payments_paid_facts', sql`(${t.status} = 'paid') = (${t.paidAt} is not null and ${t.gatewayTransactionId} is not null)`),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_open_idx').on(t.createdAt).where(sql`${t.status} = 'created'`),
  ],
);

/** A waybill's freight on the platform: held from payment until settled (released) or cancelled (refunded). */
export const FREIGHT_HOLD_STATUSES = ['held', 'released', 'refunded'] as const;
export const freightPayments = pgTable(
  'freight_payments',
  {
    waybillId: integer('waybill_id')
      .primaryKey()
      .references(() => waybills.id),
    payerAccountId: integer('payer_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    payeeAccountId: integer('payee_account_id').references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16, enum: FREIGHT_HOLD_STATUSES }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    check('freight_payments_status_known', oneOf(t.status, FREIGHT_HOLD_STATUSES)),
    check('freight_payments_amount_positive', sql`${t.amount} > 0`),
    check('freight_payments_released', sql`(${t.status} = 'released') = (${t.releasedAt} is not null and ${t.payeeAccountId} is not null)`),
    check('freight_payments_refunded', sql`(${t.status} = 'refunded') = (${t.refundedAt} is not null)`),
  ],
);

/**
 * State of the local provider simulators (payment gateway, bank): what the outside service would
 * keep on its side. In the database so that every API node's simulator sees the same orders.
 */
export const providerSimRecords = pgTable(
  'provider_sim_records',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    id: varchar('id', { length: 64 }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'provider_sim_records_pk', columns: [t.provider, t.id] })],
);
