import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { t } from '@/lib/i18n';
import { appStore, localeAtom, touristAtom, userTokenAtom } from '@/lib/state';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { appUser, envelope, mockFetch, type Sent, signedInTokens } from '../lib/support';
import { renderWithApp, resetApp } from './support';

const SIGNED_IN = signedInTokens();

/** A wrong code as the server refuses it: a stable code with its params, English msg, the field named. */
const WRONG_CODE = {
  code: 'P00400',
  status: 400,
  msg: 'Wrong SMS code: 4 tries left',
  error: 'sms.wrongCode',
  params: { triesLeft: 4 },
  errors: [{ field: 'smsCode', message: 'Wrong SMS code: 4 tries left', error: 'sms.wrongCode', params: { triesLeft: 4 } }],
};

/** The server as far as signing in needs it; a wrong code is refused with an error code. */
function server(sent: Sent) {
  const { pathname } = new URL(sent.url);
  if (pathname === '/appserver/authentication/device') return envelope({ token: 'device-token-1', isTourist: true }, { code: 'P00000' });
  if (pathname === '/appserver/api/sms/send/13800138000') return envelope({ resendAfter: 60, expiresIn: 300 }, { code: 'P00000' });
  if (pathname === '/appserver/authentication/mobile') {
    const { smsCode } = sent.body as { smsCode: string };
    if (smsCode !== '246810') return envelope(null, WRONG_CODE);
    return envelope(SIGNED_IN, { code: 'P00000' });
  }
  if (pathname === '/app/api/user/info') return envelope(appUser({ nickname: '王师傅' }));
  return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
}

const paths = (sent: Sent[]) => sent.map((call) => `${call.method} ${new URL(call.url).pathname}`);

beforeEach(() => resetApp('#/pages/login/login?redirect=%2Fpages%2FappIndex%2Fmine'));
afterEach(() => jest.restoreAllMocks());

describe('SMS sign-in screen', () => {
  it('refuses a wrong phone number without calling the server', async () => {
    const { sent } = mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    const mobile = await screen.findByLabelText('手机号');
    await userEvent.type(mobile, '12345');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('drops the code field\'s "required" once the code is sent, and never raises it for tapping the send button', async () => {
    mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.type(await screen.findByLabelText('手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('此项不能为空')).toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
    expect(screen.queryByText('此项不能为空')).not.toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends the code, signs in with it and goes where the redirect says', async () => {
    const { sent } = mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.type(await screen.findByLabelText('手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();

    await userEvent.type(screen.getByLabelText('验证码'), '246810');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(window.location.hash).toBe('#/pages/appIndex/mine'));
    const signIn = sent.find((call) => call.url.endsWith('/appserver/authentication/mobile'))!;
    expect(signIn.method).toBe('POST');
    expect(signIn.body).toMatchObject({ mobile: '13800138000', smsCode: '246810', grant_type: 'custom_sms' });
    expect(paths(sent)).toEqual(
      expect.arrayContaining(['GET /appserver/api/sms/send/13800138000', 'POST /appserver/authentication/mobile']),
    );
    expect(sent.find((call) => call.url.includes('/api/sms/send/'))!.url).toContain('type=login');
    expect(appStore.get(touristAtom)).toBe(false);
    expect(appStore.get(userTokenAtom)).toBe('user-token-1');
    // The mine tab now shows the user the server knows.
    expect(await screen.findByText('王师傅')).toBeInTheDocument();
  });

  it('shows the server\'s refusal in Chinese, by the field too, and keeps what was typed', async () => {
    mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    const mobile = await screen.findByLabelText('手机号');
    await userEvent.type(mobile, '13800138000');
    await userEvent.type(screen.getByLabelText('验证码'), '111111');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    // The catalogue's zh-CN text of sms.wrongCode with its tries left, never the server's English.
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误，还可以再试4次');
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('验证码错误，还可以再试4次');
    expect(screen.queryByText(/Wrong SMS code/)).not.toBeInTheDocument();
    expect(mobile).toHaveValue('13800138000');
    expect(screen.getByLabelText('验证码')).toHaveValue('111111');
    expect(window.location.hash).toBe('#/pages/login/login?redirect=%2Fpages%2FappIndex%2Fmine');
    expect(appStore.get(touristAtom)).toBe(true);

    // Typing a new code clears the server's word by the field.
    await userEvent.type(screen.getByLabelText('验证码'), '{backspace}2');
    expect(screen.getByLabelText('验证码')).not.toHaveAccessibleDescription('验证码错误，还可以再试4次');
  });

  it('shows the same refusal in English when the app is in English', async () => {
    mockFetch(server);
    appStore.set(localeAtom, 'en');
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.type(await screen.findByLabelText(t('login.mobile')), '13800138000');
    await userEvent.type(screen.getByLabelText(t('login.smsCode')), '111111');
    await userEvent.click(screen.getByRole('button', { name: t('login.submit') }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong SMS code: 4 tries left');
    expect(screen.queryByText(/验证码错误/)).not.toBeInTheDocument();
  });
});
