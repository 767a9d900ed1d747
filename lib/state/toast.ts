import { atom } from 'jotai/vanilla';
import { TOAST_DURATION_MS } from '../constants';
import { appStore } from './store';

export interface Toast {
  /** Distinguishes two toasts with the same text, so the host restarts its timer for the second. */
  id: number;
  message: string;
  durationMs: number;
}

/** The toast on screen, or null. One at a time: a new toast replaces the current one. */
export const toastAtom = atom<Toast | null>(null);

let lastId = 0;

/** Shows a toast from anywhere (screens, the request layer, the bridge); the ToastHost renders and hides it. */
export function showToast(message: string, durationMs: number = TOAST_DURATION_MS): void {
  lastId += 1;
  appStore.set(toastAtom, { id: lastId, message, durationMs });
}

/** Hides the toast `id` if it is still the one shown (a newer toast is left alone). */
export function dismissToast(id: number): void {
  if (appStore.get(toastAtom)?.id === id) appStore.set(toastAtom, null);
}
