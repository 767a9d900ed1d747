import { endpoints } from '@/lib/contract';
import { SIGNED_IN, own, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each driver call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const driverAuthz: AuthzTable<typeof endpoints.driver> = {
  save: SIGNED_IN,
  info: SIGNED_IN,
  qualification: SIGNED_IN,
  audit: SIGNED_IN,
  invite: own('enterprise'),
  invitations: SIGNED_IN,
  invitation: own('invitation'),
  accept: own('invitation'),
  decline: own('invitation'),
  cancel: own('invitation'),
  sentInvitations: own('enterprise'),
  drivers: own('enterprise'),
  activeDrivers: own('enterprise'),
  driver: own('enterprise'),
  updateDriver: own('enterprise'),
  removeDriver: own('enterprise'),
  leave: SIGNED_IN,
};
