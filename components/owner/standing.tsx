'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Certification } from '@/lib/contract';
import { useOwnerAuthInfo, type OwnerAuthInfo, type OwnerEnterprise } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDate } from '@/lib/time';
import { CertificationStatusChip, RejectReason } from '@/components/identity/certification';
import { CertificationSteps } from '@/components/identity/CertificationSteps';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useRoute } from '@/components/router/RouteContext';

export type PersonalOwner = NonNullable<OwnerAuthInfo['personal']>;

/** The `?enterpriseId=` of a screen about one enterprise, or null when missing or not a number. */
export function useEnterpriseIdParam(): number | null {
  const { query } = useRoute();
  return /^\d+$/.test(query.enterpriseId ?? '') ? Number(query.enterpriseId) : null;
}

/** The caller's enterprise of that id, or null (not theirs, or the id is missing). */
export function findEnterprise(standing: OwnerAuthInfo, enterpriseId: number | null): OwnerEnterprise | null {
  return standing.enterprises.find((enterprise) => enterprise.enterpriseId === enterpriseId) ?? null;
}

/** Every owner application needs an approved real name first: the steps, with the one to do now. */
export function RealNameFirst() {
  return <CertificationSteps gate="ownerApply" intro={t('owner.realNameFirst')} />;
}

/** A label and its value on one line of a status card. */
export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      {label}：{value}
    </Typography>
  );
}

/**
 * A certification's state as owners read it: the title with the status chip, what the state
 * means, the dates, the reject reason, and the details and actions the caller passes.
 */
export function CertificationPanel({
  title,
  certification,
  children,
  actions,
}: {
  title: string;
  certification: Certification;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <CertificationStatusChip status={certification.status} />
        </Box>
        <Typography variant="body2">{t(`owner.statusText.${certification.status}`)}</Typography>
        {children}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('certification.submittedAt', { date: formatDate(certification.submittedAt) })}
          {certification.reviewedAt && ` · ${t('certification.reviewedAt', { date: formatDate(certification.reviewedAt) })}`}
        </Typography>
        {certification.status === 'rejected' && <RejectReason reason={certification.rejectReason} />}
        {actions}
      </CardContent>
    </Card>
  );
}

/** The enterprise details an owner submitted (credit code masked by the server). */
export function EnterpriseDetails({ enterprise }: { enterprise: OwnerEnterprise }) {
  return (
    <>
      <Detail label={t('owner.field.role')} value={t(`owner.role.${enterprise.role}`)} />
      <Detail label={t('ops.field.creditCode')} value={enterprise.creditCode} />
      <Detail label={t('ops.field.legalPerson')} value={enterprise.legalPerson} />
      <Detail label={t('ops.field.address')} value={enterprise.address} />
      <Detail label={t('ops.field.contactName')} value={`${enterprise.contactName} ${enterprise.contactMobile}`} />
    </>
  );
}

/**
 * The frame of every cargo-owner screen: the caller's standing (getOwnerAuthInfo) loaded once,
 * with the loading and failure states, then `children` drawn from it.
 */
export function OwnerStandingScreen({ children }: { children: (standing: OwnerAuthInfo) => ReactNode }) {
  const { standing, error, mutate } = useOwnerAuthInfo();
  return (
    <PageScaffold>
      <Loaded data={standing} error={error} onRetry={() => void mutate()}>
        {children}
      </Loaded>
    </PageScaffold>
  );
}
