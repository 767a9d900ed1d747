import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { envelope, mockFetch, type Sent } from '../../lib/support';
import { appStore, localeAtom } from '@/lib/state';
import { renderWithApp, resetApp, signInLocally } from '../support';

const DETAIL = {
  id: 5,
  kind: 'realName',
  status: 'pending',
  submittedAt: '2026-11-20T08:00:00.000Z',
  reviewedAt: null,
  rejectReason: null,
  userId: 9,
  mobile: '13800138000',
  details: [
    { field: 'name', kind: 'text', value: '张三' },
    { field: 'idCardNo', kind: 'text', value: '11010519491231002X' },
  ],
  images: [{ field: 'idCardFront', url: '/app/api/file/abcdefghijklmnop' }],
  audit: [{ action: 'submitted', actorUserId: 9, actorMobile: '13800138000', reason: null, at: '2026-11-20T08:00:00.000Z' }],
};

const EMPTY_QUEUE = { records: [], total: 0, size: 10, current: 1, pages: 0 };

/** An operator's server: the detail, its image, the decisions and the (then empty) queue. */
function server(sent: Sent) {
  const { pathname } = new URL(sent.url);
  if (pathname === '/app/api/ops/certifications/5') return envelope(DETAIL);
  if (pathname === '/app/api/ops/certifications/5/approve') return envelope({ ...DETAIL, status: 'approved' });
  if (pathname === '/app/api/ops/certifications/5/reject') {
    return envelope({ ...DETAIL, status: 'rejected', rejectReason: (sent.body as { reason: string }).reason });
  }
  if (pathname === '/app/api/ops/certifications') return envelope(EMPTY_QUEUE);
  if (pathname === '/app/api/file/abcdefghijklmnop') return new Response(new Blob(['jpeg']), { headers: { 'content-type': 'image/jpeg' } });
  return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
}

/** The operator's server answering `detail` for certification 5. */
const showing = (detail: object) =>
  mockFetch((sent) => (new URL(sent.url).pathname === '/app/api/ops/certifications/5' ? envelope(detail) : server(sent)));

const decisions = (sent: Sent[]) =>
  sent.filter((call) => call.method === 'POST').map((call) => ({ path: new URL(call.url).pathname, body: call.body }));

// jsdom has no object URLs: stand-ins, removed again after each test.
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  resetApp('#/ops/review/detail?id=5');
  signInLocally();
  URL.createObjectURL = jest.fn(() => 'blob:review-image');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('review detail', () => {
  it('shows what was submitted, the image fetched with the session, and the audit trail', async () => {
    const { sent } = mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('身份证号：11010519491231002X')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '身份证人像面' })).toHaveAttribute('src', 'blob:review-image');
    const image = sent.find((call) => call.url.includes('/app/api/file/'))!;
    expect(image.headers.authorization).toContain('user-token');
    expect(within(screen.getByRole('region', { name: '审核记录' })).getByText('13800138000 提交')).toBeInTheDocument();
  });

  it("shows a merchant application's category by its name, not its code", async () => {
    showing({ ...DETAIL, kind: 'merchant', details: [{ field: 'merchantCategory', kind: 'text', value: 'restaurant' }], images: [] });
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText(/：餐饮$/)).toBeInTheDocument();
    expect(screen.queryByText(/restaurant/)).not.toBeInTheDocument();
  });

  it("shows an enterprise application's role by its name, not its code", async () => {
    showing({ ...DETAIL, kind: 'enterprise', details: [{ field: 'role', kind: 'text', value: 'carrier' }], images: [] });
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('申请身份：承运企业')).toBeInTheDocument();
  });

  it("shows a vehicle's approved load in 吨, in each language", async () => {
    showing({ ...DETAIL, kind: 'vehicle', details: [{ field: 'approvedLoadKg', kind: 'weight', kg: 17_500 }], images: [] });
    const { unmount } = renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('核定载质量：17.5 吨')).toBeInTheDocument();
    unmount();
    appStore.set(localeAtom, 'en');
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('Approved load: 17.5 t')).toBeInTheDocument();
  });

  it('approves and goes back to the queue with a toast', async () => {
    const { sent } = mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.click(await screen.findByRole('button', { name: '通过' }));

    await waitFor(() => expect(window.location.hash).toBe('#/ops/review'));
    expect(decisions(sent)).toEqual([{ path: '/app/api/ops/certifications/5/approve', body: undefined }]);
    expect(await screen.findByText('已通过该认证')).toBeInTheDocument();
  });

  it('rejects only with a reason, and sends that reason', async () => {
    const { sent } = mockFetch(server);
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回认证' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(within(dialog).getByText('此项不能为空')).toBeInTheDocument();
    expect(decisions(sent)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('驳回原因（用户可见）'), '身份证照片模糊');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));

    await waitFor(() => expect(window.location.hash).toBe('#/ops/review'));
    expect(decisions(sent)).toEqual([{ path: '/app/api/ops/certifications/5/reject', body: { reason: '身份证照片模糊' } }]);
    expect(await screen.findByText('已驳回该认证')).toBeInTheDocument();
  });

  it("shows a non-operator the server's refusal", async () => {
    mockFetch(() => envelope(null, { code: 'A00403', msg: '只有平台运营人员可以审核认证', status: 403 }));
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('只有平台运营人员可以审核认证')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
  });
});

