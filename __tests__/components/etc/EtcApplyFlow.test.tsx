import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { fill, openSignedIn } from '../forms';
import { CIB, contract, etcOrder, etcServer, writesTo } from './etcServer';
import { finishChoice } from '@/components/location/places';

jest.setTimeout(40_000);

const FORM = '#/pages/etcHandling/etcHandling';

describe('filling in an ETC application', () => {
  it('shows each part with its state and goes on only once none is missing', async () => {
    mockFetch(etcServer({ orders: [etcOrder()] }).answer);
    openSignedIn(FORM);
    expect(await screen.findByText(/闽A12345（黄色） · 货3（三类货车） · 3轴 · 总质量 25 吨/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('邮寄或到网点领取')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('还有 3 项需要完成')).toBeInTheDocument();
    expect(window.location.hash).toBe(`${FORM}`);
  });

  it('chooses mail, the bank, signs the contract in three steps, gives the address and sends it', async () => {
    const server = etcServer({ orders: [etcOrder()] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(FORM);

    // Handover: mailed.
    await userEvent.click(await screen.findByRole('button', { name: /^领取方式/ }, { timeout: 20_000 }));
    await userEvent.click(await screen.findByRole('radio', { name: '邮寄到家' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(writesTo(sent, 'etc/updateOrder')).toHaveLength(1));
    expect(writesTo(sent, 'etc/updateOrder')[0].body).toEqual({ orderId: 31, handleMethod: 'mail' });

    // The bank, then straight on to the contract.
    await userEvent.click(await screen.findByRole('button', { name: /^扣款银行/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /兴业银行/ }));
    await userEvent.click(screen.getByRole('button', { name: '下一步：签约' }));
    await waitFor(() => expect(window.location.hash).toContain('#/pages/signing1/signing1'));
    expect(writesTo(sent, 'etc/updateOrder')[1].body).toEqual({ orderId: 31, channelCode: 'CIB' });

    // Step 1: the only verified card is chosen; the bank sends a code.
    expect(await screen.findByRole('radio', { name: '兴业银行 尾号 6789 · 王师傅' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(window.location.hash).toContain('#/pages/signing2/signing2'));
    expect(writesTo(sent, 'etc/sign/start')[0].body).toEqual({ channelCode: 'CIB', bankCardId: 8, orderId: 31 });

    // Step 2: a wrong code is refused in the person's language, the right one goes on.
    expect(await screen.findByText('兴业银行（尾号 6789）已向 138****8000 发送验证码')).toBeInTheDocument();
    await fill({ 银行短信验证码: '123456' });
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(window.location.hash).toContain('#/pages/signing3/signing3'));

    // Step 3: the agreement must be accepted.
    await userEvent.click(await screen.findByRole('button', { name: '同意协议并签约' }));
    expect(screen.getByText('请先阅读并同意代扣协议')).toBeInTheDocument();
    expect(writesTo(sent, 'etc/sign/confirm')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意《ETC通行费银行代扣协议》' }));
    await userEvent.click(screen.getByRole('button', { name: '同意协议并签约' }));
    await waitFor(() => expect(writesTo(sent, 'etc/sign/confirm')).toHaveLength(1));
    expect(writesTo(sent, 'etc/sign/confirm')[0].body).toEqual({ contractId: 60, agreementAccepted: true, agreementVersion: 'etc-withholding-2026-01' });
    await waitFor(() => expect(writesTo(sent, 'etc/updateOrder')).toHaveLength(3));
    expect(writesTo(sent, 'etc/updateOrder')[2].body).toEqual({ orderId: 31, contractId: 60 });

    // Back on the form: the contract is signed, the address is still to give.
    expect(await screen.findByText('已签约 兴业银行（尾号 6789）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^收货地址/ }));
    await screen.findByLabelText('收件人');
    await fill({ 收件人: '王建国', 手机号: '13800138000', 详细地址: '湖里区枋湖路88号' });
    await userEvent.click(screen.getByRole('button', { name: '选择所在地区' }));
    await waitFor(() => expect(window.location.hash).toContain('#/pages/selectCity/selectCity?pick=etc.address'));
    // The picker answers (as selectCity does) and goes back.
    await act(async () => finishChoice('etc.address', { name: '湖里区', address: '福建省厦门市湖里区', adCode: '350206', lng: 118.1, lat: 24.5 }));
    expect(await screen.findByRole('button', { name: '福建省厦门市湖里区' })).toBeInTheDocument();
    expect(screen.getByLabelText('收件人')).toHaveValue('王建国');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(writesTo(sent, 'etc/updateOrder')).toHaveLength(4));
    expect(writesTo(sent, 'etc/updateOrder')[3].body).toEqual({
      orderId: 31,
      address: { receiverName: '王建国', receiverMobile: '13800138000', adCode: '350206', areaName: '福建省厦门市湖里区', detail: '湖里区枋湖路88号' },
    });

    // Everything once more, then it goes to the issuer.
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    await waitFor(() => expect(window.location.hash).toContain('#/pages/etcConfirm/etcConfirm'));
    expect(await screen.findByText('王建国 13800138000 · 福建省厦门市湖里区湖里区枋湖路88号')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(writesTo(sent, 'etc/updateOrder')).toHaveLength(5));
    expect(writesTo(sent, 'etc/updateOrder')[4].body).toEqual({ orderId: 31, submit: true });
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
    expect(screen.getByText('ETC20261126000031')).toBeInTheDocument();
  });

  it('offers to add a bank card when the chosen bank has no verified card of the person', async () => {
    const server = etcServer({ orders: [etcOrder({ channelCode: 'CIB', bankName: '兴业银行' })], channels: [{ ...CIB, myCards: [] }] });
    mockFetch(server.answer);
    openSignedIn('#/pages/signing1/signing1?orderId=31');
    expect(await screen.findByText('你还没有兴业银行的已验证银行卡', {}, { timeout: 20_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加银行卡' }));
    await waitFor(() => expect(window.location.hash).toContain('#/pages/appIndex/addBankCard'));
  });

  it('refuses a wrong bank code with the reason and keeps the step', async () => {
    const server = etcServer({ orders: [etcOrder({ channelCode: 'CIB', bankName: '兴业银行' })], contracts: [contract({ id: 60, status: 'started', orderId: 31, contractNo: null, signedAt: null })] });
    server.refuse['etc/sign/verify'] = { status: 400, msg: 'The code is wrong', error: 'etc.wrongSignCode' };
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/signing2/signing2?orderId=31&contractId=60');
    await fill({ 银行短信验证码: await screen.findByLabelText('银行短信验证码', {}, { timeout: 20_000 }).then(() => '111111') });
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(writesTo(sent, 'etc/sign/verify')).toHaveLength(1));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(window.location.hash).toContain('#/pages/signing2/signing2');
  });
});
