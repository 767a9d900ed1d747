import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { fieldQueueAtom } from '@/lib/api';
import { appStore } from '@/lib/state';
import { mockFetch } from '../../lib/support';
import { storedUploadsPerTest } from '../forms';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { WAYBILL_ID, postsTo, waybill, waybillServer } from './waybillServer';

jest.setTimeout(20_000);

storedUploadsPerTest();

function open(hash: string) {
  resetApp(hash);
  appStore.set(fieldQueueAtom, []);
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
}

async function upload(label: string, name: string) {
  const photo = new File(['jpeg'], name, { type: 'image/jpeg' });
  await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [photo] } }));
  await waitFor(() => expect(screen.getByText(name)).toBeInTheDocument());
}

describe('finish loading', () => {
  it('refuses a missing weight and no weighing slip before sending', async () => {
    const { sent } = mockFetch(waybillServer(waybill('loading')).answer);
    open(`#/pages/loadedForm/loadedForm?id=${WAYBILL_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: '确认完成装货' }));
    expect(screen.getByText('此项不能为空')).toBeInTheDocument();
    expect(screen.getByText('请上传至少一张磅单照片')).toBeInTheDocument();
    expect(postsTo(sent, 'loadingCompleted')).toHaveLength(0);
    // The weight is asked in 吨, like every weight on screen.
    expect(screen.getByLabelText('装货重量').closest('.MuiInputBase-root')).toHaveTextContent('吨');
  });

  it('a missing weighing slip is where a refused submit goes, and is announced', async () => {
    mockFetch(waybillServer(waybill('loading')).answer);
    open(`#/pages/loadedForm/loadedForm?id=${WAYBILL_ID}`);
    await userEvent.type(await screen.findByLabelText('装货重量'), '29.8');
    await userEvent.click(screen.getByRole('button', { name: '确认完成装货' }));
    expect(await screen.findByText('还有 1 项需要修改')).toBeInTheDocument();
    expect(screen.getByLabelText('上传磅单照片').closest('label')).toHaveFocus();
  });

  it.each(['0', '100.001', '12.5678', 'abc'])('refuses the weight %s before sending', async (weight) => {
    const { sent } = mockFetch(waybillServer(waybill('loading')).answer);
    open(`#/pages/loadedForm/loadedForm?id=${WAYBILL_ID}`);
    await userEvent.type(await screen.findByLabelText('装货重量'), weight);
    await upload('上传磅单照片', 'slip.jpg');
    await userEvent.click(screen.getByRole('button', { name: '确认完成装货' }));
    expect(screen.getByLabelText('装货重量')).toHaveAttribute('aria-invalid', 'true');
    expect(postsTo(sent, 'loadingCompleted')).toHaveLength(0);
  });

  it('sends the weight and the slip photos with an idempotency key, then shows the waybill', async () => {
    const server = waybillServer(waybill('loading'));
    const { sent } = mockFetch(server.answer);
    open(`#/pages/loadedForm/loadedForm?id=${WAYBILL_ID}`);
    await userEvent.type(await screen.findByLabelText('装货重量'), '29.8');
    await upload('上传磅单照片', 'slip-1.jpg');
    await upload('上传磅单照片', 'slip-2.jpg');
    await userEvent.click(screen.getByRole('button', { name: '移除 slip-1.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: '确认完成装货' }));

    expect(await screen.findByText('装货完成')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/orderDetail/orderDetail?id=${WAYBILL_ID}`));
    const [post] = postsTo(sent, 'loadingCompleted');
    expect(post.body).toMatchObject({ waybillId: WAYBILL_ID, loadedWeightKg: 29800, weighingSlipFileIds: ['file-000000000001'] });
    expect(typeof (post.body as { occurredAt: string }).occurredAt).toBe('string');
    expect(post.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByRole('button', { name: '扫码卸货' })).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the weight and photos", async () => {
    const server = waybillServer(waybill('loading'));
    server.refusal = { status: 422, msg: '装货重量与磅单不符' };
    mockFetch(server.answer);
    open(`#/pages/loadedForm/loadedForm?id=${WAYBILL_ID}`);
    await userEvent.type(await screen.findByLabelText('装货重量'), '29.8');
    await upload('上传磅单照片', 'slip.jpg');
    await userEvent.click(screen.getByRole('button', { name: '确认完成装货' }));
    expect(await screen.findByText('装货重量与磅单不符')).toBeInTheDocument();
    expect(screen.getByLabelText('装货重量')).toHaveValue('29.8');
    expect(screen.getByText('slip.jpg')).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/pages/loadedForm/loadedForm?id=${WAYBILL_ID}`);
  });

  it('says loading cannot finish before the pickup scan', async () => {
    mockFetch(waybillServer(waybill('signed')).answer);
    open(`#/pages/loadedForm/loadedForm?id=${WAYBILL_ID}`);
    expect(await screen.findByText('当前运单状态不能完成装货（需先扫码装货）。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认完成装货' })).not.toBeInTheDocument();
  });
});

describe('finish unloading', () => {
  it('refuses a missing weight and no receipt before sending', async () => {
    const { sent } = mockFetch(waybillServer(waybill('unloading')).answer);
    open(`#/pages/unloadedForm/unloadedForm?id=${WAYBILL_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: '确认完成卸货' }));
    expect(screen.getByText('此项不能为空')).toBeInTheDocument();
    expect(screen.getByText('请上传至少一张回单照片')).toBeInTheDocument();
    expect(postsTo(sent, 'unLoadingCompleted')).toHaveLength(0);
  });

  it('sends the unloaded weight and the receipt photos', async () => {
    const { sent } = mockFetch(waybillServer(waybill('unloading')).answer);
    open(`#/pages/unloadedForm/unloadedForm?id=${WAYBILL_ID}`);
    await userEvent.type(await screen.findByLabelText('卸货重量'), '29.75');
    await upload('上传回单照片', 'receipt.jpg');
    await userEvent.click(screen.getByRole('button', { name: '确认完成卸货' }));
    expect(await screen.findByText('卸货完成')).toBeInTheDocument();
    expect(postsTo(sent, 'unLoadingCompleted')[0].body).toMatchObject({
      waybillId: WAYBILL_ID,
      unloadedWeightKg: 29750,
      receiptFileIds: ['file-000000000000'],
    });
    expect(await screen.findByText('运单已完成卸货')).toBeInTheDocument();
  });

  it('keeps a finished unloading without signal waiting to send', async () => {
    const server = waybillServer(waybill('unloading'));
    const { sent } = mockFetch(server.answer);
    open(`#/pages/unloadedForm/unloadedForm?id=${WAYBILL_ID}`);
    await userEvent.type(await screen.findByLabelText('卸货重量'), '29.75');
    await upload('上传回单照片', 'receipt.jpg');
    server.offline = true;
    await userEvent.click(screen.getByRole('button', { name: '确认完成卸货' }));
    expect(await screen.findByText('网络不通，已保存，待发送')).toBeInTheDocument();
    expect(await screen.findByText('待发送（1）')).toBeInTheDocument();
    expect(postsTo(sent, 'unLoadingCompleted').length).toBeGreaterThan(0);
  });
});