describe("a coupon batch's review detail", () => {
  /** A cash batch (¥20 off bills from ¥100, 15 days after claiming) and a discount batch (15% off, a fixed window). */
  const batch = (value: object, validity: object) => ({
    ...DETAIL,
    kind: 'couponBatch',
    details: [
      { field: 'merchantName', kind: 'text', value: '闽运便利店' },
      { field: 'couponName', kind: 'text', value: '周末特惠' },
      { field: 'couponValue', ...value },
      { field: 'couponThreshold', kind: 'money', fen: 10_000 },
      { field: 'couponValidity', ...validity },
      { field: 'couponStock', kind: 'count', count: 12_000 },
      { field: 'couponPerUser', kind: 'count', count: 2 },
    ],
    images: [],
  });
  const cash = batch({ kind: 'money', fen: 2000 }, { kind: 'days', days: 15 });
  // 2026-11-01 00:00 to 2026-12-31 23:59, China time.
  const discount = batch({ kind: 'discount', percentOff: 15 }, { kind: 'timeRange', from: '2026-10-31T16:00:00.000Z', until: '2026-12-31T15:59:00.000Z' });

  /** What the operator reads under "submitted details", line by line. */
  const submitted = async (title: string) => {
    const region = await screen.findByRole('region', { name: title });
    await within(region).findByText(/周末特惠/);
    return within(region)
      .getAllByText(/[：:]/)
      .map((line) => line.textContent);
  };

  it('reads in Chinese: amounts in yuan, 折, 天, China time', async () => {
    showing(cash);
    const { unmount } = renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await submitted('提交的信息')).toEqual([
      '商家名称：闽运便利店',
      '优惠券名称：周末特惠',
      '面额/折扣：¥20.00',
      '使用门槛：¥100.00',
      '有效期：15 天',
      '发放总量：12,000',
      '每人限领：2',
    ]);
    unmount();

    showing(discount);
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('面额/折扣：8.5折')).toBeInTheDocument();
    expect(screen.getByText('有效期：2026-11-01 00:00 至 2026-12-31 23:59')).toBeInTheDocument();
    expect(screen.queryByText(/yuan|days|off/)).not.toBeInTheDocument();
  });

  it('reads in English with no Chinese units or punctuation', async () => {
    appStore.set(localeAtom, 'en');
    showing(cash);
    const { unmount } = renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await submitted('Submitted details')).toEqual([
      'Merchant name: 闽运便利店',
      'Coupon name: 周末特惠',
      'Value / discount: ¥20.00',
      'Minimum bill: ¥100.00',
      'Validity: 15 days',
      'Total stock: 12,000',
      'Per person: 2',
    ]);
    unmount();

    showing(discount);
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('Value / discount: 15% off')).toBeInTheDocument();
    expect(screen.getByText('Validity: 2026-11-01 00:00 to 2026-12-31 23:59')).toBeInTheDocument();
    expect(screen.queryByText(/[元折天：]/)).not.toBeInTheDocument();
  });
});

