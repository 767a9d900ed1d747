import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { appStore, kioskAtom } from '@/lib/state';
import { signShortCode } from '../../../server/src/modules/waybill/waybill.shortCode';
import { stationQrKey } from '../../../server/src/modules/waybill/waybill.tokens';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { mockFetch } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { goodsServer, goodsSource, postsTo } from './goodsServer';

function open(hash: string) {
  resetApp(hash);
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
}

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

describe("the owner's view of a goods source", () => {
  it('checks the dispatch form before sending, then dispatches by mobile and plate', async () => {
    const { sent } = mockFetch(goodsServer({ source: goodsSource({ isMine: true }) }));
    open('#/pages/sourceOfGoodsDetail2/sourceOfGoodsDetail2?id=42');
    await userEvent.click(await screen.findByRole('button', { name: '指派' }));
    expect(screen.getByLabelText('司机手机号')).toHaveAttribute('aria-invalid', 'true');
    expect(postsTo(sent, 'cargoOwnerDispatchOrder')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('司机手机号'), '13700137000');
    await userEvent.type(screen.getByLabelText('车牌号'), '粤b12345');
    await userEvent.click(screen.getByRole('button', { name: '指派' }));
    expect(await screen.findByText('已指派，等待司机接单')).toBeInTheDocument();
    expect(postsTo(sent, 'cargoOwnerDispatchOrder').map((post) => post.body)).toEqual([
      { goodsSourceId: 42, driverMobile: '13700137000', carNumber: '粤B12345' },
    ]);
  });

  it('cancels with a reason after asking', async () => {
    const { sent } = mockFetch(goodsServer({ source: goodsSource({ isMine: true }) }));
    open('#/pages/sourceOfGoodsDetail2/sourceOfGoodsDetail2?id=42');
    await userEvent.type(await screen.findByLabelText('取消原因（选填）'), '货物延期');
    await userEvent.click(screen.getByRole('button', { name: '取消货源' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定取消' }));
    expect(await screen.findByText('货源已取消')).toBeInTheDocument();
    expect(postsTo(sent, 'cargoOwnerCancel').map((post) => post.body)).toEqual([{ id: 42, reason: '货物延期' }]);
  });

  it("does not offer owner actions on someone else's source", async () => {
    mockFetch(goodsServer());
    open('#/pages/sourceOfGoodsDetail2/sourceOfGoodsDetail2?id=42');
    expect(await screen.findByText('这不是您发布的货源。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消货源' })).not.toBeInTheDocument();
  });

  it("lets the owner call the source's contact with a tap", async () => {
    mockFetch(goodsServer({ source: goodsSource({ isMine: true, contactMobile: '13900139000' }) }));
    open('#/pages/sourceOfGoodsDetail2/sourceOfGoodsDetail2?id=42');
    expect(await screen.findByRole('link', { name: '13900139000' })).toHaveAttribute('href', 'tel:13900139000');
  });

  it('shows the loading code with its expiry', async () => {
    mockFetch(goodsServer({ source: goodsSource({ isMine: true }) }));
    open('#/pages/sourceQrCode/sourceQrCode?id=42');
    expect(await screen.findByTestId('qr-expiry')).toHaveTextContent('有效期至');
    expect(await screen.findByRole('img', { name: '货源 42 的装货码' })).toBeInTheDocument();
  });

  it('prints the short code large under the QR for a collector to type, with its station by name, and the station\'s manual entry takes it', async () => {
    // A station's code: bound to station 3 of the station list.
    mockFetch(goodsServer({ source: goodsSource({ isMine: true }), qrStationId: 3 }));
    open('#/pages/sourceQrCode/sourceQrCode?id=42');
    const printed = await screen.findByTestId('qr-short-code');
    expect(printed).toHaveTextContent('Z-42-7QK2-MD');
    expect(screen.getByText('短码（收费员可输入此码）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制' })).toBeInTheDocument();
    // The 80-character token is no longer printed, only copied on request.
    expect(screen.queryByText(/GQ1\./)).not.toBeInTheDocument();
    expect(await screen.findByText('绑定站点：福州收费站')).toBeInTheDocument();
    expect(screen.queryByText(/#3/)).not.toBeInTheDocument();

    // The station's manual entry takes the short code as a person types it (any case, spaces).
    cleanup();
    open(`#/pages/stationSourceScanDetail/stationSourceScanDetail`);
    const field = await screen.findByLabelText('二维码下方的短码');
    expect(screen.getByText(/输入二维码下方的短码/)).toBeInTheDocument();
    await userEvent.type(field, 'z 42 7qk2 md');
    await userEvent.click(screen.getByRole('button', { name: '查看' }));
    expect(await screen.findByText('装货码短码，货源 42。短码在司机输入装货时由服务器核验。')).toBeInTheDocument();
  });

  it('the manual entry still takes the long text pasted, and says what is not a code', async () => {
    mockFetch(goodsServer({ source: goodsSource({ isMine: true }) }));
    open(`#/pages/stationSourceScanDetail/stationSourceScanDetail`);
    await userEvent.click(await screen.findByLabelText('二维码下方的短码'));
    await userEvent.paste('Z-42-7QK2');
    await userEvent.click(screen.getByRole('button', { name: '查看' }));
    expect(await screen.findByText('这不是货源码')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('二维码下方的短码'));
    await userEvent.paste(`GQ1.L.42.0.1893456000.${'A'.repeat(43)}`);
    await userEvent.click(screen.getByRole('button', { name: '查看' }));
    expect(await screen.findByText(/装货码，有效期至/)).toBeInTheDocument();
  });
});

describe("the station scan screen on a kiosk, without the server's help", () => {
  const SECRET = 'test-secret-of-the-server-0123456789abcdef';
  const kiosk = { stationId: 3, stationName: '福州收费站', highway: 'G15', keyVersion: 'goods-qr-v1', key: stationQrKey(SECRET, 3).toString('base64url'), since: '2026-11-01T00:00:00.000Z' };

  async function typeOnKiosk(code: string) {
    resetApp('#/pages/stationSourceScanDetail/stationSourceScanDetail');
    signInLocally();
    appStore.set(kioskAtom, kiosk);
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.type(await screen.findByLabelText('二维码下方的短码'), code);
    await userEvent.click(screen.getByRole('button', { name: '查看' }));
    return screen.findByTestId('code-verdict');
  }

  afterEach(() => appStore.set(kioskAtom, null));

  it("passes this station's short code, typed in lower case", async () => {
    mockFetch(goodsServer({ source: goodsSource() }));
    const { shortCode } = signShortCode(SECRET, { purpose: 'loading', goodsSourceId: 42, stationId: 3 }, Date.now());
    const verdict = await typeOnKiosk(shortCode.toLowerCase());
    await waitFor(() => expect(verdict).toHaveAttribute('data-verdict', 'valid'));
    expect(verdict).toHaveTextContent('验码通过：本站装货码');
  });

  it("refuses another station's short code", async () => {
    mockFetch(goodsServer({ source: goodsSource() }));
    const { shortCode } = signShortCode(SECRET, { purpose: 'loading', goodsSourceId: 42, stationId: 4 }, Date.now());
    const verdict = await typeOnKiosk(shortCode);
    await waitFor(() => expect(verdict).toHaveAttribute('data-verdict', 'invalid'));
    expect(verdict).toHaveTextContent('短码不对');
  });
});
