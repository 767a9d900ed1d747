import { endpoints } from '@/lib/contract';
import { SIGNED_IN, own, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each vehicle call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const vehicleAuthz: AuthzTable<typeof endpoints.vehicle> = {
  save: own('vehicle'),
  remove: own('vehicle'),
  mine: SIGNED_IN,
  enterpriseVehicles: own('enterprise'),
  authorized: SIGNED_IN,
  drivable: SIGNED_IN,
  myAuthorizations: SIGNED_IN,
  info: own('vehicle'),
  untie: own('vehicle'),
  // The caller's own vehicles, or a managed enterprise's (vehicleId only narrows within those).
  certificateAudits: own('enterprise'),
  roadTransport: own('vehicle'),
  annualInspection: own('vehicle'),
  contact: own('vehicle'),
  allocate: own('vehicle'),
  unverified: own('enterprise'),
  drivers: own('vehicle'),
  authorize: own('vehicle'),
  authorizationRequests: own('enterprise'),
  settleRequest: own('vehicle'),
  save2Vehicle: own('vehicle'),
  temporaryVehicles: own('enterprise'),
  temporaryVehicle: own('vehicle'),
  endTemporary: own('vehicle'),
  spareCapacity: own('vehicle'),
  publishSpareCapacity: own('vehicle'),
  closeSpareCapacity: own('vehicle'),
  capacities: own('enterprise'),
  sharedInventory: SIGNED_IN,
  expiring: own('enterprise'),
};
