import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import type { Principal } from '../../http/principal';
import { logout, refreshTokens, register, registerDevice, signInWithSms, type RefreshClient } from './auth.service';
import { checkCaptcha, issueCaptcha } from './captcha.service';
import { sendCode, type SmsCaller } from './sms.service';

const auth = endpoints.auth;

/** Sign-in, registration, tokens, SMS codes and captchas (spec §7 "Auth and registration"). */
export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, auth.device, ({ body }, { ip }) => registerDevice(deps, body, ip));
  mountEndpoint(app, auth.mobile, ({ body }, { principal }) => signInWithSms(deps, body, principal));
  mountEndpoint(app, auth.refreshUser, async ({ body }, { request }) => {
    const pair = await refreshTokens(deps, 'user', body.refresh_token, refreshClient(request));
    return { userToken: pair.accessToken, userRefreshToken: pair.refreshToken };
  });
  mountEndpoint(app, auth.refreshLogistics, async ({ body }, { request }) => {
    const pair = await refreshTokens(deps, 'logistics', body.refresh_token, refreshClient(request));
    return { logisticsToken: pair.accessToken, logisticsRefreshToken: pair.refreshToken };
  });
  mountEndpoint(app, auth.logout, ({ body }, { principal }) => logout(deps, principal, body));

  mountEndpoint(app, auth.smsSend, ({ params, query }, { principal, ip }) =>
    sendCode(deps, { phone: params.phone, type: query.type, caller: smsCaller(principal), ip }),
  );
  // Raw endpoints: the PNG Buffer goes out as bytes (the contract types raw bodies as string).
  const captchaPicture = async ({ query }: { query: { phone: string } }) => (await issueCaptcha(deps, query.phone)) as unknown as string;
  mountEndpoint(app, auth.captcha, captchaPicture);
  mountEndpoint(app, auth.refreshCaptcha, captchaPicture);
  mountEndpoint(app, auth.checkCaptcha, async ({ body }) => {
    await checkCaptcha(deps, body.phone, body.captcha);
    return { valid: true as const };
  });

  mountEndpoint(app, auth.checkH5SmsCode, ({ body }, { principal, ip }) => register(deps, 'newcomer', body, principal, ip));
  mountEndpoint(app, auth.consignorRegister, ({ body }, { principal, ip }) => register(deps, 'consignor', body, principal, ip));
  mountEndpoint(app, auth.vehicleAuthorize, ({ body }, { principal, ip }) => register(deps, 'vehicleAuthorization', body, principal, ip));
  mountEndpoint(app, auth.inviteRegister, ({ body }, { principal, ip }) => register(deps, 'invitation', body, principal, ip));
}

/** The refresh grace serves only the client a rotation was for: its address and User-Agent. */
function refreshClient(request: FastifyRequest): RefreshClient {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

/** SMS limits count per tourist device or per signed-in user ('tourist' access guarantees one). */
function smsCaller(principal: Principal | null): SmsCaller {
  if (principal?.kind === 'tourist') return { kind: 'device', id: principal.deviceId };
  if (principal) return { kind: 'user', id: principal.userId };
  throw new Error('smsSend is mounted with tourist access, so a caller is always known');
}
