import { endpoints } from '@/lib/contract';
import { own, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each tracking call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const trackingAuthz: AuthzTable<typeof endpoints.tracking> = {
  positions: own('waybill'),
  route: own('waybill'),
};
