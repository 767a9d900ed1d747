'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { ApiError, grabOrder, useDrivableVehicles, type GoodsSourceItem } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { MY_VEHICLES_PATH } from '@/components/vehicle/paths';
import { WAYBILL_DETAIL_PATH } from './paths';

/** A signed-in driver chooses one of the vehicles they may drive and grabs a truck slot. */
export function GrabPanel({ source, onTaken }: { source: GoodsSourceItem; onTaken: () => void }) {
  const { vehicles, error } = useDrivableVehicles();
  const [plate, setPlate] = useState<string>('');
  const [taken, setTaken] = useState(false);
  const chosen = plate || (vehicles?.length === 1 ? vehicles[0].plateNumber : '');

  // One tap is one grab: a resend after a lost answer carries the same key, and the server answers
  // a driver who already holds the load with his waybill, so a lost answer still ends here.
  const grab = useSubmission(async (intent) => {
    try {
      const waybill = await grabOrder({ goodsSourceId: source.id, carNumber: chosen }, intent);
      showToast(t('goods.grab.done'));
      navigate(WAYBILL_DETAIL_PATH, { id: String(waybill.waybillId) }, { replace: true });
    } catch (failure) {
      // First come: another driver took the last slot. Anything else (e.g. this driver holds a slot already) shows the server's message.
      if (failure instanceof ApiError && failure.code === 'waybill.alreadyTaken') {
        setTaken(true);
        onTaken();
        return;
      }
      throw failure;
    }
  });

  if (taken) return <Alert severity="warning">{t('goods.grab.taken')}</Alert>;
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  if (!vehicles) return null;
  if (vehicles.length === 0) {
    return (
      <Alert severity="info" action={<Button size="small" onClick={() => navigate(MY_VEHICLES_PATH)}>{t('goods.grab.addVehicle')}</Button>}>
        {t('goods.grab.noVehicle')}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h2" id="grab-vehicle">
        {t('goods.grab.chooseVehicle')}
      </Typography>
      <RadioGroup aria-labelledby="grab-vehicle" value={chosen} onChange={(event) => setPlate(event.target.value)}>
        {vehicles.map((vehicle) => (
          <FormControlLabel key={vehicle.vehicleId} value={vehicle.plateNumber} control={<Radio />} label={vehicle.plateNumber} />
        ))}
      </RadioGroup>
      <SubmissionStatus action={grab} />
      <Button variant="contained" size="large" disabled={grab.pending || chosen === ''} onClick={() => void grab.run()}>
        {grab.pending ? t('goods.grab.pending') : t('goods.grab.action')}
      </Button>
    </Box>
  );
}
