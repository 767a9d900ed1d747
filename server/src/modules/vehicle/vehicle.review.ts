import { addIdentity } from '../user/user.repository';
import { nowDate } from '../clock';
import { fileUrl } from '../identity/file.service';
import { registerSubmissionReader, type Submission } from '../identity/certification.view';
import { registerApprovalEffect } from '../identity/review.service';
import { findVehiclesByCertifications } from './vehicle.repository';

/**
 * How the review console shows a vehicle submission, and what approving it grants (inside the
 * review transaction). Registered on import of the vehicle module.
 */

registerSubmissionReader('vehicle', async (db, ids) => {
  const rows = await findVehiclesByCertifications(db, ids);
  return new Map(
    rows.map(({ vehicle, enterpriseName }): [number, Submission] => [
      vehicle.certificationId,
      {
        details: [
          ...(enterpriseName ? [{ field: 'enterpriseName' as const, kind: 'text' as const, value: enterpriseName }] : []),
          { field: 'plateNumber', kind: 'text', value: vehicle.plateNumber },
          // Codes of the dictionaries the vehicle forms choose from; the console shows their labels.
          { field: 'plateColor', kind: 'code', group: 'plateColor', code: vehicle.plateColor },
          { field: 'vehicleType', kind: 'code', group: 'vehicleType', code: vehicle.vehicleType },
          ...(vehicle.vehicleLength ? [{ field: 'vehicleLength' as const, kind: 'code' as const, group: 'vehicleLength', code: vehicle.vehicleLength }] : []),
          { field: 'energyType', kind: 'code', group: 'energyType', code: vehicle.energyType },
          { field: 'approvedLoadKg', kind: 'weight', kg: vehicle.approvedLoadKg },
          { field: 'vehicleOwnerName', kind: 'text', value: vehicle.ownerName },
          { field: 'vin', kind: 'text', value: vehicle.vin },
          { field: 'registerDate', kind: 'text', value: vehicle.registerDate },
          { field: 'inspectionValidUntil', kind: 'text', value: vehicle.inspectionValidUntil },
          ...(vehicle.roadTransportNo
            ? [
                { field: 'roadTransportNo' as const, kind: 'text' as const, value: vehicle.roadTransportNo },
                { field: 'roadTransportValidUntil' as const, kind: 'text' as const, value: vehicle.roadTransportValidUntil ?? '' },
              ]
            : []),
        ],
        images: [
          { field: 'vehicleLicenseFront', url: fileUrl(vehicle.licenseFrontFileId) },
          { field: 'vehicleLicenseBack', url: fileUrl(vehicle.licenseBackFileId) },
          ...(vehicle.roadTransportFileId ? [{ field: 'roadTransportPermit' as const, url: fileUrl(vehicle.roadTransportFileId) }] : []),
        ],
      },
    ]),
  );
});

/** An approved personal vehicle makes its owner a truck owner (enterprise vehicles grant nothing). */
registerApprovalEffect('vehicle', async (tx, approved) => {
  const [found] = await findVehiclesByCertifications(tx, [approved.id]);
  if (!found) throw new Error(`vehicle certification ${approved.id} has no vehicle`);
  const { vehicle } = found;
  if (vehicle.ownerUserId !== null && vehicle.deletedAt === null) await addIdentity(tx, vehicle.ownerUserId, 'truckOwner', nowDate());
});
