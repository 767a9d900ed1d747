import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { fill, openSignedIn } from '../forms';
import { DEPOSIT_FEN, ENTERPRISE_ID, PERSONAL_ID, SMS_CODE, bankCard, callsTo, enterpriseWallet, moneyServer, wallet } from './moneyServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const ADD_CARD = '#/pages/appIndex/addBankCard';

describe('adding a personal card', () => {
  it('groups the number in fours, names the bank from the BIN, and completes the SMS verification', async () => {
    const server = moneyServer({ cards: [] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(ADD_CARD);
    const number = await screen.findByLabelText('银行卡号');
    expect(screen.getByText('添加到：个人钱包')).toBeInTheDocument();
    await userEvent.type(number, '6222021234567890123');
    expect(number).toHaveValue('6222 0212 3456 7890 123');
    expect(await screen.findByText('中国工商银行 · 借记卡')).toBeInTheDocument();
    // Looked up once the typing settled, by its first ten digits only.
    const lookups = sent.filter((s) => s.url.includes('/selectBankNameByBankNumber/'));
    expect(lookups.map((s) => new URL(s.url).pathname)).toEqual(['/logistics/api/selectBankNameByBankNumber/6222021234']);

    await fill({ 银行预留手机号: '13800138000' });
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码已发送至 138****8000')).toBeInTheDocument();
    expect(callsTo(sent, 'personalBankCard')[0].body).toEqual({ accountId: PERSONAL_ID, cardNumber: '6222021234567890123', mobile: '13800138000' });

    await fill({ 短信验证码: SMS_CODE });
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/logistBankList/logistBankList?accountId=${PERSONAL_ID}`));
    expect(callsTo(sent, 'personalBankCard/verify')[0].body).toEqual({ cardId: 20, smsCode: SMS_CODE });
    const listed = await screen.findByTestId('card-20');
    expect(within(listed).getByText('中国工商银行 借记卡 ••••0123')).toBeInTheDocument();
    expect(within(listed).getByText('已绑定')).toBeInTheDocument();
  });

  it('says so when the BIN is unknown, and checks the number before sending', async () => {
    const { sent } = mockFetch(moneyServer().answer);
    openSignedIn(ADD_CARD);
    await userEvent.type(await screen.findByLabelText('银行卡号'), '99998888');
    expect(await screen.findByText('未能识别该卡号所属银行，请核对卡号')).toBeInTheDocument();
    await fill({ 银行预留手机号: '13800138000' });
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('请输入12-30位数字的卡号')).toBeInTheDocument();
    expect(callsTo(sent, 'personalBankCard')).toHaveLength(0);
  });

  it("keeps the code and shows the bank's refusal of a wrong one", async () => {
    const { sent } = mockFetch(moneyServer({ cards: [] }).answer);
    openSignedIn(ADD_CARD);
    await screen.findByLabelText('银行卡号');
    await fill({ 银行卡号: '6222021234567890', 银行预留手机号: '13800138000' });
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByLabelText('短信验证码');
    await fill({ 短信验证码: '000000' });
    await userEvent.click(await screen.findByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('验证信息不正确')).toBeInTheDocument();
    expect(screen.getByLabelText('短信验证码')).toHaveValue('000000');
    expect(window.location.hash).toBe(ADD_CARD);
    // Back to edit keeps the card number typed.
    await userEvent.click(screen.getByRole('button', { name: '返回修改' }));
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6222 0212 3456 7890');
    expect(callsTo(sent, 'personalBankCard/verify')).toHaveLength(1);
  });
});

describe('adding a corporate account', () => {
  it('verifies it with the small amount the bank deposited, refusing one out of 0.01-0.99 before sending', async () => {
    const server = moneyServer({ accounts: [wallet(), enterpriseWallet()], cards: [] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(`${ADD_CARD}?accountId=${ENTERPRISE_ID}`);
    expect(await screen.findByText('添加到：企业钱包 · 福州顺达物流')).toBeInTheDocument();
    await fill({ 对公账号: '350100123456789012', 开户银行: '兴业银行', 开户支行: '福州五四支行' });
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入银行向该账户转入的小额金额（0.01-0.99 元）')).toBeInTheDocument();
    expect(callsTo(sent, 'enterpriseBankCard')[0].body).toEqual({
      accountId: ENTERPRISE_ID,
      cardNumber: '350100123456789012',
      bankName: '兴业银行',
      branchName: '福州五四支行',
    });

    await fill({ '转入金额（元）': '1.00' });
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(screen.getByText('金额应在 ¥0.01 到 ¥0.99 之间')).toBeInTheDocument();
    expect(callsTo(sent, 'enterpriseBankCard/verify')).toHaveLength(0);

    await fill({ '转入金额（元）': '0.35' });
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/logistBankList/logistBankList?accountId=${ENTERPRISE_ID}`));
    expect(callsTo(sent, 'enterpriseBankCard/verify')[0].body).toEqual({ cardId: 20, amountFen: DEPOSIT_FEN });
  });
});

describe('the card list', () => {
  it('shows each wallet’s cards and unbinds one after a confirmation', async () => {
    const server = moneyServer({
      accounts: [wallet(), enterpriseWallet()],
      cards: [
        bankCard(),
        bankCard({ id: 31, accountId: ENTERPRISE_ID, kind: 'enterprise', bankName: '兴业银行', cardTypeName: null, last4: '3344', holderName: '福州顺达物流', status: 'verifying' }),
      ],
    });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/logistBankList/logistBankList');
    const personal = await screen.findByRole('region', { name: '个人钱包' });
    const enterprise = screen.getByRole('region', { name: '企业钱包 · 福州顺达物流' });
    expect(within(personal).getByText('中国工商银行 借记卡 ••••7890')).toBeInTheDocument();
    expect(within(personal).getByText('户名：王师傅')).toBeInTheDocument();
    expect(within(enterprise).getByText('兴业银行 对公账户 ••••3344')).toBeInTheDocument();
    expect(within(enterprise).getByText('验证中')).toBeInTheDocument();

    await userEvent.click(within(personal).getByRole('button', { name: '解绑 中国工商银行 借记卡 ••••7890' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('解绑后不能再提现到 中国工商银行 借记卡 ••••7890。确定解绑？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(sent, 'unBindBankCard')).toHaveLength(0);

    await userEvent.click(within(personal).getByRole('button', { name: '解绑 中国工商银行 借记卡 ••••7890' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认解绑' }));
    expect(await within(personal).findByText('已解绑')).toBeInTheDocument();
    expect(callsTo(sent, 'unBindBankCard').map((s) => s.body)).toEqual([{ cardId: 11 }]);
    expect(within(personal).queryByRole('button', { name: /^解绑/ })).toBeNull();
  });

  it("shows the server's refusal to unbind a card with a cash-out on its way", async () => {
    const server = moneyServer();
    server.refuse.unBindBankCard = { status: 409, msg: '该卡有提现正在处理，暂不能解绑' };
    mockFetch(server.answer);
    openSignedIn(`#/pages/logistBankList/logistBankList?accountId=${PERSONAL_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: '解绑 中国工商银行 借记卡 ••••7890' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认解绑' }));
    expect(await screen.findByText('该卡有提现正在处理，暂不能解绑')).toBeInTheDocument();
    expect(screen.getByText('已绑定')).toBeInTheDocument();
  });
});
