'use client';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { sendSmsCode, signInWithSms } from '@/lib/api';
import { ApiError } from '@/lib/http/errors';
import { t } from '@/lib/i18n';
import { appStore, kioskAtom, showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SmsCodeButton } from '@/components/ui/SmsCodeButton';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { CaptchaField } from '@/components/general/CaptchaField';
import { LegalLinks } from '@/components/general/LegalLinks';
import { usePhoneCaptcha } from '@/components/general/usePhoneCaptcha';
import { navigate } from '@/components/router/history';
import { parseHash } from '@/components/router/location';
import { MINE_PATH } from '@/components/router/paths';
import { KIOSK_HOME_PATH } from '@/components/kiosk/paths';
import { useRoute } from '@/components/router/RouteContext';

/**
 * SMS sign-in (`/pages/login/login?redirect=<path+query>&mobile=<prefilled>`), where tourists are sent and where
 * the bridge's login lands in a browser. A first sign-in creates the account. Afterwards it
 * goes to `redirect` (a screen of this app; only the hash part is ever used) or the mine tab.
 *
 * After a few codes a day to one number the server sends the next only once a captcha for that
 * number is passed (captcha.requiredAfterSends, docs/auth.md): the captcha then shows for the
 * number and each later send checks it first. Signing in itself never needs it.
 */
export default function AuthSmsSignInScreen() {
  const { query } = useRoute();
  const form = useForm({
    // A kiosk's person switch opens sign-in with the next person's number filled in.
    mobile: { initial: query.mobile ?? '', rules: [rules.required, rules.mobile] },
    smsCode: { rules: [rules.required, rules.code] },
    captcha: { rules: [rules.required] },
  });
  const mobile = form.values.mobile.trim();
  // The screen may already show (a sign-out's redirect) when a kiosk's 换人 names the next person.
  const { setValue } = form;
  useEffect(() => {
    if (query.mobile) setValue('mobile', query.mobile);
  }, [query.mobile, setValue]);

  // The number the server wants a captcha for before its next code. The rule is per number: a
  // different number drops it, with the answer typed for its picture (set while rendering).
  const [captchaFor, setCaptchaFor] = useState<string | null>(null);
  if (captchaFor !== null && captchaFor !== mobile) {
    setCaptchaFor(null);
    setValue('captcha', '');
  }
  const captcha = usePhoneCaptcha(captchaFor);
  // The captcha just showed in answer to a tap on "send code": its answer is what to type next.
  useEffect(() => {
    if (captchaFor !== null) document.getElementById('field-captcha')?.focus();
  }, [captchaFor]);

  const signIn = useAction(async () => {
    await signInWithSms(mobile, form.values.smsCode.trim());
    showToast(t('login.done'));
    // A station kiosk goes back to its home, a phone to the mine tab.
    const home = appStore.get(kioskAtom) ? KIOSK_HOME_PATH : MINE_PATH;
    const target = query.redirect ? parseHash(query.redirect) : { path: home, query: {} };
    navigate(target.path, target.query, { replace: true });
  }, form.showRefusal);

  const sendCode = async () => {
    const withCaptcha = captchaFor !== null;
    if (!form.validate(withCaptcha ? ['mobile', 'captcha'] : ['mobile'])) return undefined;
    let passed = false;
    const send = () => {
      passed = true;
      return sendSmsCode(mobile, 'login');
    };
    // One try per picture: once checked, right or wrong, the next send needs a new picture and answer
    // (the hook already shows a new one when the answer was refused).
    const spent = () => {
      if (!withCaptcha) return;
      if (passed) captcha.refresh();
      setValue('captcha', '');
      // Emptied for the new picture, not left empty: no "required" until the next send.
      form.hide(['captcha']);
    };
    try {
      const sent = withCaptcha ? await captcha.checkThen(form.values.captcha.trim(), send) : await send();
      spent();
      // The code is on its way: an earlier "required" under its field is no longer news.
      form.hide(['smsCode']);
      return sent;
    } catch (failure) {
      spent();
      if (!withCaptcha && failure instanceof ApiError && failure.code === 'captcha.requiredAfterSends') {
        // Not a dead end: the captcha shows (with why) and the next tap checks it, then sends.
        setCaptchaFor(mobile);
        return undefined;
      }
      // A wrong or expired captcha says so by its field as well (the button's toast says it too).
      form.showRefusal(failure);
      throw failure;
    }
  };

  return (
    <PageScaffold>
      <Box sx={{ maxWidth: 480, mx: 'auto', pt: 2 }}>
        <Typography variant="h5" component="h2">
          {t('login.heading')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
          {t('login.hint')}
        </Typography>
        <ActionForm validate={() => form.validate(['mobile', 'smsCode'])} action={signIn} submitLabel={t('login.submit')} pendingLabel={t('login.submitting')}>
          <FormField field={form.field('mobile')} label={t('login.mobile')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
          {captchaFor !== null && (
            <>
              <Alert severity="info" role="status">{t('login.captchaNeeded')}</Alert>
              <CaptchaField field={form.field('captcha')} imageUrl={captcha.imageUrl} onRefresh={captcha.refresh} />
            </>
          )}
          <FormField
            field={form.field('smsCode')}
            label={t('login.smsCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            end={<SmsCodeButton onSend={sendCode} />}
          />
        </ActionForm>
        <Box sx={{ mt: 2 }}>
          <LegalLinks />
        </Box>
      </Box>
    </PageScaffold>
  );
}
