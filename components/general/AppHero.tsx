import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import styles from './share.module.css';

/**
 * The app's logo, name and one line under it, on the brand colour: the top of the shared pages.
 * Plain elements: it opens the download page, which paints without MUI.
 */
export function AppHero({ subtitle }: { subtitle: ReactNode }) {
  return (
    <header className={styles.hero}>
      <img className={styles.heroIcon} src="./icons/icon-192.png" alt="" width={72} height={72} />
      <h1 className={styles.heroTitle}>{t('app.name')}</h1>
      <p className={styles.heroSubtitle}>{subtitle}</p>
    </header>
  );
}
