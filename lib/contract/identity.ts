import { z } from 'zod';
import { endpoint } from './endpoint';
import { PageQuery, pageOf } from './paging';
import { NationalId, PersonName } from './rules';

/**
 * Certifications (who a user is and what they may drive or dispatch) and their review by
 * operators. Every certification moves pending -> approved | rejected (with a reason the user
 * sees); a rejected one may be submitted again, which makes it pending again. Each change is
 * written to an audit trail (who, when, what).
 */
/**
 * What can be certified. A carrier is an enterprise certified with role `carrier` (its road
 * transport business permit is part of that application), so it has no kind of its own. A
 * merchant's application and a merchant's request to put goods on shelf are reviewed the same way
 * (server/src/modules/merchant/merchant.review.ts); they are not freight qualifications.
 */
export const CERTIFICATION_KINDS = ['realName', 'cargoOwner', 'enterprise', 'vehicle', 'driver', 'merchant', 'merchantGoods', 'couponBatch'] as const;
/** The kinds of the freight qualification overview (allAuthen): the people and vehicles of freight. */
export const QUALIFICATION_KINDS = ['realName', 'cargoOwner', 'enterprise', 'vehicle', 'driver'] as const satisfies readonly (typeof CERTIFICATION_KINDS)[number][];
export const CertificationKind = z.enum(CERTIFICATION_KINDS);
export type CertificationKind = z.infer<typeof CertificationKind>;

export const CERTIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CertificationStatus = z.enum(CERTIFICATION_STATUSES);
export type CertificationStatus = z.infer<typeof CertificationStatus>;

