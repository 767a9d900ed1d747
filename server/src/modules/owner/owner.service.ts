import type { z } from 'zod';
import type { EnterpriseApplication, OwnerContactUpdate, PersonalOwnerApplication } from '@/lib/contract/owner';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import {
  findCertification,
  findCertificationById,
  findDictGroup,
  findOwnedFiles,
  type CertificationRow,
} from '../identity/identity.repository';
import { encryptIdCardNo, maskIdCardNo } from '../identity/identity.secrets';
import { toCertification } from '../identity/certification.view';
import { openCertification, submitting, type SubmissionRefusals } from '../identity/certification.submit';
import {
  appendOwnerInfoChange,
  findCargoOwnerDetails,
  findEnterpriseById,
  findEnterprisesByCreditCode,
  findEnterprisesOfUser,
  insertEnterprise,
  lockCreditCode,
  updateCargoOwnerAddress,
  updateEnterprise,
  upsertCargoOwnerDetails,
  type EnterpriseRow,
} from './owner.repository';

/**
 * Cargo owners from the applicant's side (docs/certification.md, "Cargo owners and enterprises"):
 * the personal application, enterprise applications as consignor or carrier, the caller's
 * standing, and contact changes of approved ones. Every call takes the logistics token.
 */

/** 91350100M000100Y43 -> 9135********100Y43: the registration region and the last six. */
export function maskCreditCode(code: string): string {
  return `${code.slice(0, 4)}${'*'.repeat(code.length - 10)}${code.slice(-6)}`;
}

/** An enterprise as its applicant and manager see it (contract `OwnerEnterprise`): credit code masked. */
export function toEnterpriseView(enterprise: EnterpriseRow, certification: CertificationRow) {
  return {
    enterpriseId: enterprise.id,
    enterpriseName: enterprise.name,
    role: enterprise.role,
    creditCode: maskCreditCode(enterprise.creditCode),
    legalPerson: enterprise.legalPerson,
    address: enterprise.address,
    contactName: enterprise.contactName,
    contactMobile: enterprise.contactMobile,
    certification: toCertification(certification),
  };
}

/** The caller's standing as a cargo owner (contract `OwnerAuthInfo`). */
async function ownerAuthInfoOf(db: Executor, userId: number) {
  const realName = await findCertification(db, userId, 'realName');
  const personal = await findCertification(db, userId, 'cargoOwner');
  const [details] = personal ? await findCargoOwnerDetails(db, [personal.id]) : [];
  const enterprises = await findEnterprisesOfUser(db, userId);
  return {
    realNameApproved: realName?.status === 'approved',
    personal: personal && details ? { certification: toCertification(personal), address: details.address, cargoTypes: details.cargoTypes } : null,
    enterprises: enterprises.map((row) => toEnterpriseView(row.enterprise, row.certification)),
  };
}

export async function getOwnerAuthInfo(deps: AppDeps, principal: Principal | null) {
  const { userId } = requireSignedIn(principal, 'logistics');
  return ownerAuthInfoOf(deps.db, userId);
}

/** The logistics caller, once their real name is approved (403 otherwise). */
async function requireRealNameApproved(deps: AppDeps, principal: Principal | null) {
  const caller = requireSignedIn(principal, 'logistics');
  const realName = await findCertification(deps.db, caller.userId, 'realName');
  if (realName?.status !== 'approved') {
    throw forbidden('owner.realNameFirst');
  }
  return caller;
}

const PERSONAL_REFUSALS: SubmissionRefusals = {
  pending: 'owner.pending',
  approved: 'owner.approved',
};

/** Applies (or re-applies after a rejection) as a personal cargo owner. */
export async function applyConsignor(deps: AppDeps, principal: Principal | null, request: z.output<typeof PersonalOwnerApplication>) {
  const { userId } = await requireRealNameApproved(deps, principal);
  const cargoTypes = [...new Set(request.cargoTypes)];
  const known = new Set((await findDictGroup(deps.db, 'cargoType')).map((entry) => entry.code));
  const unknown = cargoTypes.filter((code) => !known.has(code));
  if (unknown.length > 0) {
    throw badRequest('owner.unknownCargoTypes', { codes: unknown.join(', ') }, [fieldError('cargoTypes', 'owner.fieldUnknownCargoTypes', { codes: unknown.join(', ') })]);
  }
  return submitting(
    () =>
      deps.db.transaction(async (tx) => {
        const current = await findCertification(tx, userId, 'cargoOwner', true);
        const row = await openCertification(tx, userId, 'cargoOwner', current, PERSONAL_REFUSALS);
        await upsertCargoOwnerDetails(tx, { certificationId: row.id, address: request.address, cargoTypes });
        return ownerAuthInfoOf(tx, userId);
      }),
    PERSONAL_REFUSALS.pending,
  );
}

const ENTERPRISE_REFUSALS: SubmissionRefusals = {
  pending: 'owner.enterprisePending',
  approved: 'owner.enterpriseApproved',
};

/** Checks the licence photos are the caller's uploads, and that a carrier shows its transport permit. */
async function checkEnterpriseImages(deps: AppDeps, userId: number, request: z.output<typeof EnterpriseApplication>) {
  if (request.role === 'carrier' && !request.transportPermitImage) {
    throw badRequest('owner.permitRequired', {}, [fieldError('transportPermitImage', 'owner.fieldPermitRequired')]);
  }
  const images = { businessLicenseImage: request.businessLicenseImage, transportPermitImage: request.transportPermitImage };
  const wanted = Object.values(images).filter((id): id is string => Boolean(id));
  const owned = new Set((await findOwnedFiles(deps.db, userId, wanted)).map((file) => file.id));
  const missing = (Object.keys(images) as (keyof typeof images)[]).filter((field) => images[field] && !owned.has(images[field]));
  if (missing.length > 0) {
    throw badRequest('owner.licenceNotUploaded', {}, missing.map((field) => fieldError(field, 'certification.fieldNotYourUpload')));
  }
}

