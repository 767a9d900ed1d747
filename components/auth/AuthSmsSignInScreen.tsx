'use client';
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { sendSmsCode, signInWithSms } from '@/lib/api';
import { t } from '@/lib/i18n';
import { appStore, kioskAtom, showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SmsCodeButton } from '@/components/ui/SmsCodeButton';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { CaptchaGate } from '@/components/general/CaptchaGate';
import { LegalLinks } from '@/components/general/LegalLinks';
import { useCaptchaGatedSend } from '@/components/general/useCaptchaGatedSend';
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

  // After a few codes a day the server wants a captcha for the number first: it shows, and each later send checks it.
  const gate = useCaptchaGatedSend({
    form,
    phone: mobile,
    check: () => form.validate(['mobile']),
    send: async () => {
      const sent = await sendSmsCode(mobile, 'login');
      // The code is on its way: an earlier "required" under its field is no longer news.
      form.hide(['smsCode']);
      return sent;
    },
  });

  const signIn = useAction(async () => {
    await signInWithSms(mobile, form.values.smsCode.trim());
    showToast(t('login.done'));
    // A station kiosk goes back to its home, a phone to the mine tab.
    const home = appStore.get(kioskAtom) ? KIOSK_HOME_PATH : MINE_PATH;
    const target = query.redirect ? parseHash(query.redirect) : { path: home, query: {} };
    navigate(target.path, target.query, { replace: true });
  }, form.showRefusal);

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
          <CaptchaGate gate={gate} />
          <FormField
            field={form.field('smsCode')}
            label={t('login.smsCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            end={<SmsCodeButton onSend={gate.send} />}
          />
        </ActionForm>
        <Box sx={{ mt: 2 }}>
          <LegalLinks />
        </Box>
      </Box>
    </PageScaffold>
  );
}
