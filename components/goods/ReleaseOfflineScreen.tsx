'use client';
import { useEffect } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { releaseSourceOfOffline, useMyStation, useStations } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useSubmission } from '@/components/ui/useSubmission';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { GoodsFields, useGoodsFields } from './GoodsFields';
import { RELEASED_PATH } from './paths';

/**
 * A toll collector releases goods for an offline shipper at a station
 * (`/pages/releaseSourceOfOffline/releaseSourceOfOffline`, `?stationId=` preselects the station;
 * without it, the collector's own station).
 * The goods open to drivers at once.
 */
export default function ReleaseOfflineScreen() {
  const { query } = useRoute();
  const { stations } = useStations();
  const goods = useGoodsFields();
  const shipper = useForm({
    stationId: { initial: query.stationId ?? '', rules: [rules.required] },
    shipperName: { rules: [rules.required, rules.personName] },
    shipperMobile: { rules: [rules.required, rules.mobile] },
  });
  const station = shipper.field('stationId');
  // Without `?stationId=` the collector's own station is filled in once known (still changeable).
  const mine = useMyStation().station;
  const { setValue } = shipper;
  const empty = shipper.values.stationId === '';
  useEffect(() => {
    if (empty && mine) setValue('stationId', String(mine.stationId));
    // Only when the station becomes known: a collector who clears the field keeps it cleared.
  }, [mine?.stationId, setValue]);

  const submit = useSubmission(async (intent) => {
    const source = await releaseSourceOfOffline({
      ...goods.body(),
      stationId: Number(shipper.values.stationId),
      shipperName: shipper.values.shipperName.trim(),
      shipperMobile: shipper.values.shipperMobile.trim(),
    }, intent);
    navigate(RELEASED_PATH, { id: String(source.id) }, { replace: true });
  });

  return (
    <PageScaffold>
      <ActionForm
        validate={() => {
          const goodsPass = goods.validate();
          return shipper.validate() && goodsPass;
        }}
        action={submit}
        submitLabel={t('goods.release.submit')}
        pendingLabel={t('goods.release.submitting')}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('goods.offline.intro')}
        </Typography>
        <TextField
          select
          id="field-stationId"
          label={t('goods.offline.station')}
          value={station.value}
          onChange={(event) => station.onChange(event.target.value)}
          onBlur={station.onBlur}
          error={station.error !== null}
          helperText={station.error ?? ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('goods.form.choose')}</option>
          {stations?.map((each) => (
            <option key={each.id} value={String(each.id)}>
              {`${each.name}（${each.highway}）`}
            </option>
          ))}
        </TextField>
        <FormField field={shipper.field('shipperName')} label={t('goods.offline.shipperName')} maxLength={30} />
        <FormField field={shipper.field('shipperMobile')} label={t('goods.offline.shipperMobile')} type="tel" inputMode="tel" maxLength={11} />
        <GoodsFields state={goods} />
      </ActionForm>
    </PageScaffold>
  );
}
