'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useOwnerAuthInfo, type OwnerEnterprise } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { ENTERPRISE_LIST_PATH } from '@/components/owner/paths';
import { useIdParam } from '@/components/vehicle/widgets';

/**
 * The enterprises the caller manages: their approved ones (approval makes the applicant the
 * manager). Pending or refused applications manage nothing yet.
 */
export function managedEnterprises(enterprises: readonly OwnerEnterprise[]): OwnerEnterprise[] {
  return enterprises.filter((enterprise) => enterprise.certification.status === 'approved');
}

/** Chooses one of the managed enterprises; the choice lives in the screen's `?enterpriseId=`. */
export function EnterprisePicker({ enterprises, value }: { enterprises: OwnerEnterprise[]; value: number }) {
  const { path, query } = useRoute();
  return (
    <TextField
      select
      id="enterprise-picker"
      label={t('ev.field.enterprise')}
      value={String(value)}
      onChange={(event) => navigate(path, { ...query, enterpriseId: event.target.value }, { replace: true })}
    >
      {enterprises.map((enterprise) => (
        <MenuItem key={enterprise.enterpriseId} value={String(enterprise.enterpriseId)}>
          {enterprise.enterpriseName}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Loads the caller's managed enterprises and hands the chosen one (`?enterpriseId=`, else the
 * first) to `children`; says so, with the way to apply, when the caller manages none.
 */
export function WithManagedEnterprise({
  children,
}: {
  children: (enterprise: OwnerEnterprise, managed: OwnerEnterprise[]) => ReactNode;
}) {
  const { standing, error, mutate } = useOwnerAuthInfo();
  const wanted = useIdParam('enterpriseId');
  return (
    <Loaded data={standing} error={error} onRetry={() => void mutate()}>
      {({ enterprises }) => {
        const managed = managedEnterprises(enterprises);
        if (managed.length === 0) {
          return (
            <EmptyState
              message={t('ev.enterprise.none')}
              action={
                <Button variant="contained" onClick={() => navigate(ENTERPRISE_LIST_PATH)}>
                  {t('ev.enterprise.apply')}
                </Button>
              }
            />
          );
        }
        const chosen = managed.find((enterprise) => enterprise.enterpriseId === wanted) ?? managed[0];
        return children(chosen, managed);
      }}
    </Loaded>
  );
}

/**
 * A screen about one managed enterprise: the enterprise picker on top, then `children` for the
 * chosen enterprise, one block per line.
 */
export function ManagedEnterpriseScreen({ children }: { children: (enterprise: OwnerEnterprise) => ReactNode }) {
  return (
    <PageScaffold>
      <WithManagedEnterprise>
        {(enterprise, managed) => (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <EnterprisePicker enterprises={managed} value={enterprise.enterpriseId} />
            {children(enterprise)}
          </Box>
        )}
      </WithManagedEnterprise>
    </PageScaffold>
  );
}
