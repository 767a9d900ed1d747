'use client';
import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import { INSTALLABLE_CHANGED, type InstallPromptEvent } from './installCapture';

export { readInstallKind, type InstallKind, type InstallPromptEvent } from './installCapture';

/** The download page's side of the install offer caught by installCapture.ts. */
function subscribe(changed: () => void): () => void {
  // The inline script may be missing (tests, an old cached page): listen here too.
  const caught = (event: Event) => {
    event.preventDefault();
    window.__tfInstallPrompt = event as InstallPromptEvent;
    changed();
  };
  window.addEventListener(INSTALLABLE_CHANGED, changed);
  window.addEventListener('beforeinstallprompt', caught);
  return () => {
    window.removeEventListener(INSTALLABLE_CHANGED, changed);
    window.removeEventListener('beforeinstallprompt', caught);
  };
}

/**
 * The caught install offer, or null where the browser makes none (iOS, Firefox, already installed).
 * None until the page has hydrated: an offer caught before (a slow phone) would otherwise differ
 * from the prerendered page's none and force a synchronous re-render inside hydration's commit;
 * it shows with useHydrated's turn instead, in a task of its own.
 */
export function useInstallPrompt(): InstallPromptEvent | null {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, () => (hydrated ? (window.__tfInstallPrompt ?? null) : null), () => null);
}

/** Shows the browser's install dialog; the offer is spent either way (a second prompt() throws). */
export async function promptInstall(event: InstallPromptEvent): Promise<boolean> {
  window.__tfInstallPrompt = null;
  window.dispatchEvent(new Event(INSTALLABLE_CHANGED));
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}
