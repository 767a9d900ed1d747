import { endpoints } from '@/lib/contract';
import { ANYONE, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each app call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const appAuthz: AuthzTable<typeof endpoints.app> = {
  version: ANYONE,
  wxConfig: ANYONE,
  devLastSms: ANYONE,
};
