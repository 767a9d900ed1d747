import { z } from 'zod';
import { endpoint } from './endpoint';
import { AuditEntry, Certification, CertificationStatus, FileIdParam } from './identity';
import { PageQuery, pageOf } from './paging';
import { Mobile, NationalId } from './rules';

/**
 * Drivers (docs/drivers.md): the driver certification (kind 'driver': the driving licence, whose
 * number is the holder's national ID, and optionally the occupational qualification certificate),
 * and carrier enterprises' drivers: invitations by mobile, membership (one active carrier at a
 * time), the manager's list and remarks, leaving and removal. App service, the user token.
 */

/** 准驾车型: the quasi-driving classes of a Chinese driving licence (GA/T 947 / 公安部令第162号). */
export const LICENSE_CLASSES = ['A1', 'A2', 'A3', 'B1', 'B2', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'D', 'E', 'F', 'M', 'N', 'P'] as const;
export const LicenseClass = z.enum(LICENSE_CLASSES);
export type LicenseClass = z.infer<typeof LicenseClass>;

/** A calendar date as YYYY-MM-DD (China time), checked to be a real date. */
export const LicenseDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'is not a real date');

const FileId = FileIdParam.shape.fileId;
const Text = (max: number) => z.string().trim().min(2).max(max);

/** The occupational qualification certificate (从业资格证), needed to drive trucks over 4.5 t. */
export const DriverQualificationRequest = z.object({
  qualificationNo: z.string().trim().regex(/^[0-9A-Za-z]{6,30}$/, 'must be 6-30 letters or digits'),
  validUntil: LicenseDate,
  image: FileId,
});

/** The driver application (save): the driving licence, and optionally the qualification certificate. */
export const DriverApplication = z.object({
  /** The licence number: for a Chinese licence, the holder's national ID number (must equal the real name's). */
  licenseNo: NationalId,
  licenseClass: LicenseClass,
  issuingAuthority: Text(60),
  firstIssueDate: LicenseDate,
  validFrom: LicenseDate,
  validUntil: LicenseDate,
  /** Photos of the licence's main page and sub page (the caller's uploads, two different files). */
  mainImage: FileId,
  subImage: FileId,
  qualification: DriverQualificationRequest.optional(),
});

/** A document that has expired or expires within 30 days. */
export const DRIVER_DOCUMENTS = ['license', 'qualification'] as const;
export const DriverExpiry = z.object({
  document: z.enum(DRIVER_DOCUMENTS),
  validUntil: z.string(),
  /** 'expired' once validUntil is before today, else 'expiring' (within 30 days). */
  state: z.enum(['expired', 'expiring']),
  daysLeft: z.number().int(),
});

export const DriverQualification = z.object({
  /** Masked: the first two and last two characters. */
  qualificationNo: z.string(),
  validUntil: z.string(),
  imageUrl: z.string(),
});

export const DriverLicense = z.object({
  certification: Certification,
  /** Masked like the ID: 110105********1234. */
  licenseNo: z.string(),
  licenseClass: LicenseClass,
  issuingAuthority: z.string(),
  firstIssueDate: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  mainImageUrl: z.string(),
  subImageUrl: z.string(),
  qualification: DriverQualification.nullable(),
});

export const DriverCarrier = z.object({ enterpriseId: z.number().int(), enterpriseName: z.string(), joinedAt: z.string() });

/** The caller's standing as a driver (info). */
export const DriverInfo = z.object({
  realNameApproved: z.boolean(),
  /** The real name (for the form's header); null before a real name is approved. */
  name: z.string().nullable(),
  driver: DriverLicense.nullable(),
  expiries: z.array(DriverExpiry),
  /** The carrier enterprise the caller currently drives for. */
  carrier: DriverCarrier.nullable(),
});

export const DRIVER_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export const DriverInvitationStatus = z.enum(DRIVER_INVITATION_STATUSES);
export type DriverInvitationStatus = z.infer<typeof DriverInvitationStatus>;

export const DriverInvitation = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  /** The invited driver: the mobile the manager typed, and their real name once approved. */
  driverMobile: z.string(),
  driverName: z.string().nullable(),
  status: DriverInvitationStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
});

export const DriverInviteRequest = z.object({ enterpriseId: z.number().int().positive().max(2_147_483_647), mobile: Mobile });
export const DriverInvitationParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const DriverEnterpriseParam = z.object({ enterpriseId: z.coerce.number().int().positive().max(2_147_483_647) });
export const EnterpriseDriverParam = DriverEnterpriseParam.extend({ driverId: z.coerce.number().int().positive().max(2_147_483_647) });
export const DriverInvitationsQuery = PageQuery.extend({ status: DriverInvitationStatus.optional() });
export const EnterpriseDriversQuery = PageQuery.extend({ keyword: z.string().trim().max(30).optional() });

/** A driver of an enterprise as its manager sees them. */
export const EnterpriseDriver = z.object({
  userId: z.number().int(),
  name: z.string().nullable(),
  /** The driver's account mobile. */
  mobile: z.string(),
  /** The enterprise's own contact number for this driver (null: use the account mobile). */
  contactMobile: z.string().nullable(),
  remark: z.string().nullable(),
  joinedAt: z.string(),
  certificationStatus: CertificationStatus.nullable(),
  licenseClass: LicenseClass.nullable(),
  expiries: z.array(DriverExpiry),
});

export const MEMBERSHIP_END_REASONS = ['left', 'removed'] as const;
export const DriverMembership = z.object({
  enterpriseId: z.number().int(),
  joinedAt: z.string(),
  leftAt: z.string().nullable(),
  /** 'left' by the driver, 'removed' by the manager (removedBy). */
  endReason: z.enum(MEMBERSHIP_END_REASONS).nullable(),
  endedBy: z.number().int().nullable(),
});

