'use client';
import type { ReactNode } from 'react';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { screenLinkProps } from './linkProps';
import type { RouteQuery } from './types';

export interface LinkProps extends Omit<MuiLinkProps, 'href'> {
  to: string;
  query?: RouteQuery;
  replace?: boolean;
  children: ReactNode;
}

/** A link to a screen, drawn as MUI's Link. */
export function Link({ to, query, replace, children, onClick, ...rest }: LinkProps) {
  return (
    <MuiLink {...rest} {...screenLinkProps(to, { query, replace, onClick })}>
      {children}
    </MuiLink>
  );
}
