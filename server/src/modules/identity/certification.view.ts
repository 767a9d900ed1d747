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

/** What operators read of a certification's submission: label/value pairs and labelled images. */
export function submissionOf(details: RealNameRow | undefined) {
  if (!details) return { details: [], images: [] };
  return {
    details: [
      { label: '姓名 Name', value: details.name },
      { label: '身份证号 ID number', value: details.idCardMasked },
    ],
    images: [
      { label: '身份证人像面 ID card (photo side)', url: fileUrl(details.frontFileId) },
      { label: '身份证国徽面 ID card (emblem side)', url: fileUrl(details.backFileId) },
    ],
  };
}
