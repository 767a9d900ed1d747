import type { useAppVersion } from '@/lib/api/app';

/** A published release of the app, as the download buttons show it (a type only: no request code loads). */
export type Release = ReturnType<typeof useAppVersion>['version'];

/**
 * The release's own file or store page, or null when its record has none: the reference releases
 * point the native platforms back at this download page (server app.seed.ts) until a store listing
 * or an APK exists, and a link to the page itself would only reload it. Anything on another site,
 * or a file on this one (an .apk beside the app), counts.
 */
export function storeLinkOf(release: Release | undefined, page: string = globalThis.location?.href ?? 'http://localhost/'): string | null {
  const url = release?.downloadUrl.trim();
  if (!url) return null;
  let target: URL;
  let here: URL;
  try {
    target = new URL(url, page);
    here = new URL('./', page);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:' && target.protocol !== 'itms-apps:' && target.protocol !== 'market:') return null;
  if (target.origin !== here.origin) return target.href;
  // On this site: the app's own page (its folder, index.html, or a route in the hash) is no download.
  const ownPage = target.pathname === here.pathname || target.pathname === `${here.pathname}index.html` || target.hash.startsWith('#/');
  return ownPage ? null : target.href;
}
