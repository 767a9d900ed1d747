import { z } from 'zod';
import { endpoint } from './endpoint';
import { Certification, FileIdParam } from './identity';
import { CreditCode, Mobile, NationalId, PersonName } from './rules';

/**
 * Cargo owners (consignors): a personal cargo owner applies with their approved real name; an
 * enterprise applies with its business licence, becoming an enterprise cargo owner (consignor)
 * or a carrier (logistics enterprise). Both are certifications reviewed by operators (kinds
 * 'cargoOwner', 'enterprise' + 'carrier'); approval grants the identity (cargoOwner,
 * enterpriseCargoOwner or carrier). Logistics service: the logistics token.
 */
const Text = (max: number) => z.string().trim().min(2).max(max);

export const PersonalOwnerApplication = z.object({
  /** Where goods are usually shipped from (province/city/district and street). */
  address: Text(120),
  /** Cargo types usually shipped: codes of dict group cargoType. */
  cargoTypes: z.array(z.string().min(1).max(40)).min(1).max(10),
});

export const ENTERPRISE_ROLES = ['consignor', 'carrier'] as const;
export const EnterpriseRole = z.enum(ENTERPRISE_ROLES);

export const EnterpriseApplication = z.object({
  role: EnterpriseRole,
  enterpriseName: Text(60),
  creditCode: CreditCode,
  legalPerson: PersonName,
  legalPersonIdCardNo: NationalId,
  address: Text(120),
  contactName: PersonName,
  contactMobile: Mobile,
  /** Photo of the business licence (uploaded first; a file id of the caller). */
  businessLicenseImage: FileIdParam.shape.fileId,
  /** Carriers also show their road transport business permit (道路运输经营许可证). */
  transportPermitImage: FileIdParam.shape.fileId.optional(),
});

export const PersonalOwner = z.object({
  certification: Certification,
  address: z.string(),
  cargoTypes: z.array(z.string()),
});
export const Enterprise = z.object({
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  role: EnterpriseRole,
  /** Masked like the ID: 9135********100Y43. */
  creditCode: z.string(),
  legalPerson: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  certification: Certification,
});

/** The caller's cargo-owner standing (getOwnerAuthInfo): the personal application and their enterprises. */
export const OwnerAuthInfo = z.object({
  realNameApproved: z.boolean(),
  personal: PersonalOwner.nullable(),
  enterprises: z.array(Enterprise),
});

export const OwnerContactUpdate = z.object({
  enterpriseId: z.number().int().positive().max(2_147_483_647).optional(),
  address: Text(120).optional(),
  contactName: PersonName.optional(),
  contactMobile: Mobile.optional(),
});

export const ownerEndpoints = {
  applyConsignor: endpoint({
    service: 'logistics', method: 'POST', path: '/applyConsignor', access: 'logistics', idempotent: true,
    summary: 'Apply (or re-apply after a rejection) as a personal cargo owner; needs an approved real name',
    body: PersonalOwnerApplication, response: OwnerAuthInfo,
  }),
  applyLogisticsEnterprises: endpoint({
    service: 'logistics', method: 'POST', path: '/applyLogisticsEnterprises', access: 'logistics', idempotent: true,
    summary: 'Apply (or re-apply) with an enterprise as consignor or carrier; needs an approved real name',
    body: EnterpriseApplication, response: OwnerAuthInfo,
  }),
  getOwnerAuthInfo: endpoint({
    service: 'logistics', method: 'GET', path: '/getOwnerAuthInfo', access: 'logistics',
    summary: "The caller's cargo-owner and enterprise applications with their review states", response: OwnerAuthInfo,
  }),
  ownerUpdateInfo: endpoint({
    service: 'logistics', method: 'POST', path: '/ownerUpdateInfo', access: 'logistics', idempotent: true,
    summary: 'Update the address or contact of an approved personal owner or enterprise (no new review)',
    body: OwnerContactUpdate, response: OwnerAuthInfo,
  }),
};
