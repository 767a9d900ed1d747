import { z } from 'zod';
import { endpoint } from './endpoint';
import { Mobile, SmsCode } from './rules';

/**
 * Sign-in and registration (spec §7 "Auth and registration").
 *
 * Token model: a tourist device token before sign-in; after SMS sign-in a user token (for
 * `/appserver`, `/app/api`, `/store/api`) and a logistics token (for `/logistics/api`, sent in
 * `Logistics-Authorization`), each with a rotating refresh token.
 */

export const SMS_TYPES = ['login', 'register', 'bindCard', 'withdraw', 'verify'] as const;
export const SmsType = z.enum(SMS_TYPES);

export const DeviceTokenRequest = z.object({
  serialNo: z.string().trim().min(1).max(128),
  os: z.enum(['ios', 'Android', 'H5']),
  grant_type: z.literal('custom_device'),
});
export const DeviceToken = z.object({
  token: z.string(),
  isTourist: z.literal(true),
});

export const SmsSignInRequest = z.object({
  mobile: Mobile,
  smsCode: SmsCode,
  deviceToken: z.string().min(1).max(2048).optional(),
  grant_type: z.literal('custom_sms'),
});
/** What a successful sign-in or registration answers. */
export const SignedIn = z.object({
  userToken: z.string(),
  logisticsToken: z.string(),
  userRefreshToken: z.string(),
  logisticsRefreshToken: z.string(),
  isTourist: z.literal(false),
});
export type SignedIn = z.infer<typeof SignedIn>;

export const RefreshRequest = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(4096),
});
export const UserTokenRefreshed = z.object({ userToken: z.string(), userRefreshToken: z.string() });
export const LogisticsTokenRefreshed = z.object({
  logisticsToken: z.string(),
  logisticsRefreshToken: z.string(),
});

export const LogoutRequest = z.object({
  userRefreshToken: z.string().max(4096).optional(),
  logisticsRefreshToken: z.string().max(4096).optional(),
});

export const PhoneParam = z.object({ phone: Mobile });
export const SmsSendQuery = z.object({ type: SmsType.default('login') });
export const SmsSent = z.object({
  /** Seconds until this phone may ask again (the 1-a-minute limit). */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});

export const CaptchaQuery = z.object({ phone: Mobile });
export const CaptchaCheckRequest = z.object({
  phone: Mobile,
  captcha: z.string().trim().min(1).max(16),
});
export const CaptchaChecked = z.object({ valid: z.literal(true) });

/**
 * The H5 registration variants opened from shared links: plain check (newcomer), cargo-owner
 * (consignor) registration, registration through a vehicle authorisation link, and an invitation.
 * `recommender` is the inviting user's id or mobile, recorded for invitations and points.
 */
export const H5RegisterRequest = z.object({
  mobile: Mobile,
  smsCode: SmsCode,
  recommender: z.string().trim().max(64).optional(),
  captcha: z.string().trim().max(16).optional(),
  deviceToken: z.string().max(2048).optional(),
});
export const VehicleAuthorizeRegisterRequest = H5RegisterRequest.extend({
  /** Vehicle ids are 32-bit database ids; larger numbers cannot name a vehicle. */
  vehicleId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const authEndpoints = {
  device: endpoint({
    service: 'appserver', method: 'POST', path: '/authentication/device', access: 'public',
    summary: 'Tourist device token', body: DeviceTokenRequest, response: DeviceToken,
  }),
  mobile: endpoint({
    service: 'appserver', method: 'POST', path: '/authentication/mobile', access: 'public',
    summary: 'Sign in (or sign up) with an SMS code', body: SmsSignInRequest, response: SignedIn,
  }),
  refreshUser: endpoint({
    service: 'appserver', method: 'POST', path: '/authentication/refresh', access: 'public',
    summary: 'Rotate the user refresh token for a new user token', body: RefreshRequest,
    response: UserTokenRefreshed,
  }),
  refreshLogistics: endpoint({
    service: 'logistics', method: 'POST', path: '/authentication/refresh', access: 'public',
    summary: 'Rotate the logistics refresh token for a new logistics token', body: RefreshRequest,
    response: LogisticsTokenRefreshed,
  }),
  logout: endpoint({
    service: 'appserver', method: 'POST', path: '/authentication/logout', access: 'user',
    summary: 'Sign out: revoke this session\'s refresh tokens', body: LogoutRequest, response: z.null(),
  }),
  smsSend: endpoint({
    service: 'appserver', method: 'GET', path: '/api/sms/send/:phone', access: 'tourist',
    summary: 'Send a 6-digit SMS code', params: PhoneParam, query: SmsSendQuery, response: SmsSent, rateLimited: true,
  }),
  captcha: endpoint({
    service: 'appserver', method: 'GET', path: '/api/captcha', access: 'public',
    summary: 'Captcha picture for a phone (PNG)', query: CaptchaQuery, response: z.string(),
    raw: { contentType: 'image/png' },
  }),
  refreshCaptcha: endpoint({
    service: 'appserver', method: 'GET', path: '/api/captcha/refresh', access: 'public',
    summary: 'A new captcha picture for a phone (PNG)', query: CaptchaQuery, response: z.string(),
    raw: { contentType: 'image/png' },
  }),
  checkCaptcha: endpoint({
    service: 'appserver', method: 'POST', path: '/api/captcha/check', access: 'tourist',
    summary: 'Check a captcha answer', body: CaptchaCheckRequest, response: CaptchaChecked,
  }),
  checkH5SmsCode: endpoint({
    service: 'app', method: 'POST', path: '/user/checkH5SmsCode', access: 'tourist',
    summary: 'Register (or sign in) from a shared page with an SMS code', body: H5RegisterRequest,
    response: SignedIn,
  }),
  consignorRegister: endpoint({
    service: 'app', method: 'POST', path: '/user/consignorRegister', access: 'tourist',
    summary: 'Register as a cargo owner from a shared link', body: H5RegisterRequest, response: SignedIn,
  }),
  vehicleAuthorize: endpoint({
    service: 'app', method: 'POST', path: '/user/vehicleAuthorize', access: 'tourist',
    summary: 'Register through a vehicle authorisation link', body: VehicleAuthorizeRegisterRequest,
    response: SignedIn,
  }),
  inviteRegister: endpoint({
    service: 'app', method: 'POST', path: '/user/inviteRegister', access: 'tourist',
    summary: 'Register through an invitation', body: H5RegisterRequest, response: SignedIn,
  }),
};
