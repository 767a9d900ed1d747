import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { fill, openSignedIn, storedUploadsPerTest } from '../forms';
import { vehicleDetail, vehicleServer, writesTo } from './vehicleServer';

// The first render loads the lazy screen chunk and MUI, which takes a few seconds in jsdom.
jest.setTimeout(30_000);

storedUploadsPerTest();

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

async function uploadPhoto(label: string) {
  const photo = new File(['jpeg'], `${label}.jpg`, { type: 'image/jpeg' });
  await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [photo] } }));
  await waitFor(() => expect(screen.getByText(`${label}.jpg 已上传`)).toBeInTheDocument());
}

const GOOD = {
  车牌号: '粤b12345',
  '核定载质量（吨）': '18',
  行驶证所有人: '张三',
  '车辆识别代号（VIN）': 'lfwsrxrj5a1b00001',
  注册日期: '2024-03-01',
  年检有效期至: '2099-06-30',
};

describe('add vehicle form', () => {
  it('refuses a bad plate, VIN, load, missing dates and photos before sending, keeping the input, and goes to the plate', async () => {
    const { sent } = mockFetch(vehicleServer());
    openSignedIn('#/pages/addVehicle/addVehicle');
    await screen.findByLabelText('车牌号');
    const { 注册日期: _registered, 年检有效期至: _inspected, ...typed } = GOOD;
    await fill({ ...typed, 车牌号: '粤I12345', '车辆识别代号（VIN）': 'LFWSRXRJ5A1B0000O', '核定载质量（吨）': '12.5678' });
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));

    expect(screen.getByText('请输入正确的车牌号，如粤B12345（新能源8位，如粤BD12345）')).toBeInTheDocument();
    expect(screen.getByText('车辆识别代号为17位字母或数字（不含I、O、Q）')).toBeInTheDocument();
    expect(screen.getByText('请输入 0.001 到 100 吨，最多 3 位小数')).toBeInTheDocument();
    expect(screen.getByText('请上传行驶证正页和副页照片')).toBeInTheDocument();
    // Plate colour, vehicle type, energy type and the two dates.
    expect(screen.getAllByText('此项不能为空').length).toBe(5);
    // Plate, colour, type, energy, load, VIN, two dates, two photos: each counted once.
    expect(await screen.findByText(/还有 \d+ 项需要修改/)).toHaveTextContent('还有 10 项需要修改');
    expect(screen.getByLabelText('车牌号')).toHaveFocus();
    expect(screen.getByLabelText('车牌号')).toHaveValue('粤I12345');
    expect(writesTo(sent, 'save')).toHaveLength(0);
  });

  it('a registration date offers no future day; a missing photo is focused and announced', async () => {
    const { sent } = mockFetch(vehicleServer());
    openSignedIn('#/pages/addVehicle/addVehicle');
    await screen.findByLabelText('车牌号');
    await fill(GOOD);
    expect(screen.getByLabelText('注册日期')).toHaveValue('2024年3月1日 周五');
    // The registration calendar offers no day after today.
    await userEvent.click(screen.getByLabelText('注册日期'));
    const calendar = within(await screen.findByRole('dialog'));
    await userEvent.click(calendar.getByRole('button', { name: /切换为年视图/ }));
    const years = await calendar.findAllByRole('radio');
    expect(years[years.length - 1]).toHaveAccessibleName(String(new Date().getFullYear()));
    await userEvent.click(calendar.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await choose('车牌颜色', '黄色');
    await choose('车辆类型', '重型厢式货车');
    await choose('能源类型', '柴油');
    await uploadPhoto('上传行驶证正页');
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('还有 1 项需要修改')).toBeInTheDocument();
    const back = screen.getByLabelText('上传行驶证副页').closest('label')!;
    expect(back).toHaveFocus();
    expect(back.closest('[data-invalid="true"]')).toHaveAttribute('id', 'field-licenseBackImage');
    await uploadPhoto('上传行驶证副页');
    await waitFor(() => expect(screen.queryByText('还有 1 项需要修改')).not.toBeInTheDocument());
    expect(writesTo(sent, 'save')).toHaveLength(0);
  });

  it('refuses a green colour on a 7-character plate', async () => {
    const { sent } = mockFetch(vehicleServer());
    openSignedIn('#/pages/addVehicle/addVehicle');
    await screen.findByLabelText('车牌号');
    await fill(GOOD);
    await choose('车牌颜色', '绿色（新能源小型）');
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(screen.getByText('车牌颜色与车牌号不符：8位新能源车牌为绿色（小型）或黄绿双拼色（大型）')).toBeInTheDocument();
    expect(writesTo(sent, 'save')).toHaveLength(0);
  });

  it('sends the vehicle with its photos and shows its pending certification', async () => {
    let saved = false;
    const { sent } = mockFetch(
      vehicleServer({
        reads: { 'info/7': vehicleDetail('pending') },
        write: () => {
          saved = true;
          return vehicleDetail('pending');
        },
      }),
    );
    openSignedIn('#/pages/addVehicle/addVehicle');
    await screen.findByLabelText('车牌号');
    await fill(GOOD);
    await choose('车牌颜色', '黄色');
    await choose('车辆类型', '重型厢式货车');
    await choose('车长', '9.6米');
    await choose('能源类型', '柴油');
    await uploadPhoto('上传行驶证正页');
    await uploadPhoto('上传行驶证副页');
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));

    expect(await screen.findByText('车辆信息正在审核中。')).toBeInTheDocument();
    expect(saved).toBe(true);
    expect(window.location.hash).toBe('#/pages/vehicleCertification/vehicleCertification?vehicleId=7');
    expect(writesTo(sent, 'save').map((call) => call.body)).toEqual([
      {
        plateNumber: '粤B12345',
        plateColor: '2',
        vehicleType: 'H12',
        vehicleLength: '9.6',
        energyType: 'diesel',
        approvedLoadKg: 18000,
        ownerName: '张三',
        vin: 'LFWSRXRJ5A1B00001',
        registerDate: '2024-03-01',
        inspectionValidUntil: '2099-06-30',
        licenseFrontImage: 'file-000000000000',
        licenseBackImage: 'file-000000000001',
      },
    ]);
  });

  it("shows the server's refusal (plate taken) and keeps the input", async () => {
    mockFetch(vehicleServer({ refusal: { status: 409, msg: 'The plate 粤B12345 is already registered on the platform' } }));
    openSignedIn('#/pages/addVehicle/addVehicle');
    await screen.findByLabelText('车牌号');
    await fill(GOOD);
    await choose('车牌颜色', '黄色');
    await choose('车辆类型', '重型厢式货车');
    await choose('能源类型', '柴油');
    await uploadPhoto('上传行驶证正页');
    await uploadPhoto('上传行驶证副页');
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('The plate 粤B12345 is already registered on the platform')).toBeInTheDocument();
    expect(screen.getByLabelText('车牌号')).toHaveValue('粤B12345');
  });

  it('resubmits a refused vehicle starting from what was sent', async () => {
    const { sent } = mockFetch(vehicleServer({ reads: { 'info/7': vehicleDetail('rejected') }, write: () => vehicleDetail('pending') }));
    openSignedIn('#/pages/addVehicle/addVehicle?vehicleId=7');
    expect(await screen.findByText('未通过原因：行驶证照片模糊')).toBeInTheDocument();
    expect(screen.getByLabelText('车牌号')).toHaveValue('粤B12345');
    await userEvent.click(screen.getByRole('button', { name: '重新提交审核' }));
    await waitFor(() => expect(writesTo(sent, 'save')).toHaveLength(1));
    expect(writesTo(sent, 'save')[0].body).toMatchObject({ vehicleId: 7, plateNumber: '粤B12345', licenseFrontImage: 'file-front-000000001' });
  });

  it('sends a personal vehicle without enterpriseId, and refuses resubmitting one not refused', async () => {
    const { sent } = mockFetch(vehicleServer({ reads: { 'info/7': vehicleDetail('approved') }, write: () => vehicleDetail('pending') }));
    openSignedIn('#/pages/addVehicle/addVehicle?vehicleId=7');
    expect(await screen.findByText('只有未通过审核的车辆可以修改后重新提交。')).toBeInTheDocument();
    expect(screen.queryByLabelText('车牌号')).not.toBeInTheDocument();
    expect(writesTo(sent, 'save')).toHaveLength(0);
  });
});
