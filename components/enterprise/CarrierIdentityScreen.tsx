'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { OwnerAuthInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { EnterpriseRow } from '@/components/owner/EnterpriseListScreen';
import { OwnerStandingScreen, RealNameFirst } from '@/components/owner/standing';
import { APPLY_CARRIER_PATH, BUSINESS_OWNER_PATH } from './paths';

const CAN_DO = ['enterprise.carrier.can.drivers', 'enterprise.carrier.can.vehicles', 'enterprise.carrier.can.staff'];

/** The caller's carrier standing: none, applied (pending), approved or refused, and what to do next. */
function CarrierStanding({ standing }: { standing: OwnerAuthInfo }) {
  const carriers = standing.enterprises.filter((enterprise) => enterprise.role === 'carrier');
  const approved = carriers.find((enterprise) => enterprise.certification.status === 'approved');
  const pending = carriers.find((enterprise) => enterprise.certification.status === 'pending');
  const rejected = carriers.find((enterprise) => enterprise.certification.status === 'rejected');
  const state = approved ? 'approved' : pending ? 'pending' : rejected ? 'rejected' : 'none';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {!standing.realNameApproved && <RealNameFirst />}
      <Typography variant="body1" data-testid="carrier-state">
        {t(`enterprise.carrier.state.${state}`)}
      </Typography>
      {carriers.map((enterprise) => (
        <EnterpriseRow key={enterprise.enterpriseId} enterprise={enterprise} />
      ))}
      <Card component="section" aria-label={t('enterprise.carrier.canTitle')}>
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="subtitle1" component="h2">
            {t('enterprise.carrier.canTitle')}
          </Typography>
          {CAN_DO.map((key) => (
            <Typography key={key} variant="body2">
              · {t(key)}
            </Typography>
          ))}
        </CardContent>
      </Card>
      {approved && (
        <Button variant="contained" onClick={() => navigate(BUSINESS_OWNER_PATH, { enterpriseId: String(approved.enterpriseId) })}>
          {t('enterprise.carrier.openHome')}
        </Button>
      )}
      {!approved && !pending && (
        <Button variant="contained" onClick={() => navigate(APPLY_CARRIER_PATH, rejected ? { enterpriseId: String(rejected.enterpriseId) } : {})}>
          {t(rejected ? 'enterprise.carrier.reapply' : 'enterprise.carrier.apply')}
        </Button>
      )}
    </Box>
  );
}

/** Carrier identity (`/pages/cECI/cECI`): the caller's carrier enterprise applications and their state. */
export default function CarrierIdentityScreen() {
  return <OwnerStandingScreen>{(standing) => <CarrierStanding standing={standing} />}</OwnerStandingScreen>;
}
