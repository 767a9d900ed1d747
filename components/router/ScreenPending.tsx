'use client';
import type { ReactNode } from 'react';
import { LAZY_LOAD_DELAY_MS } from '@/lib/constants';
import { t } from '@/lib/i18n';
import { useDelay } from '@/components/ui/useDelay';
import { reloadPage } from '@/components/pwa/reloadPage';
import { navigate } from './history';
import { BAZAAR_PATH } from './paths';
import styles from './ScreenPending.module.css';

/**
 * A screen still loading: nothing for the first 200 ms, then a loading indicator; or, when its
 * chunk failed, a message with a retry button. Plain elements: what is loading may be MUI itself,
 * and the failure must show on a phone that cannot load another chunk. `stillMissing`: the chunk is
 * gone even after reloading onto a new deploy, so the way back is a fresh load or the market.
 */
export function ScreenPending({
  path,
  onRetry,
  stillMissing = false,
  broken = false,
}: {
  path: string;
  onRetry?: () => void;
  stillMissing?: boolean;
  /** The screen failed while drawing (ScreenErrorBoundary): retry it, or go back to the market. */
  broken?: boolean;
}) {
  const visible = useDelay(true, LAZY_LOAD_DELAY_MS);
  const label = t('router.loadingScreen');
  const button = (text: string, onClick: () => void) => (
    <button type="button" className={styles.retry} onClick={onClick}>
      {text}
    </button>
  );
  const toMarket = () => button(t('router.notFound.home'), () => navigate(BAZAAR_PATH, undefined, { replace: true }));
  const problem = (message: string, actions: ReactNode) => (
    <div role="alert" className={styles.status}>
      <p>{message}</p>
      {actions}
    </div>
  );
  return (
    <div data-screen={path} className={styles.root}>
      {stillMissing
        ? problem(
            t('router.newVersionFailed'),
            <>
              {button(t('router.reloadApp'), reloadPage)}
              {toMarket()}
            </>,
          )
        : broken
          ? problem(
              t('router.screenBroken'),
              <>
                {onRetry && button(t('ui.retry'), onRetry)}
                {toMarket()}
              </>,
            )
          : onRetry
            ? problem(t('router.loadFailed'), button(t('ui.retry'), onRetry))
            : visible && (
                <div role="status" className={styles.status}>
                  <span role="progressbar" aria-label={label} className={styles.spinner} />
                  {label}
                </div>
              )}
    </div>
  );
}