export const EnterpriseDriverDetail = EnterpriseDriver.extend({
  /** False once the driver left or was removed (the details then show the last membership). */
  active: z.boolean(),
  licenseNo: z.string().nullable(),
  licenseValidUntil: z.string().nullable(),
  qualificationValidUntil: z.string().nullable(),
  history: z.array(DriverMembership),
});

/** What a manager may change about one of their drivers: the enterprise's remark and contact number. */
export const EnterpriseDriverUpdate = z.object({
  remark: z.string().trim().max(60).nullable().optional(),
  contactMobile: Mobile.nullable().optional(),
});

/** An enterprise's active drivers for pickers (useEnterpriseDrivers): not paged, at most a few hundred. */
export const ActiveDriver = z.object({
  userId: z.number().int(),
  name: z.string().nullable(),
  mobile: z.string(),
  contactMobile: z.string().nullable(),
  certificationStatus: CertificationStatus.nullable(),
});

const user = { service: 'app', access: 'user' } as const;

export const driverEndpoints = {
  save: endpoint({
    ...user, method: 'POST', path: '/app/driver/save', idempotent: true,
    summary: 'Submit (or resubmit after a rejection) the driver certification; needs an approved real name',
    body: DriverApplication, response: DriverInfo,
  }),
  info: endpoint({
    ...user, method: 'GET', path: '/app/driver/info',
    summary: "The caller's driver certification (masked numbers), expiring documents and current carrier",
    response: DriverInfo,
  }),
  qualification: endpoint({
    ...user, method: 'POST', path: '/app/driver/qualification', idempotent: true,
    summary: 'Add or renew the occupational qualification certificate of a pending or approved driver certification',
    body: DriverQualificationRequest, response: DriverInfo,
  }),
  audit: endpoint({
    ...user, method: 'GET', path: '/app/driver/audit',
    summary: "The trail of the caller's driver certification (empty before applying)",
    response: z.array(AuditEntry),
  }),
  invite: endpoint({
    ...user, method: 'POST', path: '/app/driver/invite', idempotent: true,
    summary: "A carrier enterprise's manager invites a registered user, by mobile, to drive for it (valid 7 days)",
    body: DriverInviteRequest, response: DriverInvitation,
  }),
  invitations: endpoint({
    ...user, method: 'GET', path: '/app/driver/invitations',
    summary: 'Invitations the caller received as a driver, newest first',
    query: DriverInvitationsQuery, response: pageOf(DriverInvitation),
  }),
  invitation: endpoint({
    ...user, method: 'GET', path: '/app/driver/invitations/:id',
    summary: 'One invitation, to the invited driver or the enterprise manager (a shared link)',
    params: DriverInvitationParam, response: DriverInvitation,
  }),
  accept: endpoint({
    ...user, method: 'POST', path: '/app/driver/invitations/:id/accept', idempotent: true,
    summary: 'The invited driver (with an approved driver certification) joins the enterprise',
    params: DriverInvitationParam, response: DriverInvitation,
  }),
  decline: endpoint({
    ...user, method: 'POST', path: '/app/driver/invitations/:id/decline', idempotent: true,
    summary: 'The invited driver declines a pending invitation',
    params: DriverInvitationParam, response: DriverInvitation,
  }),
  cancel: endpoint({
    ...user, method: 'POST', path: '/app/driver/invitations/:id/cancel', idempotent: true,
    summary: 'The enterprise manager withdraws a pending invitation',
    params: DriverInvitationParam, response: DriverInvitation,
  }),
  sentInvitations: endpoint({
    ...user, method: 'GET', path: '/app/driver/enterprise/:enterpriseId/invitations',
    summary: "The invitations a carrier enterprise sent, newest first (its manager only)",
    params: DriverEnterpriseParam, query: DriverInvitationsQuery, response: pageOf(DriverInvitation),
  }),
  drivers: endpoint({
    ...user, method: 'GET', path: '/app/driver/enterprise/:enterpriseId/drivers',
    summary: "A carrier enterprise's active drivers, paged, with certification status and expiring documents",
    params: DriverEnterpriseParam, query: EnterpriseDriversQuery, response: pageOf(EnterpriseDriver),
  }),
  activeDrivers: endpoint({
    ...user, method: 'GET', path: '/app/driver/enterprise/:enterpriseId/active',
    summary: "All of a carrier enterprise's active drivers (not paged), for pickers",
    params: DriverEnterpriseParam, response: z.array(ActiveDriver),
  }),
  driver: endpoint({
    ...user, method: 'GET', path: '/app/driver/enterprise/:enterpriseId/drivers/:driverId',
    summary: "One driver of the enterprise (active or former) with licence summary and membership history",
    params: EnterpriseDriverParam, response: EnterpriseDriverDetail,
  }),
  updateDriver: endpoint({
    ...user, method: 'POST', path: '/app/driver/enterprise/:enterpriseId/drivers/:driverId', idempotent: true,
    summary: "Change the enterprise's remark or contact mobile for an active driver (not the driver's account)",
    params: EnterpriseDriverParam, body: EnterpriseDriverUpdate, response: EnterpriseDriverDetail,
  }),
  removeDriver: endpoint({
    ...user, method: 'POST', path: '/app/driver/enterprise/:enterpriseId/drivers/:driverId/remove', idempotent: true,
    summary: 'The manager removes an active driver (the membership history is kept)',
    params: EnterpriseDriverParam, response: EnterpriseDriverDetail,
  }),
  leave: endpoint({
    ...user, method: 'POST', path: '/app/driver/leave', idempotent: true,
    summary: 'The driver leaves their current carrier enterprise',
    response: DriverInfo,
  }),
};
