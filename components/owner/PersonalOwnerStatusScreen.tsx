'use client';
import Button from '@mui/material/Button';
import { useCargoTypes, useOwnerAuthInfo } from '@/lib/api';
import { dictLabels } from '@/lib/dict';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { PERSONAL_OWNER_APPLY_PATH } from './paths';
import { CertificationPanel, Detail } from './standing';

/** Personal cargo-owner status (`/pages/indiOwnerStatus/indiOwnerStatus`): review state, reason, resubmit. */
export default function PersonalOwnerStatusScreen() {
  const { standing, error, mutate } = useOwnerAuthInfo();
  const { cargoTypes } = useCargoTypes();
  // Codes are shown by their dict labels once the dict is there; the bare code meanwhile.
  const apply = (key: string) => (
    <Button variant="contained" onClick={() => navigate(PERSONAL_OWNER_APPLY_PATH)}>
      {t(key)}
    </Button>
  );

  return (
    <PageScaffold>
      <Loaded data={standing} error={error} onRetry={() => void mutate()}>
        {({ personal }) =>
          personal ? (
            <CertificationPanel
              title={t('identity.cargoOwner')}
              certification={personal.certification}
              actions={personal.certification.status === 'rejected' && apply('certification.resubmit')}
            >
              <Detail label={t('ops.field.address')} value={personal.address} />
              <Detail label={t('ops.field.cargoTypes')} value={dictLabels(cargoTypes, personal.cargoTypes)} />
            </CertificationPanel>
          ) : (
            <EmptyState message={t('owner.personal.none')} action={apply('owner.personal.apply')} />
          )
        }
      </Loaded>
    </PageScaffold>
  );
}
