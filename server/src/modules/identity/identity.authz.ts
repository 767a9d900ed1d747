import { endpoints } from '@/lib/contract';
import { ANYONE, SIGNED_IN, only, own, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each identity call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const identityAuthz: AuthzTable<typeof endpoints.identity> = {
  upload: SIGNED_IN,
  file: { ...own('file'), alsoBy: ['operator'] },
  dict: ANYONE,
  verified: SIGNED_IN,
  realName: SIGNED_IN,
  qualification: SIGNED_IN,
  reviewQueue: only(['operator']),
  reviewDetail: only(['operator'], 'certification'),
  approve: only(['operator'], 'certification'),
  reject: only(['operator'], 'certification'),
};
