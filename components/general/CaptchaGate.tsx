'use client';
import Alert from '@mui/material/Alert';
import { t } from '@/lib/i18n';
import { CaptchaField } from './CaptchaField';
import type { CaptchaGate as Gate } from './useCaptchaGatedSend';

/**
 * The captcha of a code send (useCaptchaGatedSend) while the server wants one for the number: why
 * (login.captchaNeeded, in the appIndex catalogue) and the answer with its picture. Nothing otherwise.
 */
export function CaptchaGate({ gate }: { gate: Gate<unknown> }) {
  if (!gate.wanted) return null;
  return (
    <>
      <Alert severity="info" role="status">{t('login.captchaNeeded')}</Alert>
      <CaptchaField field={gate.field} imageUrl={gate.imageUrl} onRefresh={gate.refresh} />
    </>
  );
}
