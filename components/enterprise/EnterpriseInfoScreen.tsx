'use client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { STAFF_PERMISSIONS } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { Detail } from '@/components/owner/standing';
import { EnterpriseHeader, EnterpriseScreen, permissionsText } from './shared';

/**
 * The enterprise I belong to (`/pages/enterpriseInfo/enterpriseInfo?enterpriseId=`): as its staff
 * (or manager) sees it — my role, the permissions opened for me and what they allow, the manager
 * to contact, the enterprise's address and contact, and its staff count.
 */
export default function EnterpriseInfoScreen() {
  return (
    <EnterpriseScreen>
      {({ enterprise, myRole, myPermissions, manager, staffCount }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <EnterpriseHeader enterprise={enterprise} myRole={myRole} />
          <Card component="section" aria-label={t('enterprise.member.mine')}>
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="subtitle1" component="h2">
                {t('enterprise.member.mine')}
              </Typography>
              <Detail label={t('enterprise.field.role')} value={t(`enterprise.memberRole.${myRole}`)} />
              <Detail label={t('enterprise.field.permissions')} value={permissionsText(myPermissions)} />
              {STAFF_PERMISSIONS.filter((each) => myPermissions.includes(each)).map((each) => (
                <Typography key={each} variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`enterprise.permission.${each}.text`)}
                </Typography>
              ))}
              {myRole === 'personManager' && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('enterprise.member.personManagerText')}
                </Typography>
              )}
            </CardContent>
          </Card>
          <Card component="section" aria-label={t('enterprise.member.contact')}>
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="subtitle1" component="h2">
                {t('enterprise.member.contact')}
              </Typography>
              {manager && <Detail label={t('enterprise.field.manager')} value={`${manager.name ?? ''} ${manager.mobile}`.trim()} />}
              <Detail label={t('ops.field.address')} value={enterprise.address} />
              <Detail label={t('ops.field.contactName')} value={`${enterprise.contactName} ${enterprise.contactMobile}`} />
              <Detail label={t('enterprise.field.staffCount')} value={String(staffCount)} />
            </CardContent>
          </Card>
        </Box>
      )}
    </EnterpriseScreen>
  );
}
