'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { updateEtcOrder, useStations, type EtcOrderInfo } from '@/lib/api';
import type { EtcHandleMethod } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { ApplicationStep } from './ApplicationStep';
import { backToForm } from './widgets';

function MethodForm({ order }: { order: EtcOrderInfo }) {
  const [method, setMethod] = useState<EtcHandleMethod | null>(order.handleMethod);
  const [stationId, setStationId] = useState(order.outlet ? String(order.outlet.stationId) : '');
  const [checked, setChecked] = useState(false);
  const { stations } = useStations();
  const station = stations?.find((each) => String(each.id) === stationId);

  const save = useSubmission(async (intent) => {
    await updateEtcOrder(order.id, method === 'outlet' ? { handleMethod: 'outlet', outletStationId: station!.id } : { handleMethod: 'mail' }, intent);
    backToForm(order);
  });

  return (
    <>
      <RadioGroup value={method ?? ''} onChange={(event) => setMethod(event.target.value as EtcHandleMethod)} aria-label={t('etc.apply.method')}>
        {(['mail', 'outlet'] as const).map((each) => (
          <Box key={each} sx={{ border: 1, borderColor: method === each ? 'primary.main' : 'divider', borderRadius: 1, px: 1.5, py: 1, mb: 1 }}>
            <FormControlLabel value={each} control={<Radio />} label={t(`etc.method.${each}`)} />
            <Typography variant="body2" sx={{ color: 'text.secondary', pl: 4 }}>
              {t(`etc.method.${each}Hint`)}
            </Typography>
          </Box>
        ))}
      </RadioGroup>
      {method === 'outlet' && (
        <TextField
          select
          id="field-outlet"
          label={t('etc.method.outlet.station')}
          value={stationId}
          onChange={(event) => setStationId(event.target.value)}
          error={checked && !station}
          helperText={checked && !station ? t('etc.method.outletRequired') : t('etc.method.outlet.hint')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('etc.choose')}</option>
          {(stations ?? []).map((each) => (
            <option key={each.id} value={String(each.id)}>
              {`${each.name}（${each.highway}）`}
            </option>
          ))}
        </TextField>
      )}
      {checked && method === null && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {t('etc.method.required')}
        </Typography>
      )}
      <SubmissionStatus action={save} />
      <Button
        variant="contained"
        size="large"
        disabled={save.pending}
        onClick={() => {
          setChecked(true);
          if (method === null || (method === 'outlet' && !station)) return;
          void save.run();
        }}
      >
        {t(save.pending ? 'etc.saving' : 'etc.save')}
      </Button>
    </>
  );
}

/**
 * How the card and OBU reach the applicant (`/pages/selHandleMethod/selHandleMethod?orderId=`):
 * mailed to the address given next (setAddress), or picked up at a toll-station outlet chosen here.
 */
export default function SelHandleMethodScreen() {
  return <ApplicationStep>{(order) => <MethodForm order={order} />}</ApplicationStep>;
}
