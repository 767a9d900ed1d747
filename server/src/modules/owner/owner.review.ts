import { addIdentity } from '../user/user.repository';
import { nowDate } from '../clock';
import { fileUrl } from '../identity/file.service';
import { registerSubmissionReader } from '../identity/certification.view';
import { registerApprovalEffect } from '../identity/review.service';
import { findCargoOwnerDetails, findEnterpriseByCertification, findEnterprisesByCertifications, setEnterpriseManager } from './owner.repository';

/**
 * How the review console shows cargo-owner and enterprise submissions, and what approving them
 * grants (inside the review transaction). Registered on import of the owner module.
 */

registerSubmissionReader('cargoOwner', async (db, ids) => {
  const rows = await findCargoOwnerDetails(db, ids);
  return new Map(
    rows.map((details) => [
      details.certificationId,
      {
        details: [
          { field: 'address', value: details.address },
          { field: 'cargoTypes', value: details.cargoTypes.join(', ') },
        ],
        images: [],
      },
    ]),
  );
});

registerSubmissionReader('enterprise', async (db, ids) => {
  const rows = await findEnterprisesByCertifications(db, ids);
  return new Map(
    rows.map((enterprise) => [
      enterprise.certificationId,
      {
        // The full credit code: the operator compares it with the licence photo.
        details: [
          { field: 'role', value: enterprise.role },
          { field: 'enterpriseName', value: enterprise.name },
          { field: 'creditCode', value: enterprise.creditCode },
          { field: 'legalPerson', value: enterprise.legalPerson },
          { field: 'legalPersonIdCardNo', value: enterprise.legalPersonIdMasked },
          { field: 'address', value: enterprise.address },
          { field: 'contactName', value: enterprise.contactName },
          { field: 'contactMobile', value: enterprise.contactMobile },
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
