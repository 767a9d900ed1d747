'use client';
import Typography from '@mui/material/Typography';
import { t } from '@/lib/i18n';
import { Link } from '@/components/router/Link';

export const USER_AGREEMENT_PATH = '/pages/userAgreement/userAgreement';
export const PRIVACY_POLICY_PATH = '/pages/privacyPolicy/privacyPolicy';

/** "By continuing you agree to the user agreement and privacy policy", with both linked. */
export function LegalLinks({ prefixKey = 'legal.agreeOnUse' }: { prefixKey?: string }) {
  return (
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary', textAlign: 'center' }}>
      {t(prefixKey)}
      <Link to={USER_AGREEMENT_PATH}>{t('legal.userAgreementLink')}</Link>
      {t('legal.and')}
      <Link to={PRIVACY_POLICY_PATH}>{t('legal.privacyPolicyLink')}</Link>
    </Typography>
  );
}
