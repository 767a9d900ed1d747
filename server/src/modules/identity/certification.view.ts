import type { CertificationRow, RealNameRow } from './identity.repository';
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

/** What operators read of a certification's submission: field/value pairs and the images by field. */
export function submissionOf(details: RealNameRow | undefined) {
  if (!details) return { details: [], images: [] };
  return {
    details: [
      { field: 'name' as const, value: details.name },
      { field: 'idCardNo' as const, value: details.idCardMasked },
    ],
    images: [
      { field: 'idCardFront' as const, url: fileUrl(details.frontFileId) },
      { field: 'idCardBack' as const, url: fileUrl(details.backFileId) },
    ],
  };
}
