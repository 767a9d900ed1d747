import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { signInLocally } from '../support';
import { fill, openSignedIn, storedUploadsPerTest } from '../forms';
import { enterprise, ownerServer, postsTo } from './ownerServer';

const CREDIT_CODE = '91350100M000100Y43';
const ID_CARD = '11010519491231002X';
const approvedRealName = { realNameApproved: true, personal: null, enterprises: [] };

// The first render loads the lazy screen chunk and MUI, which takes a few seconds in jsdom.
jest.setTimeout(20_000);

beforeEach(() => {
  signInLocally();
});
storedUploadsPerTest();

const GOOD = {
  企业名称: '福州顺达物流有限公司',
  统一社会信用代码: CREDIT_CODE,
  法定代表人: '李四',
  法定代表人身份证号: ID_CARD,
  企业地址: '福建省福州市鼓楼区五四路1号',
  联系人: '王五',
  联系电话: '13900139000',
};

async function uploadLicence(label: string) {
  const photo = new File(['jpeg'], `${label}.jpg`, { type: 'image/jpeg' });
  await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [photo] } }));
  await waitFor(() => expect(screen.getByText(`${label}.jpg 已上传`)).toBeInTheDocument());
}

describe('enterprise application form', () => {
  it('refuses a bad credit code, ID and mobile and a missing licence before sending, keeping the input', async () => {
    const { sent } = mockFetch(ownerServer(approvedRealName));
    openSignedIn('#/pages/enterPriseOwnerApply/enterPriseOwnerApply?role=consignor');
    await screen.findByLabelText('企业名称');
    await fill({ ...GOOD, 统一社会信用代码: '91350100M000100Y44', 法定代表人身份证号: '110105194912310021', 联系电话: '1390013900' });
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

    expect(screen.getByText('请输入正确的18位统一社会信用代码')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的身份证号码')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(screen.getByText('请上传营业执照')).toBeInTheDocument();
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue('91350100M000100Y44');
    expect(screen.getByLabelText('企业名称')).toHaveValue(GOOD.企业名称);
    expect(postsTo(sent, 'applyLogisticsEnterprises')).toHaveLength(0);
  });

  it("shows the server's refusal (real name first) and keeps the input", async () => {
    const { sent } = mockFetch(
      ownerServer({ ...approvedRealName, realNameApproved: false }, { refusal: { status: 403, msg: '请先完成实名认证' } }),
    );
    openSignedIn('#/pages/enterPriseOwnerApply/enterPriseOwnerApply');
    expect(await screen.findByText('申请货主资质前，请先完成实名认证并等待审核通过。')).toBeInTheDocument();
    await fill(GOOD);
    await uploadLicence('上传营业执照');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText('请先完成实名认证')).toBeInTheDocument();
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue(CREDIT_CODE);
    expect(postsTo(sent, 'applyLogisticsEnterprises')).toHaveLength(1);
  });

  it('a carrier also uploads the transport permit; the body is sent and the pending status shown', async () => {
    const { sent } = mockFetch(
      ownerServer(approvedRealName, {
        apply: () => ({ ...approvedRealName, enterprises: [enterprise('pending', null, { role: 'carrier' })] }),
      }),
    );
    openSignedIn('#/pages/enterPriseOwnerApply/enterPriseOwnerApply?role=carrier');
    await screen.findByLabelText('企业名称');
    await fill({ ...GOOD, 统一社会信用代码: CREDIT_CODE.toLowerCase() });
    await uploadLicence('上传营业执照');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请上传营业执照和道路运输经营许可证')).toBeInTheDocument();
    expect(postsTo(sent, 'applyLogisticsEnterprises')).toHaveLength(0);

    await uploadLicence('上传道路运输经营许可证');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText('申请正在审核中，审核结果会显示在这里。')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/enterOwnerCert/enterOwnerCert?enterpriseId=5');
    expect(postsTo(sent, 'applyLogisticsEnterprises')[0].body).toEqual({
      role: 'carrier',
      enterpriseName: GOOD.企业名称,
      creditCode: CREDIT_CODE,
      legalPerson: '李四',
      legalPersonIdCardNo: ID_CARD,
      address: GOOD.企业地址,
      contactName: '王五',
      contactMobile: '13900139000',
      businessLicenseImage: 'file-000000000000',
      transportPermitImage: 'file-000000000001',
    });
  });
});

describe('enterprise status', () => {
  it('shows the reject reason and resubmits with the earlier details', async () => {
    mockFetch(ownerServer({ ...approvedRealName, enterprises: [enterprise('rejected', '营业执照已过期')] }));
    openSignedIn('#/pages/enterOwnerCert/enterOwnerCert?enterpriseId=5');
    expect(await screen.findByText('未通过原因：营业执照已过期')).toBeInTheDocument();
    expect(screen.getByText('未通过')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '修改后重新提交' }));
    expect(await screen.findByLabelText('企业名称')).toHaveValue('福州顺达物流有限公司');
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue('');
  });

  it('lists the enterprises with their states', async () => {
    mockFetch(
      ownerServer({
        ...approvedRealName,
        enterprises: [enterprise('approved'), enterprise('pending', null, { enterpriseId: 6, enterpriseName: '厦门远航运输有限公司', role: 'carrier' })],
      }),
    );
    openSignedIn('#/pages/enterPriseList/enterPriseList');
    expect(await screen.findByText('福州顺达物流有限公司')).toBeInTheDocument();
    expect(screen.getByText('厦门远航运输有限公司')).toBeInTheDocument();
    expect(screen.getByText('已通过')).toBeInTheDocument();
    expect(screen.getByText('审核中')).toBeInTheDocument();
    expect(screen.getByText('承运企业 · 9135********100Y43')).toBeInTheDocument();
  });
});
