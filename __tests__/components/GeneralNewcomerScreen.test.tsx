import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, touristAtom } from '@/lib/state';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { envelope, mockFetch, type Sent } from '../lib/support';
import { renderWithApp, resetApp } from './support';

const SIGNED_IN = {
  userToken: 'user-token-2',
  logisticsToken: 'logistics-token-2',
  userRefreshToken: 'user-refresh-2',
  logisticsRefreshToken: 'logistics-refresh-2',
  isTourist: false,
};

function server(sent: Sent) {
  const { pathname } = new URL(sent.url);
  if (pathname === '/appserver/authentication/device') return envelope({ token: 'device-token-1', isTourist: true }, { code: 'P00000' });
  if (pathname === '/appserver/api/captcha/check') {
    const { captcha } = sent.body as { captcha: string };
    return captcha === 'K7PQ'
      ? envelope({ valid: true }, { code: 'P00000' })
      : envelope(null, { code: 'P00400', msg: '图形验证码错误', status: 400 });
  }
  if (pathname === '/appserver/api/sms/send/13900139000') return envelope({ resendAfter: 60, expiresIn: 300 }, { code: 'P00000' });
  if (pathname === '/app/api/user/checkH5SmsCode' || pathname === '/app/api/user/consignorRegister') return envelope(SIGNED_IN);
  return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
}

afterEach(() => jest.restoreAllMocks());

async function fillPhoneAndCaptcha(captcha: string) {
  await userEvent.type(await screen.findByLabelText('手机号'), '13900139000');
  const image = await screen.findByRole('img', { name: '图形验证码' });
  await userEvent.type(screen.getByLabelText('图形验证码'), captcha);
  return image;
}

describe('newcomer registration', () => {
  it('checks the captcha before sending the SMS code, then registers with the recommender', async () => {
    resetApp('#/pages/newcomer/newcomer?recommender=13700137000');
    const { sent } = mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('推荐人：13700137000')).toBeInTheDocument();
    const image = await fillPhoneAndCaptcha('K7PQ');
    expect(image.getAttribute('src')).toMatch(/\/appserver\/api\/captcha\?phone=13900139000/);

    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
    const order = sent.map((call) => new URL(call.url).pathname).filter((p) => !p.endsWith('/device'));
    expect(order).toEqual(['/appserver/api/captcha/check', '/appserver/api/sms/send/13900139000']);
    expect(sent.find((call) => call.url.includes('/sms/send/'))!.url).toContain('type=register');

    await userEvent.type(screen.getByLabelText('短信验证码'), '135790');
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('注册成功')).toBeInTheDocument();
    const registration = sent.find((call) => call.url.endsWith('/app/api/user/checkH5SmsCode'))!;
    expect(registration.body).toMatchObject({
      mobile: '13900139000',
      smsCode: '135790',
      captcha: 'K7PQ',
      recommender: '13700137000',
    });
    expect(appStore.get(touristAtom)).toBe(false);
    expect(screen.getByRole('button', { name: '直接使用网页版' })).toBeInTheDocument();
    // The seeded releases point back at the download page: no store button that would only reload it.
    expect(screen.queryByRole('link', { name: 'Android 版下载' })).not.toBeInTheDocument();
  });

  it('registers a cargo owner with ?type=consignor', async () => {
    resetApp('#/pages/newcomer/newcomer?type=consignor');
    const { sent } = mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByRole('heading', { name: '货主注册' })).toBeInTheDocument();
    await fillPhoneAndCaptcha('K7PQ');
    await userEvent.type(screen.getByLabelText('短信验证码'), '135790');
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('注册成功')).toBeInTheDocument();
    expect(sent.some((call) => call.url.endsWith('/app/api/user/consignorRegister'))).toBe(true);
  });

  it('sends no SMS for a wrong captcha: says so and shows a new image', async () => {
    resetApp('#/pages/newcomer/newcomer');
    const { sent } = mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    const image = await fillPhoneAndCaptcha('AAAA');
    const firstImage = image.getAttribute('src');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByText('图形验证码错误')).toBeInTheDocument();
    expect(sent.some((call) => call.url.includes('/sms/send/'))).toBe(false);
    await waitFor(() => expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).not.toBe(firstImage));
    expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).toContain('/api/captcha/refresh');
    expect(screen.getByLabelText('图形验证码')).toHaveValue('AAAA');
  });
});
