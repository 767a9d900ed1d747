import type { z } from 'zod';
import type { DriverApplication, DriverQualificationRequest } from '@/lib/contract/driver';
import type { FieldError } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { findAudit, findCertification, findOwnedFiles, type CertificationRow } from '../identity/identity.repository';
import { decryptIdCardNo, encryptIdCardNo, maskIdCardNo } from '../identity/identity.secrets';
import { toCertification } from '../identity/certification.view';
import { openCertification, submitting, type SubmissionRefusals } from '../identity/certification.submit';
import { fileUrl } from '../identity/file.service';
import { chinaToday, expiriesOf } from './driver.expiry';
import {
  findActiveMembershipOfDriver,
  findApprovedRealNames,
  findDriverDetails,
  endMembership,
  updateQualification,
  upsertDriverDetails,
  type DriverDetailsRow,
} from './driver.repository';

/**
 * The driver certification from the applicant's side (docs/drivers.md): submit/resubmit the
 * licence, add or renew the qualification certificate, read the standing and the trail, leave the
 * current carrier. Every call takes the user token.
 */

/** AB123456 -> AB****56. */
export function maskQualificationNo(no: string): string {
  return `${no.slice(0, 2)}${'*'.repeat(Math.max(no.length - 4, 0))}${no.slice(-2)}`;
}

function toDriverLicense(certification: CertificationRow, details: DriverDetailsRow) {
  return {
    certification: toCertification(certification),
    licenseNo: details.licenseNoMasked,
    licenseClass: details.licenseClass,
    issuingAuthority: details.issuingAuthority,
    firstIssueDate: details.firstIssueDate,
    validFrom: details.validFrom,
    validUntil: details.validUntil,
    mainImageUrl: fileUrl(details.mainFileId),
    subImageUrl: fileUrl(details.subFileId),
    qualification:
      details.qualificationNo && details.qualificationValidUntil && details.qualificationFileId
        ? {
            qualificationNo: maskQualificationNo(details.qualificationNo),
            validUntil: details.qualificationValidUntil,
            imageUrl: fileUrl(details.qualificationFileId),
          }
        : null,
  };
}

/** The caller's standing as a driver (contract `DriverInfo`). */
export async function driverInfoOf(db: Executor, userId: number) {
  const [realName] = await findApprovedRealNames(db, [userId]);
  const certification = await findCertification(db, userId, 'driver');
  const [details] = certification ? await findDriverDetails(db, [certification.id]) : [];
  const membership = await findActiveMembershipOfDriver(db, userId);
  return {
    realNameApproved: realName !== undefined,
    name: realName?.name ?? null,
    driver: certification && details ? toDriverLicense(certification, details) : null,
    expiries: details ? expiriesOf(details, chinaToday()) : [],
    carrier: membership
      ? { enterpriseId: membership.membership.enterpriseId, enterpriseName: membership.enterpriseName, joinedAt: membership.membership.joinedAt.toISOString() }
      : null,
  };
}

export async function getDriverInfo(deps: AppDeps, principal: Principal | null) {
  const { userId } = requireSignedIn(principal);
  return driverInfoOf(deps.db, userId);
}

export async function getDriverAudit(deps: AppDeps, principal: Principal | null) {
  const { userId } = requireSignedIn(principal);
  const certification = await findCertification(deps.db, userId, 'driver');
  if (!certification) return [];
  return (await findAudit(deps.db, certification.id)).map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}

const REFUSALS: SubmissionRefusals = {
  pending: 'driver.pending',
  approved: 'driver.approved',
};

type Field = FieldError;

/** Refuses with 400 naming the images that are not the caller's uploads. */
async function checkOwnedImages(deps: AppDeps, userId: number, images: Record<string, string | undefined>) {
  const wanted = Object.values(images).filter((id): id is string => Boolean(id));
  const owned = new Set((await findOwnedFiles(deps.db, userId, wanted)).map((file) => file.id));
  const missing = Object.keys(images).filter((field) => images[field] && !owned.has(images[field] as string));
  if (missing.length > 0) {
    throw badRequest('driver.photosNotUploaded', {}, missing.map((field) => fieldError(field, 'certification.fieldNotYourUpload')));
  }
}

function checkQualificationDates(validUntil: string, today: string, field: string): Field[] {
  return validUntil < today ? [fieldError(field, 'driver.fieldCertificateExpired')] : [];
}

