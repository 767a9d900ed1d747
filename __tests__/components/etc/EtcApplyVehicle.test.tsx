import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../lib/support';
import { fill, openSignedIn, storedUploadsPerTest } from '../forms';
import { keepDraft } from '@/lib/state/formDraft';
import { navigate } from '@/components/router/history';
import { certifiedTruck, etcOrder, etcServer, readsOf, writesTo } from './etcServer';

jest.setTimeout(30_000);
storedUploadsPerTest();

const VEHICLE = '#/pages/addETCVehicle/addETCVehicle';

async function upload(label: string, name: string) {
  const photo = new File(['jpeg'], name, { type: 'image/jpeg' });
  await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [photo] } }));
  expect(await screen.findByText(`${name} 已上传`)).toBeInTheDocument();
}

describe('the truck of an ETC application', () => {
  it('refuses a bad plate, a blue plate on a heavy truck and missing photos, and sends nothing', async () => {
    const server = etcServer();
    const { sent } = mockFetch(server.answer);
    openSignedIn(VEHICLE);
    // The first screen of the file also waits for the domain's code to compile.
    await userEvent.click(await screen.findByRole('button', { name: '填写行驶证' }, { timeout: 20_000 }));
    await fill({ 车牌号: '闽A1234', 所有人: '王建国', '总质量（吨）': '25', '车长（米）': '9.6' });
    await userEvent.selectOptions(screen.getByLabelText('轴数'), '3轴');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入正确的车牌号')).toBeInTheDocument();
    expect(screen.getByText('请上传行驶证主页和副页照片')).toBeInTheDocument();

    await fill({ 车牌号: '闽A12345' });
    await userEvent.click(screen.getByRole('radio', { name: '蓝色' }));
    expect(screen.getByText(/蓝色车牌只适用于货1/)).toBeInTheDocument();
    // The class follows what is typed.
    expect(screen.getByText('收费车型：货3（三类货车）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(writesTo(sent, 'etc/createOrder')).toHaveLength(0);
    expect(readsOf(sent, 'etc/etcCheckIssue')).toHaveLength(0);
  });

  it('fills the form from the licence photos (OCR), checks the plate and starts the application', async () => {
    const server = etcServer({ vehicles: [], ocr: { recognized: true, fields: { plateNumber: '闽D88765', ownerName: '厦门顺达物流有限公司', vin: 'LZZ1CLSB5KA123456' } } });
    const { sent } = mockFetch(server.answer);
    openSignedIn(VEHICLE);
    await screen.findByLabelText('车牌号');
    await upload('上传行驶证主页照片', 'front.jpg');
    expect(await screen.findByText('已从照片识别并填入：车牌号、所有人、车辆识别代号，请核对')).toBeInTheDocument();
    expect(screen.getByLabelText('车牌号')).toHaveValue('闽D88765');
    expect(screen.getByLabelText('所有人')).toHaveValue('厦门顺达物流有限公司');

    server.ocr = { recognized: true, fields: { totalWeightKg: 31000, lengthMm: 11990 } };
    await upload('上传行驶证副页照片', 'back.jpg');
    await waitFor(() => expect(screen.getByLabelText('总质量（吨）')).toHaveValue('31'));
    expect(screen.getByLabelText('车长（米）')).toHaveValue('11.99');
    await userEvent.selectOptions(screen.getByLabelText('轴数'), '4轴');
    expect(screen.getByText('收费车型：货4（四类货车）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));

    await waitFor(() => expect(writesTo(sent, 'etc/createOrder')).toHaveLength(1));
    const [check] = readsOf(sent, 'etc/etcCheckIssue');
    expect(new URL(check.url).searchParams.get('plateNumber')).toBe('闽D88765');
    const [created] = writesTo(sent, 'etc/createOrder');
    expect(created.body).toEqual({
      vehicle: {
        source: 'typed',
        plateNumber: '闽D88765',
        plateColor: '2',
        ownerName: '厦门顺达物流有限公司',
        vin: 'LZZ1CLSB5KA123456',
        axles: 4,
        totalWeightKg: 31000,
        lengthMm: 11990,
        licenseFrontFileId: 'file-000000000000',
        licenseBackFileId: 'file-000000000001',
      },
    });
    expect(created.headers['idempotency-key']).toBeTruthy();
    // On to the application form, the truck done and the rest to fill in.
    expect(await screen.findByText(/闽D88765（黄色） · 货4/)).toBeInTheDocument();
    expect(window.location.hash).toContain('#/pages/etcHandling/etcHandling');
  });

  it('says why a plate cannot get a card and offers the way on', async () => {
    const server = etcServer({ check: { eligible: false, blockers: ['etc.plateHasApplication'], myLiveOrderId: 12 } });
    const { sent } = mockFetch(server.answer);
    openSignedIn(VEHICLE);
    expect(await screen.findByRole('radio', { name: '闽A12345（黄色）' })).toBeChecked();
    await fill({ '总质量（吨）': '18', '车长（米）': '9.6' });
    await userEvent.selectOptions(screen.getByLabelText('轴数'), '2轴');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('这个车牌已有办理中的申请')).toBeInTheDocument();
    expect(writesTo(sent, 'etc/createOrder')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '继续这份申请' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/etcHandling/etcHandling?orderId=12'));
  });

  it('keeps what was typed when the person leaves and comes back', async () => {
    mockFetch(etcServer({ vehicles: [certifiedTruck()] }).answer);
    openSignedIn(VEHICLE);
    await userEvent.click(await screen.findByRole('button', { name: '填写行驶证' }));
    await fill({ 车牌号: '闽D88765', '总质量（吨）': '4.2' });
    await act(async () => navigate('/pages/etcMainPage/etcMainPage'));
    expect(await screen.findByRole('button', { name: '办理ETC' })).toBeInTheDocument();
    expect(screen.queryByLabelText('车牌号')).not.toBeInTheDocument();
    await act(async () => navigate('/pages/addETCVehicle/addETCVehicle'));
    expect(await screen.findByLabelText('车牌号')).toHaveValue('闽D88765');
    expect(screen.getByLabelText('总质量（吨）')).toHaveValue('4.2');
  });

  it("does not show one account's typed truck to another account on the same phone", async () => {
    mockFetch(etcServer({ userId: 8 }).answer);
    openSignedIn(VEHICLE);
    // Kept on this phone by the account before (user 7).
    keepDraft('etcVehicle', 7, { values: { source: 'typed', vehicleId: '', plateNumber: '闽D88765', plateColor: '2', ownerName: '', vin: '', axles: '', tonnes: '', metres: '' }, front: null, back: null });
    await userEvent.click(await screen.findByRole('button', { name: '填写行驶证' }));
    expect(screen.getByLabelText('车牌号')).toHaveValue('');
  });

  it('changes the truck of an application being filled in', async () => {
    const server = etcServer({ orders: [etcOrder()] });
    const { sent } = mockFetch(server.answer);
    openSignedIn(`${VEHICLE}?orderId=31`);
    expect(await screen.findByLabelText('总质量（吨）')).toHaveValue('25');
    await fill({ '总质量（吨）': '24.5' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(writesTo(sent, 'etc/updateOrder')).toHaveLength(1));
    expect(writesTo(sent, 'etc/updateOrder')[0].body).toEqual({ orderId: 31, vehicle: { source: 'certified', vehicleId: 21, axles: 3, totalWeightKg: 24500, lengthMm: 9600 } });
  });
});
