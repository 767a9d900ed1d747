import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { fill, openSignedIn } from '../forms';
import { ENTERPRISE_ID, PERSONAL_ID, SMS_CODE, bankCard, callsTo, enterpriseWallet, moneyServer, wallet, withdrawal } from './moneyServer';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const CASH_OUT = '#/pages/cashOut/cashOut';

/** Opens cash-out on a wallet with ¥100.00 available and one verified card. */
async function openCashOut(server = moneyServer({ accounts: [wallet({ availableFen: 10000, frozenFen: 0 })] })) {
  const fetched = mockFetch(server.answer);
  openSignedIn(CASH_OUT);
  await screen.findByRole('radio', { name: '中国工商银行 借记卡 ••••7890' });
  return { server, ...fetched };
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
}

describe('cash-out refuses what cannot be sent, before sending', () => {
  it.each([
    ['100.01', '超过可提现余额 ¥100.00'],
    ['12.345', '请输入正确的金额（最多两位小数）'],
    ['012', '请输入正确的金额（最多两位小数）'],
    ['0.99', '金额不能少于 ¥1.00'],
  ])('amount %s: "%s"', async (amount, message) => {
    const { sent } = await openCashOut();
    await fill({ '金额（元）': amount, 短信验证码: SMS_CODE });
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(sent, 'withdrawalFromAccount')).toHaveLength(0);
  });

  it('the single-transfer limit when the balance is larger', async () => {
    const { sent } = await openCashOut(moneyServer({ accounts: [wallet({ availableFen: 9_000_000 })] }));
    await fill({ '金额（元）': '50000.01', 短信验证码: SMS_CODE });
    await submit();
    expect(await screen.findByText('单笔最多提现 ¥50,000.00')).toBeInTheDocument();
    // "全部提现" fills the most one cash-out may take.
    await userEvent.click(screen.getByRole('button', { name: '全部提现' }));
    expect(screen.getByLabelText('金额（元）')).toHaveValue('50000.00');
    expect(callsTo(sent, 'withdrawalFromAccount')).toHaveLength(0);
  });

  it('asks for a card when there are several and none is chosen, and for the SMS code', async () => {
    const server = moneyServer({
      accounts: [wallet({ availableFen: 10000 })],
      cards: [bankCard(), bankCard({ id: 12, bankName: '中国建设银行', last4: '5566' }), bankCard({ id: 13, last4: '0001', status: 'verifying' })],
    });
    const { sent } = await openCashOut(server);
    // A card still being verified is not offered.
    expect(screen.queryByRole('radio', { name: /0001/ })).toBeNull();
    await fill({ '金额（元）': '50' });
    await submit();
    expect(screen.getByText('请选择提现的银行卡')).toBeInTheDocument();
    expect(screen.getByText('此项不能为空')).toBeInTheDocument();
    expect(callsTo(sent, 'withdrawalFromAccount')).toHaveLength(0);
  });
});

