'use client';
import type { MouseEvent, ReactNode } from 'react';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
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
 * A link to a screen. The href is a relative hash (`#/pages/x/x?a=1`), so it works from any
 * sub-path; a plain click goes through the router so the back button knows where it came from.
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
        navigate(to, query, { replace });
      }}
    >
      {children}
    </MuiLink>
  );
}
