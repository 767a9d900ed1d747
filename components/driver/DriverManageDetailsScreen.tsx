'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { removeEnterpriseDriver, type EnterpriseDriverDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { CertificationStatusChip } from '@/components/identity/certification';
import { Detail } from '@/components/owner/standing';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { EDIT_DRIVER_PATH, EDIT_MOBILE_PATH } from './paths';
import { EnterpriseDriverScreen, ExpiryAlerts, day } from './widgets';

function Actions({ enterpriseId, driver }: { enterpriseId: number; driver: EnterpriseDriverDetail }) {
  const [asking, setAsking] = useState(false);
  const query = { enterpriseId: String(enterpriseId), driverId: String(driver.userId) };
  const remove = useAction(async () => {
    await removeEnterpriseDriver(enterpriseId, driver.userId);
    setAsking(false);
    showToast(t('driver.details.removedToast'));
  });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" sx={{ flex: 1 }} onClick={() => navigate(EDIT_DRIVER_PATH, query)}>
          {t('driver.details.editRemark')}
        </Button>
        <Button variant="outlined" sx={{ flex: 1 }} onClick={() => navigate(EDIT_MOBILE_PATH, query)}>
          {t('driver.details.editMobile')}
        </Button>
      </Box>
      {remove.error && <Typography sx={{ color: 'error.main' }}>{remove.error}</Typography>}
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        {t('driver.details.remove')}
      </Button>
      <ConfirmDialog
        open={asking}
        danger
        title={t('driver.details.remove')}
        message={t('driver.details.removeConfirm', { name: driver.name ?? driver.mobile })}
        confirmLabel={t('driver.details.remove')}
        pending={remove.pending}
        onConfirm={() => void remove.run()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}

function DriverCard({ enterpriseId, driver }: { enterpriseId: number; driver: EnterpriseDriverDetail }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ExpiryAlerts expiries={driver.expiries} />
      <Card component="section" aria-label={driver.name ?? driver.mobile}>
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {driver.name ?? t('driver.manage.unnamed')}
            </Typography>
            <CertificationStatusChip status={driver.certificationStatus} />
          </Box>
          <Detail label={t('driver.details.accountMobile')} value={driver.mobile} />
          <Detail label={t('driver.details.contactMobile')} value={driver.contactMobile ?? t('driver.details.sameAsAccount')} />
          <Detail label={t('driver.details.remark')} value={driver.remark ?? t('driver.manage.noRemark')} />
          {driver.licenseNo && <Detail label={t('driver.field.licenseNo')} value={driver.licenseNo} />}
          {driver.licenseClass && <Detail label={t('driver.field.licenseClass')} value={driver.licenseClass} />}
          {driver.licenseValidUntil && <Detail label={t('driver.field.validUntil')} value={driver.licenseValidUntil} />}
          <Detail label={t('driver.field.qualificationValidUntil')} value={driver.qualificationValidUntil ?? t('driver.qualification.missing')} />
          {!driver.active && <Typography sx={{ color: 'text.secondary' }}>{t('driver.details.former')}</Typography>}
        </CardContent>
      </Card>
      {driver.active && <Actions enterpriseId={enterpriseId} driver={driver} />}
      <Box component="section" aria-label={t('driver.details.history')}>
        <Typography variant="subtitle1" component="h2">
          {t('driver.details.history')}
        </Typography>
        <List dense>
          {driver.history.map((entry) => (
            <ListItem key={entry.joinedAt} disableGutters>
              <ListItemText
                primary={t('driver.details.joined', { date: day(entry.joinedAt) })}
                secondary={entry.leftAt ? t(`driver.details.ended.${entry.endReason ?? 'left'}`, { date: day(entry.leftAt) }) : t('driver.details.stillActive')}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}

/** One driver of the carrier (`/pages/driverManageDetails/driverManageDetails?enterpriseId=&driverId=`). */
export default function DriverManageDetailsScreen() {
  return <EnterpriseDriverScreen>{(enterpriseId, driver) => <DriverCard enterpriseId={enterpriseId} driver={driver} />}</EnterpriseDriverScreen>;
}
