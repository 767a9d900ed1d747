'use client';
import { t } from '@/lib/i18n';
import { useScreenTitle } from '@/components/ui/useScreenTitle';
import { useRoute } from '@/components/router/RouteContext';
import { AppHero } from './AppHero';
import { DownloadButtons } from './DownloadButtons';
import { LegalLinks } from './LegalLinks';
import { PageLinkQrCode } from './PageLinkQrCode';
import { ProductPitch } from './ProductPitch';
import styles from './share.module.css';

/**
 * The download page, the entry route (`/` and `/pages/share/share`). It is in the first bundle
 * and in the exported index.html, so the first paint needs no lazy chunk; it is drawn with plain
 * elements and a CSS module over the theme's tokens, so that bundle carries no MUI either.
 */
export default function GeneralShareScreen() {
  const { path } = useRoute();
  useScreenTitle(t('share.title'));
  return (
    <div data-screen={path} className={styles.screen}>
      <AppHero subtitle={t('share.pitch')} />
      <main className={styles.content}>
        <section className={styles.card} aria-label={t('share.downloadHeading')}>
          <h2 className={styles.heading}>{t('share.downloadHeading')}</h2>
          <DownloadButtons />
        </section>
        <section className={styles.card}>
          <h2 className={styles.heading}>{t('share.whyHeading')}</h2>
          <ProductPitch />
        </section>
        <section className={`${styles.card} ${styles.desktopOnly}`}>
          <PageLinkQrCode path="/pages/share/share" captionKey="share.scanToOpen" />
        </section>
        <LegalLinks prefixKey="legal.readMore" />
      </main>
    </div>
  );
}
