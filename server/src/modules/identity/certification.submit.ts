import type { CertificationKind } from '@/lib/contract';
import type { Tx } from '../../db/types';
import { conflict, type PlainErrorCode } from '../../http/errors';
import { nowDate } from '../clock';
import { appendAudit, insertCertification, updateCertificationFrom, type CertificationRow } from './identity.repository';

/*
 * The submission steps every kind of certification shares (real name, cargo owner, enterprise,
 * and the vehicle and driver kinds to come): open a pending certification, or reopen a rejected
 * one, with its audit entry, and turn a race to the one-pending-per-kind index into a 409.
 */

/** What a submission answers when the certification is already pending, or already approved. */
export interface SubmissionRefusals {
  pending: PlainErrorCode;
  approved: PlainErrorCode;
}

/** Postgres "unique_violation": two submissions raced to the one-pending index. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Runs a submission, answering a race to the one-pending-per-kind index as the 409 it is. */
export async function submitting<T>(run: () => Promise<T>, pendingMessage: PlainErrorCode): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(pendingMessage);
    throw error;
  }
}

/**
 * Makes a certification pending: a new one when `current` is undefined, else the rejected
 * `current` again (refused with 409 while pending or once approved), with its audit entry.
 */
export async function openCertification(
  tx: Tx,
  userId: number,
  kind: CertificationKind,
  current: CertificationRow | undefined,
  refusals: SubmissionRefusals,
): Promise<CertificationRow> {
  const at = nowDate();
  if (!current) {
    const row = await insertCertification(tx, { userId, kind, status: 'pending', submittedAt: at });
    await appendAudit(tx, { certificationId: row.id, action: 'submitted', actorId: userId, reason: null, at });
    return row;
  }
  if (current.status !== 'rejected') throw conflict(refusals[current.status]);
  const row = await updateCertificationFrom(tx, current.id, 'rejected', {
    status: 'pending',
    submittedAt: at,
    reviewedAt: null,
    reviewerId: null,
    rejectReason: null,
  });
  // The row was locked and seen rejected: only a concurrent resubmission could have moved it.
  if (!row) throw conflict(refusals.pending);
  await appendAudit(tx, { certificationId: row.id, action: 'resubmitted', actorId: userId, reason: null, at });
  return row;
}

