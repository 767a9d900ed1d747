import { QUALIFICATION_KINDS, type CertificationKind, type IdentityType } from '@/lib/contract';
import type { z } from 'zod';
import type { RealNameRequest } from '@/lib/contract/identity';
import type { AppDeps } from '../../deps';
import { badField, badRequest, conflict, fieldError } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import {
  findCertification,
  findCertificationsOfUser,
  findOwnedFiles,
  findRealNameDetails,
  upsertRealNameDetails,
} from './identity.repository';
import { encryptIdCardNo, maskIdCardNo } from './identity.secrets';
import { toCertification, toRealName } from './certification.view';
import { openCertification, submitting, type SubmissionRefusals } from './certification.submit';

/**
 * Certifications from the applicant's side: submitting real-name verification and reading where
 * each certification stands. The state machine (docs/certification.md): none -> pending on
 * submission; pending -> approved | rejected by an operator; rejected -> pending on resubmission.
 */

/** Kinds each current identity must hold approved (docs/certification.md, "Required"). */
export const REQUIRED_KINDS: Partial<Record<IdentityType, CertificationKind[]>> = {
  driver: ['realName', 'driver', 'vehicle'],
  truckOwner: ['realName', 'vehicle'],
  cargoOwner: ['realName', 'cargoOwner'],
  enterpriseCargoOwner: ['realName', 'enterprise', 'cargoOwner'],
  carrier: ['realName', 'enterprise'],
};
/** Any other identity (or none yet) needs real-name verification only. */
const DEFAULT_REQUIRED: CertificationKind[] = ['realName'];

const REAL_NAME_REFUSALS: SubmissionRefusals = {
  pending: 'certification.realNamePending',
  approved: 'certification.realNameApproved',
};

/**
 * Submits (or, after a rejection, resubmits) the caller's real-name verification. The images must
 * be the caller's own uploads. The ID checker runs first: a mismatch is refused at once with its
 * reason and nothing is stored. A match makes the certification pending for an operator.
 */
export async function submitRealName(deps: AppDeps, principal: Principal | null, request: z.output<typeof RealNameRequest>) {
  const { userId } = requireSignedIn(principal);
  if (request.frontImage === request.backImage) {
    throw badRequest('certification.sameImageTwice', {}, [fieldError('backImage', 'certification.fieldSameImage')]);
  }
  const owned = new Set((await findOwnedFiles(deps.db, userId, [request.frontImage, request.backImage])).map((f) => f.id));
  const missing = (['frontImage', 'backImage'] as const).filter((field) => !owned.has(request[field]));
  if (missing.length > 0) {
    throw badRequest('certification.idCardNotUploaded', {}, missing.map((field) => fieldError(field, 'certification.fieldNotYourUpload')));
  }
  // Spares a (paid) register check when the answer would be 409 anyway; re-checked below under lock.
  const existing = await findCertification(deps.db, userId, 'realName');
  if (existing && existing.status !== 'rejected') throw conflict(REAL_NAME_REFUSALS[existing.status]);

  const checked = await deps.providers.idCheck.check(request.name, request.idCardNo);
  if (checked.outcome === 'mismatch') {
    throw badField('idCardNo', checked.reason);
  }

  const details = {
    name: request.name,
    idCardCipher: encryptIdCardNo(deps.config.tokenSecret, request.idCardNo),
    idCardMasked: maskIdCardNo(request.idCardNo),
    frontFileId: request.frontImage,
    backFileId: request.backImage,
  };
  return submitting(
    () =>
      deps.db.transaction(async (tx) => {
        const current = await findCertification(tx, userId, 'realName', true);
        const row = await openCertification(tx, userId, 'realName', current, REAL_NAME_REFUSALS);
        await upsertRealNameDetails(tx, { certificationId: row.id, ...details });
        return toRealName(row, { certificationId: row.id, ...details });
      }),
    REAL_NAME_REFUSALS.pending,
  );
}

/** The caller's real-name verification (masked), or null when never submitted. */
export async function getRealName(deps: AppDeps, principal: Principal | null) {
  const { userId } = requireSignedIn(principal);
  const row = await findCertification(deps.db, userId, 'realName');
  if (!row) return null;
  const [details] = await findRealNameDetails(deps.db, [row.id]);
  return toRealName(row, details);
}

/** Every kind with its latest certification, and whether the caller's current identity needs it. */
export async function getQualification(deps: AppDeps, principal: Principal | null) {
  const { userId, account } = requireSignedIn(principal);
  const rows = await findCertificationsOfUser(deps.db, userId);
  const required = new Set(REQUIRED_KINDS[account.identityType as IdentityType] ?? DEFAULT_REQUIRED);
  return {
    isVerified: account.isVerified,
    items: QUALIFICATION_KINDS.map((kind) => {
      // Rows come newest first: the first of a kind is its latest. A user may have several
      // vehicles (one certification each): one approved vehicle qualifies, else the latest shows.
      const latest =
        (kind === 'vehicle' ? rows.find((row) => row.kind === kind && row.status === 'approved') : undefined) ??
        rows.find((row) => row.kind === kind);
      return { kind, required: required.has(kind), certification: latest ? toCertification(latest) : null };
    }),
  };
}
