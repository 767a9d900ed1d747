import { z } from 'zod';
import { endpoint } from './endpoint';
import { APP_VERSION_PATH } from './links';

/** Platforms the client reports in the `Platform` header. */
export const PLATFORMS = ['ios', 'Android', 'H5'] as const;
export const Platform = z.enum(PLATFORMS);

/** The app's release as the server publishes it (share page, appUpgrade). */
export const AppVersion = z.object({
  versionName: z.string(),
  versionCode: z.number().int(),
  /** Oldest version code still allowed; below it the update is forced. */
  lastVersionCode: z.number().int(),
  /** 'optional' or 'force' for the client whose versionCode was given. */
  type: z.enum(['none', 'optional', 'force']),
  downloadUrl: z.string(),
  notes: z.string(),
  publishedAt: z.string(),
});
export const AppVersionQuery = z.object({
  platform: Platform.default('H5'),
  versionCode: z.coerce.number().int().min(0).optional(),
});

/** Permission config of the messaging app's JS-SDK for a page URL. */
export const WxConfigQuery = z.object({ url: z.string().url().max(2048) });
export const WxConfig = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
  jsApiList: z.array(z.string()),
});

export const DevSmsCode = z.object({ phone: z.string(), code: z.string(), type: z.string(), sentAt: z.string() });

export const appEndpoints = {
  version: endpoint({
    service: 'app', method: 'GET', path: APP_VERSION_PATH, access: 'public',
    summary: 'Latest app release for a platform, and whether this client must update',
    query: AppVersionQuery, response: AppVersion,
  }),
  wxConfig: endpoint({
    service: 'store', method: 'GET', path: '/products/wxConfig', access: 'public',
    summary: "Messaging app JS-SDK permission config for a page URL", query: WxConfigQuery, response: WxConfig,
  }),
  /** Development only (NODE_ENV !== 'production'): the last SMS code sent to a phone. */
  devLastSms: endpoint({
    service: 'appserver', method: 'GET', path: '/dev/sms/:phone', access: 'public',
    summary: 'DEVELOPMENT ONLY: last SMS code sent to a phone', params: z.object({ phone: z.string() }),
    response: DevSmsCode,
  }),
};
