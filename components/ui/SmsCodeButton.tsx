'use client';
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { errorMessage } from './errorMessage';

export interface SmsCodeButtonProps {
  /**
   * Sends the code and answers the server's `resendAfter` (seconds); undefined when the form
   * refused to send (e.g. the phone number is wrong and its field now says so).
   */
  onSend: () => Promise<{ resendAfter: number } | undefined>;
  disabled?: boolean;
  /**
   * A code already went out on the screen before (the brigade shop's phone step): counts down to
   * this time (ms) before it may be sent again, and says "resend" rather than "send".
   */
  resendAt?: number;
}

/** "Send code", then a countdown from the server's resendAfter before it can be sent again. */
export function SmsCodeButton({ onSend, disabled, resendAt: sentBefore }: SmsCodeButtonProps) {
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(sentBefore !== undefined);
  const [resendAt, setResendAt] = useState(sentBefore ?? 0);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((resendAt - now) / 1000));

  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= resendAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  const send = async () => {
    setSending(true);
    try {
      const sent = await onSend();
      if (!sent) return;
      const current = Date.now();
      setNow(current);
      setResendAt(current + sent.resendAfter * 1000);
      setSentOnce(true);
      showToast(t('ui.sms.sent'));
    } catch (failure) {
      showToast(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  const label = remaining > 0 ? t('ui.sms.resendIn', { seconds: remaining }) : sentOnce ? t('ui.sms.resend') : t('ui.sms.send');
  return (
    <Button
      size="small"
      variant="text"
      onClick={send}
      disabled={disabled || sending || remaining > 0}
      sx={{ whiteSpace: 'nowrap', minWidth: 96 }}
    >
      {label}
    </Button>
  );
}
