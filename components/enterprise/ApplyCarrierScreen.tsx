'use client';
import { OwnerStandingScreen, findEnterprise, useEnterpriseIdParam } from '@/components/owner/standing';
import { applyEnterpriseCertification } from '@/lib/api';
import { EnterpriseForm } from '@/components/owner/EnterpriseForm';

/**
 * Apply as a carrier enterprise (`/pages/applyCarrier/applyCarrier`): the enterprise application
 * with the role fixed to carrier (business licence and road transport permit); `?enterpriseId=`
 * of a refused carrier application resubmits it.
 */
export default function ApplyCarrierScreen() {
  const enterpriseId = useEnterpriseIdParam();
  return (
    <OwnerStandingScreen>
      {(standing) => {
        const previous = findEnterprise(standing, enterpriseId);
        return <EnterpriseForm apply={applyEnterpriseCertification} standing={standing} previous={previous?.role === 'carrier' ? previous : null} initialRole="carrier" fixedRole="carrier" />;
      }}
    </OwnerStandingScreen>
  );
}
