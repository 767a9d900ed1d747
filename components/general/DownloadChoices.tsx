'use client';
import { t } from '@/lib/i18n';
import { isInWeChat } from '@/lib/bridge/environment';
import { errorMessage } from '@/components/ui/errorMessage';
import { useHydrated } from '@/components/ui/useHydrated';
import { ShareIcon } from './ShareIcon';
import type { Release } from './release';
import styles from './share.module.css';

export interface DownloadChoicesProps {
  /** The published releases; undefined while they are read (the buttons wait, disabled). */
  android?: Release;
  ios?: Release;
  /** Why the releases could not be read, with a way to ask again. */
  failure?: unknown;
  onRetry?: () => void;
}

/**
 * The Android and iOS download buttons and the version line, in plain elements (the download
 * page paints without MUI). The messaging app's browser blocks downloads, so there it tells the
 * reader to open the page in a browser.
 */
export function DownloadChoices({ android, ios, failure, onRetry }: DownloadChoicesProps) {
  const hydrated = useHydrated();
  const blockedByWeChat = hydrated && isInWeChat();
  const version = android ?? ios;

  return (
    <div className={styles.choices}>
      {blockedByWeChat && (
        <p role="alert" className={styles.secondary}>
          {t('share.wechatHint')}
        </p>
      )}
      <DownloadLink release={blockedByWeChat ? undefined : android} variant="contained" icon="Android" label={t('share.downloadAndroid')} />
      <DownloadLink release={blockedByWeChat ? undefined : ios} variant="outlined" icon="Apple" label={t('share.downloadIos')} />
      <p className={styles.version}>
        {version ? (
          t('share.version', { version: version.versionName, date: version.publishedAt.slice(0, 10) })
        ) : failure ? (
          <>
            {t('share.versionUnavailable', { reason: errorMessage(failure) })}{' '}
            <button type="button" className={styles.smallTextButton} onClick={onRetry}>
              {t('ui.retry')}
            </button>
          </>
        ) : (
          <span className={styles.skeleton} />
        )}
      </p>
    </div>
  );
}

/** A download button: a link to the release's file, or a disabled button until there is one. */
function DownloadLink({ release, variant, icon, label }: { release?: Release; variant: 'contained' | 'outlined'; icon: 'Android' | 'Apple'; label: string }) {
  const content = (
    <>
      <span className={styles.icon} aria-hidden>
        <ShareIcon name={icon} />
      </span>
      {label}
    </>
  );
  if (!release) {
    return (
      <button type="button" className={styles[variant]} disabled>
        {content}
      </button>
    );
  }
  return (
    <a className={styles[variant]} href={release.downloadUrl}>
      {content}
    </a>
  );
}