describe('cash-out', () => {
  it('sends amountFen and the SMS code with an Idempotency-Key, then follows the timeline until paid', async () => {
    const server = moneyServer({ accounts: [wallet({ availableFen: 123450 })] });
    server.withdrawalStatuses = ['requested', 'paid'];
    const { sent } = await openCashOut(server);
    await userEvent.click(screen.getByRole('button', { name: '全部提现' }));
    expect(screen.getByLabelText('金额（元）')).toHaveValue('1234.50');
    await fill({ '金额（元）': '88.8' });
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 138****8000')).toBeInTheDocument();
    expect(callsTo(sent, 'getMsgCode').map((s) => s.body)).toEqual([{ purpose: 'withdraw' }]);
    await fill({ 短信验证码: SMS_CODE });
    await submit();

    await waitFor(() => expect(window.location.hash).toBe('#/pages/cashOut/cashOut?withdrawalId=9'));
    const [cashOut] = callsTo(sent, 'withdrawalFromAccount');
    expect(cashOut.body).toEqual({ accountId: PERSONAL_ID, cardId: 11, amountFen: 8880, smsCode: SMS_CODE });
    expect(cashOut.headers['idempotency-key']).toBeTruthy();

    const timeline = await screen.findByRole('list', { name: '提现进度' });
    expect(within(timeline).getByText('提交提现申请，金额已冻结')).toBeInTheDocument();
    expect(screen.getByText('已申请')).toBeInTheDocument();
    expect(screen.getByText('每 5 秒自动刷新进度')).toBeInTheDocument();
    // Read again after 5 s: the bank paid it.
    expect(await screen.findByText('已到账，请留意银行卡入账通知', {}, { timeout: 9000 })).toBeInTheDocument();
    expect(within(timeline).getByText('已提交银行处理')).toBeInTheDocument();
    expect(screen.queryByText('每 5 秒自动刷新进度')).toBeNull();
  });

  it('a retry after no answer sends the same Idempotency-Key; after a refusal the next try is a new attempt', async () => {
    const { server, sent } = await openCashOut();
    server.unavailable.add('withdrawalFromAccount');
    await fill({ '金额（元）': '20', 短信验证码: SMS_CODE });
    await submit();
    expect(await screen.findByText('服务暂时不可用')).toBeInTheDocument();
    server.refuse.withdrawalFromAccount = { status: 400, msg: '验证码已过期' };
    await submit();
    expect(await screen.findByText('验证码已过期')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(window.location.hash).toBe('#/pages/cashOut/cashOut?withdrawalId=9'));
    const keys = callsTo(sent, 'withdrawalFromAccount').map((s) => s.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    // The second went out without knowing whether the first arrived: the same attempt.
    expect(keys[1]).toBe(keys[0]);
    // The refusal answered that attempt; trying again is a new one.
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("a refused submit keeps what was typed and shows the server's refusal in Chinese, by the field too", async () => {
    const { server, sent } = await openCashOut();
    const wrong = { field: 'smsCode', message: 'Wrong SMS code: 3 tries left', error: 'sms.wrongCode', params: { triesLeft: 3 } };
    server.refuse.withdrawalFromAccount = { status: 400, msg: wrong.message, error: wrong.error, params: wrong.params, errors: [wrong] };
    await fill({ '金额（元）': '66.6', 短信验证码: '654321' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误，还可以再试3次');
    expect(screen.getByLabelText('短信验证码')).toHaveAccessibleDescription('验证码错误，还可以再试3次');
    expect(screen.getByLabelText('金额（元）')).toHaveValue('66.6');
    expect(screen.getByLabelText('短信验证码')).toHaveValue('654321');
    expect(screen.getByRole('radio', { name: '中国工商银行 借记卡 ••••7890' })).toBeChecked();
    expect(callsTo(sent, 'withdrawalFromAccount')[0].body).toMatchObject({ amountFen: 6660, smsCode: '654321' });
    expect(window.location.hash).toBe(CASH_OUT);
  });

  it('needs an opened bank account', async () => {
    mockFetch(moneyServer({ accounts: [wallet({ bankStatus: 'none', subAccountNo: null })] }).answer);
    openSignedIn(CASH_OUT);
    expect(await screen.findByText('提现需先开通银行账户')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认提现' })).toBeNull();
  });

  it('offers adding a card when the wallet has no verified one', async () => {
    mockFetch(moneyServer({ cards: [] }).answer);
    openSignedIn(CASH_OUT);
    expect(await screen.findByText('还没有已验证的银行卡，请先添加')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加银行卡' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/appIndex/addBankCard?accountId=${PERSONAL_ID}`));
  });

  it("cashes out from the wallet named in ?accountId=, with that wallet's cards", async () => {
    const server = moneyServer({
      accounts: [wallet(), enterpriseWallet()],
      cards: [bankCard(), bankCard({ id: 31, accountId: ENTERPRISE_ID, kind: 'enterprise', bankName: '兴业银行', cardTypeName: null, last4: '3344', holderName: '福州顺达物流' })],
    });
    mockFetch(server.answer);
    openSignedIn(`${CASH_OUT}?accountId=${ENTERPRISE_ID}`);
    expect(await screen.findByRole('radio', { name: '兴业银行 对公账户 ••••3344' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /7890/ })).toBeNull();
    expect(screen.getByText('¥5,000.00')).toBeInTheDocument();
  });
});

describe('following a cash-out (?withdrawalId=)', () => {
  it('shows a failed one with the bank\'s reason in Chinese and that the money went back to the wallet', async () => {
    const server = moneyServer({ withdrawals: [withdrawal('failed', { amountFen: 5000 })] });
    server.withdrawalStatuses = ['failed'];
    mockFetch(server.answer);
    openSignedIn(`${CASH_OUT}?withdrawalId=9`);
    expect(await screen.findByText('提现失败：收款账户已冻结：银行已退回款项。¥50.00 已退回钱包')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '提现进度' })).getByText('提现失败，金额已退回钱包')).toBeInTheDocument();
  });
});
