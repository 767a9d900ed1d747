import type { MouseEvent } from 'react';
import { navigate } from './history';
import { hashFor } from './location';
import type { RouteQuery } from './types';

/** True for clicks the browser should handle itself (open in a new tab, download...). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The href and click handler of a link to a screen. The href is a relative hash
 * (`#/pages/x/x?a=1`), so it works from any sub-path; a plain click goes through the router so
 * the back button knows where it came from. Shared by the MUI Link and the plain anchors of the
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
      navigate(to, query, { replace });
    },
  };
}
