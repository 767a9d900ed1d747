import type { SeedContext } from '../../db/seeding';
import type { Tx } from '../../db/types';
import { nowDate } from '../clock';
import { upsertDriverDetails } from '../driver/driver.repository';
import { certifyDemoRealName, certifyDemoUser, demoTokenSecret, type DemoPerson } from '../identity/identity.demo';
import { insertDemoPhoto } from '../identity/identity.demo-files';
import { encryptIdCardNo, maskIdCardNo } from '../identity/identity.secrets';
import { insertVehicle } from './vehicle.repository';

/** The demo driver's truck (a 9.6 m box truck registered in Fuzhou). */
export const DEMO_PLATE = '闽A36D88';

/** The demo driver's identity card (a valid-format ID number of Fuzhou's Gulou district; fictitious). */
export const DEMO_DRIVER_PERSON: DemoPerson = { name: '林建国', idCardNo: '350102198506120013' };

/**
 * Makes a demo user a driver who may take loads, as the real certification flow leaves one: an
 * approved real-name certification (ID card, account verified), an approved driver certification
 * with its licence (driver_details: A2 licence numbered with the ID number, as saveDriver requires,
 * and a qualification certificate), and an approved vehicle of their own — each submitted and then
 * approved by the demo operator through the review console's `decide` (identity.demo.ts), so the
 * certification overview, the driver-licence screen and the carrier screens agree. Answers the vehicle.
 */
export async function qualifyDemoDriver(tx: Tx, context: SeedContext, driverId: number, person: DemoPerson = DEMO_DRIVER_PERSON) {
  const at = nowDate();
  const secret = demoTokenSecret(context);
  await certifyDemoRealName(tx, context, driverId, person);

  const mainFileId = await insertDemoPhoto(tx, context, driverId, '驾驶证 正页');
  const subFileId = await insertDemoPhoto(tx, context, driverId, '驾驶证 副页');
  const qualificationFileId = await insertDemoPhoto(tx, context, driverId, '道路运输从业资格证');
  await certifyDemoUser(tx, driverId, 'driver', (certificationId) =>
    upsertDriverDetails(tx, {
      certificationId,
      licenseNoCipher: encryptIdCardNo(secret, person.idCardNo),
      licenseNoMasked: maskIdCardNo(person.idCardNo),
      licenseClass: 'A2',
      issuingAuthority: '福建省福州市公安局交通警察支队',
      firstIssueDate: '2010-07-20',
      validFrom: '2022-07-20',
      validUntil: '2032-07-20',
      mainFileId,
      subFileId,
      qualificationNo: '350102198506120013',
      qualificationValidUntil: `${at.getFullYear() + 3}-07-19`,
      qualificationFileId,
    }),
  );

  const licenseFrontFileId = await insertDemoPhoto(tx, context, driverId, '行驶证 正页');
  const licenseBackFileId = await insertDemoPhoto(tx, context, driverId, '行驶证 副页');
  let vehicleId = 0;
  await certifyDemoUser(tx, driverId, 'vehicle', async (certificationId) => {
    const vehicle = await insertVehicle(tx, {
      certificationId,
      submitterId: driverId,
      ownerUserId: driverId,
      plateNumber: DEMO_PLATE,
      plateColor: '2',
      vehicleType: 'H12',
      vehicleLength: '9.6',
      energyType: 'diesel',
      approvedLoadKg: 18000,
      ownerName: person.name,
      vin: 'LZZ5CLSB8JA360088',
      registerDate: '2021-03-18',
      licenseFrontFileId,
      licenseBackFileId,
      inspectionValidUntil: `${at.getFullYear() + 1}-03-31`,
      createdAt: at,
    });
    vehicleId = vehicle.id;
  });
  return { vehicleId, plateNumber: DEMO_PLATE };
}
