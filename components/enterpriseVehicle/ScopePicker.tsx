'use client';
import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useOwnerAuthInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { managedEnterprises } from './managedEnterprise';
import { useIdParam } from '@/components/vehicle/widgets';

const PERSONAL = 'personal';

/**
 * Whose things a screen shows: the caller's own, or (`?enterpriseId=`) those of an enterprise
 * they manage. The picker shows only for callers who manage one; the id is undefined for "mine".
 * `ready` is false while an `?enterpriseId=` waits for the caller's standing (so nothing else loads first).
 */
export function useScope(): { enterpriseId: number | undefined; ready: boolean; picker: ReactNode } {
  const { path, query } = useRoute();
  const wanted = useIdParam('enterpriseId');
  const { standing, error } = useOwnerAuthInfo();
  const managed = standing ? managedEnterprises(standing.enterprises) : [];
  const enterpriseId = managed.some((enterprise) => enterprise.enterpriseId === wanted) ? (wanted ?? undefined) : undefined;
  const picker =
    managed.length === 0 ? null : (
      <TextField
        select
        id="scope-picker"
        label={t('ev.scope.label')}
        value={enterpriseId === undefined ? PERSONAL : String(enterpriseId)}
        onChange={(event) => {
          const { enterpriseId: _dropped, ...rest } = query;
          navigate(path, event.target.value === PERSONAL ? rest : { ...rest, enterpriseId: event.target.value }, { replace: true });
        }}
      >
        <MenuItem value={PERSONAL}>{t('ev.scope.personal')}</MenuItem>
        {managed.map((enterprise) => (
          <MenuItem key={enterprise.enterpriseId} value={String(enterprise.enterpriseId)}>
            {enterprise.enterpriseName}
          </MenuItem>
        ))}
      </TextField>
    );
  // An enterprise asked for in the link is known to be the caller's only once the standing is in.
  const ready = wanted === null || standing !== undefined || Boolean(error);
  return { enterpriseId, ready, picker };
}
