'use client';
import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { sendSmsCode, signInWithSms } from '@/lib/api';
import { CODE_LENGTH } from '@/lib/constants';
import { t } from '@/lib/i18n';
import { isMobile, rules } from '@/lib/validate';
import { showToast } from '@/lib/state';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { SmsCodeButton } from '@/components/ui/SmsCodeButton';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { CaptchaGate } from '@/components/general/CaptchaGate';
import { useCaptchaGatedSend } from '@/components/general/useCaptchaGatedSend';
import { maskMobile } from '@/components/appIndex/maskMobile';
import { navigate } from '@/components/router/history';
import { parseHash } from '@/components/router/location';
import { useRoute } from '@/components/router/RouteContext';
import { BRIGADE_HOME_PATH, BRIGADE_LOGIN_PATH } from './paths';
import { ShopSignInFrame } from './ShopSignInFrame';

/** The resend time the phone step passed on, when it is a time at all. */
function resendAtOf(text: string | undefined): number | undefined {
  const at = Number(text);
  return Number.isFinite(at) && at > 0 ? at : undefined;
}

/**
 * The shop's sign-in, step 2 (`/pages/brigade/code?mobile=&redirect=&resendAt=`): the SMS code sent
 * to the phone, a resend after the server's wait, then signed in (the same account as the app) and
 * back to where the buyer came from (`redirect`, a screen of this app), else the shop's front page.
 * Without a phone it goes back to step 1. A resend the server refuses until a captcha for the number
 * is passed shows the captcha here (useCaptchaGatedSend); the next resend checks it, then sends.
 */
export default function BrigadeCodeScreen() {
  const { query } = useRoute();
  const mobile = query.mobile ?? '';
  const known = isMobile(mobile);
  const form = useForm({ smsCode: { rules: [rules.required, rules.code] }, captcha: { rules: [rules.required] } });
  const gate = useCaptchaGatedSend({ form, phone: mobile, send: () => sendSmsCode(mobile, 'login') });

  useEffect(() => {
    if (!known) navigate(BRIGADE_LOGIN_PATH, query.redirect ? { redirect: query.redirect } : {}, { replace: true });
  }, [known, query.redirect]);

  const signIn = useAction(async () => {
    await signInWithSms(mobile, form.values.smsCode.trim());
    showToast(t('brigade.login.done'));
    const target = query.redirect ? parseHash(query.redirect) : { path: BRIGADE_HOME_PATH, query: {} };
    navigate(target.path, target.query, { replace: true });
  }, form.showRefusal);

  if (!known) return null;
  return (
    <ShopSignInFrame heading={t('brigade.code.heading')} hint={t('brigade.code.hint', { mobile: maskMobile(mobile) })}>
      <ActionForm validate={() => form.validate(['smsCode'])} action={signIn} submitLabel={t('brigade.code.submit')} pendingLabel={t('brigade.code.submitting')}>
        <CaptchaGate gate={gate} />
        <FormField
          field={form.field('smsCode')}
          label={t('brigade.code.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          end={<SmsCodeButton resendAt={resendAtOf(query.resendAt)} onSend={gate.send} />}
        />
      </ActionForm>
      <Button
        fullWidth
        color="inherit"
        sx={{ mt: 1 }}
        onClick={() => navigate(BRIGADE_LOGIN_PATH, { mobile, ...(query.redirect ? { redirect: query.redirect } : {}) }, { replace: true })}
      >
        {t('brigade.code.otherPhone')}
      </Button>
    </ShopSignInFrame>
  );
}
