'use client';
import Box from '@mui/material/Box';
import { EnterpriseChoice, PersonalOwnerChoice } from './choices';
import { RealNameFirst, OwnerStandingScreen } from './standing';

/** Overview of the caller's cargo-owner qualifications (`/pages/cargoOwnerCertification/cargoOwnerCertification`). */
export default function CargoOwnerOverviewScreen() {
  return (
    <OwnerStandingScreen>
      {(shown) => (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {!shown.realNameApproved && <RealNameFirst />}
          <PersonalOwnerChoice standing={shown} />
          <EnterpriseChoice standing={shown} />
        </Box>
      )}
    </OwnerStandingScreen>
  );
}
