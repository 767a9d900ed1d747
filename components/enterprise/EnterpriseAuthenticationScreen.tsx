'use client';
import { ENTERPRISE_ROLES } from '@/lib/contract';
import { useRoute } from '@/components/router/RouteContext';
import { OwnerStandingScreen, findEnterprise, useEnterpriseIdParam } from '@/components/owner/standing';
import { applyEnterpriseCertification } from '@/lib/api';
import { EnterpriseForm } from '@/components/owner/EnterpriseForm';

/**
 * Enterprise certification (`/pages/enterpriseAuthentication/enterpriseAuthentication`): the
 * application through the app service, as consignor or carrier (`?role=`); `?enterpriseId=` of a
 * refused one resubmits it.
 */
export default function EnterpriseAuthenticationScreen() {
  const { query } = useRoute();
  const enterpriseId = useEnterpriseIdParam();
  const role = ENTERPRISE_ROLES.find((each) => each === query.role) ?? 'consignor';
  return (
    <OwnerStandingScreen>
      {(standing) => <EnterpriseForm apply={applyEnterpriseCertification} standing={standing} previous={findEnterprise(standing, enterpriseId)} initialRole={role} />}
    </OwnerStandingScreen>
  );
}
