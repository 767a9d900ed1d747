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

