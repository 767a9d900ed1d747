'use client';
import { t } from '@/lib/i18n';
import { screenLinkProps } from '@/components/router/linkProps';
import styles from './share.module.css';

export const USER_AGREEMENT_PATH = '/pages/userAgreement/userAgreement';
export const PRIVACY_POLICY_PATH = '/pages/privacyPolicy/privacyPolicy';

/**
 * "By continuing you agree to the user agreement and privacy policy", with both linked. Plain
 * elements: it is part of the download page, which paints without MUI.
 */
export function LegalLinks({ prefixKey = 'legal.agreeOnUse' }: { prefixKey?: string }) {
  return (
    <p className={styles.caption}>
      {t(prefixKey)}
      <a className={styles.link} {...screenLinkProps(USER_AGREEMENT_PATH)}>
        {t('legal.userAgreementLink')}
      </a>
      {t('legal.and')}
      <a className={styles.link} {...screenLinkProps(PRIVACY_POLICY_PATH)}>
        {t('legal.privacyPolicyLink')}
      </a>
    </p>
  );
}
