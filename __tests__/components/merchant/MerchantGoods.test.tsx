import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appUser, mockFetch } from '../../lib/support';
import { fill, openSignedIn, storedUploadsPerTest } from '../forms';
import { MERCHANT_ID, goodsItem, merchantServer, myMerchant, writesTo } from './merchantServer';

jest.setTimeout(20_000);
storedUploadsPerTest();

const MANAGER = `#/pages/goodsManager/goodsManager?merchantId=${MERCHANT_ID}`;
const details = (id: number) => `#/pages/goodsDetails/goodsDetails?id=${id}&merchantId=${MERCHANT_ID}`;

describe("the merchant's goods", () => {
  it('lists goods with their shelf state and filters by tab', async () => {
    const server = merchantServer({
      goods: [
        goodsItem({ id: 31, status: 'onShelf' }),
        goodsItem({ id: 32, goodsName: '热干面', priceFen: 1500, status: 'rejected', rejectReason: '图片与商品不符' }),
      ],
    });
    const { sent } = mockFetch(server.answer);
    openSignedIn(MANAGER);
    const drink = (await screen.findByText('红牛功能饮料')).closest('.MuiCard-root') as HTMLElement;
    expect(within(drink).getByText('¥6.50')).toBeInTheDocument();
    expect(within(drink).getByText('已上架')).toBeInTheDocument();
    expect(screen.getByText('审核未通过：图片与商品不符')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '未通过' }));
    await waitFor(() => expect(screen.queryByText('红牛功能饮料')).not.toBeInTheDocument());
    expect(screen.getByText('热干面')).toBeInTheDocument();
    const lists = sent.filter((each) => new URL(each.url).pathname === '/app/api/merchantGoods/manageList');
    expect(new URL(lists[lists.length - 1].url).searchParams.get('status')).toBe('rejected');
    expect(new URL(lists[lists.length - 1].url).searchParams.get('merchantId')).toBe(String(MERCHANT_ID));
  });

  it('an empty list offers to add goods; the form checks price and photo, then sends fen and the photo', async () => {
    const server = merchantServer();
    const { sent } = mockFetch(server.answer);
    openSignedIn(MANAGER);
    expect(await screen.findByText('还没有商品')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加商品' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/createGoods/createGoods?merchantId=${MERCHANT_ID}`));

    await screen.findByLabelText('商品名称');
    await fill({ 商品名称: '卤蛋套餐', '价格（元）': '12.345' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入正确的金额（最多两位小数）')).toBeInTheDocument();
    expect(screen.getByText('请上传一张商品图片')).toBeInTheDocument();
    expect(writesTo(sent, 'merchantGoods/add')).toHaveLength(0);

    await fill({ '价格（元）': '12.5', 商品介绍: '两个卤蛋加一碗米饭' });
    await act(async () => fireEvent.change(screen.getByLabelText('上传商品图片'), { target: { files: [new File(['jpeg'], 'egg.jpg', { type: 'image/jpeg' })] } }));
    expect(await screen.findByText('egg.jpg 已上传')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(writesTo(sent, 'merchantGoods/add')).toHaveLength(1));
    const [added] = writesTo(sent, 'merchantGoods/add');
    expect(added.body).toEqual({ merchantId: MERCHANT_ID, goodsName: '卤蛋套餐', priceFen: 1250, description: '两个卤蛋加一碗米饭', image: 'file-000000000000' });
    expect(added.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/goodsDetails/goodsDetails?id=40&merchantId=${MERCHANT_ID}`));
    expect(await screen.findByText('¥12.50')).toBeInTheDocument();
    expect(screen.getByText('已下架')).toBeInTheDocument();
  });

  it('puts goods up for review, and takes goods on the shelf off', async () => {
    const server = merchantServer({ goods: [goodsItem({ id: 31 }), goodsItem({ id: 33, goodsName: '矿泉水', priceFen: 200, status: 'onShelf' })] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(details(31));
    await userEvent.click(await screen.findByRole('button', { name: '上架' }));
    expect(await screen.findByText('已提交上架，平台审核通过后司机即可看到')).toBeInTheDocument();
    expect(writesTo(sent, 'merchantGoods/audit')[0].body).toEqual({ id: 31, action: 'up' });
    expect(screen.getByText('审核中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上架' })).not.toBeInTheDocument();

    await act(async () => {
      window.history.replaceState(null, '', details(33));
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await userEvent.click(await screen.findByRole('button', { name: '下架' }));
    await waitFor(() => expect(writesTo(sent, 'merchantGoods/audit')).toHaveLength(2));
    expect(writesTo(sent, 'merchantGoods/audit')[1].body).toEqual({ id: 33, action: 'down' });
    expect(await screen.findByRole('button', { name: '上架' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a shelf change in the person's language", async () => {
    const server = merchantServer({ goods: [goodsItem({ id: 31 })] });
    server.refuse['merchantGoods/audit'] = { status: 409, msg: 'The merchant is not approved (now: closed)', error: 'merchant.notApproved', params: { status: 'closed' } };
    mockFetch(server.answer);
    openSignedIn(details(31));
    await userEvent.click(await screen.findByRole('button', { name: '上架' }));
    expect(await screen.findByText('商家尚未通过审核（当前：closed）')).toBeInTheDocument();
  });

  it('deletes goods after asking and returns to the list', async () => {
    const server = merchantServer({ goods: [goodsItem({ id: 31 })] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(details(31));
    await userEvent.click(await screen.findByRole('button', { name: '删除商品' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('删除“红牛功能饮料”后不能恢复。')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除商品' }));
    await waitFor(() => expect(writesTo(sent, 'merchantGoods/delete')).toHaveLength(1));
    expect(new URL(writesTo(sent, 'merchantGoods/delete')[0].url).pathname).toBe('/app/api/merchantGoods/delete/31');
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/goodsManager/goodsManager?merchantId=${MERCHANT_ID}`));
    expect(await screen.findByText('还没有商品')).toBeInTheDocument();
  });

  it('edits rejected goods: the form is prefilled with what was refused and sends the corrected goods', async () => {
    const server = merchantServer({ goods: [goodsItem({ id: 32, status: 'rejected', rejectReason: '价格不符', image: { fileId: 'photo-000000000001', url: '/app/api/file/photo-000000000001' } })] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(details(32));
    expect(await screen.findByText('审核未通过：价格不符')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '修改后重新提交' }));
    expect(await screen.findByLabelText('商品名称')).toHaveValue('红牛功能饮料');
    expect(screen.getByLabelText('价格（元）')).toHaveValue('6.50');
    await fill({ '价格（元）': '7' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(writesTo(sent, 'merchantGoods/update')).toHaveLength(1));
    expect(writesTo(sent, 'merchantGoods/update')[0].body).toEqual({ id: 32, goodsName: '红牛功能饮料', priceFen: 700, description: '250ml 罐装', image: 'photo-000000000001' });
  });

  it('goods that are gone say so, with the way back', async () => {
    mockFetch(merchantServer().answer);
    openSignedIn(details(99));
    expect(await screen.findByText('没有找到该商品，可能已被删除')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回商品管理' })).toBeInTheDocument();
  });

  it('a waiter sees the goods but neither adds nor changes them', async () => {
    mockFetch(
      merchantServer({
        user: appUser({ userId: 20, identityType: 'waiter', identities: ['waiter'] }),
        merchants: [myMerchant({ role: 'waiter' })],
        goods: [goodsItem({ id: 31 })],
      }).answer,
    );
    openSignedIn(details(31));
    expect(await screen.findByText('红牛功能饮料')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上架' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除商品' })).not.toBeInTheDocument();
  });
});
