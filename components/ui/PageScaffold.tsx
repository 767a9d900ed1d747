'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { t } from '@/lib/i18n';
import { goBack } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { NavBar } from './NavBar';
import { useScreenTitle } from './useScreenTitle';

export interface PageScaffoldProps {
  /** Defaults to the route's title. */
  title?: string;
  /** Hide the navigation bar (screens with their own header, like the download page). */
  hideNavBar?: boolean;
  actions?: ReactNode;
  /** Padding and layout of the content area. */
  contentSx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The frame of every screen: navigation bar with back and title, and the content. The root
 * carries `data-screen="<path>"` (ARCHITECTURE.md, "Screens are findable"), and the title is
 * handed to the native shell (or the document title in a browser).
 */
export function PageScaffold({ title, hideNavBar, actions, contentSx, children }: PageScaffoldProps) {
  const { path, route } = useRoute();
  const shownTitle = title ?? (route ? t(route.titleKey) : '');
  const isTab = route?.tab !== undefined;

  useScreenTitle(shownTitle);

  return (
    <Box data-screen={route ? route.path : path} sx={{ minHeight: '100%', display: 'flex', flexDirection: 'column' }}>
      {!hideNavBar && <NavBar title={shownTitle} onBack={isTab ? undefined : goBack} actions={actions} />}
      <Box component="main" sx={[{ flex: 1, p: 2 }, ...(Array.isArray(contentSx) ? contentSx : [contentSx])]}>
        {children}
      </Box>
    </Box>
  );
}
