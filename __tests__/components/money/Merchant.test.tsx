import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { fill, openSignedIn } from '../forms';
import { MERCHANT_ID, bankCard, callsTo, moneyServer, wallet } from './moneyServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const FORM = {
  商户名称: '老王汽修店',
  统一社会信用代码: '91350100M000100Y43',
  法定代表人姓名: '王五',
  法定代表人身份证号: '11010519491231002X',
  联系手机: '13900139000',
  门店地址: '福州市仓山区建新镇1号',
};

describe('merchant onboarding and its account', () => {
  it('with no merchant account yet leads to onboarding, which checks the form and registers', async () => {
    const server = moneyServer();
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/openAccount00/openAccount00');
    expect(await screen.findByText('还没有商户结算账户，入驻后即可收款结算')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '商户入驻' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/mercSett/mercSett'));

    await screen.findByLabelText('商户名称');
    await fill({ ...FORM, 统一社会信用代码: '91350100M000100Y44', 法定代表人身份证号: '110105194912310021' });
    await userEvent.click(screen.getByRole('button', { name: '提交入驻' }));
    expect(screen.getByText('请输入正确的18位统一社会信用代码')).toBeInTheDocument();
    expect(callsTo(sent, 'creat00Count')).toHaveLength(0);

    await fill(FORM);
    await userEvent.click(screen.getByRole('button', { name: '提交入驻' }));
    expect(await screen.findByText('商户已入驻')).toBeInTheDocument();
    expect(callsTo(sent, 'creat00Count')[0].body).toEqual({
      merchantName: '老王汽修店',
      creditCode: '91350100M000100Y43',
      legalPersonName: '王五',
      legalPersonIdNumber: '11010519491231002X',
      contactMobile: '13900139000',
      storeAddress: '福州市仓山区建新镇1号',
    });
    expect(screen.getByText('9135********100Y43')).toBeInTheDocument();
    expect(screen.getByText('6230****0003')).toBeInTheDocument();
  });

  it("keeps the form and shows the server's message when registering is refused", async () => {
    const server = moneyServer();
    server.refuse.creat00Count = { status: 409, msg: '该信用代码已入驻' };
    mockFetch(server.answer);
    openSignedIn('#/pages/mercSett/mercSett');
    await screen.findByLabelText('商户名称');
    await fill(FORM);
    await userEvent.click(screen.getByRole('button', { name: '提交入驻' }));
    expect(await screen.findByText('该信用代码已入驻')).toBeInTheDocument();
    expect(screen.getByLabelText('商户名称')).toHaveValue('老王汽修店');
    expect(screen.getByLabelText('门店地址')).toHaveValue('福州市仓山区建新镇1号');
  });

  it("shows the merchant's account, its settlement card, and the way to add a corporate account", async () => {
    const account = wallet({ id: MERCHANT_ID, holderKind: 'merchant', holderName: '老王汽修店', availableFen: 880000, frozenFen: 0, subAccountNo: '6230****0003' });
    const server = moneyServer({
      accounts: [wallet(), account],
      cards: [bankCard({ id: 40, accountId: MERCHANT_ID, kind: 'enterprise', bankName: '兴业银行', cardTypeName: null, last4: '6677', holderName: '老王汽修店' })],
      settlement: { merchantName: '老王汽修店', creditCodeMasked: '9135********100Y43', legalPersonName: '王五', contactMobile: '13900139000', storeAddress: '福州市', account },
    });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/openAccount00/openAccount00');
    const accountSection = await screen.findByRole('region', { name: '商户子账户' });
    expect(within(accountSection).getByText('已开户')).toBeInTheDocument();
    expect(within(accountSection).getByText('¥8,800.00')).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: '结算账户' });
    expect(await within(cards).findByText('兴业银行 对公账户 ••••6677')).toBeInTheDocument();
    expect(callsTo(sent, 'bankCardList', 'GET')[0].url).toContain(`accountId=${MERCHANT_ID}`);
    await userEvent.click(within(cards).getByRole('button', { name: '添加对公账户' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/appIndex/addBankCard?accountId=${MERCHANT_ID}`));
    expect(await screen.findByText('添加到：商户钱包 · 老王汽修店')).toBeInTheDocument();
    expect(screen.getByLabelText('对公账号')).toBeInTheDocument();
  });
});
