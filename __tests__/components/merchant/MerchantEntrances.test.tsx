import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type Sent } from '../../lib/support';
import { openSignedIn } from '../forms';
import { ENTERPRISE_ID, enterpriseServer } from '../enterprise/enterpriseServer';
import { merchantServer, myMerchant } from './merchantServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

/** The enterprise's calls go to the enterprise server, the merchant's to the merchant server. */
function bothServers(merchants: ReturnType<typeof myMerchant>[]) {
  const enterprise = enterpriseServer();
  const merchant = merchantServer({ merchants });
  return (sent: Sent) => (/\/app\/api\/(merchant|app\/personnel|merchantGoods)\//.test(new URL(sent.url).pathname) ? merchant.answer(sent) : enterprise(sent));
}

describe("the enterprise screens' way to a store", () => {
  it('shopManage offers someone without a merchant the application', async () => {
    mockFetch(bothServers([]));
    openSignedIn(`#/pages/shopManage/shopManage?enterpriseId=${ENTERPRISE_ID}`);
    const card = await screen.findByRole('region', { name: '申请入驻' });
    await userEvent.click(within(card).getByRole('button'));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/merchantAgreement/merchantAgreement'));
  });

  it("businessManage shows the manager's merchant with its state and opens its console", async () => {
    mockFetch(bothServers([myMerchant({ status: 'pending' })]));
    openSignedIn(`#/pages/businessManage/businessManage?enterpriseId=${ENTERPRISE_ID}`);
    const card = await screen.findByRole('region', { name: '商户中心' });
    expect(within(card).getByText('福州北服务区便利店')).toBeInTheDocument();
    expect(within(card).getByText('审核中')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button'));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/merchantInfo/merchantInfo'));
    expect(await screen.findByText('入驻申请审核中，平台将在 1-3 个工作日内处理')).toBeInTheDocument();
  });
});
