'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAtomValue } from 'jotai';
import { registerForEvent, useActivity, useCurrentUser, type ActivityInfo } from '@/lib/api';
import { normalizePlate } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast, touristAtom } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PlateField } from '@/components/ui/PlateField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { locationText } from '@/components/router/location';
import { SIGN_IN_PATH } from '@/components/router/paths';
import { useIdParam, useRoute } from '@/components/router/RouteContext';
import { COUPON_DETAILS_PATH } from '@/components/coupon/paths';
import { ActivityFacts } from './ActivityFacts';
import { ACTIVITY_QR_CODE_PATH } from './paths';

function RegistrationForm({ activity, mobile, onRegistered }: { activity: ActivityInfo; mobile: string; onRegistered: () => void }) {
  const form = useForm({
    name: { rules: [rules.required, rules.length(2, 30)] },
    phone: { initial: mobile, rules: [rules.required, rules.mobile] },
    plateNo: { rules: [rules.required, rules.plate] },
  });
  const register = useSubmission(async (intent) => {
    await registerForEvent({ activityId: activity.id, name: form.values.name.trim(), phone: form.values.phone.trim(), plateNo: normalizePlate(form.values.plateNo) }, intent);
    showToast(t('activity.regist.done'));
    onRegistered();
  });
  return (
    <ActionForm validate={() => form.validate()} action={register} submitLabel={t('activity.regist.submit')} pendingLabel={t('activity.regist.submitting')}>
      <FormField field={form.field('name')} label={t('activity.field.name')} maxLength={30} autoComplete="name" />
      <FormField field={form.field('phone')} label={t('activity.field.phone')} type="tel" inputMode="tel" maxLength={11} autoComplete="tel" />
      <PlateField field={form.field('plateNo')} label={t('activity.field.plateNo')} />
    </ActionForm>
  );
}

/** Whether the person can register now, and if not why (never a form that is then refused). */
function Registration({ activity, onRegistered }: { activity: ActivityInfo; onRegistered: () => void }) {
  const tourist = useAtomValue(touristAtom);
  const { user } = useCurrentUser();
  const route = useRoute();
  if (activity.mine?.registered) return <Alert severity="success">{t('activity.regist.already')}</Alert>;
  if (activity.releaseStatus === 'ended') return <Alert severity="info">{t('activity.regist.ended')}</Alert>;
  if (activity.capacity !== null && activity.registeredCount >= activity.capacity) return <Alert severity="info">{t('activity.regist.full')}</Alert>;
  if (tourist) {
    return (
      <Button variant="contained" size="large" onClick={() => navigate(SIGN_IN_PATH, { redirect: locationText(route) })}>
        {t('activity.regist.signIn')}
      </Button>
    );
  }
  return user ? <RegistrationForm activity={activity} mobile={user.mobile} onRegistered={onRegistered} /> : null;
}

/** What the activity offers beside the page: registration, the clock-in, or its coupon. */
function Offer({ activity, onChanged }: { activity: ActivityInfo; onChanged: () => void }) {
  if (activity.typeCode === 'event') return <Registration activity={activity} onRegistered={onChanged} />;
  if (activity.typeCode === 'clockIn') {
    return (
      <Button variant="contained" size="large" onClick={() => navigate(ACTIVITY_QR_CODE_PATH, { id: String(activity.id) })}>
        {activity.mine?.clockedIn ? t('activity.clockIn.done') : t('activity.clockIn.go')}
      </Button>
    );
  }
  return activity.couponBatch?.fundedBy === 'merchant' ? (
    <Button variant="contained" size="large" onClick={() => navigate(COUPON_DETAILS_PATH, { id: String(activity.couponBatch?.id) })}>
      {t('activity.detail.coupon', { name: activity.couponBatch.name })}
    </Button>
  ) : null;
}

/**
 * An activity's page (`?id=`; the banners open it): cover, title, when and where, what it is
 * about; for an event its registration (name, mobile prefilled, plate), or why not (registered,
 * full, ended, sign in first); for a clock-in the way to clock in; for a promotion its coupon.
 */
export default function EventRegistScreen() {
  const id = useIdParam('id');
  const { activity, error, mutate } = useActivity(id);
  return (
    <PageScaffold>
      {id === null ? (
        <EmptyState message={t('activity.notFound')} />
      ) : (
        <Loaded data={activity} error={error} onRetry={() => void mutate()}>
          {(loaded) => (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <ActivityFacts activity={loaded} />
              <Offer activity={loaded} onChanged={() => void mutate()} />
            </Box>
          )}
        </Loaded>
      )}
    </PageScaffold>
  );
}
