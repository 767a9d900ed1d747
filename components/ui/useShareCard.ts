'use client';
import { useEffect } from 'react';
import { isInWeChat } from '@/lib/bridge/environment';
import { hashFor } from '@/components/router/location';
import type { RouteQuery } from '@/components/router/types';

export interface SharedScreen {
  title: string;
  desc: string;
  /** The screen the card leads to, and its query. */
  path: string;
  query?: RouteQuery;
}

/** The app's icon as the card's picture, as an absolute address (the messaging app fetches it). */
const CARD_IMAGE = 'icons/icon-192.png';

/**
 * In the messaging app's browser, makes the card of a share from its menu describe this screen
 * (title, a line, the link to it, the app's icon) instead of the bare page title. Elsewhere it
 * does nothing, and loads nothing. `screen` null: not known yet (still loading).
 */
export function useShareCard(screen: SharedScreen | null): void {
  const title = screen?.title;
  const desc = screen?.desc;
  const target = screen ? hashFor(screen.path, screen.query) : null;
  useEffect(() => {
    if (title === undefined || desc === undefined || target === null || !isInWeChat()) return;
    const link = window.location.href.split('#')[0] + target;
    const imgUrl = new URL(CARD_IMAGE, document.baseURI).href;
    void import('@/lib/bridge').then(({ setShareCard }) => setShareCard({ title, desc, link, imgUrl }));
  }, [title, desc, target]);
}
