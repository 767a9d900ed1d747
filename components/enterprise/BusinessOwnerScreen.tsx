'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EnterpriseDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { ENTERPRISE_STATUS_PATH } from '@/components/owner/paths';
import { Entrances, type Entrance } from './entrances';
import { EnterpriseHeader, EnterpriseScreen, openFor } from './shared';
import {
  BUSINESS_INFO_PATH,
  BUSINESS_MANAGE_PATH,
  COMPANY_MANAGE_PATH,
  DRIVER_MANAGE_PATH,
  ENTERPRISE_INFO_PATH,
  ENTERPRISE_VEHICLES_PATH,
  INVITE_DRIVER_PATH,
  PERSON_MANAGE_PATH,
  SHOP_MANAGE_PATH,
} from './paths';

const MANAGEMENT: Entrance[] = [
  { path: BUSINESS_INFO_PATH, labelKey: 'enterprise.businessInfo.title', hintKey: 'enterprise.home.hint.businessInfo' },
  { path: PERSON_MANAGE_PATH, labelKey: 'enterprise.staff.title', hintKey: 'enterprise.home.hint.staff' },
  { path: BUSINESS_MANAGE_PATH, labelKey: 'enterprise.console.title', hintKey: 'enterprise.home.hint.console' },
  { path: SHOP_MANAGE_PATH, labelKey: 'enterprise.premises.title', hintKey: 'enterprise.home.hint.premises' },
];
const VEHICLES: Entrance = { path: ENTERPRISE_VEHICLES_PATH, labelKey: 'enterprise.home.vehicles', hintKey: 'enterprise.home.hint.vehicles' };
/** Drivers join carrier enterprises only. */
const DRIVERS: Entrance[] = [
  { path: DRIVER_MANAGE_PATH, labelKey: 'enterprise.home.drivers', hintKey: 'enterprise.home.hint.drivers' },
  { path: INVITE_DRIVER_PATH, labelKey: 'enterprise.home.inviteDriver', hintKey: 'enterprise.home.hint.inviteDriver' },
];

function Counts({ detail }: { detail: EnterpriseDetail }) {
  return (
    <Typography variant="body2" data-testid="enterprise-counts">
      {t('enterprise.counts', { staff: detail.staffCount, personManagers: detail.personManagerCount })}
    </Typography>
  );
}

/** What the home shows: the manager's entrances, or the state of an application, or the way to the member's view. */
function Home({ detail }: { detail: EnterpriseDetail }) {
  const { enterprise, myRole } = detail;
  const id = enterprise.enterpriseId;
  if (myRole === 'applicant') {
    return (
      <Alert severity="info" action={<Button color="inherit" size="small" onClick={() => openFor(ENTERPRISE_STATUS_PATH, id)}>{t('enterprise.home.viewApplication')}</Button>}>
        {t(`enterprise.home.applicant.${enterprise.certification.status}`)}
      </Alert>
    );
  }
  if (myRole !== 'manager') {
    return (
      <Alert severity="info" action={<Button color="inherit" size="small" onClick={() => openFor(ENTERPRISE_INFO_PATH, id)}>{t('enterprise.member.title')}</Button>}>
        {t('enterprise.home.staffHere')}
      </Alert>
    );
  }
  return (
    <>
      <Counts detail={detail} />
      <Entrances enterpriseId={id} entrances={MANAGEMENT} label={t('enterprise.home.management')} />
      <Entrances enterpriseId={id} entrances={enterprise.role === 'carrier' ? [VEHICLES, ...DRIVERS] : [VEHICLES]} label={t('enterprise.home.fleet')} />
    </>
  );
}

/**
 * Enterprise home (`/pages/businessOwner/businessOwner?enterpriseId=`): the enterprise, its state
 * and, for its manager, the entrances to its management screens.
 */
export default function BusinessOwnerScreen() {
  return (
    <EnterpriseScreen
      actions={
        <Button color="inherit" size="small" onClick={() => navigate(COMPANY_MANAGE_PATH)}>
          {t('enterprise.home.switch')}
        </Button>
      }
    >
      {(detail) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <EnterpriseHeader enterprise={detail.enterprise} myRole={detail.myRole} />
          <Home detail={detail} />
        </Box>
      )}
    </EnterpriseScreen>
  );
}
