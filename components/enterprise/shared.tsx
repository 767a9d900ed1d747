'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEnterpriseDetail, useMyEnterprises, type EnterpriseDetail, type MyEnterprise } from '@/lib/api';
import { t } from '@/lib/i18n';
import { CertificationStatusChip } from '@/components/identity/certification';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { useEnterpriseIdParam } from '@/components/owner/standing';
import { ENTER_TYPE_APPLI_PATH } from './paths';

export { useEnterpriseIdParam };

/**
 * The enterprise a screen is about: `?enterpriseId=` when it is one of the caller's, else the
 * first approved one they manage, else the first approved one they work for, else the first.
 */
export function chooseEnterprise(enterprises: MyEnterprise[], wanted: number | null): MyEnterprise | null {
  const approved = (each: MyEnterprise) => each.enterprise.certification.status === 'approved';
  return (
    enterprises.find((each) => each.enterprise.enterpriseId === wanted) ??
    enterprises.find((each) => each.myRole === 'manager' && approved(each)) ??
    enterprises.find((each) => each.myRole !== 'applicant' && approved(each)) ??
    enterprises[0] ??
    null
  );
}

/** Opens an enterprise screen about one enterprise. */
export function openFor(path: string, enterpriseId: number, query: Record<string, string> = {}) {
  navigate(path, { enterpriseId: String(enterpriseId), ...query });
}

/** No enterprise yet: says so and leads to choosing the enterprise type. */
export function NoEnterprise() {
  return (
    <EmptyState
      message={t('enterprise.none')}
      action={
        <Button variant="contained" onClick={() => navigate(ENTER_TYPE_APPLI_PATH)}>
          {t('enterprise.none.apply')}
        </Button>
      }
    />
  );
}

/** The detail of the enterprise the screen is about, with the loading, failure and "none" states. */
function DetailOf({ enterpriseId, children }: { enterpriseId: number; children: (detail: EnterpriseDetail) => ReactNode }) {
  const { detail, error, mutate } = useEnterpriseDetail(enterpriseId);
  return (
    <Loaded data={detail} error={error} onRetry={() => void mutate()}>
      {children}
    </Loaded>
  );
}

/** The frame of the screens about one enterprise: choose it (see chooseEnterprise), load its detail. */
export function EnterpriseScreen({ children, actions }: { children: (detail: EnterpriseDetail) => ReactNode; actions?: ReactNode }) {
  const wanted = useEnterpriseIdParam();
  const { enterprises, error, mutate } = useMyEnterprises();
  return (
    <PageScaffold actions={actions}>
      <Loaded data={enterprises} error={error} onRetry={() => void mutate()}>
        {(mine) => {
          const chosen = chooseEnterprise(mine, wanted);
          return chosen ? <DetailOf enterpriseId={chosen.enterprise.enterpriseId}>{children}</DetailOf> : <NoEnterprise />;
        }}
      </Loaded>
    </PageScaffold>
  );
}

/** What the caller is in an enterprise, as a chip. */
export function MemberRoleChip({ role }: { role: MyEnterprise['myRole'] }) {
  return <Chip size="small" variant="outlined" label={t(`enterprise.memberRole.${role}`)} />;
}

/** The enterprise's name, type, certification state and the caller's role there. */
export function EnterpriseHeader({ enterprise, myRole }: Pick<EnterpriseDetail, 'enterprise' | 'myRole'>) {
  return (
    <Card component="section" aria-label={enterprise.enterpriseName}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {enterprise.enterpriseName}
          </Typography>
          <CertificationStatusChip status={enterprise.certification.status} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" color="primary" label={t(`owner.role.${enterprise.role}`)} />
          <MemberRoleChip role={myRole} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {enterprise.creditCode}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Said where a screen is for the manager (or person managers) only. */
export function ManagersOnly({ messageKey = 'enterprise.managersOnly' }: { messageKey?: string }) {
  return <EmptyState message={t(messageKey)} />;
}

/** The permissions as words, or "none". */
export function permissionsText(permissions: readonly string[]): string {
  return permissions.length === 0 ? t('enterprise.permission.none') : permissions.map((each) => t(`enterprise.permission.${each}`)).join('、');
}

/** Whether the caller manages the staff of this enterprise: its manager or a person manager, once approved. */
export function managesStaff({ enterprise, myRole }: Pick<EnterpriseDetail, 'enterprise' | 'myRole'>): boolean {
  return (myRole === 'manager' || myRole === 'personManager') && enterprise.certification.status === 'approved';
}
