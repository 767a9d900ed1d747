'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { EnterpriseChoice, PersonalOwnerChoice } from './choices';
import { CARGO_OWNER_OVERVIEW_PATH } from './paths';
import { RealNameFirst, OwnerStandingScreen } from './standing';

/**
 * Entry to releasing goods (`/pages/applyForRelease/applyForRelease`): releasing needs a cargo-owner
 * qualification, personal or enterprise; a caller without an approved real name is sent there first.
 */
export default function ApplyForReleaseScreen() {
  return (
    <OwnerStandingScreen>
      {(shown) => (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Alert severity="info">{t('owner.release.intro')}</Alert>
          {shown.realNameApproved ? (
            <>
              <PersonalOwnerChoice standing={shown} />
              <EnterpriseChoice standing={shown} />
            </>
          ) : (
            <RealNameFirst />
          )}
          <Button onClick={() => navigate(CARGO_OWNER_OVERVIEW_PATH)}>{t('owner.overview.title')}</Button>
        </Box>
      )}
    </OwnerStandingScreen>
  );
}
