'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { leaveCarrier, type DriverInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { CertificationPanel } from '@/components/owner/standing';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { ACCEPT_INVITE_PATH, ADD_DRIVER_LICENSE_PATH, DRIVER_STATUS_PATH, QUALIFICATION_CERTIFICATE_PATH } from './paths';
import { LicenseDetails } from './licence';
import { DriverInfoScreen, DriverRealNameFirst, ExpiryAlerts, day } from './widgets';

/** The carrier the driver drives for, with leaving; or the way to their invitations. */
function CarrierCard({ carrier }: { carrier: DriverInfo['carrier'] }) {
  const [asking, setAsking] = useState(false);
  const leave = useAction(async () => {
    await leaveCarrier();
    setAsking(false);
    showToast(t('driver.carrier.leftToast'));
  });
  return (
    <Card component="section" aria-label={t('driver.carrier.title')}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t('driver.carrier.title')}
        </Typography>
        {carrier ? (
          <>
            <Typography variant="body2">{t('driver.carrier.current', { name: carrier.enterpriseName, date: day(carrier.joinedAt) })}</Typography>
            {leave.error && <Typography sx={{ color: 'error.main' }}>{leave.error}</Typography>}
            <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
              {t('driver.carrier.leave')}
            </Button>
            <ConfirmDialog
              open={asking}
              danger
              title={t('driver.carrier.leave')}
              message={t('driver.carrier.leaveConfirm', { name: carrier.enterpriseName })}
              confirmLabel={t('driver.carrier.leave')}
              pending={leave.pending}
              onConfirm={() => void leave.run()}
              onCancel={() => setAsking(false)}
            />
          </>
        ) : (
          <Typography variant="body2">{t('driver.carrier.noneYet')}</Typography>
        )}
        <Button onClick={() => navigate(ACCEPT_INVITE_PATH)}>{t('driver.accept.mine')}</Button>
      </CardContent>
    </Card>
  );
}

/** My driving licence (`/pages/driverLicenseInfo/driverLicenseInfo`): details, status, expiry warnings, carrier. */
export default function DriverLicenseInfoScreen() {
  return (
    <DriverInfoScreen>
      {(shown) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {!shown.realNameApproved && <DriverRealNameFirst />}
          <ExpiryAlerts expiries={shown.expiries} />
          {shown.driver ? (
            <CertificationPanel
              title={t('driver.info.card')}
              certification={shown.driver.certification}
              actions={
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button variant="outlined" onClick={() => navigate(DRIVER_STATUS_PATH)}>
                    {t('driver.status.view')}
                  </Button>
                  {shown.driver.certification.status !== 'rejected' && (
                    <Button variant="outlined" onClick={() => navigate(QUALIFICATION_CERTIFICATE_PATH)}>
                      {t('driver.qualification.manage')}
                    </Button>
                  )}
                </Box>
              }
            >
              {shown.name && <Typography variant="body2">{t('driver.holder', { name: shown.name })}</Typography>}
              <LicenseDetails license={shown.driver} />
            </CertificationPanel>
          ) : (
            <EmptyState
              message={t('driver.info.none')}
              action={
                <Button variant="contained" onClick={() => navigate(ADD_DRIVER_LICENSE_PATH)}>
                  {t('driver.apply.start')}
                </Button>
              }
            />
          )}
          <CarrierCard carrier={shown.carrier} />
        </Box>
      )}
    </DriverInfoScreen>
  );
}
