'use client';
import Button from '@mui/material/Button';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { navigate } from '@/components/router/history';
import { ENTERPRISE_APPLY_PATH, ENTERPRISE_CONTACT_PATH, ENTERPRISE_LIST_PATH } from './paths';
import { CertificationPanel, EnterpriseDetails, findEnterprise, useEnterpriseIdParam, OwnerStandingScreen } from './standing';

/** One enterprise's certification (`/pages/enterOwnerCert/enterOwnerCert?enterpriseId=`): state, reason, resubmit. */
export default function EnterpriseStatusScreen() {
  const enterpriseId = useEnterpriseIdParam();
  return (
    <OwnerStandingScreen>
      {(shown) => {
        const enterprise = findEnterprise(shown, enterpriseId);
        if (!enterprise) {
          return (
            <EmptyState
              message={t('owner.enterprise.notFound')}
              action={<Button onClick={() => navigate(ENTERPRISE_LIST_PATH)}>{t('owner.enterprises.title')}</Button>}
            />
          );
        }
        const query = { enterpriseId: String(enterprise.enterpriseId) };
        const { status } = enterprise.certification;
        return (
          <CertificationPanel
            title={enterprise.enterpriseName}
            certification={enterprise.certification}
            actions={
              <>
                {status === 'rejected' && (
                  <Button variant="contained" onClick={() => navigate(ENTERPRISE_APPLY_PATH, { ...query, role: enterprise.role })}>
                    {t('certification.resubmit')}
                  </Button>
                )}
                {status === 'approved' && (
                  <Button variant="outlined" onClick={() => navigate(ENTERPRISE_CONTACT_PATH, query)}>
                    {t('owner.contact.title')}
                  </Button>
                )}
              </>
            }
          >
            <EnterpriseDetails enterprise={enterprise} />
          </CertificationPanel>
        );
      }}
    </OwnerStandingScreen>
  );
}
