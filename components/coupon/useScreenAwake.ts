'use client';
import { useEffect } from 'react';

/** The Screen Wake Lock API (most current browsers); not in every TypeScript DOM library. */
interface WakeLockLike {
  request(type: 'screen'): Promise<{ release(): Promise<void> }>;
}

/**
 * Keeps the screen on while `awake` (the counter reads the code from the phone; a dimmed screen
 * makes the scanner miss it). Taken again when the page comes back into view, as browsers drop
 * the lock when it is hidden. Without the API nothing happens.
 */
export function useScreenAwake(awake: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!awake || !wakeLock) return;
    let lock: { release(): Promise<void> } | null = null;
    let ended = false;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((taken) => {
          if (ended) void taken.release();
          else lock = taken;
        })
        .catch(() => undefined);
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release().catch(() => undefined);
    };
  }, [awake]);
}
