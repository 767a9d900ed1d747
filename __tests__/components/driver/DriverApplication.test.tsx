import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetLicenseDraft } from '@/components/driver/draft';
import { mockFetch } from '../../lib/support';
import { fill, openSignedIn, storedUploadsPerTest } from '../forms';
import { driverInfo, driverServer, license, postsTo } from './driverServer';

// The first render loads the lazy screen chunk and MUI, which takes a few seconds in jsdom, and
// each of the three dates is picked in its calendar (year, month, day) as a person does.
jest.setTimeout(90_000);

beforeEach(() => {
  forgetLicenseDraft();
});
storedUploadsPerTest();

async function chooseClass(code: string) {
  await userEvent.click(screen.getByRole('combobox', { name: '准驾车型' }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: new RegExp(`^${code} `) }));
}

const GOOD = {
  驾驶证号: '110105199001011232',
  发证机关: '北京市公安局公安交通管理局',
  初次领证日期: '2015-03-01',
  有效期起: '2021-03-01',
  有效期至: '2027-03-01',
};

async function uploadPhoto(label: string) {
  const photo = new File(['jpeg'], `${label}.jpg`, { type: 'image/jpeg' });
  await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [photo] } }));
  await waitFor(() => expect(screen.getByText(`${label}.jpg 已上传`)).toBeInTheDocument());
}

describe('driver application', () => {
  it('refuses a bad licence number, a missing class and dates out of order before going on, keeping the input', async () => {
    mockFetch(driverServer({}));
    openSignedIn('#/pages/addDriverLicense/addDriverLicense');
    await screen.findByLabelText('驾驶证号');
    await fill({ ...GOOD, 驾驶证号: '110105199001011233', 有效期起: '2014-01-01', 有效期至: '2013-01-01' });
    await userEvent.click(screen.getByRole('button', { name: '下一步：上传驾驶证照片' }));

    expect(screen.getByText('请输入正确的身份证号码')).toBeInTheDocument();
    expect(screen.getByText('此项不能为空')).toBeInTheDocument();
    expect(screen.getByText('有效期起不能早于初次领证日期')).toBeInTheDocument();
    expect(screen.getByText('有效期至须晚于有效期起')).toBeInTheDocument();
    expect(screen.getByLabelText('驾驶证号')).toHaveValue('110105199001011233');
    // The licence form answers like every form: the first field to fix has the focus, and the count is said.
    expect(screen.getByLabelText('驾驶证号')).toHaveFocus();
    expect(await screen.findByText('还有 4 项需要修改')).toBeInTheDocument();
    expect(document.querySelector('[data-screen="/pages/addDriverLicense/addDriverLicense"]')).not.toBeNull();
  });

  it('goes on to the photos, refuses a submission without them, then sends details and photos and shows the status', async () => {
    const { sent } = mockFetch(driverServer({}));
    openSignedIn('#/pages/addDriverLicense/addDriverLicense');
    await screen.findByLabelText('驾驶证号');
    await fill(GOOD);
    await chooseClass('A2');
    await userEvent.click(screen.getByRole('button', { name: '下一步：上传驾驶证照片' }));

    await screen.findByRole('button', { name: '提交认证' });
    expect(document.querySelector('[data-screen="/pages/uploadDriverCard/uploadDriverCard"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(screen.getByText('请上传驾驶证主页和副页照片')).toBeInTheDocument();
    // The missing photos are where the refused submit goes: the first one has the focus, both are counted.
    expect(await screen.findByText('还有 2 项需要修改')).toBeInTheDocument();
    expect(screen.getByLabelText('上传驾驶证主页').closest('label')).toHaveFocus();
    expect(postsTo(sent, 'save')).toHaveLength(0);

    await uploadPhoto('上传驾驶证主页');
    await uploadPhoto('上传驾驶证副页');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(postsTo(sent, 'save')).toHaveLength(1));
    expect(postsTo(sent, 'save')[0].body).toEqual({
      licenseNo: '110105199001011232',
      licenseClass: 'A2',
      issuingAuthority: '北京市公安局公安交通管理局',
      firstIssueDate: '2015-03-01',
      validFrom: '2021-03-01',
      validUntil: '2027-03-01',
      mainImage: 'file-000000000000',
      subImage: 'file-000000000001',
    });
    await waitFor(() => expect(document.querySelector('[data-screen="/pages/indiDriverStatus/indiDriverStatus"]')).not.toBeNull());
  });

  it("shows the server's refusal on the photos step and keeps the photos", async () => {
    mockFetch(driverServer({ refusal: { status: 400, msg: '驾驶证号须与实名认证的身份证号一致' } }));
    openSignedIn('#/pages/addDriverLicense/addDriverLicense');
    await screen.findByLabelText('驾驶证号');
    await fill(GOOD);
    await chooseClass('B2');
    await userEvent.click(screen.getByRole('button', { name: '下一步：上传驾驶证照片' }));
    await screen.findByRole('button', { name: '提交认证' });
    await uploadPhoto('上传驾驶证主页');
    await uploadPhoto('上传驾驶证副页');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('驾驶证号须与实名认证的身份证号一致')).toBeInTheDocument();
    expect(screen.getByText('上传驾驶证主页.jpg 已上传')).toBeInTheDocument();
  });

  it('warns about an expiring licence and shows the status and reject reason', async () => {
    mockFetch(
      driverServer({
        info: driverInfo({
          driver: license('rejected'),
          expiries: [{ document: 'license', validUntil: '2026-12-01', state: 'expiring', daysLeft: 9 }],
        }),
      }),
    );
    openSignedIn('#/pages/driverLicenseInfo/driverLicenseInfo');
    expect(await screen.findByText('您的驾驶证将于 2026-12-01 到期（还剩 9 天），请及时更新。')).toBeInTheDocument();
    expect(screen.getByText('驾驶证号：110105********1232')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看认证状态' }));
    expect(await screen.findByText(/照片模糊/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '修改后重新提交' })).toBeInTheDocument();
  });
});
