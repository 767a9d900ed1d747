'use client';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { isInWeChat } from '@/lib/bridge/environment';
import { installDevice, promptInstall, useInstallPrompt, type InstallDevice } from '@/components/pwa/installPrompt';
import { navigate } from '@/components/router/history';
import { BAZAAR_PATH } from '@/components/router/paths';
import { errorMessage } from '@/components/ui/errorMessage';
import { useHydrated } from '@/components/ui/useHydrated';
import { ShareIcon } from './ShareIcon';
import { storeLinkOf, type Release } from './release';
import styles from './share.module.css';

/** Where "open the web app" leads (the market by default; the mine tab after registering). */
export interface WebAppEntry {
  path: string;
  label: string;
  replace?: boolean;
}

export interface DownloadChoicesProps {
  /** The published releases; undefined while they are read. */
  android?: Release;
  ios?: Release;
  /** Why the releases could not be read, with a way to ask again. */
  failure?: unknown;
  onRetry?: () => void;
  webApp?: WebAppEntry;
}

/**
 * How to get the app, in plain elements (the download page paints without MUI). The app IS the
 * web app: the first action installs it (the browser's own install offer where there is one, the
 * Add-to-Home-Screen steps on iPhone) or opens it; native store or APK links show only when the
 * published release names one. The messaging app's browser can do neither install nor download,
 * so there it tells the reader to open the page in a browser.
 */
export function DownloadChoices({ android, ios, failure, onRetry, webApp }: DownloadChoicesProps) {
  const hydrated = useHydrated();
  const blockedByWeChat = hydrated && isInWeChat();
  const device = hydrated ? installDevice() : null;
  const offer = useInstallPrompt();
  const version = android ?? ios;
  const androidLink = blockedByWeChat ? null : storeLinkOf(android);
  const iosLink = blockedByWeChat ? null : storeLinkOf(ios);
  const entry = webApp ?? { path: BAZAAR_PATH, label: t('share.openWebApp') };
  const [installed, setInstalled] = useState(false);

  return (
    <div className={styles.choices}>
      {blockedByWeChat && (
        <p role="alert" className={styles.secondary}>
          {t('share.wechatHint')}
        </p>
      )}
      {offer && !blockedByWeChat && (
        <button type="button" className={styles.contained} onClick={() => void promptInstall(offer).then(setInstalled)}>
          {t('share.install')}
        </button>
      )}
      {installed && (
        <p role="status" className={styles.secondary}>
          {t('share.installedHint')}
        </p>
      )}
      <button
        type="button"
        className={offer && !blockedByWeChat ? styles.outlined : styles.contained}
        onClick={() => navigate(entry.path, undefined, { replace: entry.replace })}
      >
        {entry.label}
      </button>
      {device && !blockedByWeChat && !offer && !device.installed && <InstallHint device={device} />}
      {androidLink && <StoreLink href={androidLink} icon="Android" label={t('share.downloadAndroid')} />}
      {iosLink && <StoreLink href={iosLink} icon="Apple" label={t('share.downloadIos')} />}
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

/** Without the browser's offer: Safari's Add-to-Home-Screen steps on iPhone, the menu elsewhere on a phone. */
function InstallHint({ device }: { device: InstallDevice }) {
  if (device.ios) {
    return (
      <section aria-label={t('share.iosSteps.title')} className={styles.steps}>
        <h3 className={styles.stepsTitle}>{t('share.iosSteps.title')}</h3>
        <ol className={styles.stepList}>
          <li>{t('share.iosSteps.share')}</li>
          <li>{t('share.iosSteps.add')}</li>
          <li>{t('share.iosSteps.confirm')}</li>
        </ol>
      </section>
    );
  }
  if (!device.phone) return null;
  return <p className={styles.secondary}>{t('share.installFromMenu')}</p>;
}

function StoreLink({ href, icon, label }: { href: string; icon: 'Android' | 'Apple'; label: string }) {
  return (
    <a className={styles.outlined} href={href} rel="noopener">
      <span className={styles.icon} aria-hidden>
        <ShareIcon name={icon} />
      </span>
      {label}
    </a>
  );
}
