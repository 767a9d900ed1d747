'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMyEnterprises, type MyEnterprise } from '@/lib/api';
import { t } from '@/lib/i18n';
import { CertificationStatusChip } from '@/components/identity/certification';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { ENTERPRISE_STATUS_PATH } from '@/components/owner/paths';
import { BUSINESS_OWNER_PATH, ENTERPRISE_INFO_PATH, ENTER_TYPE_APPLI_PATH } from './paths';
import { MemberRoleChip, NoEnterprise, openFor, permissionsText } from './shared';

/** Where an enterprise opens for the caller: the home for its manager, the member view for staff, the application state otherwise. */
function screenFor(each: MyEnterprise): string {
  if (each.myRole === 'manager') return BUSINESS_OWNER_PATH;
  if (each.myRole === 'applicant') return ENTERPRISE_STATUS_PATH;
  return ENTERPRISE_INFO_PATH;
}

function EnterpriseChoice({ each }: { each: MyEnterprise }) {
  const { enterprise } = each;
  return (
    <Card>
      <CardActionArea onClick={() => openFor(screenFor(each), enterprise.enterpriseId)}>
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {enterprise.enterpriseName}
            </Typography>
            <CertificationStatusChip status={enterprise.certification.status} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <MemberRoleChip role={each.myRole} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`owner.role.${enterprise.role}`)}
              {each.myRole !== 'applicant' && ` · ${t('enterprise.field.permissions')}：${permissionsText(each.myPermissions)}`}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * My enterprises (`/pages/companyManage/companyManage`): every enterprise the caller applied for,
 * manages or works for, with their role there; choosing one opens it (home, member view or
 * application state), and another can be applied for.
 */
export default function CompanyManageScreen() {
  const { enterprises, error, mutate } = useMyEnterprises();
  return (
    <PageScaffold>
      <Loaded data={enterprises} error={error} onRetry={() => void mutate()}>
        {(mine) =>
          mine.length === 0 ? (
            <NoEnterprise />
          ) : (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('enterprise.switch.intro')}
              </Typography>
              {mine.map((each) => (
                <EnterpriseChoice key={each.enterprise.enterpriseId} each={each} />
              ))}
              <Button variant="outlined" onClick={() => navigate(ENTER_TYPE_APPLI_PATH)}>
                {t('enterprise.switch.applyAnother')}
              </Button>
            </Box>
          )
        }
      </Loaded>
    </PageScaffold>
  );
}
