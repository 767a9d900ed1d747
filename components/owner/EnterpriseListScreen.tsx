'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type OwnerEnterprise } from '@/lib/api';
import { ENTERPRISE_ROLES } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { CertificationStatusChip } from '@/components/identity/certification';
import { EmptyState } from '@/components/ui/EmptyState';
import { OwnerStandingScreen } from './standing';
import { navigate } from '@/components/router/history';
import { ENTERPRISE_APPLY_PATH, ENTERPRISE_STATUS_PATH } from './paths';

/** One enterprise as a row that opens its certification status. */
export function EnterpriseRow({ enterprise }: { enterprise: OwnerEnterprise }) {
  return (
    <Card>
      <CardActionArea onClick={() => navigate(ENTERPRISE_STATUS_PATH, { enterpriseId: String(enterprise.enterpriseId) })}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" noWrap>
              {enterprise.enterpriseName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`owner.role.${enterprise.role}`)} · {enterprise.creditCode}
            </Typography>
          </Box>
          <CertificationStatusChip status={enterprise.certification.status} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Entries to apply with an enterprise, one per role. */
export function EnterpriseApplyButtons() {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {ENTERPRISE_ROLES.map((role) => (
        <Button key={role} variant="outlined" sx={{ flex: 1 }} onClick={() => navigate(ENTERPRISE_APPLY_PATH, { role })}>
          {t(`owner.enterprise.applyAs.${role}`)}
        </Button>
      ))}
    </Box>
  );
}

/** The caller's enterprises with their status chips (`/pages/enterPriseList/enterPriseList`). */
export default function EnterpriseListScreen() {
  return (
    <OwnerStandingScreen>
      {({ enterprises }) => (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {enterprises.length === 0 ? (
            <EmptyState message={t('owner.enterprises.none')} />
          ) : (
            enterprises.map((enterprise) => <EnterpriseRow key={enterprise.enterpriseId} enterprise={enterprise} />)
          )}
          <EnterpriseApplyButtons />
        </Box>
      )}
    </OwnerStandingScreen>
  );
}
