import { envelope, type Sent } from '../../lib/support';

/**
 * A fake store service for the brigade shop's browsing screens: the public catalogue (two
 * categories, goods over two pages, one self-drive package, the annual pass), the buyer's
 * travellers and passes, and the appserver calls of signing in. `{code: 0}` envelopes as the shop's.
 */
export const STORE = '/store/api/products';
export const PICTURE = 'p'.repeat(20);

export const CATEGORIES = [
  { categoryId: 1, name: '福建特产', sort: 1, icon: null, productCount: 3 },
  { categoryId: 2, name: '自驾线路', sort: 2, icon: null, productCount: 1 },
];

export function goods(productId: number, overrides: Record<string, unknown> = {}) {
  return {
    productId,
    kind: 'goods',
    categoryId: 1,
    title: `武夷岩茶 ${productId} 号`,
    subtitle: '高山茶园直供',
    cover: { fileId: PICTURE, url: `${STORE}/picture/${PICTURE}` },
    priceFen: 12_800,
    stock: 20,
    soldOut: false,
    soldCount: 3,
    ...overrides,
  };
}

export const PACKAGE = {
  productId: 20,
  kind: 'selfDrive',
  categoryId: 2,
  title: '武夷山三日自驾',
  subtitle: '沿 G70 福银高速，住九曲溪畔',
  cover: null,
  priceFen: 128_000,
  stock: 6,
  soldOut: false,
  soldCount: 0,
};

export const PACKAGE_DETAIL = {
  ...PACKAGE,
  description: '费用含两晚住宿和景区门票。',
  categoryName: '自驾线路',
  pictures: [],
  itinerary: [
    { title: '福州—武夷山', text: '上午出发，沿 G70 行驶约 4 小时' },
    { title: '九曲溪竹筏', text: '全天游览' },
    { title: '返程', text: '午饭后返回福州' },
  ],
  departures: [
    { departureId: 5, date: '2026-12-05', priceFen: 128_000, seatsLeft: 6, departed: false },
    { departureId: 6, date: '2026-12-12', priceFen: 138_000, seatsLeft: 0, departed: false },
  ],
  passValidMonths: null,
};

export const GOODS_DETAIL = { ...goods(10), description: '每罐 250 克。', categoryName: '福建特产', pictures: [goods(10).cover], itinerary: [], departures: [], passValidMonths: null };

export const PASS_PRODUCT = {
  productId: 30,
  kind: 'annualPass',
  categoryId: 1,
  title: '一码通年卡',
  subtitle: '合作景区与服务区通用',
  cover: null,
  priceFen: 19_900,
  stock: 100,
  soldOut: false,
  soldCount: 8,
  description: '合作景区免门票。',
  categoryName: '福建特产',
  pictures: [],
  itinerary: [],
  departures: [],
  passValidMonths: 12,
};

export function pass(overrides: Record<string, unknown> = {}) {
  return {
    passId: 3,
    passNo: 'YK2026112600031',
    productId: 30,
    title: '一码通年卡',
    orderId: 9,
    status: 'unbound',
    validFrom: '2026-11-26',
    validUntil: '2027-11-25',
    holder: null,
    createdAt: '2026-11-26T02:00:00.000Z',
    ...overrides,
  };
}

export const TRAVELLER = { travellerId: 4, name: '张三', idCardNoMasked: '110101********1234', mobile: '13800138000', createdAt: '2026-11-01T00:00:00.000Z' };

const ok = (data: unknown) => envelope(data, { code: 0 });
const page = (records: unknown[], current: number, pages: number) => ok({ records, total: pages * 10, size: 10, current, pages });

export interface ServerState {
  passes?: unknown[];
  travellers?: unknown[];
  goodsDetail?: unknown;
}

/** Answers the shop's calls; `state` holds the buyer's own data (mutable by the test). */
export function brigadeServer(state: ServerState = {}) {
  return (sent: Sent) => {
    const url = new URL(sent.url);
    const path = url.pathname;
    const query = url.searchParams;
    if (path === '/appserver/authentication/device') return envelope({ token: 'device-token-1', isTourist: true }, { code: 'P00000' });
    if (path.startsWith('/appserver/api/sms/send/')) return envelope({ resendAfter: 60, expiresIn: 300 }, { code: 'P00000' });
    if (path === '/appserver/authentication/mobile') {
      return envelope({ userToken: 'user-token', logisticsToken: 'logistics-token', userRefreshToken: 'r1', logisticsRefreshToken: 'r2', isTourist: false }, { code: 'P00000' });
    }
    if (path === '/app/api/user/info') return envelope({ userId: 7, mobile: '13800138000', nickname: '', avatar: null, createdAt: '2025-01-01T00:00:00.000Z', identityType: null, identities: [], canShare: true, isInviter: false, isVerified: false, vLogo: null, recommender: null });
    if (path === `${STORE}/category`) return ok(CATEGORIES);
    if (path === `${STORE}/list`) {
      const current = Number(query.get('current') ?? 1);
      if (query.get('kind') === 'selfDrive' || query.get('categoryId') === '2') return page([PACKAGE], 1, 1);
      return page(current === 1 ? [goods(10), goods(11)] : [goods(12, { soldOut: true, stock: 0 })], current, 2);
    }
    if (path === `${STORE}/detail/20`) return ok(PACKAGE_DETAIL);
    if (path === `${STORE}/detail/10`) return state.goodsDetail === null ? envelope(null, { code: 404, status: 404, msg: 'gone', error: 'brigade.productNotFound' }) : ok(state.goodsDetail ?? GOODS_DETAIL);
    if (path === `${STORE}/annualCard/intro`) return ok({ product: PASS_PRODUCT });
    if (path === `${STORE}/annualCard`) return ok(state.passes ?? []);
    if (path === `${STORE}/userInfos`) return ok(state.travellers ?? [TRAVELLER]);
    if (path.startsWith(`${STORE}/userInfo/delete/`)) {
      state.travellers = [];
      return ok({ travellerId: 4, deleted: true });
    }
    if (path.startsWith(`${STORE}/picture/`)) return new Response(new Uint8Array(8), { status: 200, headers: { 'Content-Type': 'image/jpeg' } });
    return envelope(null, { code: 404, status: 404, msg: `unexpected ${path}` });
  };
}

/** The calls sent to `path` (the whole path, e.g. `${STORE}/list`). */
export const callsTo = (sent: Sent[], path: string) => sent.filter((call) => new URL(call.url).pathname === path);
