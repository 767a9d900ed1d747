import type { CertificationKind, SUBMISSION_FIELDS, SubmissionDetail } from '@/lib/contract';
import type { Executor } from '../../db/types';
import { findRealNameDetails, type CertificationRow, type RealNameRow } from './identity.repository';
import { fileUrl } from './file.service';

/** A certification as its owner sees it (contract `Certification`). */
export function toCertification(row: CertificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}

/** The real-name certification with its name and masked number (contract `RealName`). */
export function toRealName(row: CertificationRow, details: RealNameRow) {
  return { ...toCertification(row), name: details.name, idCardNo: details.idCardMasked };
}

type SubmissionField = (typeof SUBMISSION_FIELDS)[number];

/** What operators read of a certification's submission: typed values by field, and the images by field. */
export interface Submission {
  details: SubmissionDetail[];
  images: { field: SubmissionField; url: string }[];
}
const NOTHING_SUBMITTED: Submission = { details: [], images: [] };

/**
 * Reads the submissions of certifications of one kind, by certification id. Each module that owns
 * a kind's details registers its reader (on import), so the review console shows every kind
 * without the identity module knowing the other modules' tables.
 */
export type SubmissionReader = (db: Executor, certificationIds: number[]) => Promise<Map<number, Submission>>;
const submissionReaders = new Map<CertificationKind, SubmissionReader>();

export function registerSubmissionReader(kind: CertificationKind, reader: SubmissionReader): void {
  submissionReaders.set(kind, reader);
}

/** The submissions of `rows` by certification id (an empty one for a kind without a reader). */
export async function submissionsOf(db: Executor, rows: CertificationRow[]): Promise<Map<number, Submission>> {
  const found = new Map<number, Submission>();
  // One kind after another: inside a transaction the queries share one connection anyway.
  for (const [kind, reader] of submissionReaders) {
    const ids = rows.filter((row) => row.kind === kind).map((row) => row.id);
    if (ids.length === 0) continue;
    for (const [id, submission] of await reader(db, ids)) found.set(id, submission);
  }
  return new Map(rows.map((row) => [row.id, found.get(row.id) ?? NOTHING_SUBMITTED]));
}

registerSubmissionReader('realName', async (db, ids) => {
  const rows = await findRealNameDetails(db, ids);
  return new Map(
    rows.map((details): [number, Submission] => [
      details.certificationId,
      {
        details: [
          { field: 'name', kind: 'text', value: details.name },
          { field: 'idCardNo', kind: 'text', value: details.idCardMasked },
        ],
        images: [
          { field: 'idCardFront', url: fileUrl(details.frontFileId) },
          { field: 'idCardBack', url: fileUrl(details.backFileId) },
        ],
      },
    ]),
  );
});
