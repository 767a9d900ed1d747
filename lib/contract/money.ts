import { z } from 'zod';
import { endpoint } from './endpoint';
import { PageQuery, pageOf } from './paging';
import { IdParam } from './identity';
import { WaybillIdParam } from './waybill';
import { CreditCode, Mobile, NationalId, PersonName, SmsCode } from './rules';

/**
 * Money (docs/money.md): wallets over a double-entry ledger, bank sub-accounts and cards, freight
 * payment held until the cargo owner settles, top-up through the payment gateway, cash-out to a
 * verified card. Amounts are integer fen everywhere (1 yuan = 100 fen). Logistics service
 * (`/logistics/api`), logistics token, except the gateway's notify (public, signed).
 *
 * Mutating calls that move money (withdrawalFromAccount, payFreight, startPay, ownerSettlement)
 * take an `Idempotency-Key` header: a replay answers the first answer, the same key with another
 * body is refused (422); keys are kept 7 days.
 *
 * Deviations from the spec's methods: payFreight/{id} and unBindBankCard are POST here (the spec
 * lists them under GET): a GET that moves money or unbinds a card could be replayed by a prefetch,
 * a cache or the service worker.
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);
/** Largest single movement: 10 million yuan. */
export const MAX_AMOUNT_FEN = 1_000_000_000;
/** Smallest cash-out: 1 yuan; largest in one go: 50,000 yuan (the bank's single-transfer limit for personal cards). */
export const MIN_WITHDRAWAL_FEN = 100;
export const MAX_WITHDRAWAL_FEN = 5_000_000;
export const MAX_TOP_UP_FEN = 5_000_000;
export const AmountFen = z.number().int().min(1).max(MAX_AMOUNT_FEN);

/** Who holds a wallet: a person, an enterprise (its manager acts), or a merchant (its owner acts). */
export const HOLDER_KINDS = ['personal', 'enterprise', 'merchant'] as const;
export const HolderKind = z.enum(HOLDER_KINDS);
export type HolderKind = z.infer<typeof HolderKind>;

/** The bank sub-account behind a wallet, as the bank answers: none yet, opened, refused, closed. */
export const BANK_ACCOUNT_STATUSES = ['none', 'opened', 'refused', 'closed'] as const;
export const BankAccountStatus = z.enum(BANK_ACCOUNT_STATUSES);

export const WalletAccount = z.object({
  id: z.number().int(),
  holderKind: HolderKind,
  holderName: z.string(),
  enterpriseId: z.number().int().nullable(),
  bankStatus: BankAccountStatus,
  /** The bank's sub-account number, masked; null until opened. */
  subAccountNo: z.string().nullable(),
  /** Why the bank refused the sub-account (bankStatus refused), in English; `bankError` is its code. */
  bankMessage: z.string().nullable(),
  bankError: z.string().nullable().optional(),
  /** What may be spent or cashed out now. */
  availableFen: z.number().int().min(0),
  /** Held by cash-outs on their way to the bank. */
  frozenFen: z.number().int().min(0),
});
export type WalletAccount = z.infer<typeof WalletAccount>;

export const AccountInquiry = z.object({ accounts: z.array(WalletAccount) });

export const OpenAccountRequest = z
  .object({
    holderKind: z.enum(['personal', 'enterprise']),
    /** Required for an enterprise account: the certified enterprise the caller manages. */
    enterpriseId: Id.optional(),
  })
  .refine((v) => (v.holderKind === 'enterprise') === (v.enterpriseId !== undefined), {
    message: 'an enterprise account names its enterpriseId; a personal one does not',
    path: ['enterpriseId'],
  });

const Text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** A merchant's settlement side (mercSett): who the platform pays the merchant's takings to. */
export const MerchantSettlementRequest = z.object({
  merchantName: Text(2, 60),
  creditCode: CreditCode,
  legalPersonName: PersonName,
  legalPersonIdNumber: NationalId,
  contactMobile: Mobile,
  storeAddress: Text(4, 120),
});
export const MerchantSettlement = z.object({
  merchantName: z.string(),
  creditCodeMasked: z.string(),
  legalPersonName: z.string(),
  contactMobile: z.string(),
  storeAddress: z.string(),
  account: WalletAccount,
});
export const MerchantSettlementInfo = z.object({ settlement: MerchantSettlement.nullable() });

