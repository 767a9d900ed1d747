import { endpoints } from '@/lib/contract';
import { ANYONE, DEVICE, SIGNED_IN, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each auth call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const authAuthz: AuthzTable<typeof endpoints.auth> = {
  device: ANYONE,
  mobile: ANYONE,
  refreshUser: ANYONE,
  refreshLogistics: ANYONE,
  logout: SIGNED_IN,
  smsSend: DEVICE,
  captcha: ANYONE,
  refreshCaptcha: ANYONE,
  checkCaptcha: DEVICE,
  checkH5SmsCode: DEVICE,
  consignorRegister: DEVICE,
  vehicleAuthorize: DEVICE,
  inviteRegister: DEVICE,
};
