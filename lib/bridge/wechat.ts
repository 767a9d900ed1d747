import { fetchWxConfig } from '../api/app';
import { BRIDGE_REPLY_TIMEOUT_MS } from '../constants';
import { wxConfigAtom } from '../state/atoms';
import { appStore } from '../state/store';
import { within } from '../time';
import { isInWeChat } from './transport';

/** The messaging app's JS-SDK, as far as this app uses it. */
interface WeChatSdk {
  config(config: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (reason: unknown) => void): void;
  /** The card of "send to a chat". */
  updateAppMessageShareData?(card: { title: string; desc: string; link: string; imgUrl: string }): void;
  /** The card of "share to moments" (no description there). */
  updateTimelineShareData?(card: { title: string; link: string; imgUrl: string }): void;
}

/** What a shared page shows in the messaging app: its title, a line, the link and a picture (absolute URLs). */
export interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

declare global {
  interface Window {
    wx?: WeChatSdk;
  }
}

export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

let started: Promise<boolean> | null = null;

/**
 * Inside the messaging app's browser: loads its JS-SDK, fetches the permission config for this
 * page (its URL without the hash, which is what the config is signed for), keeps it in
 * wxConfigAtom and configures the SDK. Resolves true once configured; false outside that browser
 * or when offline or refused: the page works without it, so this never throws. Runs once per page.
 */
export function initWeChat(): Promise<boolean> {
  if (!isInWeChat()) return Promise.resolve(false);
  started ??= (async () => {
    try {
      await loadScript(WECHAT_SDK_URL);
      const config = await fetchWxConfig(window.location.href.split('#')[0]);
      appStore.set(wxConfigAtom, config);
      const sdk = window.wx;
      if (!sdk) return false;
      const configured = new Promise<boolean>((resolve) => {
        sdk.ready(() => resolve(true));
        sdk.error(() => resolve(false));
        sdk.config({ debug: false, ...config });
      });
      // The SDK answers ready or error; should it answer neither, the page must not wait forever.
      return (await within(configured, BRIDGE_REPLY_TIMEOUT_MS)) ?? false;
    } catch {
      return false;
    }
  })();
  return started;
}

/**
 * Sets the card the messaging app shows when the person shares the page from its menu (to a chat
 * and to moments). Resolves true once set; false outside that browser or when its SDK could not be
 * configured (the card is then the app's default, the page title and link).
 */
export async function setShareCard(card: ShareCard): Promise<boolean> {
  if (!(await initWeChat())) return false;
  const sdk = window.wx;
  if (!sdk?.updateAppMessageShareData || !sdk.updateTimelineShareData) return false;
  await new Promise<void>((resolve) =>
    sdk.ready(() => {
      sdk.updateAppMessageShareData!(card);
      sdk.updateTimelineShareData!({ title: card.title, link: card.link, imgUrl: card.imgUrl });
      resolve();
    }),
  );
  return true;
}
