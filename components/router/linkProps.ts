import type { MouseEvent } from 'react';
import { isInShell } from '@/lib/bridge/environment';
import { navigate } from './history';
import { hashFor } from './location';
import type { RouteQuery } from './types';

/** True for clicks the browser should handle itself (open in a new tab, download...). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Opens a screen inside the shell with the host's navigateTo (its own page, native bar and back
 * stack); a host that refuses leaves it to the hash router.
 */
function openThroughHost(to: string, query: RouteQuery | undefined): void {
  const url = hashFor(to, query).slice(1);
  void import('@/lib/bridge').then(({ bridge }) => bridge.navigateTo({ url }).catch(() => navigate(to, query)));
}

/**
 * The href and click handler of a link to a screen. The href is a relative hash
 * (`#/pages/x/x?a=1`), so it works from any sub-path; a plain click goes through the router so
 * the back button knows where it came from, or, inside the shell, to the host (navigateTo). Shared by the MUI Link and the plain anchors of the
 * first screen (which has no MUI).
 */
export function screenLinkProps(
  to: string,
  { query, replace, onClick }: { query?: RouteQuery; replace?: boolean; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void } = {},
) {
  return {
    href: hashFor(to, query),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || isModifiedClick(event)) return;
      event.preventDefault();
      if (!replace && isInShell()) openThroughHost(to, query);
      else navigate(to, query, { replace });
    },
  };
}
