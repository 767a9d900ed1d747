'use client';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { TAB_BAR_HEIGHT } from '@/components/ui/theme';
import { ScrollRootContext } from '@/components/ui/ScrollRoot';
import { RouteContext, type CurrentRoute } from './RouteContext';

export interface ScreenFrameProps {
  current: CurrentRoute;
  /** False for a tab in the background: hidden, but mounted with its state and scroll. */
  active: boolean;
  /** Leaves room for the tab bar. */
  aboveTabBar?: boolean;
  children: ReactNode;
}

/**
 * The full-screen scroll container of one screen. Browsers may drop the scroll offset of a
 * hidden element, so the offset is remembered while scrolling and put back when shown again.
 */
export function ScreenFrame({ current, active, aboveTabBar, children }: ScreenFrameProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const savedScroll = useRef(0);

  useLayoutEffect(() => {
    if (active && ref.current) ref.current.scrollTop = savedScroll.current;
  }, [active]);

  return (
    <Box
      ref={ref}
      data-route-frame=""
      hidden={!active}
      onScroll={() => {
        if (ref.current && active) savedScroll.current = ref.current.scrollTop;
      }}
      sx={{
        position: 'fixed',
        inset: 0,
        bottom: aboveTabBar ? `${TAB_BAR_HEIGHT}px` : 0,
        overflowY: 'auto',
        overscrollBehaviorY: 'contain',
        WebkitOverflowScrolling: 'touch',
        bgcolor: 'background.default',
        '&[hidden]': { display: 'none' },
      }}
    >
      <ScrollRootContext.Provider value={ref}>
        <RouteContext.Provider value={current}>{children}</RouteContext.Provider>
      </ScrollRootContext.Provider>
    </Box>
  );
}
