import { useSyncExternalStore } from 'react';

/**
 * The browser's install offer (`beforeinstallprompt`, Chromium browsers). It fires once, early,
 * often before the app's scripts ran, so an inline script in the layout (installPromptScript)
 * catches it into `window.__tfInstallPrompt` and tells listeners by `tf-installable`; the download
 * page's install button reads it here. preventDefault keeps the browser's own mini-bar away: the
 * page's button is the one offer.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const CHANGED = 'tf-installable';

declare global {
  interface Window {
    __tfInstallPrompt?: InstallPromptEvent | null;
  }
}

/** Runs in <head> before any bundle: catches the offer, and forgets it once the app is installed. */
export const installPromptScript = `(function(){window.addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__tfInstallPrompt=e;window.dispatchEvent(new Event('${CHANGED}'))});window.addEventListener('appinstalled',function(){window.__tfInstallPrompt=null;window.dispatchEvent(new Event('${CHANGED}'))})})()`;

function subscribe(changed: () => void): () => void {
  // The inline script may be missing (tests, an old cached page): listen here too.
  const caught = (event: Event) => {
    event.preventDefault();
    window.__tfInstallPrompt = event as InstallPromptEvent;
    changed();
  };
  window.addEventListener(CHANGED, changed);
  window.addEventListener('beforeinstallprompt', caught);
  return () => {
    window.removeEventListener(CHANGED, changed);
    window.removeEventListener('beforeinstallprompt', caught);
  };
}

/** The caught install offer, or null where the browser makes none (iOS, Firefox, already installed). */
export function useInstallPrompt(): InstallPromptEvent | null {
  return useSyncExternalStore(subscribe, () => window.__tfInstallPrompt ?? null, () => null);
}

/** Shows the browser's install dialog; the offer is spent either way (a second prompt() throws). */
export async function promptInstall(event: InstallPromptEvent): Promise<boolean> {
  window.__tfInstallPrompt = null;
  window.dispatchEvent(new Event(CHANGED));
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}

/** What the visitor's device can do with the web app: its own install flow, and whether it is a phone. */
export interface InstallDevice {
  /** iPhone / iPad: no install prompt; Safari's Share → Add to Home Screen does it. */
  ios: boolean;
  phone: boolean;
  /** Already opened from the home screen. */
  installed: boolean;
}

export function installDevice(): InstallDevice {
  const agent = navigator.userAgent;
  // iPadOS presents itself as a Mac; its touch points give it away.
  const ios = /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  const phone = ios || /Android|Mobile|HarmonyOS/.test(agent);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const installed = standalone || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
  return { ios, phone, installed };
}
