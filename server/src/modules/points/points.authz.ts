import { endpoints } from '@/lib/contract';
import { SIGNED_IN, type AuthzTable } from '../../http/authz';

/**
 * Who may get a 2xx from each points call (server/src/http/authz.ts; checked by
 * server/test/authz-matrix.test.ts): anyone signed in, about their own points and invitations only
 * (no call names another user).
 */
export const pointsAuthz: AuthzTable<typeof endpoints.points> = {
  myPoints: SIGNED_IN,
  checkInState: SIGNED_IN,
  checkIn: SIGNED_IN,
  myInvitation: SIGNED_IN,
  invitationRecords: SIGNED_IN,
};
