'use client';
import { createContext, useContext, type RefObject } from 'react';

/**
 * The element a screen scrolls in. Every screen (and each tab) has its own scroll container, so
 * a tab keeps its scroll while another screen is in front; pull-down refresh and load-more
 * watch this element rather than the window.
 */
export const ScrollRootContext = createContext<RefObject<HTMLElement | null> | null>(null);

/** The current screen's scroll container (null outside a screen frame: the window scrolls). */
export function useScrollRoot(): RefObject<HTMLElement | null> | null {
  return useContext(ScrollRootContext);
}