export const AccountIdBody = z.object({ accountId: Id });

/** Digits of a card or corporate account number, spaces allowed while typing. */
export const CardNumber = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{12,30}$/, 'must be 12-30 digits'));

export const BANK_CARD_KINDS = ['personal', 'enterprise'] as const;
export const BANK_CARD_STATUSES = ['verifying', 'verified', 'failed', 'unbound'] as const;
export const BankCardStatus = z.enum(BANK_CARD_STATUSES);

export const BankCard = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  kind: z.enum(BANK_CARD_KINDS),
  bankName: z.string(),
  bankCode: z.string().nullable(),
  /** '储蓄卡' / 'debit' style name from the BIN data; null for corporate accounts. */
  cardTypeName: z.string().nullable(),
  last4: z.string(),
  holderName: z.string(),
  status: BankCardStatus,
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type BankCard = z.infer<typeof BankCard>;

export const PersonalCardRequest = z.object({
  /** The personal wallet account the card is for (the caller's own). */
  accountId: Id,
  cardNumber: CardNumber,
  /** The mobile number the card holder gave the bank; the bank sends its code there. */
  mobile: Mobile,
});
export const PersonalCardVerifyRequest = z.object({ cardId: Id, smsCode: SmsCode });
export const EnterpriseCardRequest = z.object({
  accountId: Id,
  cardNumber: CardNumber,
  /** Corporate account numbers have no BIN: the bank and branch are given. */
  bankName: Text(2, 40),
  branchName: Text(2, 60),
});
/** The small random amount (1-99 fen) the bank deposited into the corporate account. */
export const EnterpriseCardVerifyRequest = z.object({ cardId: Id, amountFen: z.number().int().min(1).max(99) });
export const CardStarted = z.object({
  card: BankCard,
  /** What happens next, e.g. the masked mobile the code went to. */
  hint: z.string(),
});
export const CardIdBody = z.object({ cardId: Id });
export const BankCardListQuery = z.object({ accountId: Id.optional() });

export const BankName = z.object({
  bankName: z.string(),
  bankCode: z.string(),
  cardType: z.string(),
  cardTypeName: z.string(),
});
export const BankNumberParam = z.object({ n: z.string().regex(/^\d{6,30}$/, 'must be 6-30 digits') });

export const MsgCodeRequest = z.object({ purpose: z.literal('withdraw') });
export const MsgCodeSent = z.object({ resendAfter: z.number().int(), expiresIn: z.number().int(), mobileMasked: z.string() });

/** A cash-out's life: requested (money held) → sentToBank → paid, or failed (money returned). */
export const WITHDRAWAL_STATUSES = ['requested', 'sentToBank', 'paid', 'failed'] as const;
export const WithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

export const WithdrawalRequest = z.object({
  accountId: Id,
  cardId: Id,
  amountFen: z.number().int().min(MIN_WITHDRAWAL_FEN).max(MAX_WITHDRAWAL_FEN),
  smsCode: SmsCode,
});
export const Withdrawal = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  amountFen: z.number().int(),
  bankName: z.string(),
  cardLast4: z.string(),
  status: WithdrawalStatus,
  /** Why the bank returned the cash-out, in English; `failureError` is its code (lib/i18n/errors). */
  failureReason: z.string().nullable(),
  failureError: z.string().nullable().optional(),
  createdAt: z.string(),
  /** Each step with its time: requested, sentToBank, then paid or failed (returned). */
  timeline: z.array(z.object({ status: WithdrawalStatus, at: z.string(), note: z.string().nullable() })),
});
export type Withdrawal = z.infer<typeof Withdrawal>;
export const WithdrawalListQuery = PageQuery.extend({ accountId: Id.optional() });

