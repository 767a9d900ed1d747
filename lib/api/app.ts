import { currentPlatform } from '../bridge/transport';
import { appEndpoints, type PLATFORMS } from '../contract/app';
import { request, useApi } from '../http';

type Platform = (typeof PLATFORMS)[number];

/** The app itself: its published version, and the messaging app's JS-SDK config. */

/**
 * The latest release for a platform (this one by default; the download page asks for each);
 * with `versionCode` the server also says whether this client may ('optional') or must
 * ('force') update.
 */
export function useAppVersion(versionCode?: number, platform: Platform = currentPlatform()) {
  const { data, isLoading, error, mutate } = useApi(appEndpoints.version, { query: { platform, versionCode } });
  return { version: data, isLoading, error, mutate };
}

/** The messaging app's JS-SDK permission config for a page URL (without its hash). */
export function fetchWxConfig(url: string) {
  return request(appEndpoints.wxConfig, { query: { url } });
}
