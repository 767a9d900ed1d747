'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { registerFromShare, sendSmsCode, type ShareRegistration } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { FormProblems, useFormProblems } from '@/components/ui/FormProblems';
import { SmsCodeButton } from '@/components/ui/SmsCodeButton';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { CaptchaField } from './CaptchaField';
import { LegalLinks } from './LegalLinks';
import { usePhoneCaptcha } from './usePhoneCaptcha';

export interface ShareRegistrationFormProps {
  kind: Exclude<ShareRegistration, 'vehicle'>;
  /** Who shared the link, passed on so the invitation is credited. */
  recommender?: string;
  onRegistered: () => void;
}

/**
 * Registration from a shared page: phone, then the captcha for that phone, then the SMS code
 * (sent only after the captcha checks out), then register. Nothing typed is lost when the
 * server refuses a step.
 */
export function ShareRegistrationForm({ kind, recommender, onRegistered }: ShareRegistrationFormProps) {
  const form = useForm({
    mobile: { rules: [rules.required, rules.mobile] },
    captcha: { rules: [rules.required] },
    smsCode: { rules: [rules.required, rules.code] },
  });
  const mobile = form.values.mobile.trim();
  const mobileValid = form.isValid('mobile') && mobile !== '';
  // A new phone number needs its own captcha.
  const captcha = usePhoneCaptcha(mobileValid ? mobile : null);

  const sendCode = async () => {
    if (!form.validate(['mobile', 'captcha'])) return undefined;
    const sent = await captcha.checkThen(form.values.captcha.trim(), () => sendSmsCode(mobile, 'register'));
    // The code is on its way: an earlier "required" under its field is no longer news.
    form.hide(['smsCode']);
    return sent;
  };

  const register = useAction(async () => {
    await registerFromShare(kind, {
      mobile,
      smsCode: form.values.smsCode.trim(),
      captcha: form.values.captcha.trim(),
      recommender: recommender || undefined,
    });
    onRegistered();
  });

  const problems = useFormProblems();

  return (
    <Box
      component="form"
      ref={problems.ref}
      noValidate
      onSubmit={problems.onSubmit(() => form.validate(), () => void register.run())}
      sx={{ display: 'grid', gap: 0.5 }}
    >
      <FormField field={form.field('mobile')} label={t('register.mobile')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
      <CaptchaField field={form.field('captcha')} imageUrl={captcha.imageUrl} onRefresh={captcha.refresh} />
      <FormField
        field={form.field('smsCode')}
        label={t('register.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        end={<SmsCodeButton onSend={sendCode} />}
      />
      <FormProblems count={problems.count} />
      {register.error && <Alert severity="error">{register.error}</Alert>}
      <Button type="submit" size="large" variant="contained" disabled={register.pending} sx={{ mt: 1 }}>
        {register.pending ? t('register.submitting') : t('register.submit')}
      </Button>
      <Box sx={{ mt: 1 }}>
        <LegalLinks />
      </Box>
    </Box>
  );
}
