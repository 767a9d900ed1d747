'use client';
import { applyWithEnterprise } from '@/lib/api';
import { ENTERPRISE_ROLES } from '@/lib/contract';
import { useRoute } from '@/components/router/RouteContext';
import { EnterpriseForm } from './EnterpriseForm';
import { findEnterprise, useEnterpriseIdParam, OwnerStandingScreen } from './standing';

/**
 * Enterprise application (`/pages/enterPriseOwnerApply/enterPriseOwnerApply`): as consignor or
 * carrier (`?role=`); `?enterpriseId=` of a refused one resubmits it.
 */
export default function EnterpriseApplyScreen() {
  const { query } = useRoute();
  const enterpriseId = useEnterpriseIdParam();
  const role = ENTERPRISE_ROLES.find((each) => each === query.role) ?? 'consignor';
  return (
    <OwnerStandingScreen>
      {(standing) => <EnterpriseForm standing={standing} previous={findEnterprise(standing, enterpriseId)} initialRole={role} apply={applyWithEnterprise} />}
    </OwnerStandingScreen>
  );
}
