import { z } from 'zod';
import { endpoint } from './endpoint';
import { PageQuery, pageOf } from './paging';

/**
 * Coupons and write-offs (docs/coupons.md). A merchant's administrator defines a **coupon batch**
 * (cash face value or a discount, a threshold, a validity window, total stock, a per-user limit);
 * the operator approves it; drivers claim **coupons** from it (stock never oversold); a driver shows
 * a coupon at the counter as a short numeric code plus a QR whose payload the server signs with
 * Ed25519; the merchant's staff **write it off** once, by scan or by typed code, online or offline
 * (reconciled later: the first write-off wins, a second device's is recorded as a duplicate).
 * Platform-funded coupons (handed out by activities) pay their face value to the merchant's wallet
 * from the platform's marketing account in the write-off's transaction. App service, user token.
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Text = (min: number, max: number) => z.string().trim().min(min).max(max);
const Instant = z.string().datetime({ offset: true });
const MAX_FACE_VALUE_FEN = 10_000_000;

/** How long a coupon's numeric code is: random digits, unique, not guessable in bulk. */
export const COUPON_CODE_LENGTH = 12;
export const CouponCode = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${COUPON_CODE_LENGTH}}$`), `must be the coupon's ${COUPON_CODE_LENGTH}-digit code`));

export const COUPON_KINDS = ['cash', 'discount'] as const;
export const CouponKind = z.enum(COUPON_KINDS);
/** Who pays the coupon's value: the merchant (its own promotion) or the platform (an activity's). */
export const COUPON_FUNDERS = ['merchant', 'platform'] as const;
export const CouponFunder = z.enum(COUPON_FUNDERS);
/** A fixed window (validFrom–validUntil), or `validDays` days from the claim. */
export const COUPON_VALIDITY_TYPES = ['fixed', 'afterClaim'] as const;
export const CouponValidityType = z.enum(COUPON_VALIDITY_TYPES);
/**
 * A batch's review and life: pending (waiting for the operator), approved (live: drivers may
 * claim), rejected (with a reason), stopped (deleted by its merchant: no more claims; claimed
 * coupons stay usable until they expire).
 */
export const COUPON_BATCH_STATUSES = ['pending', 'approved', 'rejected', 'stopped'] as const;
export const CouponBatchStatus = z.enum(COUPON_BATCH_STATUSES);
/** A claimed coupon in the card bag: unused (usable or not yet valid), used, expired. */
export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export const CouponStatus = z.enum(COUPON_STATUSES);

