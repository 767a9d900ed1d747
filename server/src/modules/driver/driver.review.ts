import { addIdentity } from '../user/user.repository';
import { nowDate } from '../clock';
import { fileUrl } from '../identity/file.service';
import { registerSubmissionReader, type Submission } from '../identity/certification.view';
import { registerApprovalEffect } from '../identity/review.service';
import { findApprovedRealNames, findCertificationOwners, findDriverDetails } from './driver.repository';

/**
 * How the review console shows driver certifications (the licence fields, the holder's real name
 * to compare with the photo, the photos) and what approving one grants: identity 'driver'.
 * Registered on import of the driver module.
 */


registerSubmissionReader('driver', async (db, ids) => {
  const rows = await findDriverDetails(db, ids);
  const owners = await findCertificationOwners(db, rows.map((row) => row.certificationId));
  const names = new Map((await findApprovedRealNames(db, [...new Set(owners.values())])).map((row) => [row.userId, row.name]));
  return new Map(
    rows.map((details): [number, Submission] => [
      details.certificationId,
      {
        details: [
          { field: 'name', kind: 'text', value: names.get(owners.get(details.certificationId) ?? 0) ?? '' },
          { field: 'licenseNo', kind: 'text', value: details.licenseNoMasked },
          { field: 'licenseClass', kind: 'text', value: details.licenseClass },
          { field: 'issuingAuthority', kind: 'text', value: details.issuingAuthority },
          { field: 'firstIssueDate', kind: 'text', value: details.firstIssueDate },
          { field: 'validFrom', kind: 'text', value: details.validFrom },
          { field: 'validUntil', kind: 'text', value: details.validUntil },
          ...(details.qualificationNo
            ? [
                { field: 'qualificationNo' as const, kind: 'text' as const, value: details.qualificationNo },
                { field: 'qualificationValidUntil' as const, kind: 'text' as const, value: details.qualificationValidUntil ?? '' },
              ]
            : []),
        ],
        images: [
          { field: 'licenseMain', url: fileUrl(details.mainFileId) },
          { field: 'licenseSub', url: fileUrl(details.subFileId) },
          ...(details.qualificationFileId ? [{ field: 'qualificationCertificate' as const, url: fileUrl(details.qualificationFileId) }] : []),
        ],
      },
    ]),
  );
});

registerApprovalEffect('driver', (tx, approved) => addIdentity(tx, approved.userId, 'driver', nowDate()));