/** What a gateway payment is for: topping up the wallet, or paying a waybill's freight (top-up then hold). */
export const PAYMENT_PURPOSES = ['topUp', 'freight'] as const;
export const PaymentPurpose = z.enum(PAYMENT_PURPOSES);
export const PAYMENT_STATUSES = ['created', 'paid', 'closed'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);

export const StartPayRequest = z
  .object({
    purpose: PaymentPurpose,
    /** For 'freight': the waybill whose freight is paid (the amount is its freight less the wallet's balance). */
    waybillId: Id.optional(),
    /** For 'topUp': how much. */
    amountFen: z.number().int().min(1).max(MAX_TOP_UP_FEN).optional(),
  })
  .refine((v) => (v.purpose === 'freight' ? v.waybillId !== undefined && v.amountFen === undefined : v.amountFen !== undefined && v.waybillId === undefined), {
    message: "a freight payment names its waybillId, a top-up its amountFen",
    path: ['purpose'],
  });
export const Payment = z.object({
  /** The payment's id (also the gateway's out_trade_no); the shell's wxPay(id) takes it. */
  id: z.string(),
  purpose: PaymentPurpose,
  waybillId: z.number().int().nullable(),
  amountFen: z.number().int(),
  status: PaymentStatus,
  /** The gateway's payment page (browsers); inside the app shell, bridge wxPay(id) pays instead. */
  payUrl: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export const PaymentIdParam = z.object({ id: z.string().regex(/^pay_[A-Za-z0-9_-]{16,40}$/, 'is not a payment id') });

/** The gateway's notification (signed in the X-Pay-Signature header over the raw fields). */
export const PaymentNotify = z.object({
  notifyId: z.string().min(1).max(64),
  outTradeNo: z.string().min(1).max(64),
  transactionId: z.string().min(1).max(64),
  tradeState: z.enum(['SUCCESS', 'CLOSED']),
  amountFen: z.number().int().min(0).max(MAX_AMOUNT_FEN),
  successTime: z.string().max(40).nullable(),
  timestamp: z.string().max(40),
});
export const NotifyAnswer = z.object({ code: z.enum(['SUCCESS']), message: z.string() });

/** A waybill's freight on the platform: unpaid → held (paid by the owner) → released to the payee, or refunded. */
export const FREIGHT_PAYMENT_STATUSES = ['unpaid', 'held', 'released', 'refunded'] as const;
export const FreightPaymentStatus = z.enum(FREIGHT_PAYMENT_STATUSES);
export const FreightPayment = z.object({
  waybillId: z.number().int(),
  freightFen: z.number().int(),
  status: FreightPaymentStatus,
  waybillStatus: z.string(),
  route: z.string(),
  plateNumber: z.string(),
  /** Who is paid on settlement: the driver, or the carrier enterprise owning the vehicle. */
  payeeName: z.string(),
  paidAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** For the cargo owner: their wallet's available balance (what could pay it now). */
  walletAvailableFen: z.number().int().nullable(),
  /** Whether the caller may pay it now / settle it now. */
  canPay: z.boolean(),
  canSettle: z.boolean(),
});
export const SettlementRequest = z.object({ waybillId: Id });

/** What a ledger movement was, as fund records name it. */
export const FUND_CODES = [
  'topUp', 'freightPaid', 'freightReceived', 'freightRefund', 'withdrawal', 'couponWriteOff',
  // ETC tolls (docs/etc.md "Tolls"): the bank withholds the toll from the contract's card into the
  // wallet (etcWithheld) and the wallet pays it to the issuer (etcToll), in one transaction.
  'etcWithheld', 'etcToll',
  // The brigade shop (docs/brigade.md): an order paid from the wallet into the shop's sales, and a
  // refunded item's amount back to the wallet.
  'storePurchase', 'storeRefund',
] as const;
export const FundCode = z.enum(FUND_CODES);
export const FundRecord = z.object({
  transferId: z.string(),
  at: z.string(),
  code: FundCode,
  direction: z.enum(['in', 'out']),
  amountFen: z.number().int(),
  /** posted; pending (a cash-out on its way); returned (a failed cash-out given back). */
  state: z.enum(['posted', 'pending', 'returned']),
  /** The thing it was for: 'waybill:12', 'withdrawal:3', 'payment:pay_…'. */
  ref: z.string(),
  /** A line describing it, when there is one: a toll's entry → exit station ('福州南收费站 → 泉州收费站'). */
  note: z.string().optional(),
});
export const FundRecordQuery = PageQuery.extend({ accountId: Id.optional() });
export const FUND_SUMMARY_DAYS = [7, 30, 90] as const;
export const FundSummaryQuery = z.object({
  accountId: Id.optional(),
  days: z.coerce.number().pipe(z.union([z.literal(7), z.literal(30), z.literal(90)])).default(30),
});
export const FundSummary = z.object({
  days: z.array(z.object({ date: z.string(), incomeFen: z.number().int(), spendingFen: z.number().int() })),
  totalIncomeFen: z.number().int(),
  totalSpendingFen: z.number().int(),
});

export const moneyEndpoints = {
  accountInquiry: endpoint({
    service: 'logistics', method: 'GET', path: '/accountInquiry', access: 'logistics',
    summary: "The caller's wallets (personal, the enterprises they manage, their merchant) with available and frozen balances",
    response: AccountInquiry,
  }),
  creatBankCount: endpoint({
    service: 'logistics', method: 'POST', path: '/creatBankCount', access: 'logistics', idempotent: true,
    summary: 'Opens the bank sub-account of a personal (real name approved) or enterprise (certified, caller manages it) wallet',
    body: OpenAccountRequest, response: WalletAccount,
  }),
  creat00Count: endpoint({
    service: 'logistics', method: 'POST', path: '/creat00Count', access: 'logistics', idempotent: true,
    summary: "Registers the caller's merchant settlement side and opens the merchant's sub-account (one per user)",
    body: MerchantSettlementRequest, response: MerchantSettlement,
  }),
  merchantSettlement: endpoint({
    service: 'logistics', method: 'GET', path: '/merchantSettlement', access: 'logistics',
    summary: "The caller's merchant settlement side, or null",
    response: MerchantSettlementInfo,
  }),
  cleanBankCount: endpoint({
    service: 'logistics', method: 'POST', path: '/cleanBankCount', access: 'logistics', idempotent: true,
    summary: 'Closes a wallet\'s bank sub-account (nothing available or frozen; its cards are unbound)',
    body: AccountIdBody, response: WalletAccount,
  }),
  personalBankCard: endpoint({
    service: 'logistics', method: 'POST', path: '/personalBankCard', access: 'logistics', idempotent: true,
    summary: "Adds a personal debit card: the bank checks name + ID + card + mobile and texts a code to that mobile",
    body: PersonalCardRequest, response: CardStarted,
  }),
  personalBankCardVerify: endpoint({
    service: 'logistics', method: 'POST', path: '/personalBankCard/verify', access: 'logistics', idempotent: true,
    summary: 'Confirms a personal card with the code the bank texted (5 wrong tries fail it)',
    body: PersonalCardVerifyRequest, response: BankCard,
  }),
  enterpriseBankCard: endpoint({
    service: 'logistics', method: 'POST', path: '/enterpriseBankCard', access: 'logistics', idempotent: true,
    summary: "Adds an enterprise's corporate account: the bank deposits a small random amount to it",
    body: EnterpriseCardRequest, response: CardStarted,
  }),
  enterpriseBankCardVerify: endpoint({
    service: 'logistics', method: 'POST', path: '/enterpriseBankCard/verify', access: 'logistics', idempotent: true,
    summary: 'Confirms a corporate account with the amount the bank deposited (3 wrong tries fail it)',
    body: EnterpriseCardVerifyRequest, response: BankCard,
  }),
  bankCardList: endpoint({
    service: 'logistics', method: 'GET', path: '/bankCardList', access: 'logistics',
    summary: "Cards of the caller's wallets (or of one), verified and being verified",
    query: BankCardListQuery, response: z.array(BankCard),
  }),
  unBindBankCard: endpoint({
    service: 'logistics', method: 'POST', path: '/unBindBankCard', access: 'logistics', idempotent: true,
    summary: 'Unbinds a card (not while a cash-out to it is on its way)',
    body: CardIdBody, response: BankCard,
  }),
  selectBankNameByBankNumber: endpoint({
    service: 'logistics', method: 'GET', path: '/selectBankNameByBankNumber/:n', access: 'logistics',
    summary: "The bank and card type of a card number's BIN (404 when the BIN is unknown)",
    params: BankNumberParam, response: BankName,
  }),
  getMsgCode: endpoint({
    service: 'logistics', method: 'POST', path: '/getMsgCode', access: 'logistics',
    summary: "Texts a cash-out confirmation code to the caller's own mobile",
    body: MsgCodeRequest, response: MsgCodeSent, rateLimited: true,
  }),
  withdrawalFromAccount: endpoint({
    service: 'logistics', method: 'POST', path: '/withdrawalFromAccount', access: 'logistics', idempotent: true,
    summary: 'Cashes out to a verified card with the SMS code: the amount is held and sent to the bank (Idempotency-Key)',
    body: WithdrawalRequest, response: Withdrawal,
  }),
  withdrawalList: endpoint({
    service: 'logistics', method: 'GET', path: '/withdrawalList', access: 'logistics',
    summary: "The caller's cash-outs, newest first, with their timelines",
    query: WithdrawalListQuery, response: pageOf(Withdrawal),
  }),
  withdrawalDetail: endpoint({
    service: 'logistics', method: 'GET', path: '/withdrawal/:id', access: 'logistics',
    summary: 'One cash-out with its timeline (asks the bank when it has been on its way a while)',
    params: IdParam, response: Withdrawal,
  }),
  startPay: endpoint({
    service: 'logistics', method: 'POST', path: '/startPay', access: 'logistics', idempotent: true,
    summary: 'Starts a gateway payment (top-up, or the part of a freight the wallet cannot cover) and answers its page (Idempotency-Key)',
    body: StartPayRequest, response: Payment,
  }),
  paymentStatus: endpoint({
    service: 'logistics', method: 'GET', path: '/payment/:id', access: 'logistics',
    summary: "One of the caller's payments (asks the gateway when no notification came)",
    params: PaymentIdParam, response: Payment,
  }),
  paymentNotify: endpoint({
    service: 'logistics', method: 'POST', path: '/pay/notify', access: 'public',
    summary: 'Payment gateway notification (signature in X-Pay-Signature; forged → 403, wrong amount → 400; applied once)',
    body: PaymentNotify, response: NotifyAnswer,
  }),
  freightPayment: endpoint({
    service: 'logistics', method: 'GET', path: '/freightPayment/:id', access: 'logistics',
    summary: "A waybill's freight payment state (its cargo owner, driver, or the payee enterprise's manager)",
    params: WaybillIdParam, response: FreightPayment,
  }),
  payFreight: endpoint({
    service: 'logistics', method: 'POST', path: '/payFreight/:id', access: 'logistics', idempotent: true,
    summary: "Cargo owner pays a waybill's freight from the wallet; held until settlement (Idempotency-Key; 409 when the balance is short)",
    params: WaybillIdParam, response: FreightPayment,
  }),
  ownerSettlement: endpoint({
    service: 'logistics', method: 'POST', path: '/ownerSettlement', access: 'logistics', idempotent: true,
    summary: 'Cargo owner confirms an unloaded waybill: its held freight goes to the payee and the waybill is settled (Idempotency-Key)',
    body: SettlementRequest, response: FreightPayment,
  }),
  fundRecord: endpoint({
    service: 'logistics', method: 'GET', path: '/fundRecord', access: 'logistics',
    summary: "Movements of the caller's wallet (or one they may see), newest first",
    query: FundRecordQuery, response: pageOf(FundRecord),
  }),
  fundSummary: endpoint({
    service: 'logistics', method: 'GET', path: '/fundSummary', access: 'logistics',
    summary: 'Income and spending per day (China time) over the last 7, 30 or 90 days, for the chart',
    query: FundSummaryQuery, response: FundSummary,
  }),
};
