'use client';
import Box from '@mui/material/Box';
import { useOwnerAuthInfo } from '@/lib/api';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { EnterpriseChoice, PersonalOwnerChoice } from './choices';
import { RealNameFirst } from './standing';

/** Overview of the caller's cargo-owner qualifications (`/pages/cargoOwnerCertification/cargoOwnerCertification`). */
export default function CargoOwnerOverviewScreen() {
  const { standing, error, mutate } = useOwnerAuthInfo();
  return (
    <PageScaffold>
      <Loaded data={standing} error={error} onRetry={() => void mutate()}>
        {(shown) => (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {!shown.realNameApproved && <RealNameFirst />}
            <PersonalOwnerChoice standing={shown} />
            <EnterpriseChoice standing={shown} />
          </Box>
        )}
      </Loaded>
    </PageScaffold>
  );
}
