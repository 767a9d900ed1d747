'use client';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { appStore, signInCountAtom } from '@/lib/state';
import { TAB_BAR_HEIGHT } from '@/components/ui/theme/sizes';
import { ScrollRootContext } from '@/components/ui/ScrollRoot';
import { RouteContext, type CurrentRoute } from './RouteContext';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import styles from './ScreenFrame.module.css';

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
 * hidden element, so the offset is remembered while scrolling and put back when shown again;
 * a new sign-in forgets it.
 */
export function ScreenFrame({ current, active, aboveTabBar, children }: ScreenFrameProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const savedScroll = useRef(0);

  useLayoutEffect(() => {
    if (active && ref.current) ref.current.scrollTop = savedScroll.current;
  }, [active]);

  // Another sign-in (an account switch) starts every kept screen, the tabs above all, at the top:
  // the previous account's scroll position means nothing to the next person (issue 15).
  const signIns = useAtomValue(signInCountAtom, { store: appStore });
  useLayoutEffect(() => {
    savedScroll.current = 0;
    if (ref.current) ref.current.scrollTop = 0;
  }, [signIns]);

  return (
    <div
      ref={ref}
      data-route-frame=""
      hidden={!active}
      className={styles.frame}
      style={{ bottom: aboveTabBar ? TAB_BAR_HEIGHT : 0 }}
      onScroll={() => {
        if (ref.current && active) savedScroll.current = ref.current.scrollTop;
      }}
    >
      <ScrollRootContext.Provider value={ref}>
        <RouteContext.Provider value={current}>
          <ScreenErrorBoundary path={current.path}>{children}</ScreenErrorBoundary>
        </RouteContext.Provider>
      </ScrollRootContext.Provider>
    </div>
  );
}
