import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeShell, mockFetch } from '../../lib/support';
import { fill, openSignedIn } from '../forms';
import { CARD_NO, OBU_NO, SAFETY_CODE, callsTo, cardServer, etcCard } from './cardServer';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

describe("a driver's ETC cards", () => {
  it('with no card, offers to apply or to bind one; binding asks for the SMS check first and sends its ticket once', async () => {
    const server = cardServer();
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/myETCCards/myETCCards');

    expect(await screen.findByText('还没有ETC卡')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '办理ETC' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '绑定已有ETC卡' }));

    await waitFor(() => expect(window.location.hash).toBe('#/pages/safetyVerification/safetyVerification?purpose=bindCard'));
    expect(await screen.findByText('为保护你的卡和账户，绑定ETC卡前需要短信验证')).toBeInTheDocument();
    expect(screen.getByText('验证码将发送到 138****0001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(callsTo(sent, '/etc/safety/sendCode')).toHaveLength(1));
    expect(callsTo(sent, '/etc/safety/sendCode')[0].body).toEqual({ purpose: 'bindCard' });
    await fill({ 短信验证码: SAFETY_CODE });
    await userEvent.click(screen.getByRole('button', { name: '验证' }));

    // The ticket is kept in memory, never in the address.
    await waitFor(() => expect(window.location.hash).toBe('#/pages/bindETCCard/bindETCCard'));
    await screen.findByLabelText('ETC卡号');
    await fill({ ETC卡号: '3501 2345 6789 0000 1111', 车牌: '闽D12345' });
    await userEvent.click(screen.getByRole('button', { name: '绑定' }));

    await waitFor(() => expect(window.location.hash).toBe('#/pages/myETCCards/myETCCards'));
    const binds = callsTo(sent, '/etc/cards/bind');
    expect(binds).toHaveLength(1);
    expect(binds[0].body).toEqual({ cardNo: '35012345678900001111', plateNumber: '闽D12345', plateColor: '2', safetyTicket: expect.stringMatching(/^ticket-bindCard-/) });
    expect(binds[0].headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    expect(await screen.findByText('闽D12345（黄色）')).toBeInTheDocument();
    expect(screen.getByText('3501 2345 6789 0000 1111')).toBeInTheDocument();
  });

  it('opening the bind form without a fresh check goes to the check first', async () => {
    mockFetch(cardServer().answer);
    openSignedIn('#/pages/bindETCCard/bindETCCard');
    await waitFor(() => expect(window.location.hash).toBe('#/pages/safetyVerification/safetyVerification?purpose=bindCard'));
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeInTheDocument();
  });

  it('shows a live card with its tolls this month, and unbinds it after asking and the SMS check', async () => {
    const server = cardServer({ cards: [etcCard()] });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/myETCCards/myETCCards');

    const card = await screen.findByTestId('etc-card-3');
    expect(within(card).getByText('闽A36D88（黄色）')).toBeInTheDocument();
    expect(within(card).getByText('正常')).toBeInTheDocument();
    expect(within(card).getByText('¥156.50')).toBeInTheDocument();
    expect(within(card).getByText('兴业银行（尾号6789）代扣')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: '解绑闽A36D88的ETC卡' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定解绑「闽A36D88」的ETC卡吗/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '解绑' }));

    await waitFor(() => expect(window.location.hash).toBe('#/pages/safetyVerification/safetyVerification?purpose=unbindCard&cardId=3'));
    expect(await screen.findByText('闽A36D88 · 尾号3456')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await fill({ 短信验证码: SAFETY_CODE });
    await userEvent.click(screen.getByRole('button', { name: '验证' }));

    await waitFor(() => expect(window.location.hash).toBe('#/pages/myETCCards/myETCCards'));
    const unbinds = callsTo(sent, '/etc/cards/unbind');
    expect(unbinds).toHaveLength(1);
    expect(unbinds[0].body).toEqual({ etcCardId: 3, safetyTicket: expect.stringMatching(/^ticket-unbindCard-/) });
    expect(await screen.findByText('还没有ETC卡')).toBeInTheDocument();
  });

  it('says a wrong safety code in words and sends nothing further', async () => {
    const { sent } = mockFetch(cardServer().answer);
    openSignedIn('#/pages/safetyVerification/safetyVerification?purpose=bindCard');
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    await fill({ 短信验证码: '111111' });
    await userEvent.click(screen.getByRole('button', { name: '验证' }));
    expect(await screen.findByText('验证码错误，还可以再试4次')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/safetyVerification/safetyVerification?purpose=bindCard');
    expect(callsTo(sent, '/etc/cards/bind')).toHaveLength(0);
  });
});

describe('activating a card', () => {
  it('in a browser: the bridge refusal explained, then the typed numbers activate the card', async () => {
    const server = cardServer({ cards: [etcCard({ status: 'issued', activatedAt: null, monthTollFen: 0 })] });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/myETCCards/myETCCards');

    const card = await screen.findByTestId('etc-card-3');
    expect(within(card).getByText('待激活')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '激活' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/readCardByBlueTooth/readCardByBlueTooth?cardId=3'));

    const refusal = await screen.findByTestId('bridge-refusal');
    expect(within(refusal).getByText('不是指定的App环境！')).toBeInTheDocument();
    expect(within(refusal).getByText('当前是浏览器，无法连接蓝牙设备')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '蓝牙读卡并激活' })).not.toBeInTheDocument();

    // A wrong OBU number is refused on the phone, nothing is sent.
    await fill({ ETC卡号: CARD_NO, OBU编号: 'XYZ' });
    await userEvent.click(screen.getByRole('button', { name: '激活' }));
    expect(await screen.findByText('请输入OBU标签上的16位编号')).toBeInTheDocument();
    expect(callsTo(sent, '/etc/cards/activate')).toHaveLength(0);

    await fill({ OBU编号: OBU_NO.toLowerCase() });
    await userEvent.click(screen.getByRole('button', { name: '激活' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/myETCCards/myETCCards'));
    const activations = callsTo(sent, '/etc/cards/activate');
    expect(activations).toHaveLength(1);
    expect(activations[0].body).toEqual({ cardNo: CARD_NO, obuNo: OBU_NO, method: 'typed', etcCardId: 3 });
    // The list read before activation is shown until it is read again.
    expect(await within(await screen.findByTestId('etc-card-3')).findByText('正常', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it("in the app: the shell reads card and OBU over Bluetooth and they go to the activation", async () => {
    const server = cardServer({ cards: [etcCard({ status: 'issued', activatedAt: null })] });
    const { sent } = mockFetch(server.answer);
    const shell = installFakeShell((message) =>
      message.command === 'readEtcCard' ? { ok: true, data: { cardNo: CARD_NO, obuNo: OBU_NO } } : { ok: false, error: 'not here' },
    );
    try {
      openSignedIn('#/pages/readCardByBlueTooth/readCardByBlueTooth?cardId=3');
      expect(await screen.findByText('激活「闽A36D88（黄色）」的ETC卡')).toBeInTheDocument();
      expect(screen.queryByTestId('bridge-refusal')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: '蓝牙读卡并激活' }));
      await waitFor(() => expect(callsTo(sent, '/etc/cards/activate')).toHaveLength(1));
      expect(shell.received.find((m) => m.command === 'readEtcCard')?.args).toEqual({ reader: 'bluetooth' });
      expect(callsTo(sent, '/etc/cards/activate')[0].body).toEqual({ cardNo: CARD_NO, obuNo: OBU_NO, method: 'bluetooth', etcCardId: 3 });
    } finally {
      shell.remove();
    }
  });

  it("at an outlet in a browser: what the outlet's reader does, and the same typed way", async () => {
    mockFetch(cardServer({ cards: [etcCard({ status: 'issued', activatedAt: null })] }).answer);
    openSignedIn('#/pages/readCardByXLB/readCardByXLB?cardId=3');
    const refusal = await screen.findByTestId('bridge-refusal');
    expect(within(refusal).getByText('不是指定的App环境！')).toBeInTheDocument();
    expect(within(refusal).getByText('当前是浏览器，无法连接网点读卡器')).toBeInTheDocument();
    expect(screen.getByText(/工作人员把卡插入读卡器/)).toBeInTheDocument();
    expect(screen.getByLabelText('OBU编号')).toBeInTheDocument();
  });

  it('with nothing waiting for activation, says so and leads to the cards', async () => {
    mockFetch(cardServer({ cards: [etcCard()] }).answer);
    openSignedIn('#/pages/readCardByBlueTooth/readCardByBlueTooth');
    expect(await screen.findByText('没有待激活的ETC卡')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '我的ETC卡' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/myETCCards/myETCCards'));
  });
});
