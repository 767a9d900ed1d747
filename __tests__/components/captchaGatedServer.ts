import { envelope, type Sent } from '../lib/support';

/** The captcha answer the fake server takes. */
export const CAPTCHA_ANSWER = 'K7PQ';

/** The third code of the day refused as the server refuses it (docs/auth.md): a stable code, English msg, the captcha field named. */
const CAPTCHA_REQUIRED = {
  code: 'P00400',
  status: 400,
  msg: '2 codes were sent to this number today: solve the captcha image for this number first',
  error: 'captcha.requiredAfterSends',
  params: { count: 2 },
  errors: [{ field: 'captcha', message: 'required', error: 'captcha.fieldRequired' }],
};

const CAPTCHA_WRONG = {
  code: 'P00400',
  status: 400,
  msg: 'Wrong captcha: load a new captcha image and try again',
  error: 'captcha.wrong',
  errors: [{ field: 'captcha', message: 'wrong answer', error: 'captcha.fieldWrong' }],
};

/**
 * A server where every number already had its free codes today: a send needs a captcha passed for
 * that number (CAPTCHA_ANSWER), and each pass is used up by one send. Other calls go to `rest`.
 */
export function captchaGatedServer(rest: (sent: Sent, pathname: string) => Response | Promise<Response>) {
  const passed = new Set<string>();
  return (sent: Sent) => {
    const { pathname } = new URL(sent.url);
    if (pathname === '/appserver/authentication/device') return envelope({ token: 'device-token-1', isTourist: true }, { code: 'P00000' });
    if (pathname === '/appserver/api/captcha/check') {
      const { phone, captcha } = sent.body as { phone: string; captcha: string };
      if (captcha !== CAPTCHA_ANSWER) return envelope(null, CAPTCHA_WRONG);
      passed.add(phone);
      return envelope({ valid: true }, { code: 'P00000' });
    }
    if (pathname.startsWith('/appserver/api/sms/send/')) {
      if (!passed.delete(pathname.split('/').pop()!)) return envelope(null, CAPTCHA_REQUIRED);
      return envelope({ resendAfter: 60, expiresIn: 300 }, { code: 'P00000' });
    }
    return rest(sent, pathname);
  };
}

/** The calls to the captcha check and SMS send, in order. */
export const captchaAndSends = (sent: Sent[]) =>
  sent.map((call) => new URL(call.url).pathname).filter((path) => path === '/appserver/api/captcha/check' || path.startsWith('/appserver/api/sms/send/'));
