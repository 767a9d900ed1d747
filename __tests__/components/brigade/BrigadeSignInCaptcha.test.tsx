import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, userTokenAtom } from '@/lib/state';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { envelope, mockFetch } from '../../lib/support';
import { captchaAndSends, captchaGatedServer } from '../captchaGatedServer';
import { renderWithApp, resetApp } from '../support';

jest.setTimeout(30_000);

const PHONE = '13800138000';

/** A server where the number already had its free codes today (captchaGatedServer); sign-in takes any code. */
function server() {
  return captchaGatedServer((_, pathname) => {
    if (pathname === '/appserver/authentication/mobile') {
      return envelope({ userToken: 'user-token', logisticsToken: 'logistics-token', userRefreshToken: 'r1', logisticsRefreshToken: 'r2', isTourist: false }, { code: 'P00000' });
    }
    return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
  });
}

const EXPLANATION = '这个号码今天已收到多条验证码。再获取验证码前，请先输入下方图中的字符。';
const LONG = { timeout: 20_000 };
const hashIs = (hash: string) => waitFor(() => expect(decodeURIComponent(window.location.hash)).toBe(hash));

afterEach(() => jest.restoreAllMocks());

describe('the shop’s sign-in when the number needs a captcha before another code', () => {
  it('step 1: shows the captcha for the number, refuses a wrong answer, then checks the right one, sends and opens the code step', async () => {
    const { sent } = mockFetch(server());
    resetApp('#/pages/brigade/login?redirect=%2Fpages%2Fbrigade%2Fmy');
    renderWithApp(<HashRouter routes={appRoutes} />);
    const mobile = await screen.findByLabelText('手机号', {}, LONG);
    await userEvent.type(mobile, PHONE);
    expect(screen.queryByLabelText('图形验证码')).not.toBeInTheDocument();

    // Refused for a captcha: not a dead end, the captcha shows on step 1 with why.
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(EXPLANATION)).toBeInTheDocument();
    const captchaInput = screen.getByLabelText('图形验证码');
    expect(captchaInput).toBeEnabled();
    expect(captchaInput).toHaveFocus();
    expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).toMatch(new RegExp(`/appserver/api/captcha\\?phone=${PHONE}`));
    expect(window.location.hash).toContain('/pages/brigade/login');
    expect(mobile).toHaveValue(PHONE);
    expect(captchaAndSends(sent)).toEqual([`/appserver/api/sms/send/${PHONE}`]);

    // An empty answer is not sent.
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('此项不能为空')).toBeInTheDocument();
    expect(captchaAndSends(sent)).toEqual([`/appserver/api/sms/send/${PHONE}`]);

    // A wrong answer: said so by the field, a new picture, no code, still on step 1.
    await userEvent.type(screen.getByLabelText('图形验证码'), 'AAAA');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByLabelText('图形验证码')).toHaveAccessibleDescription('答案错误'));
    expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).toMatch(new RegExp(`/api/captcha/refresh\\?phone=${PHONE}`));
    expect(captchaAndSends(sent)).toEqual([`/appserver/api/sms/send/${PHONE}`, '/appserver/api/captcha/check']);
    expect(window.location.hash).toContain('/pages/brigade/login');

    // The right answer: checked, then the code goes out and the code step opens.
    await userEvent.type(screen.getByLabelText('图形验证码'), 'K7PQ');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 138****8000', {}, LONG)).toBeInTheDocument();
    expect(decodeURIComponent(window.location.hash)).toMatch(/^#\/pages\/brigade\/code\?mobile=13800138000&resendAt=\d+&redirect=\/pages\/brigade\/my$/);
    expect(captchaAndSends(sent)).toEqual([
      `/appserver/api/sms/send/${PHONE}`,
      '/appserver/api/captcha/check',
      '/appserver/api/captcha/check',
      `/appserver/api/sms/send/${PHONE}`,
    ]);
    expect(sent.filter((call) => call.url.endsWith('/captcha/check')).map((call) => call.body)).toEqual([
      { phone: PHONE, captcha: 'AAAA' },
      { phone: PHONE, captcha: 'K7PQ' },
    ]);
    // The code step starts without a captcha: that one was used up by the send.
    expect(screen.queryByLabelText('图形验证码')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^\d+ 秒后重发$/ })).toBeDisabled();
  });

  it('step 2: a resend refused for a captcha shows it there; the right answer resends, and signing in needs none', async () => {
    const { sent } = mockFetch(server());
    resetApp(`#/pages/brigade/code?mobile=${PHONE}&redirect=%2Fpages%2Fbrigade%2Fmy`);
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }, LONG));
    expect(await screen.findByText(EXPLANATION)).toBeInTheDocument();
    expect(screen.getByLabelText('图形验证码')).toHaveFocus();
    expect(captchaAndSends(sent)).toEqual([`/appserver/api/sms/send/${PHONE}`]);

    await userEvent.type(screen.getByLabelText('图形验证码'), 'K7PQ');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
    expect(captchaAndSends(sent)).toEqual([`/appserver/api/sms/send/${PHONE}`, '/appserver/api/captcha/check', `/appserver/api/sms/send/${PHONE}`]);
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');

    // Signing in checks the code only: the emptied captcha is not asked for.
    await userEvent.type(screen.getByLabelText('验证码'), '246810');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await hashIs('#/pages/brigade/my');
    expect(appStore.get(userTokenAtom)).toBe('user-token');
  });
});
