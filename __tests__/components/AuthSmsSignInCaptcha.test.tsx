import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { t } from '@/lib/i18n';
import { appStore, localeAtom, userTokenAtom } from '@/lib/state';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { appUser, envelope, mockFetch, signedInTokens } from '../lib/support';
import { captchaAndSends, captchaGatedServer } from './captchaGatedServer';
import { renderWithApp, resetApp } from './support';

const PHONE = '13800138000';
const OTHER_PHONE = '13900139000';

const SIGNED_IN = signedInTokens();

/** A server where both numbers already had their free codes today (captchaGatedServer), and where sign-in takes 246810. */
function server() {
  return captchaGatedServer((sent, pathname) => {
    if (pathname === '/appserver/authentication/mobile') {
      const { smsCode } = sent.body as { smsCode: string };
      if (smsCode !== '246810') return envelope(null, { code: 'P00400', status: 400, msg: 'Wrong SMS code', error: 'sms.wrongCode', params: { triesLeft: 4 } });
      return envelope(SIGNED_IN, { code: 'P00000' });
    }
    if (pathname === '/app/api/user/info') return envelope(appUser({ nickname: '王师傅' }));
    return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
  });
}

const EXPLANATION = '这个号码今天已收到多条验证码。再获取验证码前，请先输入下方图中的字符。';

beforeEach(() => resetApp('#/pages/login/login?redirect=%2Fpages%2FappIndex%2Fmine'));
afterEach(() => jest.restoreAllMocks());

describe('SMS sign-in when the number needs a captcha before another code', () => {
  it('shows the captcha for the number, refuses a wrong answer with a new image, then sends the code and signs in', async () => {
    const { sent } = mockFetch(server());
    renderWithApp(<HashRouter routes={appRoutes} />);
    const mobile = await screen.findByLabelText('手机号');
    await userEvent.type(mobile, PHONE);
    await userEvent.type(screen.getByLabelText('验证码'), '1');
    // No captcha until the server asks for one.
    expect(screen.queryByLabelText('图形验证码')).not.toBeInTheDocument();

    // The third code of the day is refused: the captcha shows, with why, and nothing typed is lost.
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(EXPLANATION)).toBeInTheDocument();
    const captchaInput = screen.getByLabelText('图形验证码');
    expect(captchaInput).toBeEnabled();
    expect(captchaInput).toHaveFocus();
    const firstImage = screen.getByRole('img', { name: '图形验证码' }).getAttribute('src');
    expect(firstImage).toMatch(new RegExp(`/appserver/api/captcha\\?phone=${PHONE}`));
    expect(mobile).toHaveValue(PHONE);
    expect(screen.getByLabelText('验证码')).toHaveValue('1');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    // Not a bare toast of the refusal: the screen shows the way on.
    expect(screen.queryByText(/该号码今天已发送2条验证码/)).not.toBeInTheDocument();

    // An empty answer is not sent.
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('此项不能为空')).toBeInTheDocument();
    expect(captchaAndSends(sent)).toEqual([`/appserver/api/sms/send/${PHONE}`]);

    // A wrong answer: said so (toast and by the field), a new image, no code sent.
    await userEvent.type(screen.getByLabelText('图形验证码'), 'AAAA');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('图形验证码错误，请刷新图片后重试')).toBeInTheDocument();
    expect(screen.getByLabelText('图形验证码')).toHaveAccessibleDescription('答案错误');
    await waitFor(() => expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).not.toBe(firstImage));
    expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).toMatch(new RegExp(`/api/captcha/refresh\\?phone=${PHONE}`));
    expect(captchaAndSends(sent)).toEqual([`/appserver/api/sms/send/${PHONE}`, '/appserver/api/captcha/check']);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    // The right answer: checked, then the code is sent and the countdown runs.
    await userEvent.type(screen.getByLabelText('图形验证码'), 'K7PQ');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
    expect(captchaAndSends(sent)).toEqual([
      `/appserver/api/sms/send/${PHONE}`,
      '/appserver/api/captcha/check',
      '/appserver/api/captcha/check',
      `/appserver/api/sms/send/${PHONE}`,
    ]);
    const checks = sent.filter((call) => call.url.endsWith('/appserver/api/captcha/check'));
    expect(checks.map((call) => call.body)).toEqual([
      { phone: PHONE, captcha: 'AAAA' },
      { phone: PHONE, captcha: 'K7PQ' },
    ]);
    expect(sent.filter((call) => call.url.includes('/api/sms/send/')).every((call) => call.url.includes('type=login'))).toBe(true);
    // That picture is spent: a new one waits, empty, for the next code of the day.
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');

    // Signing in needs no captcha answer.
    await userEvent.clear(screen.getByLabelText('验证码'));
    await userEvent.type(screen.getByLabelText('验证码'), '246810');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/appIndex/mine'));
    expect(sent.find((call) => call.url.endsWith('/appserver/authentication/mobile'))!.body).toMatchObject({ mobile: PHONE, smsCode: '246810' });
    expect(appStore.get(userTokenAtom)).toBe('user-token-1');
    expect(await screen.findByText('王师傅')).toBeInTheDocument();
  });

  it('drops the captcha when the number changes: the rule is per number', async () => {
    const { sent } = mockFetch(server());
    renderWithApp(<HashRouter routes={appRoutes} />);
    const mobile = await screen.findByLabelText('手机号');
    await userEvent.type(mobile, PHONE);
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(EXPLANATION)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('图形验证码'), 'K7PQ');

    await userEvent.clear(mobile);
    await userEvent.type(mobile, OTHER_PHONE);
    expect(screen.queryByLabelText('图形验证码')).not.toBeInTheDocument();
    expect(screen.queryByText(EXPLANATION)).not.toBeInTheDocument();

    // The other number's own refusal brings its own captcha, empty, with its own picture.
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(EXPLANATION)).toBeInTheDocument();
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
    expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).toContain(`phone=${OTHER_PHONE}`);
    expect(captchaAndSends(sent)).toEqual([`/appserver/api/sms/send/${PHONE}`, `/appserver/api/sms/send/${OTHER_PHONE}`]);
  });

  it('explains the captcha in English when the app is in English', async () => {
    mockFetch(server());
    appStore.set(localeAtom, 'en');
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.type(await screen.findByLabelText(t('login.mobile')), PHONE);
    await userEvent.click(screen.getByRole('button', { name: t('ui.sms.send') }));
    expect(
      await screen.findByText('This number has already had several codes today. Before asking for another, type the characters in the image below.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Image code')).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Image code' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Image code'), 'AAAA');
    await userEvent.click(screen.getByRole('button', { name: t('ui.sms.send') }));
    expect(await screen.findByText('Wrong captcha: load a new captcha image and try again')).toBeInTheDocument();
    expect(screen.getByLabelText('Image code')).toHaveAccessibleDescription('wrong answer');
    expect(screen.queryByText(/[\u4e00-\u9fff]/)).not.toBeInTheDocument();
  });
});
