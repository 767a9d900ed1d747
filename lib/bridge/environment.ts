import type { PLATFORMS } from '../contract/app';

/**
 * Where the page runs: inside the native app shell, inside the messaging app's browser, or in a
 * plain browser. Kept apart from the message transport (and its zod reply schema) because the
 * first screen asks these questions before anything else of the bridge is loaded.
 */

/** What the native shells put on the page (see PROTOCOL.md). */
export interface ShellPort {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    /** Android shell (a React Native WebView or an Android WebView exposing the same name). */
    ReactNativeWebView?: ShellPort;
    /** iOS shell (WKWebView script message handler named `app`). */
    webkit?: { messageHandlers?: { app?: ShellPort } };
    /** The shell answers every message by calling this with the message's id. */
    __bridgeReply?: (id: string, reply: unknown) => void;
  }
}

/** The shell's message port and system, or null outside the shell. */
export function shellPort(): { port: ShellPort; os: 'ios' | 'Android' } | null {
  if (typeof window === 'undefined') return null;
  const ios = window.webkit?.messageHandlers?.app;
  if (ios && typeof ios.postMessage === 'function') return { port: ios, os: 'ios' };
  const android = window.ReactNativeWebView;
  if (android && typeof android.postMessage === 'function') {
    // A React Native WebView exists on both systems; the user agent tells them apart.
    return { port: android, os: /iPhone|iPad|iPod/i.test(navigator.userAgent) ? 'ios' : 'Android' };
  }
  return null;
}

/** True when the page runs inside the native app shell (it exposes a message port). */
export function isInShell(): boolean {
  return shellPort() !== null;
}

/** True inside the messaging app's in-app browser (its user agent carries `MicroMessenger`). */
export function isInWeChat(): boolean {
  return typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);
}

/** The `Platform` header value: the shell's system inside the app, 'H5' in any browser. */
export function currentPlatform(): (typeof PLATFORMS)[number] {
  return shellPort()?.os ?? 'H5';
}
