'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { t } from '@/lib/i18n';
import { CertificationPanel, Detail, EnterpriseDetails } from '@/components/owner/standing';
import { EnterpriseHeader, EnterpriseScreen, openFor } from './shared';
import { SHOP_MANAGE_PATH } from './paths';

/**
 * Business information (`/pages/businessInfo/businessInfo?enterpriseId=`): the enterprise's
 * registration as certified (type, masked credit code, legal person, address, contact), its
 * certification and manager; its manager goes on to change the address or contact.
 */
export default function BusinessInfoScreen() {
  return (
    <EnterpriseScreen>
      {({ enterprise, myRole, manager }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <EnterpriseHeader enterprise={enterprise} myRole={myRole} />
          <CertificationPanel
            title={t('enterprise.businessInfo.registration')}
            certification={enterprise.certification}
            actions={
              myRole === 'manager' && (
                <Button variant="outlined" onClick={() => openFor(SHOP_MANAGE_PATH, enterprise.enterpriseId)}>
                  {t('enterprise.premises.edit')}
                </Button>
              )
            }
          >
            <Detail label={t('ops.field.enterpriseName')} value={enterprise.enterpriseName} />
            <EnterpriseDetails enterprise={enterprise} />
            {manager && <Detail label={t('enterprise.field.manager')} value={`${manager.name ?? ''} ${manager.mobile}`.trim()} />}
          </CertificationPanel>
        </Box>
      )}
    </EnterpriseScreen>
  );
}
