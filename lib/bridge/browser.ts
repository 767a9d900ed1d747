import { LOCATION_WAIT_MS } from '../constants';
import { t } from '../i18n';
import { showToast } from '../state/toast';
import { BridgeError } from './errors';

/** The bridge's browser fallbacks that touch the page: hash navigation, links, position, sharing. */

/** Where navigateToMain and the tab bar's first tab lead. */
export const MAIN_ROUTE = '/pages/appIndex/bazaar';
/** The SMS sign-in screen, the browser side of the bridge's login. */
export const LOGIN_ROUTE = '/pages/login/login';

/**
 * Shows an in-app route through the hash router (`#/pages/x/x?a=1`); a full http(s) address
 * leaves the app. `replace` drops the current entry from history (navigateToFinish).
 */
export function goTo(url: string, replace = false): void {
  if (/^https?:\/\//i.test(url)) {
    if (replace) window.location.replace(url);
    else window.location.assign(url);
    return;
  }
  const hash = '#' + (url.startsWith('#') ? url.slice(1) : url);
  if (replace) window.location.replace(hash);
  else window.location.hash = hash;
}

/** The route now shown, e.g. '/pages/mine/mine?a=1', read from the hash. */
export function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

/** Follows a link the way a person's tap would (tel:, a download); a link element keeps the page itself in place. */
export function openLink(href: string, download?: string): void {
  const link = document.createElement('a');
  link.href = href;
  if (download !== undefined) link.download = download;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

export interface CurrentPosition {
  latitude: number;
  longitude: number;
  city?: string;
}

/**
 * The browser's position, given up after the spec's 3 s wait. Geolocation's own timeout does not
 * count the time a permission prompt stays open, so the wait is enforced here too. A failure is a
 * BridgeError whose key says why (refused, not found, too slow), so the screen can say what to do.
 */
export function browserPosition(): Promise<CurrentPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new BridgeError('getLocation', 'bridge.locationUnavailable'));
      return;
    }
    const timer = setTimeout(() => reject(new BridgeError('getLocation', 'bridge.locationTimeout')), LOCATION_WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (failure) => {
        clearTimeout(timer);
        // GeolocationPositionError: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
        const key = failure?.code === 1 ? 'bridge.locationDenied' : failure?.code === 3 ? 'bridge.locationTimeout' : 'bridge.locationUnavailable';
        reject(new BridgeError('getLocation', key));
      },
      { timeout: LOCATION_WAIT_MS, maximumAge: 60_000 },
    );
  });
}

export interface ShareContent {
  title: string;
  content?: string;
  url: string;
  infoId?: string | number;
  type?: string | number;
  customMsg1?: string;
}

/** Web Share where the browser has it; otherwise the link goes to the clipboard and a toast says so. */
export async function shareInBrowser(content: ShareContent): Promise<void> {
  if (typeof navigator.share === 'function') {
    await navigator.share({ title: content.title, text: content.content, url: content.url });
    return;
  }
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(content.url);
    showToast(t('bridge.linkCopied'));
    return;
  }
  throw new Error(t('bridge.shareUnsupported'));
}
