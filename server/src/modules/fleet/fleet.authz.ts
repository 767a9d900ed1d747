import { endpoints } from '@/lib/contract';
import { SIGNED_IN, own, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each fleet call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const fleetAuthz: AuthzTable<typeof endpoints.fleet> = {
  applyToBeAFleet: SIGNED_IN,
  getFleetListByCaptainId: own('fleet'),
  getBelongToFleet: SIGNED_IN,
  getFleetDetail: own('fleet'),
  getMembers: own('fleet'),
  vehicleListByDriverId: own('driver'),
  getFleetCaptainAuthUrl: own('fleet'),
  getInvite: SIGNED_IN,
  addAMember: own('fleet'),
  leave: own('fleet'),
  removeMember: own('fleet'),
};
