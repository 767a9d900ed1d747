import { t } from '@/lib/i18n';
import { ShareIcon } from './ShareIcon';
import styles from './share.module.css';

const SELLING_POINTS = [
  { key: 'goods', icon: 'LocalShipping' },
  { key: 'waybill', icon: 'Receipt' },
  { key: 'etc', icon: 'CreditCard' },
  { key: 'fleet', icon: 'Groups' },
] as const;

/** What the product does, in four lines (spec §1). */
export function ProductPitch() {
  return (
    <ul className={styles.pitch}>
      {SELLING_POINTS.map(({ key, icon }) => (
        <li key={key} className={styles.pitchItem}>
          <span className={styles.pitchIcon} aria-hidden>
            <ShareIcon name={icon} />
          </span>
          <div>
            <h3 className={styles.pitchTitle}>{t(`share.point.${key}.title`)}</h3>
            <p className={styles.secondary}>{t(`share.point.${key}.body`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
