import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isRegistered } from '@/components/router/routes';
import { envelope, mockFetch } from '../../lib/support';
import { fill, openSignedIn } from '../forms';
import { fakeUploads, storedFile } from '../identity/fakeUpload';
import { ENTERPRISE_ID, enterpriseServer, writesTo } from './enterpriseServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

describe('businessOwner', () => {
  it("shows the manager the enterprise, counts and the management entrances (others' screens only when registered)", async () => {
    mockFetch(enterpriseServer());
    openSignedIn('#/pages/businessOwner/businessOwner');
    expect(await screen.findByRole('heading', { name: '福州顺达物流有限公司' })).toBeInTheDocument();
    expect(screen.getByTestId('enterprise-counts')).toHaveTextContent('员工 2 人');
    for (const entrance of ['企业信息', '人员管理', '权限管理', '经营信息']) expect(screen.getByText(entrance)).toBeInTheDocument();
    expect(screen.queryByText('企业车辆') !== null).toBe(isRegistered('/pages/businessOwnerManageVehicle/businessOwnerManageVehicle'));
    await userEvent.click(screen.getByText('人员管理'));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/personManage/personManage?enterpriseId=${ENTERPRISE_ID}`));
  });

  it('tells an applicant their application is under review, without management entrances', async () => {
    mockFetch(enterpriseServer({ role: 'applicant', status: 'pending' }));
    openSignedIn('#/pages/businessOwner/businessOwner');
    expect(await screen.findByText(/企业认证正在审核中/)).toBeInTheDocument();
    expect(screen.queryByText('人员管理')).not.toBeInTheDocument();
  });

  it('without any enterprise leads to choosing the enterprise type', async () => {
    mockFetch((sent) => (new URL(sent.url).pathname === '/app/api/enterprise/mine' ? envelope({ enterprises: [] }) : envelope(null)));
    openSignedIn('#/pages/businessOwner/businessOwner');
    await userEvent.click(await screen.findByRole('button', { name: '申请企业认证' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/enterTypeAppli/enterTypeAppli'));
  });
});

describe('enterpriseAuthentication', () => {
  let uploads: ReturnType<typeof fakeUploads>;
  beforeEach(() => {
    uploads = fakeUploads((index) => ({ status: 200, body: storedFile(index) }));
  });
  afterEach(() => uploads.restore());

  const GOOD = {
    企业名称: '福州顺达物流有限公司',
    统一社会信用代码: '91350100M000100Y43',
    法定代表人: '李四',
    法定代表人身份证号: '11010519491231002X',
    企业地址: '福建省福州市鼓楼区五四路1号',
    联系人: '王五',
    联系电话: '13900139000',
  };

  it('refuses bad input and missing licences before sending, keeping the input', async () => {
    const { sent } = mockFetch(enterpriseServer());
    openSignedIn('#/pages/enterpriseAuthentication/enterpriseAuthentication?role=carrier');
    await screen.findByLabelText('企业名称');
    await fill({ ...GOOD, 统一社会信用代码: '91350100M000100Y44' });
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请输入正确的18位统一社会信用代码')).toBeInTheDocument();
    expect(screen.getByText('请上传营业执照和道路运输经营许可证')).toBeInTheDocument();
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue('91350100M000100Y44');
    expect(writesTo(sent, '/app/api/user/enterpriseCertification')).toHaveLength(0);
  });

  it('sends the application to the app-service call and opens its status', async () => {
    const { sent } = mockFetch(enterpriseServer());
    openSignedIn('#/pages/enterpriseAuthentication/enterpriseAuthentication?role=consignor');
    await screen.findByLabelText('企业名称');
    await fill(GOOD);
    const photo = new File(['jpeg'], 'licence.jpg', { type: 'image/jpeg' });
    await act(async () => fireEvent.change(screen.getByLabelText('上传营业执照'), { target: { files: [photo] } }));
    await screen.findByText('licence.jpg 已上传');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(writesTo(sent, '/app/api/user/enterpriseCertification')).toHaveLength(1));
    expect(writesTo(sent, '/app/api/user/enterpriseCertification')[0].body).toMatchObject({ role: 'consignor', creditCode: GOOD.统一社会信用代码, businessLicenseImage: 'file-000000000000' });
    await waitFor(() => expect(window.location.hash).toBe('#/pages/enterOwnerCert/enterOwnerCert?enterpriseId=5'));
  });

  it('applyCarrier fixes the role to carrier and asks for both licences', async () => {
    mockFetch(enterpriseServer());
    openSignedIn('#/pages/applyCarrier/applyCarrier');
    await screen.findByLabelText('企业名称');
    expect(screen.queryByRole('button', { name: '企业货主' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('上传道路运输经营许可证')).toBeInTheDocument();
  });
});

describe('enterTypeAppli, cECI, companyManage, shopManage', () => {
  it('enterTypeAppli leads to the application with the chosen role', async () => {
    mockFetch(enterpriseServer());
    openSignedIn('#/pages/enterTypeAppli/enterTypeAppli');
    await userEvent.click(await screen.findByRole('button', { name: '申请承运企业' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/enterpriseAuthentication/enterpriseAuthentication?role=carrier'));
  });

  it('cECI says there is no carrier application yet and leads to applyCarrier', async () => {
    mockFetch(enterpriseServer());
    openSignedIn('#/pages/cECI/cECI');
    expect(await screen.findByTestId('carrier-state')).toHaveTextContent('您还没有申请承运企业。');
    await userEvent.click(screen.getByRole('button', { name: '申请承运企业' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/applyCarrier/applyCarrier'));
  });

  it('companyManage lists my enterprises with my role and opens the home', async () => {
    mockFetch(enterpriseServer());
    openSignedIn('#/pages/companyManage/companyManage');
    expect(await screen.findByText('企业管理员')).toBeInTheDocument();
    await userEvent.click(screen.getByText('福州顺达物流有限公司'));
    await waitFor(() => expect(window.location.hash).toBe(`#/pages/businessOwner/businessOwner?enterpriseId=${ENTERPRISE_ID}`));
  });

  it('shopManage refuses a bad mobile before sending and saves address and contact through ownerUpdateInfo', async () => {
    const { sent } = mockFetch((request) =>
      new URL(request.url).pathname === '/logistics/api/ownerUpdateInfo'
        ? envelope({ realNameApproved: true, personal: null, enterprises: [] })
        : enterpriseServer()(request),
    );
    openSignedIn(`#/pages/shopManage/shopManage?enterpriseId=${ENTERPRISE_ID}`);
    await screen.findByLabelText('企业地址');
    await fill({ 联系电话: '139' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(writesTo(sent, '/logistics/api/ownerUpdateInfo')).toHaveLength(0);
    await fill({ 联系电话: '13900139002', 企业地址: '福建省福州市台江区1号' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(writesTo(sent, '/logistics/api/ownerUpdateInfo')).toHaveLength(1));
    expect(writesTo(sent, '/logistics/api/ownerUpdateInfo')[0].body).toEqual({
      enterpriseId: ENTERPRISE_ID,
      address: '福建省福州市台江区1号',
      contactName: '王五',
      contactMobile: '13900139002',
    });
  });
});
