import { endpoints } from '@/lib/contract';
import { SIGNED_IN, own, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each owner call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const ownerAuthz: AuthzTable<typeof endpoints.owner> = {
  applyConsignor: SIGNED_IN,
  applyLogisticsEnterprises: SIGNED_IN,
  getOwnerAuthInfo: SIGNED_IN,
  ownerUpdateInfo: own('enterprise'),
};
