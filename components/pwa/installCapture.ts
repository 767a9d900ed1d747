/**
 * The browser's install offer (`beforeinstallprompt`, Chromium browsers), caught before any bundle
 * runs. It fires once, early, often before the app's scripts ran, so an inline script in the
 * layout (installPromptScript) catches it into `window.__tfInstallPrompt` and tells listeners by
 * `tf-installable`; the download page's install button reads it (installPrompt.ts). preventDefault
 * keeps the browser's own mini-bar away: the page's button is the one offer. No React here: the
 * layout, a server component, imports this file.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALLABLE_CHANGED = 'tf-installable';

declare global {
  interface Window {
    __tfInstallPrompt?: InstallPromptEvent | null;
  }
}

/** Runs in <head> before any bundle: catches the offer, and forgets it once the app is installed. */
export const installPromptScript = `(function(){window.addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__tfInstallPrompt=e;window.dispatchEvent(new Event('${INSTALLABLE_CHANGED}'))});window.addEventListener('appinstalled',function(){window.__tfInstallPrompt=null;window.dispatchEvent(new Event('${INSTALLABLE_CHANGED}'))})})()`;


/**
 * Where and how the visitor can install the web app, from the browser alone:
 * - 'wechat': the messaging app's browser, which can neither install nor download;
 * - 'installed': already opened from the home screen;
 * - 'ios': iPhone / iPad (iPadOS presents itself as a Mac; its touch points give it away), no
 *   install prompt: Safari's Share → Add to Home Screen does it;
 * - 'phone': another phone (Android, HarmonyOS), whose browser menu offers the install;
 * - 'desktop': a computer.
 * Its source is also the head script below, so it uses nothing from outside itself.
 */
export type InstallKind = 'wechat' | 'installed' | 'ios' | 'phone' | 'desktop';

export function readInstallKind(): InstallKind {
  const agent = navigator.userAgent;
  if (/MicroMessenger/i.test(agent)) return 'wechat';
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (standalone || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches)) return 'installed';
  if (/iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)) return 'ios';
  return /Android|Mobile|HarmonyOS/.test(agent) ? 'phone' : 'desktop';
}

/**
 * Set on <html> by installKindScript before the first paint: the prerendered download page holds
 * every install hint, and CSS shows the visitor's own until React, once hydrated, keeps only that
 * one. Without it the hint appeared after hydration and pushed the page down under the reader's
 * eyes (Lighthouse counted a layout shift of 0.065 on a phone).
 */
export const INSTALL_KIND_ATTRIBUTE = 'data-install';

/** The inline head script (the layout, a server component, embeds it; readInstallKind's compiled source). */
export const installKindScript = `document.documentElement.setAttribute('${INSTALL_KIND_ATTRIBUTE}',(${readInstallKind.toString()})())`;
