'use client';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  useDriverInfo,
  useEnterpriseDriver,
  useOwnerAuthInfo,
  type DriverExpiry,
  type DriverInfo,
  type EnterpriseDriverDetail,
  type OwnerEnterprise,
} from '@/lib/api';
import { LICENSE_CLASSES } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { formatDate } from '@/lib/time';
import { CertificationSteps } from '@/components/identity/CertificationSteps';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { ENTERPRISE_LIST_PATH } from '@/components/owner/paths';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import type { FieldBinding } from '@/components/ui/useForm';

/** A positive integer query parameter (`?id=`, `?enterpriseId=`), or null when missing or malformed. */
export function useNumberParam(name: string): number | null {
  const { query } = useRoute();
  return /^\d{1,10}$/.test(query[name] ?? '') ? Number(query[name]) : null;
}

/** The driver certification needs an approved real name first: the steps, with the one to do now. */
export function DriverRealNameFirst() {
  return <CertificationSteps gate="driver" intro={t('driver.realNameFirst')} />;
}

/** One warning per document that has expired or expires within 30 days. */
export function ExpiryAlerts({ expiries }: { expiries: DriverExpiry[] }) {
  if (expiries.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {expiries.map((expiry) => (
        <Alert key={expiry.document} severity={expiry.state === 'expired' ? 'error' : 'warning'}>
          {t(`driver.expiry.${expiry.state}`, {
            document: t(`driver.document.${expiry.document}`),
            date: expiry.validUntil,
            days: Math.abs(expiry.daysLeft),
          })}
        </Alert>
      ))}
    </Box>
  );
}

/** Small chips for a list row: "licence expires in 10 days". */
export function ExpiryChips({ expiries }: { expiries: DriverExpiry[] }) {
  return (
    <>
      {expiries.map((expiry) => (
        <Chip
          key={expiry.document}
          size="small"
          color={expiry.state === 'expired' ? 'error' : 'warning'}
          label={t(`driver.expiryChip.${expiry.state}`, { document: t(`driver.document.${expiry.document}`) })}
        />
      ))}
    </>
  );
}

/** The quasi-driving class picker (准驾车型), bound to a form field. */
export function LicenseClassField({ field }: { field: FieldBinding }) {
  return (
    <TextField
      select
      id={`field-${field.name}`}
      label={t('driver.field.licenseClass')}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={field.error !== null}
      helperText={field.error ?? ' '}
    >
      {LICENSE_CLASSES.map((code) => (
        <MenuItem key={code} value={code}>
          {code} · {t(`driver.class.${code}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The approved carrier enterprises the caller manages (read from their owner standing). */
export function managedCarriers(enterprises: OwnerEnterprise[]): OwnerEnterprise[] {
  return enterprises.filter((enterprise) => enterprise.role === 'carrier' && enterprise.certification.status === 'approved');
}

/**
 * The carrier a manager screen is about: `?enterpriseId=` when it is one of the caller's approved
 * carriers, else their first; with chips to switch when they manage several.
 */
export function useChosenCarrier() {
  const { standing, error, mutate } = useOwnerAuthInfo();
  const wanted = useNumberParam('enterpriseId');
  const carriers = standing ? managedCarriers(standing.enterprises) : undefined;
  const chosen = carriers?.find((carrier) => carrier.enterpriseId === wanted) ?? carriers?.[0] ?? null;
  return { carriers, chosen, error, retry: () => void mutate() };
}

export function CarrierChips({ carriers, chosen, path }: { carriers: OwnerEnterprise[]; chosen: OwnerEnterprise; path: string }) {
  if (carriers.length < 2) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label={t('driver.carrier.choose')}>
      {carriers.map((carrier) => (
        <Chip
          key={carrier.enterpriseId}
          label={carrier.enterpriseName}
          color={carrier.enterpriseId === chosen.enterpriseId ? 'primary' : 'default'}
          onClick={() => navigate(path, { enterpriseId: String(carrier.enterpriseId) }, { replace: true })}
        />
      ))}
    </Box>
  );
}

/** Shown to a manager screen's visitor who manages no approved carrier enterprise. */
export function NoCarrier() {
  return (
    <EmptyState
      message={t('driver.carrier.none')}
      action={
        <Button variant="contained" onClick={() => navigate(ENTERPRISE_LIST_PATH)}>
          {t('driver.carrier.apply')}
        </Button>
      }
    />
  );
}

/** "2026-11-22" from an ISO instant, in the reader's time zone. */
export const day = (iso: string) => formatDate(iso);

/** A screen about the caller's own driver standing: loads it (with retry) and hands it to `children`. */
export function DriverInfoScreen({ children }: { children: (info: DriverInfo) => ReactNode }) {
  const { info, error, mutate } = useDriverInfo();
  return (
    <PageScaffold>
      <Loaded data={info} error={error} onRetry={() => void mutate()}>
        {children}
      </Loaded>
    </PageScaffold>
  );
}

/**
 * A carrier manager's screen: the chosen carrier (chips to switch on `path`) and `children` for it,
 * one block per line; the way to apply when the caller manages none.
 */
export function CarrierScreen({ path, children }: { path: string; children: (carrier: OwnerEnterprise) => ReactNode }) {
  const { carriers, chosen, error, retry } = useChosenCarrier();
  return (
    <PageScaffold>
      <Loaded data={carriers} error={error} onRetry={retry}>
        {(list) =>
          chosen ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <CarrierChips carriers={list} chosen={chosen} path={path} />
              {children(chosen)}
            </Box>
          ) : (
            <NoCarrier />
          )
        }
      </Loaded>
    </PageScaffold>
  );
}

/** A screen about one driver of a carrier (`?enterpriseId=&driverId=`): loads them and hands them to `children`. */
export function EnterpriseDriverScreen({ children }: { children: (enterpriseId: number, driver: EnterpriseDriverDetail) => ReactNode }) {
  const enterpriseId = useNumberParam('enterpriseId');
  const driverId = useNumberParam('driverId');
  const { driver, error, mutate } = useEnterpriseDriver(enterpriseId ?? undefined, driverId ?? undefined);
  return (
    <PageScaffold>
      {enterpriseId === null || driverId === null ? (
        <EmptyState message={t('driver.details.missing')} />
      ) : (
        <Loaded data={driver} error={error} onRetry={() => void mutate()}>
          {(shown) => children(enterpriseId, shown)}
        </Loaded>
      )}
    </PageScaffold>
  );
}