/** An uploaded file as the API names it: an opaque id, and the URL its owner (or an operator) reads it from. */
export const StoredFile = z.object({
  fileId: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export const FileIdParam = z.object({ fileId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a file id') });

/** A certification as its owner sees it. */
export const Certification = z.object({
  id: z.number().int(),
  kind: CertificationKind,
  status: CertificationStatus,
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Why an operator refused it: shown to the user so they can fix and resubmit. */
  rejectReason: z.string().nullable(),
});
export type Certification = z.infer<typeof Certification>;

/** Real-name verification: the name and national ID, checked by the ID checker, then reviewed. */
export const RealNameRequest = z.object({
  name: PersonName,
  idCardNo: NationalId,
  /** Photos of the ID card's two sides (uploaded first: file ids). */
  frontImage: FileIdParam.shape.fileId,
  backImage: FileIdParam.shape.fileId,
});
export const RealName = Certification.extend({
  name: z.string(),
  /** Masked: 110105********1234. The full number is never sent back. */
  idCardNo: z.string(),
});

/**
 * The freight qualification overview (allAuthen): for each kind, the latest certification or
 * null when never submitted, and whether the current identity needs it.
 */
export const QualificationItem = z.object({
  kind: CertificationKind,
  required: z.boolean(),
  certification: Certification.nullable(),
});
export const Qualification = z.object({
  isVerified: z.boolean(),
  items: z.array(QualificationItem),
});

/** A dictionary entry (vehicle types, plate colours, cargo types ...). */
export const DictEntry = z.object({
  code: z.string(),
  label: z.string(),
  labelEn: z.string(),
  sort: z.number().int(),
});
export const DictGroupParam = z.object({ groupCode: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{1,40}$/, 'is not a group code') });

/** One entry of a certification's audit trail. */
export const AuditEntry = z.object({
  action: z.enum(['submitted', 'approved', 'rejected', 'resubmitted']),
  actorUserId: z.number().int(),
  actorMobile: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});

/** Fields of a submission an operator reads; the client's catalogue has a label for each (ops.field.<name>). */
export const SUBMISSION_FIELDS = [
  'name',
  'idCardNo',
  'idCardFront',
  'idCardBack',
  'address',
  'cargoTypes',
  'enterpriseName',
  'creditCode',
  'legalPerson',
  'legalPersonIdCardNo',
  'contactName',
  'contactMobile',
  'role',
  'businessLicense',
  'transportPermit',
  // Driver certification (server/src/modules/driver/driver.review.ts)
  'licenseNo',
  'licenseClass',
  'issuingAuthority',
  'firstIssueDate',
  'validFrom',
  'validUntil',
  'qualificationNo',
  'qualificationValidUntil',
  'licenseMain',
  'licenseSub',
  'qualificationCertificate',
  // Vehicle certification (server/src/modules/vehicle/vehicle.review.ts)
  'plateNumber',
  'plateColor',
  'vehicleType',
  'vehicleLength',
  'energyType',
  'approvedLoadKg',
  'vehicleOwnerName',
  'vin',
  'registerDate',
  'inspectionValidUntil',
  'roadTransportNo',
  'roadTransportValidUntil',
  'vehicleLicenseFront',
  'vehicleLicenseBack',
  'roadTransportPermit',
  // Merchant application and goods (server/src/modules/merchant/merchant.review.ts)
  'merchantName',
  'merchantCategory',
  'station',
  'merchantAddress',
  'location',
  'contactPhone',
  'invitedBy',
  'businessLicence',
  'goodsName',
  'goodsDescription',
  'goodsPrice',
  'goodsImage',
  // A merchant's coupon batch (server/src/modules/coupon/coupon.review.ts)
  'couponName',
  'couponValue',
  'couponThreshold',
  'couponValidity',
  'couponStock',
  'couponPerUser',
  'couponDescription',
] as const;
export const SubmissionField = z.enum(SUBMISSION_FIELDS);

/** A submitted detail of one kind: the field it answers and what the kind carries. */
const detailOf = <Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape) =>
  z.object({ field: SubmissionField, kind: z.literal(kind), ...shape });

/**
 * One submitted detail, typed so that the client words it in the reader's language: the server
 * never composes units or words into a value. `text` is shown as given (names, identifiers,
 * addresses, calendar days 'YYYY-MM-DD', and codes the client labels by their field from its
 * catalogue: a merchant's category, an enterprise's role); a `count` is a whole number whose unit,
 * if any, is in the field's label.
 */
export const SubmissionDetail = z.discriminatedUnion('kind', [
  detailOf('text', { value: z.string() }),
  /**
   * A code of a dictionary group (`dict`), e.g. plate colour '2' of group plateColor: shown by the
   * entry's label in the reader's language (黄色 / Yellow), by the code itself when the group does
   * not know it (an old record) or cannot be read.
   */
  detailOf('code', { group: DictGroupParam.shape.groupCode, code: z.string() }),
  /** Several codes of one dictionary group (a cargo owner's cargo types), each shown as `code` is. */
  detailOf('codes', { group: DictGroupParam.shape.groupCode, codes: z.array(z.string()) }),
  detailOf('money', { fen: z.number().int() }),
  /** A discount coupon's reduction: 15 reads "8.5折" in Chinese, "15% off" in English. */
  detailOf('discount', { percentOff: z.number().int().min(1).max(99) }),
  detailOf('days', { days: z.number().int().nonnegative() }),
  detailOf('count', { count: z.number().int().nonnegative() }),
  /** A weight, kept in whole kilograms as the API keeps every weight; read in 吨. */
  detailOf('weight', { kg: z.number().int().nonnegative() }),
  detailOf('timeRange', { from: z.string().datetime({ offset: true }), until: z.string().datetime({ offset: true }) }),
]);
export type SubmissionDetail = z.infer<typeof SubmissionDetail>;

/** A certification in the operators' queue, with what was submitted and the uploaded images. */
export const ReviewItem = Certification.extend({
  userId: z.number().int(),
  mobile: z.string(),
  /**
   * What the applicant submitted, one typed value per field (fields named by SUBMISSION_FIELDS; the
   * client labels and words them in the reader's language), and the uploaded images by field.
   */
  details: z.array(SubmissionDetail),
  images: z.array(z.object({ field: SubmissionField, url: z.string() })),
});
export const ReviewDetail = ReviewItem.extend({ audit: z.array(AuditEntry) });

export const ReviewQueueQuery = PageQuery.extend({
  kind: CertificationKind.optional(),
  status: CertificationStatus.default('pending'),
});
export const IdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const RejectRequest = z.object({ reason: z.string().trim().min(2).max(200) });

export const identityEndpoints = {
  upload: endpoint({
    service: 'app', method: 'POST', path: '/file/upload', access: 'user',
    summary: 'Upload an image (multipart field "file"; JPEG, PNG or WebP, at most 10 MiB)', response: StoredFile,
  }),
  file: endpoint({
    service: 'app', method: 'GET', path: '/file/:fileId', access: 'user',
    summary: "An uploaded image (its owner's or, for review, an operator's)", params: FileIdParam,
    response: z.string(), raw: { contentType: 'image/jpeg' },
  }),
  dict: endpoint({
    service: 'app', method: 'GET', path: '/dict/:groupCode', access: 'public',
    summary: 'Dictionary entries of a group (vehicleType, plateColor, cargoType, ...)', params: DictGroupParam,
    response: z.array(DictEntry),
  }),
  verified: endpoint({
    service: 'app', method: 'POST', path: '/user/verified', access: 'user', idempotent: true,
    summary: 'Submit real-name verification (name + national ID + ID card photos)', body: RealNameRequest,
    response: RealName,
  }),
  realName: endpoint({
    service: 'app', method: 'GET', path: '/user/verified', access: 'user',
    summary: "The caller's real-name verification, or null", response: RealName.nullable(),
  }),
  qualification: endpoint({
    service: 'app', method: 'GET', path: '/user/qualification', access: 'user',
    summary: 'Freight qualification overview: every certification and what the current identity still needs',
    response: Qualification,
  }),
  reviewQueue: endpoint({
    service: 'app', method: 'GET', path: '/ops/certifications', access: 'user',
    summary: 'OPERATORS: certifications to review, oldest first', query: ReviewQueueQuery, response: pageOf(ReviewItem),
  }),
  reviewDetail: endpoint({
    service: 'app', method: 'GET', path: '/ops/certifications/:id', access: 'user',
    summary: 'OPERATORS: one certification with its audit trail', params: IdParam, response: ReviewDetail,
  }),
  approve: endpoint({
    service: 'app', method: 'POST', path: '/ops/certifications/:id/approve', access: 'user', idempotent: true,
    summary: 'OPERATORS: approve a pending certification', params: IdParam, response: ReviewDetail,
  }),
  reject: endpoint({
    service: 'app', method: 'POST', path: '/ops/certifications/:id/reject', access: 'user', idempotent: true,
    summary: 'OPERATORS: reject a pending certification with a reason the user sees', params: IdParam,
    body: RejectRequest, response: ReviewDetail,
  }),
};
