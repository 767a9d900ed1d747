import { AFTER_STARTUP_IDLE_TIMEOUT_MS } from '@/lib/constants';

/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest
 * AFTER_STARTUP_IDLE_TIMEOUT_MS after the load), so that work nobody waits for does not lengthen
 * hydration or the tasks right after it, which hold up the first taps. Without
 * requestIdleCallback (Safari) it runs that long after the load. Answers a function that cancels it.
 */
export function afterStartup(task: () => void): () => void {
  let cancelled = false;
  let cancelWait = () => undefined as void;
  const run = () => {
    if (!cancelled) task();
  };
  const waitForIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: AFTER_STARTUP_IDLE_TIMEOUT_MS });
      cancelWait = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, AFTER_STARTUP_IDLE_TIMEOUT_MS);
      cancelWait = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') waitForIdle();
  else window.addEventListener('load', waitForIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', waitForIdle);
    cancelWait();
  };
}
