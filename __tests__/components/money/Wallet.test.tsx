import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openGatewayPage } from '@/components/money/gatewayPage';
import { mockFetch } from '../../lib/support';
import { openSignedIn } from '../forms';
import { PERSONAL_ID, callsTo, enterpriseWallet, moneyServer, wallet, withdrawal } from './moneyServer';

jest.mock('@/components/money/gatewayPage', () => ({ openGatewayPage: jest.fn() }));
jest.setTimeout(20_000);
afterEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

const WALLET = '#/pages/myWallet/myWallet';
const OPEN_ACCOUNT = '#/pages/openAccount/openAccount';

describe('my wallet', () => {
  it('shows each wallet, personal first, with available and frozen balances and the latest cash-outs', async () => {
    const server = moneyServer({
      accounts: [enterpriseWallet(), wallet({ availableFen: 123450, frozenFen: 20000 })],
      withdrawals: [withdrawal('sentToBank', { amountFen: 20000 })],
    });
    mockFetch(server.answer);
    openSignedIn(WALLET);

    const wallets = await screen.findAllByRole('region', { name: /钱包/ });
    expect(wallets.map((region) => region.getAttribute('aria-label'))).toEqual(['个人钱包', '企业钱包 · 福州顺达物流']);
    const personal = within(wallets[0]);
    expect(personal.getByText('¥1,234.50')).toBeInTheDocument();
    expect(personal.getByText('¥200.00')).toBeInTheDocument();
    expect(personal.getByText('银行子账户 6230****0001')).toBeInTheDocument();
    expect(within(wallets[1]).getByText('¥5,000.00')).toBeInTheDocument();
    // Top-up is the personal wallet's only.
    expect(personal.getByRole('button', { name: '充值' })).toBeInTheDocument();
    expect(within(wallets[1]).queryByRole('button', { name: '充值' })).toBeNull();

    const recent = await screen.findByRole('region', { name: '最近提现' });
    expect(within(recent).getByText('¥200.00 → 中国工商银行 ••••7890')).toBeInTheDocument();
    expect(within(recent).getByText('银行处理中')).toBeInTheDocument();
    await userEvent.click(within(recent).getByText('¥200.00 → 中国工商银行 ••••7890'));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/cashOut/cashOut?withdrawalId=9'));
  });

  it('opens the bank account when there is none: cash-out waits for it, receiving does not', async () => {
    const server = moneyServer({ accounts: [wallet({ bankStatus: 'none', subAccountNo: null, availableFen: 0, frozenFen: 0 })] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(WALLET);

    const personal = await screen.findByRole('region', { name: '个人钱包' });
    expect(within(personal).getByText('未开户')).toBeInTheDocument();
    expect(within(personal).getByRole('button', { name: '提现' })).toBeDisabled();
    expect(within(personal).getByText('开通银行账户后可提现，收款无需开通')).toBeInTheDocument();
    await userEvent.click(within(personal).getByRole('button', { name: '开通账户' }));
    await waitFor(() => expect(window.location.hash).toBe(OPEN_ACCOUNT));

    await userEvent.click(await screen.findByRole('button', { name: '开通账户' }));
    expect(await screen.findByText('开户成功，子账户 6230****0001')).toBeInTheDocument();
    expect(callsTo(sent, 'creatBankCount').map((s) => s.body)).toEqual([{ holderKind: 'personal' }]);
    expect(screen.getByText('已开户')).toBeInTheDocument();
  });

  it('a wallet without any account offers to open one', async () => {
    mockFetch(moneyServer({ accounts: [] }).answer);
    openSignedIn(WALLET);
    expect(await screen.findByText('还没有钱包，开通账户后即可收款和提现')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '开通账户' }));
    await waitFor(() => expect(window.location.hash).toBe(OPEN_ACCOUNT));
  });

  it('tops up the personal wallet: the amount is checked, then the gateway takes over', async () => {
    const { sent } = mockFetch(moneyServer().answer);
    openSignedIn(WALLET);
    const personal = await screen.findByRole('region', { name: '个人钱包' });
    await userEvent.click(within(personal).getByRole('button', { name: '充值' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('金额（元）'), '100.505');
    await userEvent.click(within(dialog).getByRole('button', { name: '去支付' }));
    expect(within(dialog).getByText('请输入正确的金额（最多两位小数）')).toBeInTheDocument();
    // The dialog answers like every form: the amount to fix has the focus, and the count is said.
    expect(within(dialog).getByLabelText('金额（元）')).toHaveFocus();
    expect(await within(dialog).findByText('还有 1 项需要修改')).toBeInTheDocument();
    expect(callsTo(sent, 'startPay')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('金额（元）'));
    await userEvent.type(within(dialog).getByLabelText('金额（元）'), '100.5');
    await userEvent.click(within(dialog).getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(openGatewayPage).toHaveBeenCalledWith(expect.objectContaining({ payUrl: '/logistics/api/pay/page/pay_Abcdefghijklmnop1234' })));
    const [start] = callsTo(sent, 'startPay');
    expect(start.body).toEqual({ purpose: 'topUp', amountFen: 10050 });
    expect(start.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('back from the gateway (?paymentId=) follows the top-up until paid, then reads the balances again', async () => {
    const server = moneyServer();
    server.paymentStatuses = ['paid'];
    const { sent } = mockFetch(server.answer);
    openSignedIn(`${WALLET}?paymentId=pay_Abcdefghijklmnop1234`);
    expect(await screen.findByText('已支付 ¥2,500.50')).toBeInTheDocument();
    expect(await screen.findByText('充值成功')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(sent, 'accountInquiry', 'GET').length).toBeGreaterThanOrEqual(2));
  });
});

describe('opening and closing bank accounts', () => {
  it("shows the server's refusal of a personal account with the way to the real-name screen", async () => {
    const server = moneyServer({
      accounts: [wallet({ bankStatus: 'none', subAccountNo: null })],
      ownerStanding: { realNameApproved: false, personal: null, enterprises: [] },
    });
    server.refuse.creatBankCount = { status: 403, msg: '请先完成实名认证' };
    const { sent } = mockFetch(server.answer);
    openSignedIn(OPEN_ACCOUNT);
    expect(await screen.findByText('开通个人账户需先完成实名认证')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '开通账户' }));
    expect(await screen.findByText('请先完成实名认证')).toBeInTheDocument();
    expect(callsTo(sent, 'creatBankCount')).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: '去实名认证' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/identityAuthentication/identityAuthentication'));
  });

  it('opens the account of an enterprise the caller manages, and shows the bank refusing it', async () => {
    const server = moneyServer({
      ownerStanding: {
        realNameApproved: true,
        personal: null,
        enterprises: [
          {
            enterpriseId: 8, enterpriseName: '福州顺达物流', role: 'carrier', creditCode: '9135********100Y43', legalPerson: '李四',
            address: '福州市', contactName: '李四', contactMobile: '13900139000',
            certification: { id: 5, kind: 'enterprise', status: 'approved', submittedAt: '2026-11-01T00:00:00.000Z', reviewedAt: '2026-11-02T00:00:00.000Z', rejectReason: null },
          },
        ],
      },
      bankAnswer: { bankStatus: 'refused', subAccountNo: null, bankMessage: '营业执照已过期' },
    });
    const { sent } = mockFetch(server.answer);
    openSignedIn(`${OPEN_ACCOUNT}?enterpriseId=8`);
    expect(await screen.findByRole('region', { name: '企业钱包 · 福州顺达物流' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '开通账户' }));
    expect(await screen.findByText('银行未通过开户：营业执照已过期')).toBeInTheDocument();
    expect(callsTo(sent, 'creatBankCount')[0].body).toEqual({ holderKind: 'enterprise', enterpriseId: 8 });
    expect(screen.getByRole('button', { name: '重新申请开户' })).toBeInTheDocument();
  });

  it('closes an empty account after a confirmation', async () => {
    const server = moneyServer({ accounts: [wallet({ availableFen: 0, frozenFen: 0 })] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(OPEN_ACCOUNT);
    await userEvent.click(await screen.findByRole('button', { name: '注销账户' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/个人钱包的银行卡将一并解绑/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认注销' }));
    expect(await screen.findByText('已注销')).toBeInTheDocument();
    expect(callsTo(sent, 'cleanBankCount').map((s) => s.body)).toEqual([{ accountId: PERSONAL_ID }]);
    expect(screen.getByRole('button', { name: '重新申请开户' })).toBeInTheDocument();
  });

  it('does not offer closing while money is available or frozen', async () => {
    mockFetch(moneyServer({ accounts: [wallet({ availableFen: 0, frozenFen: 500 })] }).answer);
    openSignedIn(OPEN_ACCOUNT);
    expect(await screen.findByRole('button', { name: '注销账户' })).toBeDisabled();
    expect(screen.getByText('账户内还有余额或提现中的金额，不能注销')).toBeInTheDocument();
  });
});
