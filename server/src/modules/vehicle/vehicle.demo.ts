import type { SeedContext } from '../../db/seeding';
import type { Executor } from '../../db/types';
import { nowDate } from '../clock';
import { insertDemoPhoto } from '../identity/identity.demo-files';
import { insertCertification } from '../identity/identity.repository';
import { insertVehicle } from './vehicle.repository';

/** The demo driver's truck (a 9.6 m box truck registered in Fuzhou). */
export const DEMO_PLATE = '闽A36D88';

/**
 * Makes a demo user a driver who may take loads: an approved driver certification and an
 * approved vehicle of their own (what the operator's approvals would leave). Answers the vehicle.
 */
export async function qualifyDemoDriver(tx: Executor, context: SeedContext, driverId: number, driverName: string) {
  const at = nowDate();
  await insertCertification(tx, { userId: driverId, kind: 'driver', status: 'approved', submittedAt: at, reviewedAt: at });
  const certification = await insertCertification(tx, { userId: driverId, kind: 'vehicle', status: 'approved', submittedAt: at, reviewedAt: at });
  const vehicle = await insertVehicle(tx, {
    certificationId: certification.id,
    submitterId: driverId,
    ownerUserId: driverId,
    plateNumber: DEMO_PLATE,
    plateColor: '2',
    vehicleType: 'H12',
    vehicleLength: '9.6',
    energyType: 'diesel',
    approvedLoadKg: 18000,
    ownerName: driverName,
    vin: 'LZZ5CLSB8JA360088',
    registerDate: '2021-03-18',
    licenseFrontFileId: await insertDemoPhoto(tx, context, driverId, '行驶证 正页'),
    licenseBackFileId: await insertDemoPhoto(tx, context, driverId, '行驶证 副页'),
    inspectionValidUntil: `${at.getFullYear() + 1}-03-31`,
    createdAt: at,
  });
  return { vehicleId: vehicle.id, plateNumber: vehicle.plateNumber };
}
