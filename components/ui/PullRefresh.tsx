'use client';
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import { t } from '@/lib/i18n';
import { useScrollRoot } from './ScrollRoot';

/** How far (px) the content must be pulled before letting go refreshes. */
const TRIGGER_DISTANCE = 64;
/** The content follows the finger at half speed, up to this far. */
const MAX_PULL = 120;

export interface PullRefreshProps {
  /** Reloads the screen's data; the indicator stays until it settles. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/** Pull-down refresh: pull the content down from the top of the screen and let go. */
export function PullRefresh({ onRefresh, children }: PullRefreshProps) {
  const scrollRoot = useScrollRoot();
  const startY = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  const atTop = () => (scrollRoot?.current ? scrollRoot.current.scrollTop <= 0 : window.scrollY <= 0);

  const onTouchStart = (event: TouchEvent) => {
    startY.current = !refreshing && atTop() ? event.touches[0].clientY : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (startY.current === null) return;
    const delta = event.touches[0].clientY - startY.current;
    setPull(delta > 0 ? Math.min(MAX_PULL, delta / 2) : 0);
  };
  const onTouchEnd = async () => {
    startY.current = null;
    if (pull < TRIGGER_DISTANCE) {
      setPull(0);
      return;
    }
    setRefreshing(true);
    setPull(TRIGGER_DISTANCE);
    try {
      await onRefresh();
    } catch {
      // The screen shows its own error state for a failed reload; the indicator just goes away.
    } finally {
      setRefreshing(false);
      setPull(0);
    }
  };

  const hint = refreshing ? t('ui.pull.refreshing') : pull >= TRIGGER_DISTANCE ? t('ui.pull.release') : t('ui.pull.pull');
  return (
    <Box onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <Box
        aria-live="polite"
        sx={{
          height: pull,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          color: 'text.secondary',
          transition: startY.current === null ? 'height 0.2s' : 'none',
        }}
      >
        {pull > 0 &&
          (refreshing ? (
            <CircularProgress size={18} />
          ) : (
            <ArrowDownward
              fontSize="small"
              sx={{ transform: pull >= TRIGGER_DISTANCE ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }}
            />
          ))}
        {pull > 0 && <Typography variant="body2">{hint}</Typography>}
      </Box>
      {children}
    </Box>
  );
}
