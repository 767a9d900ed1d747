'use client';
import Typography from '@mui/material/Typography';
import { applyToBeFleetCaptain, useRealName } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { CertificationSteps } from '@/components/identity/CertificationSteps';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { OWN_FLEET_PATH } from './paths';

function ApplyForm({ realNameApproved }: { realNameApproved: boolean }) {
  const form = useForm({
    fleetName: { rules: [rules.required, rules.length(2, 30)] },
    region: { rules: [rules.required, rules.length(2, 60)] },
    description: { rules: [rules.length(0, 200)] },
  });
  const submit = useAction(async () => {
    const description = form.values.description.trim();
    await applyToBeFleetCaptain({
      fleetName: form.values.fleetName.trim(),
      region: form.values.region.trim(),
      ...(description ? { description } : {}),
    });
    showToast(t('fleet.apply.done'));
    navigate(OWN_FLEET_PATH, {}, { replace: true });
  });
  return (
    <ActionForm validate={form.validate} action={submit} submitLabel={t('fleet.apply.submit')} pendingLabel={t('fleet.apply.submitting')}>
      {!realNameApproved && <CertificationSteps gate="fleetLeader" intro={t('fleet.realNameFirst')} />}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('fleet.apply.intro')}
      </Typography>
      <FormField field={form.field('fleetName')} label={t('fleet.field.fleetName')} maxLength={30} />
      <FormField field={form.field('region')} label={t('fleet.field.region')} placeholder={t('fleet.apply.regionHint')} maxLength={60} />
      <FormField field={form.field('description')} label={t('fleet.field.descriptionOptional')} maxLength={200} />
    </ActionForm>
  );
}

/** Apply to be a fleet captain (`/pages/applyFleetLeader/applyFleetLeader`): founding the fleet, no review. */
export default function ApplyFleetLeaderScreen() {
  const { realName, error, mutate } = useRealName();
  return (
    <PageScaffold>
      <Loaded data={realName} error={error} onRetry={() => void mutate()}>
        {(shown) => <ApplyForm realNameApproved={shown?.status === 'approved'} />}
      </Loaded>
    </PageScaffold>
  );
}
