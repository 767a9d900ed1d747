import { addIdentity } from '../user/user.repository';
import { nowDate } from '../clock';
import { fileUrl } from '../identity/file.service';
import { registerSubmissionReader, type Submission } from '../identity/certification.view';
import { registerApprovalEffect } from '../identity/review.service';
import { findCargoOwnerDetails, findEnterpriseByCertification, findEnterprisesByCertifications, setEnterpriseManager } from './owner.repository';

/**
 * How the review console shows cargo-owner and enterprise submissions, and what approving them
 * grants (inside the review transaction). Registered on import of the owner module.
 */

registerSubmissionReader('cargoOwner', async (db, ids) => {
  const rows = await findCargoOwnerDetails(db, ids);
  return new Map(
    rows.map((details): [number, Submission] => [
      details.certificationId,
      {
        details: [
          { field: 'address', kind: 'text', value: details.address },
          { field: 'cargoTypes', kind: 'codes', group: 'cargoType', codes: details.cargoTypes },
        ],
        images: [],
      },
    ]),
  );
});

registerSubmissionReader('enterprise', async (db, ids) => {
  const rows = await findEnterprisesByCertifications(db, ids);
  return new Map(
    rows.map((enterprise): [number, Submission] => [
      enterprise.certificationId,
      {
        // The full credit code: the operator compares it with the licence photo.
        details: [
          { field: 'role', kind: 'text', value: enterprise.role },
          { field: 'enterpriseName', kind: 'text', value: enterprise.name },
          { field: 'creditCode', kind: 'text', value: enterprise.creditCode },
          { field: 'legalPerson', kind: 'text', value: enterprise.legalPerson },
          { field: 'legalPersonIdCardNo', kind: 'text', value: enterprise.legalPersonIdMasked },
          { field: 'address', kind: 'text', value: enterprise.address },
          { field: 'contactName', kind: 'text', value: enterprise.contactName },
          { field: 'contactMobile', kind: 'text', value: enterprise.contactMobile },
        ],
        images: [
          { field: 'businessLicense', url: fileUrl(enterprise.businessLicenseFileId) },
          ...(enterprise.transportPermitFileId ? [{ field: 'transportPermit' as const, url: fileUrl(enterprise.transportPermitFileId) }] : []),
        ],
      },
    ]),
  );
});

registerApprovalEffect('cargoOwner', (tx, approved) => addIdentity(tx, approved.userId, 'cargoOwner', nowDate()));

/** An approved enterprise: its applicant becomes manager, holding the role's identity. */
registerApprovalEffect('enterprise', async (tx, approved) => {
  const enterprise = await findEnterpriseByCertification(tx, approved.id);
  if (!enterprise) throw new Error(`enterprise certification ${approved.id} has no enterprise`);
  await setEnterpriseManager(tx, enterprise.id, enterprise.applicantId);
  const at = nowDate();
  await addIdentity(tx, enterprise.applicantId, enterprise.role === 'consignor' ? 'enterpriseCargoOwner' : 'carrier', at);
  await addIdentity(tx, enterprise.applicantId, 'enterpriseManager', at);
});
