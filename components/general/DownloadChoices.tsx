'use client';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { promptInstall, readInstallKind, useInstallPrompt, type InstallKind } from '@/components/pwa/installPrompt';
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
 * web app: the first action opens it, the next installs it (the browser's own install offer
 * where there is one, the Add-to-Home-Screen steps on iPhone); native store or APK links show
 * only when the published release names one. The messaging app's browser can do neither install
 * nor download, so there it tells the reader to open the page in a browser.
 *
 * The browser's offer usually comes after the first paint: its button takes the place of the
 * phone's install hint, below the web app's, so what the reader is about to tap does not move.
 * Until hydrated, the page holds every install hint, each marked with the kind it is for: CSS
 * shows the one the head script found (installCapture.ts), so nothing moves when React then keeps
 * only that one.
 */
export function DownloadChoices({ android, ios, failure, onRetry, webApp }: DownloadChoicesProps) {
  const hydrated = useHydrated();
  const kind = hydrated ? readInstallKind() : null;
  const blockedByWeChat = kind === 'wechat';
  const offer = useInstallPrompt();
  const version = android ?? ios;
  const androidLink = blockedByWeChat ? null : storeLinkOf(android);
  const iosLink = blockedByWeChat ? null : storeLinkOf(ios);
  const entry = webApp ?? { path: BAZAAR_PATH, label: t('share.openWebApp') };
  const [installed, setInstalled] = useState(false);
  const showsHint = (hint: InstallKind) => kind === null || (kind === hint && (hint === 'wechat' || !offer));

  return (
    <div className={styles.choices}>
      {showsHint('wechat') && (
        <p role="alert" {...hintProps('wechat', kind, styles.secondary)}>
          {t('share.wechatHint')}
        </p>
      )}
      <button
        type="button"
        className={offer && !blockedByWeChat ? styles.outlined : styles.contained}
        onClick={() => navigate(entry.path, undefined, { replace: entry.replace })}
      >
        {entry.label}
      </button>
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
      {showsHint('ios') && <IosSteps kind={kind} />}
      {showsHint('phone') && (
        <p {...hintProps('phone', kind, styles.menuHint)}>
          {t('share.installFromMenu')}
        </p>
      )}
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

/** An install hint's look; before hydration (kind unknown) it also names its kind, and CSS hides it unless the head script found that kind. */
function hintProps(hint: InstallKind, kind: InstallKind | null, look: string) {
  return kind === null ? { className: `${look} ${styles.pendingHint}`, 'data-install-hint': hint } : { className: look };
}

/** Safari's Add-to-Home-Screen steps on iPhone (Safari has no install prompt). */
function IosSteps({ kind }: { kind: InstallKind | null }) {
  return (
    <section aria-label={t('share.iosSteps.title')} {...hintProps('ios', kind, styles.steps)}>
      <h3 className={styles.stepsTitle}>{t('share.iosSteps.title')}</h3>
      <ol className={styles.stepList}>
        <li>{t('share.iosSteps.share')}</li>
        <li>{t('share.iosSteps.add')}</li>
        <li>{t('share.iosSteps.confirm')}</li>
      </ol>
    </section>
  );
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
