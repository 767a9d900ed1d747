import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { openSignedIn } from '../forms';
import { contract, etcOrder, etcServer, writesTo } from './etcServer';

jest.setTimeout(30_000);

const PROGRESS = '#/pages/handlingProgressQuery/handlingProgressQuery';
const AT = (hour: number) => `2026-11-26T0${hour}:00:00.000Z`;

const sent = (overrides = {}) =>
  etcOrder({
    status: 'rejected',
    handleMethod: 'mail',
    channelCode: 'CIB',
    bankName: '兴业银行',
    contract: contract(),
    address: { receiverName: '王建国', receiverMobile: '13800138000', adCode: '350206', areaName: '福建省厦门市湖里区', detail: '枋湖路88号' },
    rejectReason: '行驶证照片不清晰，请重新上传',
    canCancel: true,
    timeline: [
      { status: 'draft', at: AT(1), actor: 'user', note: null },
      { status: 'submitted', at: AT(2), actor: 'user', note: null },
      { status: 'reviewing', at: AT(3), actor: 'issuer', note: null },
      { status: 'rejected', at: AT(4), actor: 'issuer', note: '行驶证照片不清晰，请重新上传' },
    ],
    ...overrides,
  });

describe('the progress of an ETC application', () => {
  it('shows a rejection with its reason and the way to fix and resubmit it', async () => {
    const server = etcServer({ orders: [sent()] });
    const { sent: calls } = mockFetch(server.answer);
    openSignedIn(`${PROGRESS}?orderId=31`);
    expect(await screen.findByText('审核未通过：行驶证照片不清晰，请重新上传', {}, { timeout: 20_000 })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: '办理进度' });
    expect(within(timeline).getByText('发行方审核')).toBeInTheDocument();
    expect(within(timeline).getByText('原因：行驶证照片不清晰，请重新上传')).toBeInTheDocument();
    // Ended: no steps "to come".
    expect(within(timeline).queryByText(/待进行/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '修改后重新提交' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/etcHandling/etcHandling?orderId=31'));
    expect(await screen.findByText('审核未通过：行驶证照片不清晰，请重新上传。请修改后重新提交')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await userEvent.click(await screen.findByRole('button', { name: '重新提交' }));
    await waitFor(() => expect(writesTo(calls, 'etc/updateOrder')).toHaveLength(1));
    expect(writesTo(calls, 'etc/updateOrder')[0].body).toEqual({ orderId: 31, submit: true });
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
  });

  it('shows the steps to come while the issuer works on it, and the tracking number once shipped', async () => {
    const server = etcServer({
      orders: [
        sent({
          status: 'shipped',
          rejectReason: null,
          canCancel: false,
          canActivate: true,
          cardNo: '35010000000000000123',
          obuNo: '3501A0B1C2D3E4F5',
          etcCardId: 4,
          trackingNo: 'SF1234567890',
          carrier: '顺丰速运',
          timeline: [
            { status: 'submitted', at: AT(2), actor: 'user', note: null },
            { status: 'approved', at: AT(3), actor: 'issuer', note: null },
            { status: 'issued', at: AT(4), actor: 'issuer', note: null },
            { status: 'shipped', at: AT(5), actor: 'issuer', note: '顺丰速运 SF1234567890' },
          ],
        }),
      ],
    });
    mockFetch(server.answer);
    openSignedIn(PROGRESS);
    expect(await screen.findByText('ETC卡和OBU已寄出，收到并安装后激活', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('顺丰速运 SF1234567890', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByText(/激活，可以通行 · 待进行/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消申请' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '激活' }));
    await waitFor(() => expect(window.location.hash).toContain('#/pages/readCardByBlueTooth/readCardByBlueTooth?orderId=31&cardId=4'));
  });

  it('cancels an application under review after asking', async () => {
    const server = etcServer({ orders: [sent({ status: 'reviewing', rejectReason: null, timeline: [{ status: 'submitted', at: AT(2), actor: 'user', note: null }] })] });
    const { sent: calls } = mockFetch(server.answer);
    openSignedIn(`${PROGRESS}?orderId=31`);
    await userEvent.click(await screen.findByRole('button', { name: '取消申请' }, { timeout: 20_000 }));
    expect(screen.getByText('取消后车牌 闽A12345 和代扣协议将被释放，需要时可重新申请')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消申请' }));
    await waitFor(() => expect(writesTo(calls, 'etc/cancelOrder')).toHaveLength(1));
    expect(writesTo(calls, 'etc/cancelOrder')[0].body).toEqual({ orderId: 31 });
    expect(await screen.findByText('申请已取消，车牌和代扣协议已释放', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
