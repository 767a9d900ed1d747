import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { fill, storedUploadsPerTest } from '../forms';
import { open } from './harness';
import { callsTo, detail, ENTERPRISE_ID, managingNone, refuse, vehicleServer, type Handler } from './vehicleServer';

jest.setTimeout(30_000);

storedUploadsPerTest();

const ADD = `#/pages/addbusinessVehicle/addbusinessVehicle?enterpriseId=${ENTERPRISE_ID}`;

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function upload(label: string) {
  const photo = new File(['jpeg'], `${label}.jpg`, { type: 'image/jpeg' });
  await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [photo] } }));
  await waitFor(() => expect(screen.getByText(`${label}.jpg 已上传`)).toBeInTheDocument());
}

async function fillGoodVehicle() {
  await screen.findByLabelText('车牌号');
  await fill({
    车牌号: '闽a 12345',
    '核定载质量（吨）': '31.5',
    '车辆识别代号（VIN）': 'lzz1bxnd5jw123456',
    注册日期: '2020-05-01',
    年检有效期至: '2099-06-30',
  });
  await choose('车牌颜色', '黄色');
  await choose('车辆类型', '重型普通货车');
  await choose('能源类型', '柴油');
  await upload('上传行驶证正页');
  await upload('上传行驶证副页');
}

function server(save: Handler) {
  return vehicleServer({
    'POST save': save,
    'GET info/:id': () => detail({ certification: { id: 77, kind: 'vehicle', status: 'pending', submittedAt: '2026-11-22T08:00:00.000Z', reviewedAt: null, rejectReason: null } }),
    'GET :id/drivers': () => ({ current: [], history: [] }),
  });
}

describe('add an enterprise vehicle', () => {
  it('refuses bad and missing fields before sending', async () => {
    const { sent } = mockFetch(server(() => detail()));
    open(ADD);
    await screen.findByLabelText('车牌号');
    await fill({ 车牌号: '闽A1234', '核定载质量（吨）': '31.5678', '车辆识别代号（VIN）': 'LZZ1BXND5JW12345O' });
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(screen.getByText('请输入正确的车牌号，如粤B12345（新能源8位，如粤BD12345）')).toBeInTheDocument();
    expect(screen.getByText('请输入 0.001 到 100 吨，最多 3 位小数')).toBeInTheDocument();
    expect(screen.getByText('车辆识别代号为17位字母或数字（不含I、O、Q）')).toBeInTheDocument();
    // A date is picked in a calendar (no mistyped day is possible); left empty it is asked for.
    expect(screen.getByLabelText('注册日期')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('请上传行驶证正页和副页照片')).toBeInTheDocument();
    expect(callsTo(sent, 'POST save')).toHaveLength(0);
    expect(screen.getByLabelText('车牌号')).toHaveValue('闽A1234');
  });

  it('refuses a green colour on a 7-character plate and a partial road transport permit', async () => {
    const { sent } = mockFetch(server(() => detail()));
    open(ADD);
    await fillGoodVehicle();
    await choose('车牌颜色', '渐变绿色');
    await fill({ 道路运输证号: '350100123456' });
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(screen.getByText('车牌颜色与车牌号不符：8位新能源车牌为绿色（小型）或黄绿双拼色（大型）')).toBeInTheDocument();
    expect(screen.getByText('道路运输证号、有效期和照片需同时填写')).toBeInTheDocument();
    expect(callsTo(sent, 'POST save')).toHaveLength(0);
  });

  it("sends the vehicle as the enterprise's and opens its detail", async () => {
    const { sent } = mockFetch(server(() => detail()));
    open(ADD);
    await fillGoodVehicle();
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(callsTo(sent, 'POST save')).toHaveLength(1));
    expect(callsTo(sent, 'POST save')[0].body).toEqual({
      enterpriseId: ENTERPRISE_ID,
      plateNumber: '闽A12345',
      plateColor: '2',
      vehicleType: 'H11',
      energyType: 'diesel',
      approvedLoadKg: 31500,
      ownerName: '福州顺达物流有限公司',
      vin: 'LZZ1BXND5JW123456',
      registerDate: '2020-05-01',
      licenseFrontImage: 'file-000000000000',
      licenseBackImage: 'file-000000000001',
      inspectionValidUntil: '2099-06-30',
    });
    expect(await screen.findByText('车辆正在审核中，通过后才能授权司机和发布运力。')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/businessOwnerVehicleDetail/businessOwnerVehicleDetail?vehicleId=31');
  });

  it("shows the server's refusal and keeps the input", async () => {
    mockFetch(server(() => refuse(409, '该车牌已登记')));
    open(ADD);
    await fillGoodVehicle();
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('该车牌已登记')).toBeInTheDocument();
    expect(screen.getByLabelText('车牌号')).toHaveValue('闽A12345');
  });

  it("resubmits a refused enterprise vehicle with the same form, as the enterprise's, loads in 吨 sent in kg", async () => {
    const refused = detail({ certification: { id: 77, kind: 'vehicle', status: 'rejected', submittedAt: '2026-11-20T08:00:00.000Z', reviewedAt: '2026-11-21T08:00:00.000Z', rejectReason: '行驶证照片模糊' } });
    const { sent } = mockFetch(
      vehicleServer({
        'GET info/:id': () => refused,
        'POST save': () => detail(),
        'GET :id/drivers': () => ({ current: [], history: [] }),
      }),
    );
    open('#/pages/addbusinessVehicle/addbusinessVehicle?vehicleId=31');
    expect(await screen.findByText('未通过原因：行驶证照片模糊')).toBeInTheDocument();
    expect(screen.getByLabelText('核定载质量（吨）')).toHaveValue('31.5');
    expect(screen.getByLabelText('行驶证所有人')).toHaveValue('福州顺达物流有限公司');
    expect(screen.getAllByText('已有上次提交的照片，不重新上传则沿用。')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '重新提交审核' }));
    await waitFor(() => expect(callsTo(sent, 'POST save')).toHaveLength(1));
    expect(callsTo(sent, 'POST save')[0].body).toMatchObject({
      vehicleId: 31,
      enterpriseId: ENTERPRISE_ID,
      approvedLoadKg: 31500,
      licenseFrontImage: 'file-front-0000000001',
      licenseBackImage: 'file-back-00000000001',
    });
  });

  it('says so when the caller manages no certified enterprise', async () => {
    mockFetch(vehicleServer({}, managingNone));
    open(ADD);
    expect(await screen.findByText('您还没有已认证的企业。企业认证通过后，才能管理企业车辆。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去认证企业' })).toBeInTheDocument();
  });
});
