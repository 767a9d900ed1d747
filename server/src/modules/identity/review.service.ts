import type { CertificationKind, CertificationStatus } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor, Tx } from '../../db/types';
import { conflict, forbidden, notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import {
  appendAudit,
  findAudit,
  findCertificationById,
  findMobileOfUser,
  findReviewQueue,
  markUserVerified,
  updateCertificationFrom,
  type CertificationRow,
} from './identity.repository';
import { submissionsOf, toCertification, type Submission } from './certification.view';

/**
 * Operators' review of certifications. Only accounts holding the operator identity (granted by
 * `npm run operator -- <mobile>`) may call these; everyone else signed in gets 403.
 */

/** The badge shown beside a verified user's name (an inline image: no asset to deploy). */
export const VERIFIED_BADGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#1e88e5"/>' +
      '<path d="M7 7l5 10 5-10" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

function requireOperator(principal: Principal | null) {
  const caller = requireSignedIn(principal);
  if (!caller.account.identities.includes('operator')) {
    throw forbidden('certification.operatorsOnly');
  }
  return caller;
}

function toReviewItem(row: CertificationRow, mobile: string, submission: Submission | undefined) {
  return { ...toCertification(row), userId: row.userId, mobile, details: [], images: [], ...submission };
}

/**
 * What approving a certification of a kind does beyond its status (granting identities, marking
 * the account verified), run inside the review transaction. Modules owning a kind register theirs.
 */
export type ApprovalEffect = (tx: Tx, approved: CertificationRow) => Promise<void>;
const approvalEffects = new Map<CertificationKind, ApprovalEffect>();

export function registerApprovalEffect(kind: CertificationKind, effect: ApprovalEffect): void {
  approvalEffects.set(kind, effect);
}

/**
 * What rejecting a certification of a kind does beyond its status, inside the review transaction:
 * for kinds whose subject keeps its own state (a merchant, goods waiting to go on shelf).
 */
export type RejectionEffect = (tx: Tx, rejected: CertificationRow) => Promise<void>;
const rejectionEffects = new Map<CertificationKind, RejectionEffect>();

export function registerRejectionEffect(kind: CertificationKind, effect: RejectionEffect): void {
  rejectionEffects.set(kind, effect);
}

registerApprovalEffect('realName', (tx, approved) => markUserVerified(tx, approved.userId, VERIFIED_BADGE));

/** The queue: certifications of a status (pending by default), oldest submission first. */
export async function getReviewQueue(
  deps: AppDeps,
  principal: Principal | null,
  query: { current: number; size: number; status: CertificationStatus; kind?: CertificationKind },
) {
  requireOperator(principal);
  const { rows, total } = await findReviewQueue(
    deps.db,
    { status: query.status, kind: query.kind },
    { offset: pageOffset(query.current, query.size), limit: query.size },
  );
  const submissions = await submissionsOf(deps.db, rows.map((r) => r.certification));
  const records = rows.map(({ certification, mobile }) => toReviewItem(certification, mobile, submissions.get(certification.id)));
  return toPage(records, total, query.current, query.size);
}

async function reviewDetail(db: Executor, row: CertificationRow) {
  // One after another: inside a transaction the queries share one connection anyway.
  const mobile = await findMobileOfUser(db, row.userId);
  const submissions = await submissionsOf(db, [row]);
  const audit = await findAudit(db, row.id);
  return {
    ...toReviewItem(row, mobile ?? '', submissions.get(row.id)),
    audit: audit.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/** One certification with its submission and audit trail. */
export async function getReviewDetail(deps: AppDeps, principal: Principal | null, id: number) {
  requireOperator(principal);
  const row = await findCertificationById(deps.db, id);
  if (!row) throw notFound('certification.notFound', { id });
  return reviewDetail(deps.db, row);
}

/**
 * Approves or rejects a pending certification, with its audit entry and the kind's approval effect
 * (an approved real name marks the account verified, with its badge), in one transaction.
 */
export async function decide(
  deps: AppDeps,
  principal: Principal | null,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
) {
  const { userId: reviewerId } = requireOperator(principal);
  return deps.db.transaction(async (tx) => {
    const current = await findCertificationById(tx, id, true);
    if (!current) throw notFound('certification.notFound', { id });
    if (current.status !== 'pending') throw conflict('certification.notPending', { id, status: current.status });
    const at = nowDate();
    const reason = decision.approve ? null : decision.reason;
    const updated = await updateCertificationFrom(tx, id, 'pending', {
      status: decision.approve ? 'approved' : 'rejected',
      reviewedAt: at,
      reviewerId,
      rejectReason: reason,
    });
    // Locked and seen pending above, so the guarded update cannot miss.
    if (!updated) throw conflict('certification.reviewedMeanwhile', { id });
    await appendAudit(tx, { certificationId: id, action: decision.approve ? 'approved' : 'rejected', actorId: reviewerId, reason, at });
    const effect = decision.approve ? approvalEffects.get(updated.kind) : rejectionEffects.get(updated.kind);
    if (effect) await effect(tx, updated);
    return reviewDetail(tx, updated);
  });
}
