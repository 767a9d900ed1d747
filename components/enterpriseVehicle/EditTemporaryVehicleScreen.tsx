'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { saveTemporaryVehicle, useTemporaryVehicle, type TemporaryVehicle } from '@/lib/api';
import { MAX_TEMPORARY_DAYS, normalizePlate, plateColorProblem } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { FormDateField } from '@/components/ui/DateField';
import { PlateField } from '@/components/ui/PlateField';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { DictSelect, useIdParam } from '@/components/vehicle/widgets';
import { dateRules, isoDate, plateRule, today } from '@/components/vehicle/formRules';
import { TEMPORARY_VEHICLES_PATH } from './paths';

const DAY_MS = 86_400_000;

/** Why the period is not accepted, or null: it ends on or after its start and lasts at most 90 days. */
export function periodProblem(from: string, until: string): string | null {
  const days = (Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (Number.isNaN(days)) return null;
  if (days < 0) return t('ev.temporary.untilBeforeFrom');
  return days + 1 > MAX_TEMPORARY_DAYS ? t('ev.temporary.tooLong', { days: MAX_TEMPORARY_DAYS }) : null;
}

function TemporaryForm({ previous, enterpriseId }: { previous: TemporaryVehicle | null; enterpriseId: number | null }) {
  const form = useForm({
    plateNumber: { initial: previous?.plateNumber ?? '', rules: [rules.required, plateRule] },
    plateColor: { initial: previous?.plateColor ?? '', rules: [rules.required] },
    vehicleType: { initial: previous?.vehicleType ?? '', rules: [rules.required] },
    contactName: { initial: previous?.contactName ?? '', rules: [rules.required, rules.personName] },
    contactMobile: { initial: previous?.contactMobile ?? '', rules: [rules.required, rules.mobile] },
    validFrom: { initial: previous?.validFrom.slice(0, 10) ?? today(), rules: [rules.required, dateRules.date] },
    validUntil: { initial: previous?.validUntil.slice(0, 10) ?? '', rules: [rules.required, dateRules.date] },
  });
  const [checked, setChecked] = useState(false);
  const { values } = form;
  const colorProblem =
    checked && form.isValid('plateNumber') && values.plateColor
      ? plateColorProblem(values.plateNumber, values.plateColor) && t('vehicle.validate.plateColor')
      : null;
  const period = checked && form.isValid('validFrom') && form.isValid('validUntil') ? periodProblem(isoDate(values.validFrom), isoDate(values.validUntil)) : null;

  const save = useAction(async () => {
    await saveTemporaryVehicle({
      ...(previous ? { temporaryId: previous.temporaryId } : {}),
      ...(enterpriseId === null ? {} : { enterpriseId }),
      plateNumber: normalizePlate(values.plateNumber),
      plateColor: values.plateColor,
      vehicleType: values.vehicleType,
      contactName: values.contactName.trim(),
      contactMobile: values.contactMobile.trim(),
      validFrom: isoDate(values.validFrom),
      validUntil: isoDate(values.validUntil),
    });
    showToast(t(previous ? 'ev.temporary.changed' : 'ev.temporary.added'));
    navigate(TEMPORARY_VEHICLES_PATH, enterpriseId === null ? {} : { enterpriseId: String(enterpriseId) }, { replace: true });
  });

  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        const fieldsPass = form.validate();
        return (
          fieldsPass &&
          !plateColorProblem(values.plateNumber, values.plateColor) &&
          !periodProblem(isoDate(values.validFrom), isoDate(values.validUntil))
        );
      }}
      action={save}
      submitLabel={t('ev.save')}
      pendingLabel={t('ev.saving')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('ev.temporary.intro', { days: MAX_TEMPORARY_DAYS })}
      </Typography>
      <PlateField field={form.field('plateNumber')} label={t('ev.field.plateNumber')} />
      <DictSelect field={form.field('plateColor')} group="plateColor" label={t('ev.field.plateColor')} problem={colorProblem} />
      <DictSelect field={form.field('vehicleType')} group="vehicleType" label={t('ev.field.vehicleType')} />
      <FormField field={form.field('contactName')} label={t('ev.field.contactName')} maxLength={30} />
      <FormField field={form.field('contactMobile')} label={t('ev.field.contactMobile')} type="tel" inputMode="tel" maxLength={11} />
      <FormDateField field={form.field('validFrom')} label={t('ev.field.validFrom')} />
      <FormDateField field={form.field('validUntil')} label={t('ev.field.validUntil')} future problem={period} />
    </ActionForm>
  );
}

/** The temporary vehicle to change, read by its id (its registrant or its enterprise's manager; others not found). */
function LoadTemporary({ temporaryId, enterpriseId }: { temporaryId: number; enterpriseId: number | null }) {
  const { temporary, error, mutate } = useTemporaryVehicle(temporaryId);
  return (
    <Loaded data={temporary} error={error} onRetry={() => void mutate()}>
      {(found) =>
        found.state === 'ended' || found.state === 'expired' ? (
          <Alert severity="info">{t('ev.temporary.over', { plate: found.plateNumber })}</Alert>
        ) : (
          <TemporaryForm previous={found} enterpriseId={found.owner.enterpriseId ?? enterpriseId} />
        )
      }
    </Loaded>
  );
}

/**
 * Adds a temporary vehicle, or changes a current one (`?temporaryId=`), the caller's own or
 * (`?enterpriseId=`) a managed enterprise's (save2Vehicle).
 */
export default function EditTemporaryVehicleScreen() {
  const temporaryId = useIdParam('temporaryId');
  const enterpriseId = useIdParam('enterpriseId');
  return (
    <PageScaffold title={t(temporaryId === null ? 'ev.temporary.addTitle' : 'ev.temporary.editTitle')}>
      {temporaryId === null ? (
        <TemporaryForm previous={null} enterpriseId={enterpriseId} />
      ) : (
        <LoadTemporary temporaryId={temporaryId} enterpriseId={enterpriseId} />
      )}
    </PageScaffold>
  );
}
