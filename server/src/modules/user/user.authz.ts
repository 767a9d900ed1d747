import { endpoints } from '@/lib/contract';
import { SIGNED_IN, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each user call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const userAuthz: AuthzTable<typeof endpoints.user> = {
  appserverInfo: SIGNED_IN,
  info: SIGNED_IN,
  wlInfo: SIGNED_IN,
  setIdentity: SIGNED_IN,
};