describe('coded details, shown by their dictionary labels', () => {
  // The dictionaries as GET /app/api/dict/:groupCode answers them (server/src/modules/identity/dict.seed.ts).
  const DICTS: Record<string, [code: string, label: string, labelEn: string][]> = {
    plateColor: [['1', '蓝色', 'Blue'], ['2', '黄色', 'Yellow']],
    vehicleType: [['Q11', '重型半挂牵引车', 'Heavy semi-trailer tractor'], ['H12', '重型厢式货车', 'Heavy box truck']],
    vehicleLength: [['9.6', '9.6米', '9.6 m']],
    energyType: [['diesel', '柴油', 'Diesel']],
    cargoType: [['general', '普通货物', 'General cargo'], ['coldChain', '冷链', 'Cold chain']],
  };
  const dictAnswer = (pathname: string) => {
    const group = DICTS[pathname.replace('/app/api/dict/', '')];
    return envelope(group.map(([code, label, labelEn], index) => ({ code, label, labelEn, sort: (index + 1) * 10 })));
  };
  const vehicle = {
    ...DETAIL,
    kind: 'vehicle',
    details: [
      { field: 'plateNumber', kind: 'text', value: '闽A12345' },
      { field: 'plateColor', kind: 'code', group: 'plateColor', code: '2' },
      { field: 'vehicleType', kind: 'code', group: 'vehicleType', code: 'H12' },
      { field: 'vehicleLength', kind: 'code', group: 'vehicleLength', code: '9.6' },
      { field: 'energyType', kind: 'code', group: 'energyType', code: 'diesel' },
    ],
    images: [],
  };
  /** The operator's server answering `detail` for certification 5, and the dictionaries by `dicts`. */
  const serving = (detail: object, dicts: (pathname: string) => Response | Promise<Response> = dictAnswer) =>
    mockFetch((sent) => {
      const { pathname } = new URL(sent.url);
      if (pathname.startsWith('/app/api/dict/')) return dicts(pathname);
      return pathname === '/app/api/ops/certifications/5' ? envelope(detail) : server(sent);
    });
  /** The lines under "submitted details" once `first` shows. */
  const submitted = async (title: string, first: string) => {
    const region = await screen.findByRole('region', { name: title });
    await within(region).findByText(first);
    return within(region)
      .getAllByText(/[：:]/)
      .map((line) => line.textContent);
  };

  it("shows a vehicle's plate colour, type, length and energy by name, in each language", async () => {
    serving(vehicle);
    const { unmount } = renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await submitted('提交的信息', '车牌颜色：黄色')).toEqual([
      '车牌号：闽A12345',
      '车牌颜色：黄色',
      '车辆类型：重型厢式货车',
      '车长：9.6米',
      '能源类型：柴油',
    ]);
    unmount();

    appStore.set(localeAtom, 'en');
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await submitted('Submitted details', 'Plate colour: Yellow')).toEqual([
      'Plate number: 闽A12345',
      'Plate colour: Yellow',
      'Vehicle type: Heavy box truck',
      'Vehicle length: 9.6 m',
      'Energy type: Diesel',
    ]);
  });

  it('never shows a code that then turns into its name: the value waits for the dictionary', async () => {
    let answerDicts!: () => void;
    const dictsAnswered = new Promise<void>((resolve) => (answerDicts = resolve));
    serving(vehicle, async (pathname) => {
      await dictsAnswered;
      return dictAnswer(pathname);
    });
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('车牌号：闽A12345')).toBeInTheDocument();
    // Label shown, value not yet: neither the code nor a name.
    expect(screen.getByText('车牌颜色：')).toBeInTheDocument();
    expect(screen.queryByText(/H12|diesel|：2$/)).not.toBeInTheDocument();

    answerDicts();
    expect(await screen.findByText('车牌颜色：黄色')).toBeInTheDocument();
    expect(screen.getByText('车辆类型：重型厢式货车')).toBeInTheDocument();
  });

  it('shows the code itself when the dictionary does not know it or cannot be read (offline)', async () => {
    // An old record's type no longer in the dictionary.
    serving({ ...vehicle, details: [{ field: 'vehicleType', kind: 'code', group: 'vehicleType', code: 'X99' }] });
    const { unmount } = renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('车辆类型：X99')).toBeInTheDocument();
    unmount();

    serving(vehicle, () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('车牌颜色：2')).toBeInTheDocument();
    expect(screen.getByText('车辆类型：H12')).toBeInTheDocument();
    expect(screen.getByText('能源类型：diesel')).toBeInTheDocument();
    // The decision still works.
    expect(screen.getByRole('button', { name: '通过' })).toBeEnabled();
  });

  it("shows a cargo owner's cargo types by name, listed in each language's way", async () => {
    const owner = { ...DETAIL, kind: 'cargoOwner', details: [{ field: 'cargoTypes', kind: 'codes', group: 'cargoType', codes: ['general', 'coldChain'] }], images: [] };
    serving(owner);
    const { unmount } = renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('常发货物类型：普通货物、冷链')).toBeInTheDocument();
    unmount();

    appStore.set(localeAtom, 'en');
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('Usual cargo types: General cargo, Cold chain')).toBeInTheDocument();
  });
});
