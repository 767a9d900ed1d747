'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { closeSpareCapacity, publishSpareCapacity, useSpareCapacity, type SpareCapacity, type VehicleDetail } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormField } from '@/components/ui/FormField';
import { FormDateField } from '@/components/ui/DateField';
import { Loaded } from '@/components/ui/Loaded';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { goBack } from '@/components/router/history';
import { dateRules, isoDate, kgOfTonnes, loadTonnesRule, today, tonnesOfKg } from '@/components/vehicle/formRules';
import { kg } from '@/components/vehicle/widgets';
import { VehicleScreen } from '@/components/vehicle/VehicleScreen';
import { VehicleEditPanel } from './vehicleText';

const AREA_RULES = [rules.required, rules.length(2, 60)];

function CapacityForm({ vehicle, published }: { vehicle: VehicleDetail; published: SpareCapacity | null }) {
  const form = useForm({
    freeLoad: {
      initial: published ? tonnesOfKg(published.freeLoadKg) : '',
      rules: [rules.required, loadTonnesRule(vehicle.approvedLoadKg)],
    },
    fromArea: { initial: published?.fromArea ?? '', rules: AREA_RULES },
    toArea: { initial: published?.toArea ?? '', rules: AREA_RULES },
    availableDate: { initial: published?.availableDate.slice(0, 10) ?? today(), rules: [rules.required, dateRules.date, dateRules.fromToday] },
    note: { initial: published?.note ?? '', rules: [rules.length(0, 120)] },
  });
  const [closing, setClosing] = useState(false);
  const publish = useAction(async () => {
    const { values } = form;
    const note = values.note.trim();
    await publishSpareCapacity(vehicle.vehicleId, {
      freeLoadKg: kgOfTonnes(values.freeLoad),
      fromArea: values.fromArea.trim(),
      toArea: values.toArea.trim(),
      availableDate: isoDate(values.availableDate),
      ...(note ? { note } : {}),
    });
    showToast(t(published ? 'ev.capacity.changed' : 'ev.capacity.published'));
    goBack();
  });
  const close = useAction(async () => {
    await closeSpareCapacity(vehicle.vehicleId);
    showToast(t('ev.capacity.closed'));
    goBack();
  });
  return (
    <VehicleEditPanel plateNumber={vehicle.plateNumber} intro={t('ev.capacity.approvedLoad', { load: kg(vehicle.approvedLoadKg) })}>
      <ActionForm
        validate={() => form.validate()}
        action={publish}
        submitLabel={t(published ? 'ev.capacity.saveChange' : 'ev.capacity.publish')}
        pendingLabel={t('ev.saving')}
      >
        <FormField field={form.field('freeLoad')} label={t('ev.field.freeLoad')} inputMode="decimal" maxLength={7} />
        <FormField field={form.field('fromArea')} label={t('ev.field.fromArea')} maxLength={60} />
        <FormField field={form.field('toArea')} label={t('ev.field.toArea')} maxLength={60} />
        <FormDateField field={form.field('availableDate')} label={t('ev.field.availableDate')} future />
        <FormField field={form.field('note')} label={t('ev.field.note')} maxLength={120} />
      </ActionForm>
      {published && (
        <>
          {close.error && <Alert severity="error">{close.error}</Alert>}
          <Button color="error" disabled={close.pending} onClick={() => setClosing(true)}>
            {t('ev.capacity.close')}
          </Button>
          <ConfirmDialog
            open={closing}
            danger
            title={t('ev.capacity.closeTitle')}
            message={t('ev.capacity.closeMessage')}
            confirmLabel={t('ev.capacity.close')}
            onCancel={() => setClosing(false)}
            onConfirm={() => {
              setClosing(false);
              void close.run();
            }}
          />
        </>
      )}
    </VehicleEditPanel>
  );
}

function CapacityOfVehicle({ vehicle }: { vehicle: VehicleDetail }) {
  const { spareCapacity, error, mutate } = useSpareCapacity(vehicle.vehicleId);
  if (vehicle.certification.status !== 'approved') return <Alert severity="info">{t('ev.capacity.approvedOnly')}</Alert>;
  return (
    <Loaded data={spareCapacity} error={error} onRetry={() => void mutate()}>
      {(published) => <CapacityForm vehicle={vehicle} published={published} />}
    </Loaded>
  );
}

/**
 * Publishes or changes one vehicle's spare capacity (`/pages/editSparecapacity/editSparecapacity?vehicleId=`):
 * free load (typed in 吨, sent in whole kg, at most the approved load), route, from when, a note; or withdraws it.
 */
export default function EditSpareCapacityScreen() {
  return <VehicleScreen>{(vehicle) => <CapacityOfVehicle vehicle={vehicle} />}</VehicleScreen>;
}
