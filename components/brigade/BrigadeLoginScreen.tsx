'use client';
import { sendSmsCode } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { CaptchaGate } from '@/components/general/CaptchaGate';
import { useCaptchaGatedSend } from '@/components/general/useCaptchaGatedSend';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { BRIGADE_CODE_PATH } from './paths';
import { ShopSignInFrame } from './ShopSignInFrame';

/**
 * The shop's own sign-in, step 1 (`/pages/brigade/login?redirect=`): a buyer who came from a
 * shared link in the messaging app types their phone; the SMS code goes out (the app's own SMS
 * call: the same accounts as the freight app, a first sign-in creates one) and the code step opens
 * with the phone, the redirect and when a new code may be asked for. When the number already had
 * its codes for the day, the server wants a captcha for it first: it shows here (with why) and the
 * next "send code" checks it, then sends (useCaptchaGatedSend).
 */
export default function BrigadeLoginScreen() {
  const { query } = useRoute();
  const form = useForm({
    mobile: { initial: query.mobile ?? '', rules: [rules.required, rules.mobile] },
    captcha: { rules: [rules.required] },
  });
  const mobile = form.values.mobile.trim();
  const gate = useCaptchaGatedSend({ form, phone: mobile, check: () => form.validate(['mobile']), send: () => sendSmsCode(mobile, 'login') });

  const send = useAction(async () => {
    const sent = await gate.send();
    // Not sent: the server wants a captcha for the number first, and it now shows.
    if (sent === undefined) return;
    const next: Record<string, string> = { mobile, resendAt: String(Date.now() + sent.resendAfter * 1000) };
    if (query.redirect) next.redirect = query.redirect;
    navigate(BRIGADE_CODE_PATH, next);
  }, form.showRefusal);

  return (
    <ShopSignInFrame heading={t('brigade.login.heading')} hint={t('brigade.login.hint')}>
      <ActionForm validate={gate.validate} action={send} submitLabel={t('brigade.login.sendCode')} pendingLabel={t('brigade.login.sending')}>
        <FormField field={form.field('mobile')} label={t('brigade.login.mobile')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
        <CaptchaGate gate={gate} />
      </ActionForm>
    </ShopSignInFrame>
  );
}
