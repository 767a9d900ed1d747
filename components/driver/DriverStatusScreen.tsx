'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useDriverAudit } from '@/lib/api';
import { t } from '@/lib/i18n';
import { relativeTime } from '@/lib/time';
import { CertificationPanel } from '@/components/owner/standing';
import { EmptyState } from '@/components/ui/EmptyState';
import { navigate } from '@/components/router/history';
import { ADD_DRIVER_LICENSE_PATH } from './paths';
import { LicenseDetails } from './licence';
import { DriverInfoScreen, ExpiryAlerts } from './widgets';

/** The trail of the certification: submitted, rejected (reason), resubmitted, approved. */
function Trail() {
  const { audit } = useDriverAudit();
  if (!audit || audit.length === 0) return null;
  return (
    <Box component="section" aria-label={t('driver.status.trail')}>
      <Typography variant="subtitle1" component="h2">
        {t('driver.status.trail')}
      </Typography>
      <List dense>
        {audit.map((entry, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText
              primary={t(`driver.audit.${entry.action}`)}
              secondary={[relativeTime(entry.at), entry.reason].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** My driver certification status (`/pages/indiDriverStatus/indiDriverStatus`): state, reject reason, resubmit, trail. */
export default function DriverStatusScreen() {
  const apply = (key: string) => (
    <Button variant="contained" onClick={() => navigate(ADD_DRIVER_LICENSE_PATH)}>
      {t(key)}
    </Button>
  );
  return (
    <DriverInfoScreen>
      {(shown) =>
        shown.driver ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <ExpiryAlerts expiries={shown.expiries} />
            <CertificationPanel
              title={t('identity.driver')}
              certification={shown.driver.certification}
              actions={shown.driver.certification.status === 'rejected' && apply('certification.resubmit')}
            >
              <LicenseDetails license={shown.driver} />
            </CertificationPanel>
            <Trail />
          </Box>
        ) : (
          <EmptyState message={t('driver.info.none')} action={apply('driver.apply.start')} />
        )
      }
    </DriverInfoScreen>
  );
}