/** The licence's dates in order, not in the future, and not yet expired. */
function checkLicenseDates(request: z.output<typeof DriverApplication>, today: string): Field[] {
  const problems: Field[] = [];
  if (request.firstIssueDate > today) problems.push(fieldError('firstIssueDate', 'driver.fieldInFuture'));
  if (request.validFrom > today) problems.push(fieldError('validFrom', 'driver.fieldInFuture'));
  if (request.firstIssueDate > request.validFrom) problems.push(fieldError('validFrom', 'driver.fieldBeforeFirstIssue'));
  if (request.validUntil <= request.validFrom) problems.push(fieldError('validUntil', 'driver.fieldNotAfterValidFrom'));
  else if (request.validUntil < today) problems.push(fieldError('validUntil', 'driver.fieldLicenceExpired'));
  return problems;
}

/**
 * Submits (or resubmits after a rejection) the driver certification. The licence number must be
 * the national ID of the caller's approved real-name verification (compared after decrypting it
 * on the server; the number is never answered in clear).
 */
export async function saveDriver(deps: AppDeps, principal: Principal | null, request: z.output<typeof DriverApplication>) {
  const { userId } = requireSignedIn(principal);
  const [realName] = await findApprovedRealNames(deps.db, [userId]);
  if (!realName) throw forbidden('driver.realNameFirst');
  const today = chinaToday();
  const problems = checkLicenseDates(request, today);
  if (request.mainImage === request.subImage) problems.push(fieldError('subImage', 'driver.fieldSamePage'));
  if (request.qualification) problems.push(...checkQualificationDates(request.qualification.validUntil, today, 'qualification.validUntil'));
  if (decryptIdCardNo(deps.config.tokenSecret, realName.idCardCipher) !== request.licenseNo) {
    problems.push(fieldError('licenseNo', 'driver.fieldNotYourIdNumber'));
  }
  if (problems.length > 0) throw badRequest('driver.licenceNotAcceptable', { fields: problems.map((p) => p.field).join(', ') }, problems);
  await checkOwnedImages(deps, userId, {
    mainImage: request.mainImage,
    subImage: request.subImage,
    'qualification.image': request.qualification?.image,
  });
  return submitting(
    () =>
      deps.db.transaction(async (tx) => {
        const current = await findCertification(tx, userId, 'driver', true);
        const [previous] = current ? await findDriverDetails(tx, [current.id]) : [];
        const row = await openCertification(tx, userId, 'driver', current, REFUSALS);
        const qualification = request.qualification
          ? { qualificationNo: request.qualification.qualificationNo.toUpperCase(), qualificationValidUntil: request.qualification.validUntil, qualificationFileId: request.qualification.image }
          : {
              qualificationNo: previous?.qualificationNo ?? null,
              qualificationValidUntil: previous?.qualificationValidUntil ?? null,
              qualificationFileId: previous?.qualificationFileId ?? null,
            };
        await upsertDriverDetails(tx, {
          certificationId: row.id,
          licenseNoCipher: encryptIdCardNo(deps.config.tokenSecret, request.licenseNo),
          licenseNoMasked: maskIdCardNo(request.licenseNo),
          licenseClass: request.licenseClass,
          issuingAuthority: request.issuingAuthority,
          firstIssueDate: request.firstIssueDate,
          validFrom: request.validFrom,
          validUntil: request.validUntil,
          mainFileId: request.mainImage,
          subFileId: request.subImage,
          ...qualification,
        });
        return driverInfoOf(tx, userId);
      }),
    REFUSALS.pending,
  );
}

/**
 * Adds or renews the qualification certificate of a pending or approved driver certification (no
 * new review: operators see the latest one in the console). A rejected one is resubmitted instead.
 */
export async function saveQualification(deps: AppDeps, principal: Principal | null, request: z.output<typeof DriverQualificationRequest>) {
  const { userId } = requireSignedIn(principal);
  const problems = checkQualificationDates(request.validUntil, chinaToday(), 'validUntil');
  if (problems.length > 0) throw badRequest('driver.qualificationExpired', {}, problems);
  await checkOwnedImages(deps, userId, { image: request.image });
  return deps.db.transaction(async (tx) => {
    const certification = await findCertification(tx, userId, 'driver', true);
    if (!certification) throw notFound('driver.applyFirst');
    if (certification.status === 'rejected') throw conflict('driver.rejectedResubmit');
    await updateQualification(tx, certification.id, {
      qualificationNo: request.qualificationNo.toUpperCase(),
      qualificationValidUntil: request.validUntil,
      qualificationFileId: request.image,
    });
    return driverInfoOf(tx, userId);
  });
}

/** The driver leaves their current carrier (the membership row is ended, never deleted). */
export async function leaveCarrier(deps: AppDeps, principal: Principal | null) {
  const { userId } = requireSignedIn(principal);
  return deps.db.transaction(async (tx) => {
    const active = await findActiveMembershipOfDriver(tx, userId, true);
    if (!active) throw notFound('driver.noCarrier');
    await endMembership(tx, active.membership.id, { leftAt: nowDate(), endReason: 'left', endedBy: userId });
    return driverInfoOf(tx, userId);
  });
}