/**
 * Applies with an enterprise as consignor or carrier. The credit code may belong to one pending or
 * approved enterprise platform-wide; the caller's own rejected application for that code is
 * resubmitted on the same enterprise row.
 */
export async function applyLogisticsEnterprise(deps: AppDeps, principal: Principal | null, request: z.output<typeof EnterpriseApplication>) {
  const { userId } = await requireRealNameApproved(deps, principal);
  await checkEnterpriseImages(deps, userId, request);
  const fields = {
    role: request.role,
    name: request.enterpriseName,
    creditCode: request.creditCode,
    legalPerson: request.legalPerson,
    legalPersonIdCipher: encryptIdCardNo(deps.config.tokenSecret, request.legalPersonIdCardNo),
    legalPersonIdMasked: maskIdCardNo(request.legalPersonIdCardNo),
    address: request.address,
    contactName: request.contactName,
    contactMobile: request.contactMobile,
    businessLicenseFileId: request.businessLicenseImage,
    transportPermitFileId: request.transportPermitImage ?? null,
  };
  return submitting(
    () =>
      deps.db.transaction(async (tx) => {
        await lockCreditCode(tx, request.creditCode);
        const sameCode = await findEnterprisesByCreditCode(tx, request.creditCode);
        const claimed = sameCode.find((row) => row.certification.status !== 'rejected');
        if (claimed && claimed.enterprise.applicantId !== userId) {
          throw conflict('owner.creditCodeTaken');
        }
        const mine = claimed ?? sameCode.find((row) => row.enterprise.applicantId === userId);
        if (mine) {
          const current = await findCertificationById(tx, mine.certification.id, true);
          await openCertification(tx, userId, 'enterprise', current, ENTERPRISE_REFUSALS);
          await updateEnterprise(tx, mine.enterprise.id, fields);
        } else {
          const certification = await openCertification(tx, userId, 'enterprise', undefined, ENTERPRISE_REFUSALS);
          await insertEnterprise(tx, { ...fields, certificationId: certification.id, applicantId: userId });
        }
        return ownerAuthInfoOf(tx, userId);
      }),
    ENTERPRISE_REFUSALS.pending,
  );
}

type ContactUpdate = z.output<typeof OwnerContactUpdate>;
type Changes = Record<string, { from: string; to: string }>;

/** The fields of `update` that differ from `current`, as from/to pairs. */
function changesOf(current: Record<string, string>, update: Record<string, string | undefined>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(update)) {
    if (value !== undefined && value !== current[field]) changes[field] = { from: current[field], to: value };
  }
  return changes;
}

/**
 * Updates the address or contact of the caller's approved enterprise (`enterpriseId`) or, without
 * it, the address of their approved personal certification. No new review; each change is audited.
 */
export async function ownerUpdateInfo(deps: AppDeps, principal: Principal | null, update: ContactUpdate) {
  const { userId } = requireSignedIn(principal, 'logistics');
  const { enterpriseId, ...contact } = update;
  if (Object.values(contact).every((value) => value === undefined)) {
    throw badRequest('owner.nothingToUpdate', {}, [fieldError('address', 'owner.fieldNothingElse')]);
  }
  return deps.db.transaction(async (tx) => {
    let certificationId: number;
    let changes: Changes;
    if (enterpriseId !== undefined) {
      const found = await findEnterpriseById(tx, enterpriseId, true);
      const mayManage = found && (found.enterprise.applicantId === userId || found.enterprise.managerId === userId);
      // Someone else's enterprise answers like a missing one: ids are not to be probed.
      if (!found || !mayManage) throw notFound('owner.enterpriseNotFound', { id: enterpriseId });
      if (found.certification.status !== 'approved') throw forbidden('owner.enterpriseNotApproved');
      const { enterprise } = found;
      changes = changesOf({ address: enterprise.address, contactName: enterprise.contactName, contactMobile: enterprise.contactMobile }, contact);
      certificationId = found.certification.id;
      if (Object.keys(changes).length > 0) await updateEnterprise(tx, enterprise.id, contact);
    } else {
      const personalOnly = (['contactName', 'contactMobile'] as const).filter((field) => contact[field] !== undefined);
      if (personalOnly.length > 0) {
        throw badRequest('owner.personalNoContact', {}, personalOnly.map((field) => fieldError(field, 'owner.fieldEnterpriseOnly')));
      }
      const personal = await findCertification(tx, userId, 'cargoOwner', true);
      if (!personal) throw notFound('owner.noCertification');
      if (personal.status !== 'approved') throw forbidden('owner.notApproved');
      const [details] = await findCargoOwnerDetails(tx, [personal.id]);
      changes = changesOf({ address: details.address }, { address: contact.address });
      certificationId = personal.id;
      if (changes.address) await updateCargoOwnerAddress(tx, personal.id, changes.address.to);
    }
    if (Object.keys(changes).length > 0) await appendOwnerInfoChange(tx, { certificationId, actorId: userId, changes, at: nowDate() });
    return ownerAuthInfoOf(tx, userId);
  });
}
