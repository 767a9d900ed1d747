import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appUser, mockFetch } from '../../lib/support';
import { fill, openSignedIn, storedUploadsPerTest } from '../forms';
import { OWNER_ID, STATION, merchantServer, myMerchant, writesTo } from './merchantServer';

jest.setTimeout(20_000);
storedUploadsPerTest();

const APPLY = '#/pages/merchantAgreement/merchantAgreement';
const newcomer = () => merchantServer({ merchants: [], user: appUser({ userId: OWNER_ID, identityType: null, identities: [] }) });

async function uploadLicence() {
  const photo = new File(['jpeg'], 'licence.jpg', { type: 'image/jpeg' });
  await act(async () => fireEvent.change(screen.getByLabelText('营业执照照片'), { target: { files: [photo] } }));
  expect(await screen.findByText('licence.jpg 已上传')).toBeInTheDocument();
}

async function fillApplication() {
  await screen.findByLabelText('商户名称');
  await fill({ 商户名称: '福州北服务区便利店', 联系电话: '0591-87654321' });
  await userEvent.selectOptions(screen.getByLabelText('经营类别'), '餐饮');
  await userEvent.selectOptions(await screen.findByLabelText('所在收费站或服务区'), '福州北收费站（G15 沈海高速）');
  await fill({ 店铺地址: '福州北服务区东侧' });
  await uploadLicence();
}

describe('applying to become a merchant', () => {
  it('shows the agreement and sends nothing until the form is complete and the agreement accepted', async () => {
    const server = newcomer();
    const { sent } = mockFetch(server.answer);
    openSignedIn(APPLY);
    expect(await screen.findByRole('region', { name: '商户入驻协议' })).toBeInTheDocument();
    expect(screen.getByText('三、优惠券与核销')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '提交入驻申请' }));
    expect(screen.getByText('请上传营业执照照片')).toBeInTheDocument();
    expect(screen.getByText('请选择店铺位置或所在收费站')).toBeInTheDocument();
    expect(screen.getByText('请先阅读并同意商户入驻协议')).toBeInTheDocument();

    await fillApplication();
    await fill({ 联系电话: '12345' });
    await userEvent.click(screen.getByRole('button', { name: '提交入驻申请' }));
    expect(screen.getByText('请输入手机号或带区号的固话，如 0591-12345678')).toBeInTheDocument();
    expect(writesTo(sent, 'merchant/settleInfo')).toHaveLength(0);
  });

  it('sends the application with the station, its position and the licence, then shows it under review', async () => {
    const server = newcomer();
    const { sent } = mockFetch(server.answer);
    openSignedIn(APPLY);
    await fillApplication();
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意《商户入驻协议》' }));
    await userEvent.click(screen.getByRole('button', { name: '提交入驻申请' }));

    await waitFor(() => expect(writesTo(sent, 'merchant/settleInfo')).toHaveLength(1));
    const [application] = writesTo(sent, 'merchant/settleInfo');
    expect(application.body).toEqual({
      merchantName: '福州北服务区便利店',
      category: 'restaurant',
      stationId: STATION.id,
      address: '福州北服务区东侧',
      lng: STATION.lng,
      lat: STATION.lat,
      contactPhone: '0591-87654321',
      licenceImage: 'file-000000000000',
    });
    expect(application.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText('入驻申请审核中，平台将在 1-3 个工作日内处理')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/merchantInfo/merchantInfo?merchantId=9');
  });

  it("shows the server's refusal in the person's language and keeps what was typed", async () => {
    const server = newcomer();
    server.refuse['merchant/settleInfo'] = {
      status: 400,
      msg: 'The inviter is not a liaison officer: check the mobile number, or leave it empty',
      error: 'merchant.inviterNotLiaison',
    };
    mockFetch(server.answer);
    openSignedIn(APPLY);
    await fillApplication();
    await fill({ '联络员手机号（选填）': '13700000000' });
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意《商户入驻协议》' }));
    await userEvent.click(screen.getByRole('button', { name: '提交入驻申请' }));
    expect(await screen.findByText('邀请人不是平台的联络员：请核对手机号，或不填')).toBeInTheDocument();
    expect(screen.getByLabelText('商户名称')).toHaveValue('福州北服务区便利店');
    expect(screen.getByLabelText('联络员手机号（选填）')).toHaveValue('13700000000');
  });

  it('keeps what was typed while the store is chosen on the map', async () => {
    mockFetch(newcomer().answer);
    openSignedIn(APPLY);
    await screen.findByLabelText('商户名称');
    await fill({ 商户名称: '闽侯汽修' });
    await userEvent.click(screen.getByRole('button', { name: '在地图上选择店铺位置' }));
    await waitFor(() => expect(window.location.hash).toContain('#/pages/selectlocation/selectlocation?pick=merchant.store'));
    await act(async () => window.history.back());
    expect(await screen.findByLabelText('商户名称')).toHaveValue('闽侯汽修');
  });

  it('someone whose application waits for review is sent to the console instead', async () => {
    mockFetch(merchantServer({ merchants: [myMerchant({ status: 'pending' })] }).answer);
    openSignedIn(APPLY);
    expect(await screen.findByText('你已提交过入驻申请，请到商户中心查看进度')).toBeInTheDocument();
    expect(screen.queryByLabelText('商户名称')).not.toBeInTheDocument();
  });
});
