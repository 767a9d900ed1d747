import { endpoints } from '@/lib/contract';
import { SIGNED_IN, own, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each enterprise call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const enterpriseAuthz: AuthzTable<typeof endpoints.enterprise> = {
  enterpriseCertification: SIGNED_IN,
  ownerOpeningPermission: own('enterprise'),
  mine: SIGNED_IN,
  detail: own('enterprise'),
  staff: own('enterprise'),
  staffDetail: own('enterprise'),
  addStaff: own('enterprise'),
  updateStaff: own('enterprise'),
  removeStaff: own('enterprise'),
};
