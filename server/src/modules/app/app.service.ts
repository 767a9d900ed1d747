import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { now } from '../clock';
import type { LocalSmsProvider } from '../../providers/sms/local';
import { findLatestVersion } from './app.repository';

/** The JS-SDK calls the client uses inside the messaging app (sharing, location, scanning, images, pay). */
export const WX_JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'getLocation',
  'openLocation',
  'scanQRCode',
  'chooseImage',
  'chooseWXPay',
];

/**
 * The latest release for a platform and what it means for the asking client: 'force' below the
 * oldest allowed code, 'optional' below the latest, 'none' when current or when no code was given.
 */
export async function getAppVersion(deps: AppDeps, query: { platform: string; versionCode?: number }) {
  const release = await findLatestVersion(deps.db, query.platform);
  if (!release) throw notFound('app.noRelease', { platform: query.platform });
  const code = query.versionCode;
  const type =
    code === undefined || code >= release.versionCode ? 'none' : code < release.lastVersionCode ? 'force' : 'optional';
  return {
    versionName: release.versionName,
    versionCode: release.versionCode,
    lastVersionCode: release.lastVersionCode,
    type,
    downloadUrl: release.downloadUrl,
    notes: release.notes,
    publishedAt: release.publishedAt.toISOString(),
  } as const;
}

/**
 * JS-SDK permission config for a page, signed as the messaging platform specifies: SHA-1 of
 * `jsapi_ticket=..&noncestr=..&timestamp=..&url=..` with the URL up to (not including) '#'.
 */
export async function getWxConfig(deps: AppDeps, pageUrl: string) {
  const ticket = await deps.providers.wechat.jsapiTicket();
  const nonceStr = randomBytes(12).toString('base64url');
  const timestamp = Math.floor(now() / 1000);
  const url = pageUrl.split('#')[0];
  const signature = createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');
  return { appId: deps.providers.wechat.appId, timestamp, nonceStr, signature, jsApiList: WX_JS_API_LIST };
}

/** Development only: the last verification code the local SMS simulator sent to a phone. */
export function getLastSmsCode(sms: LocalSmsProvider, phone: string) {
  const message = sms.lastMessage(phone);
  if (!message || message.template !== 'verificationCode') throw notFound('app.noSmsSent', { phone });
  return { phone: message.phone, code: message.params.code, type: message.params.type, sentAt: message.sentAt.toISOString() };
}
