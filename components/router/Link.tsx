'use client';
import type { MouseEvent, ReactNode } from 'react';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { isInShell } from '@/lib/bridge/environment';
import { hashFor } from './location';
import { navigate } from './history';
import type { RouteQuery } from './types';

export interface LinkProps extends Omit<MuiLinkProps, 'href'> {
  to: string;
  query?: RouteQuery;
  replace?: boolean;
  children: ReactNode;
}

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
 * A link to a screen. The href is a relative hash (`#/pages/x/x?a=1`), so it works from any
 * sub-path; a plain click goes through the router so the back button knows where it came from,
 * or, inside the shell, to the host (navigateTo).
 */
export function Link({ to, query, replace, children, onClick, ...rest }: LinkProps) {
  return (
    <MuiLink
      {...rest}
      href={hashFor(to, query)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event)) return;
        event.preventDefault();
        if (!replace && isInShell()) openThroughHost(to, query);
        else navigate(to, query, { replace });
      }}
    >
      {children}
    </MuiLink>
  );
}