/** What a merchant administrator submits for a new batch (the operator reviews it). */
export const CouponBatchDraft = z
  .object({
    merchantId: Id,
    name: Text(2, 30),
    kind: CouponKind,
    /** Cash coupons: the amount taken off, in fen. */
    faceValueFen: z.number().int().min(1).max(MAX_FACE_VALUE_FEN).optional(),
    /** Discount coupons: percent taken off the bill (15 = 15% off, 8.5折). */
    discountPercent: z.number().int().min(1).max(99).optional(),
    /** Smallest bill the coupon applies to, in fen (0: no threshold). */
    thresholdFen: z.number().int().min(0).max(MAX_FACE_VALUE_FEN).default(0),
    validityType: CouponValidityType,
    /** Fixed window: from and until (ISO times). */
    validFrom: Instant.optional(),
    validUntil: Instant.optional(),
    /** afterClaim: days the coupon is good for from its claim (1-365). */
    validDays: z.number().int().min(1).max(365).optional(),
    totalStock: z.number().int().min(1).max(1_000_000),
    perUserLimit: z.number().int().min(1).max(100).default(1),
    description: Text(0, 500).optional(),
    /**
     * 'platform' only from the operator (a batch for an activity to hand out; approved at once,
     * cash only, claimed only through its activity). Merchants' batches are 'merchant'.
     */
    fundedBy: CouponFunder.default('merchant'),
  })
  .superRefine((draft, ctx) => {
    const need = (field: keyof typeof draft, when: boolean, message: string) => {
      if (when) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    need('faceValueFen', draft.kind === 'cash' && draft.faceValueFen === undefined, 'is required for a cash coupon');
    need('discountPercent', draft.kind === 'discount' && draft.discountPercent === undefined, 'is required for a discount coupon');
    need('validFrom', draft.validityType === 'fixed' && draft.validFrom === undefined, 'is required for a fixed window');
    need('validUntil', draft.validityType === 'fixed' && draft.validUntil === undefined, 'is required for a fixed window');
    need('validDays', draft.validityType === 'afterClaim' && draft.validDays === undefined, 'is required for a validity after claim');
    need('kind', draft.fundedBy === 'platform' && draft.kind !== 'cash', 'must be cash for a platform-funded batch');
    if (draft.validFrom && draft.validUntil) {
      need('validUntil', Date.parse(draft.validUntil) <= Date.parse(draft.validFrom), 'must be after validFrom');
    }
  });
export type CouponBatchDraft = z.infer<typeof CouponBatchDraft>;

/** A batch as its merchant, the operator and drivers see it. */
export const CouponBatch = z.object({
  id: z.number().int(),
  merchantId: z.number().int(),
  merchantName: z.string(),
  name: z.string(),
  kind: CouponKind,
  faceValueFen: z.number().int().nullable(),
  discountPercent: z.number().int().nullable(),
  thresholdFen: z.number().int(),
  validityType: CouponValidityType,
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  validDays: z.number().int().nullable(),
  totalStock: z.number().int(),
  claimedCount: z.number().int(),
  usedCount: z.number().int(),
  perUserLimit: z.number().int(),
  fundedBy: CouponFunder,
  status: CouponBatchStatus,
  rejectReason: z.string().nullable(),
  description: z.string(),
  createdAt: z.string(),
  /** Whether a driver may claim now (approved, stock left, window not over). */
  claimable: z.boolean(),
  /** How many the caller has claimed (0 for staff and the operator when they have none). */
  myClaimedCount: z.number().int(),
});
export type CouponBatch = z.infer<typeof CouponBatch>;

export const CouponBatchIdQuery = z.object({ id: Id });
export const CouponBatchIdBody = z.object({ id: Id });
export const MerchantBatchesQuery = PageQuery.extend({ merchantId: Id, status: CouponBatchStatus.optional() });
/** Live batches drivers may claim, all or one merchant's. */
export const AvailableBatchesQuery = PageQuery.extend({ merchantId: Id.optional() });
export const CouponReviewQueueQuery = PageQuery.extend({ status: CouponBatchStatus.default('pending') });
export const CouponAuditRequest = z
  .object({ id: Id, approve: z.boolean(), rejectReason: Text(2, 200).optional() })
  .refine((audit) => audit.approve || audit.rejectReason !== undefined, { path: ['rejectReason'], message: 'is required to reject' });

/** A coupon in the driver's card bag. `code`/`qr` are what the driver shows at the counter. */
export const MyCoupon = z.object({
  id: z.number().int(),
  batch: CouponBatch,
  /** The 12-digit code (the driver types or shows it; staff type it). */
  code: z.string(),
  /** The signed QR payload (see COUPON_QR_PREFIX); staff scan it. */
  qr: z.string(),
  status: CouponStatus,
  claimedAt: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  usedAt: z.string().nullable(),
  /** Where it was used (merchant name), null while unused. */
  usedAtMerchant: z.string().nullable(),
});
export type MyCoupon = z.infer<typeof MyCoupon>;

export const ClaimRequest = z.object({ batchId: Id });
export const MyCouponsQuery = PageQuery.extend({ status: CouponStatus.default('unused') });
export const MyCouponQuery = z.object({ id: Id });

/**
 * The signed QR payload: `CQ1.<couponId>.<batchId>.<merchantId>.<code>.<validFromSec>.<validUntilSec>.<signature>`,
 * the signature Ed25519 over everything before its last dot (UTF-8), base64url without padding.
 * A staff device verifies it with the public key of `offlineKit` (WebCrypto Ed25519), no network needed.
 */
export const COUPON_QR_PREFIX = 'CQ1';
export interface CouponQrFields {
  couponId: number;
  batchId: number;
  merchantId: number;
  code: string;
  validFrom: Date;
  validUntil: Date;
  /** What the signature covers. */
  signed: string;
  /** base64url. */
  signature: string;
}

/** Reads a QR payload's fields (no signature check: that needs the public key); null when it is not one. */
export function parseCouponQr(text: string): CouponQrFields | null {
  const parts = text.trim().split('.');
  if (parts.length !== 8 || parts[0] !== COUPON_QR_PREFIX) return null;
  const [, couponId, batchId, merchantId, code, from, until, signature] = parts;
  const numbers = [couponId, batchId, merchantId, from, until];
  if (!numbers.every((n) => /^\d{1,12}$/.test(n)) || !new RegExp(`^\\d{${COUPON_CODE_LENGTH}}$`).test(code)) return null;
  if (!/^[A-Za-z0-9_-]{86}$/.test(signature)) return null;
  return {
    couponId: Number(couponId),
    batchId: Number(batchId),
    merchantId: Number(merchantId),
    code,
    validFrom: new Date(Number(from) * 1000),
    validUntil: new Date(Number(until) * 1000),
    signed: parts.slice(0, 7).join('.'),
    signature,
  };
}

/** Longest QR payload the server makes is ~150 characters; longer input is not one. */
export const CouponQr = z.string().trim().min(1).max(400);

/** A coupon as the counter sees it before writing it off (a coupon of the staff's merchant, usable now). */
export const CouponAtCounter = z.object({
  couponId: z.number().int(),
  code: z.string(),
  batch: CouponBatch,
  /** The holder's nickname, masked (林**), so staff can ask who it is. */
  holderName: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
});

export const ConsumeByCodeQuery = z.object({ merchantId: Id, code: CouponCode });
export const ConsumeByRsaQuery = z.object({ merchantId: Id, qr: CouponQr });

/**
 * Write-off: by typed `code` or scanned `qr` (one of them). Online, a second write-off of a used
 * coupon is refused (409 coupon.alreadyUsed). A staff device that wrote it off offline sends
 * `occurredAt` and its `deviceId` later (with the Idempotency-Key it made then): the first
 * write-off of a coupon wins; a later offline one is recorded as a duplicate and answered with
 * `outcome: 'duplicate'`, never applied twice.
 */
export const WriteOffRequest = z
  .object({
    merchantId: Id,
    code: CouponCode.optional(),
    qr: CouponQr.optional(),
    /** The staff device, for the records and for telling offline duplicates apart. */
    deviceId: Text(1, 64).optional(),
    /** Set by an offline write-off: when it happened at the counter (not in the future, at most 7 days ago). */
    occurredAt: Instant.optional(),
  })
  .refine((request) => (request.code === undefined) !== (request.qr === undefined), { path: ['code'], message: 'send either code or qr' });

/** Oldest offline write-off the server still takes. */
export const OFFLINE_WRITE_OFF_MAX_AGE_DAYS = 7;

export const WriteOffRecord = z.object({
  id: z.number().int(),
  couponId: z.number().int(),
  code: z.string(),
  batch: CouponBatch,
  holderName: z.string(),
  staffUserId: z.number().int(),
  staffName: z.string(),
  deviceId: z.string().nullable(),
  /** When it happened at the counter (the offline time for an offline write-off). */
  usedAt: z.string(),
  /** When the server took it. */
  recordedAt: z.string(),
  offline: z.boolean(),
  /** Paid by the platform's marketing account to the merchant's wallet (platform-funded coupons), else 0. */
  settledFen: z.number().int(),
});
export type WriteOffRecord = z.infer<typeof WriteOffRecord>;

export const WriteOffResult = z.object({
  /** applied: this request wrote the coupon off; duplicate: an offline write-off that came second. */
  outcome: z.enum(['applied', 'duplicate']),
  /** The write-off that counts (for a duplicate: the first one). */
  record: WriteOffRecord,
});

/** Filters of the merchant's write-off records (writeOffRecords). Times are China time. */
export const CONSUME_USE_TIME_TYPES = ['all', 'today', 'yesterday', 'week', 'month'] as const;
/** all write-offs, or only those made online / offline. */
export const CONSUME_USE_STATUSES = ['all', 'online', 'offline'] as const;
export const UseRecordsQuery = PageQuery.extend({
  merchantId: Id,
  consumeUseTimeType: z.enum(CONSUME_USE_TIME_TYPES).default('all'),
  consumeUseStatus: z.enum(CONSUME_USE_STATUSES).default('all'),
  batchId: Id.optional(),
});
export const WriteOffIdQuery = z.object({ id: Id });

/** An offline write-off that came after the coupon was already written off: recorded, not applied. */
export const DuplicateWriteOff = z.object({
  id: z.number().int(),
  couponId: z.number().int(),
  code: z.string(),
  batchName: z.string(),
  staffUserId: z.number().int(),
  staffName: z.string(),
  deviceId: z.string().nullable(),
  occurredAt: z.string(),
  recordedAt: z.string(),
  /** The write-off that counted. */
  firstWriteOffId: z.number().int(),
  firstUsedAt: z.string(),
  firstDeviceId: z.string().nullable(),
});
export const DuplicatesQuery = PageQuery.extend({ merchantId: Id });

/**
 * What a staff device keeps for offline write-off: the public key (SPKI DER, base64) to verify
 * QR payloads, and the batches its merchant serves (live or stopped ones whose coupons may still be valid).
 */
export const OfflineKit = z.object({
  algorithm: z.literal('Ed25519'),
  publicKey: z.string(),
  merchantId: z.number().int(),
  batches: z.array(CouponBatch),
  issuedAt: z.string(),
});
export const MerchantIdQuery = z.object({ merchantId: Id });

export const couponEndpoints = {
  addCoupon: endpoint({
    service: 'app', method: 'POST', path: '/merchant/consumeCoupon/add', access: 'user', idempotent: true,
    summary: "Define a coupon batch for the operator's review (merchant administrator)",
    body: CouponBatchDraft, response: CouponBatch,
  }),
  couponInfo: endpoint({
    service: 'app', method: 'GET', path: '/merchant/consumeCoupon/info', access: 'user',
    summary: 'One coupon batch: to its merchant and the operator always, to drivers once approved',
    query: CouponBatchIdQuery, response: CouponBatch,
  }),
  merchantCoupons: endpoint({
    service: 'app', method: 'GET', path: '/merchant/consumeCoupon/list', access: 'user',
    summary: "A merchant's coupon batches, paged (its staff)",
    query: MerchantBatchesQuery, response: pageOf(CouponBatch),
  }),
  availableCoupons: endpoint({
    service: 'app', method: 'GET', path: '/merchant/consumeCoupon/available', access: 'user',
    summary: 'Live batches a driver may claim, all or one merchant\'s, paged',
    query: AvailableBatchesQuery, response: pageOf(CouponBatch),
  }),
  reviewQueue: endpoint({
    service: 'app', method: 'GET', path: '/merchant/consumeCoupon/reviewQueue', access: 'user',
    summary: 'Coupon batches by review status, oldest first (operator)',
    query: CouponReviewQueueQuery, response: pageOf(CouponBatch),
  }),
  auditCoupon: endpoint({
    service: 'app', method: 'POST', path: '/merchant/consumeCoupon/audit', access: 'user', idempotent: true,
    summary: 'Approve or reject (with a reason) a pending coupon batch (operator)',
    body: CouponAuditRequest, response: CouponBatch,
  }),
  deleteCoupon: endpoint({
    service: 'app', method: 'POST', path: '/merchant/consumeCoupon/delete', access: 'user', idempotent: true,
    summary: 'Stop a batch: no more claims; claimed coupons stay usable until they expire (merchant administrator)',
    body: CouponBatchIdBody, response: CouponBatch,
  }),
  claimCoupon: endpoint({
    service: 'app', method: 'POST', path: '/merchant/consumeCoupon/claim', access: 'user', idempotent: true,
    summary: 'Claim a coupon of a live batch (stock and the per-user limit held under concurrency)',
    body: ClaimRequest, response: MyCoupon,
  }),
  myCoupons: endpoint({
    service: 'app', method: 'GET', path: '/merchant/consumeCoupon/mine', access: 'user',
    summary: "The caller's card bag: unused, used or expired coupons, paged",
    query: MyCouponsQuery, response: pageOf(MyCoupon),
  }),
  myCoupon: endpoint({
    service: 'app', method: 'GET', path: '/merchant/consumeCoupon/mine/detail', access: 'user',
    summary: "One of the caller's coupons with its code and signed QR",
    query: MyCouponQuery, response: MyCoupon,
  }),
  useRecords: endpoint({
    service: 'app', method: 'GET', path: '/merchant/consumeCoupon/useRecords', access: 'user',
    summary: "A merchant's write-offs, newest first, by time (consumeUseTimeType) and kind (consumeUseStatus) (its staff)",
    query: UseRecordsQuery, response: pageOf(WriteOffRecord),
  }),
  writeOffDetail: endpoint({
    service: 'app', method: 'GET', path: '/merchant/consume/detail', access: 'user',
    summary: 'One write-off (staff of its merchant)',
    query: WriteOffIdQuery, response: WriteOffRecord,
  }),
  duplicateWriteOffs: endpoint({
    service: 'app', method: 'GET', path: '/merchant/consume/duplicates', access: 'user',
    summary: "Offline write-offs that came second and were not applied, newest first (the merchant's staff)",
    query: DuplicatesQuery, response: pageOf(DuplicateWriteOff),
  }),
  getConsumeByCode: endpoint({
    service: 'app', method: 'GET', path: '/merchant/consume/getConsumeByCode', access: 'user',
    summary: "Find a coupon by its typed code for write-off (staff of the coupon's merchant; refuses used, expired, not yet valid)",
    query: ConsumeByCodeQuery, response: CouponAtCounter,
  }),
  getConsumeByRsa: endpoint({
    service: 'app', method: 'GET', path: '/merchant/consume/getConsumeByRsa', access: 'user',
    summary: "Verify a scanned signed QR and find its coupon (signature, batch, validity window, the staff's merchant)",
    query: ConsumeByRsaQuery, response: CouponAtCounter,
  }),
  useConsumeByCode: endpoint({
    service: 'app', method: 'POST', path: '/merchant/consume/useConsumeByCode', access: 'user', idempotent: true,
    summary: 'Write a coupon off, exactly once (staff of its merchant; offline write-offs reconciled: the first wins)',
    body: WriteOffRequest, response: WriteOffResult,
  }),
  offlineKit: endpoint({
    service: 'app', method: 'GET', path: '/merchant/consume/offlineKit', access: 'user',
    summary: 'The public key and the batches a staff device needs to verify coupons offline (staff)',
    query: MerchantIdQuery, response: OfflineKit,
  }),
};
