import { appUser, envelope, type Sent } from '../../lib/support';
import { vehicleDetail } from '../vehicle/vehicleServer';

/** Fixtures and a fake logistics server for the goods screens. */

export const LOGISTICS = '/logistics/api/';

const division = (code: string, name: string, level: string, parentCode: string | null, lng: number | null, lat: number | null) => ({
  code, name, level, parentCode, lng, lat,
});

export const AREAS: Record<string, unknown[]> = {
  '': [division('350000', '福建省', 'province', null, 119.3, 26.08), division('440000', '广东省', 'province', null, 113.27, 23.13)],
  '350000': [division('350100', '福州市', 'city', '350000', 119.3, 26.08)],
  '350100': [division('350102', '鼓楼区', 'county', '350100', 119.29, 26.08)],
  '440000': [division('440300', '深圳市', 'city', '440000', 114.06, 22.54)],
  '440300': [division('440305', '南山区', 'county', '440300', null, null)],
};

export const CARGO_TYPES = [
  { code: 'general', label: '普通货物', labelEn: 'General cargo', sort: 1 },
  { code: 'steel', label: '钢材', labelEn: 'Steel', sort: 2 },
];
export const CLASSIFICATION = {
  vehicleTypes: [{ code: 'H12', label: '重型厢式货车', labelEn: 'Heavy box truck', sort: 1 }],
  vehicleLengths: [{ code: '9.6', label: '9.6米', labelEn: '9.6 m', sort: 1 }],
};
export const STATIONS = [
  { id: 3, code: 'G15-001', name: '福州收费站', highway: 'G15沈海高速', address: '福州市晋安区', lng: 119.35, lat: 26.1, adCode: '350111' },
];

export function goodsSource(overrides: Record<string, unknown> = {}) {
  return {
    id: 42,
    status: 'open',
    releasedBy: 'cargoOwner',
    enterpriseId: null,
    enterpriseName: null,
    origin: { name: '福州市鼓楼区', address: '五四路1号', lng: 119.29, lat: 26.08, adCode: '350102' },
    destination: { name: '深圳市', address: '南山大道2号', lng: 114.06, lat: 22.54, adCode: '440300' },
    cargoType: 'steel',
    weightKg: 12500,
    volumeM3: null,
    trucksNeeded: 2,
    trucksTaken: 0,
    vehicleLength: '9.6',
    vehicleType: null,
    freightFen: 350050,
    loadingDate: '2030-01-02',
    contactName: '王五',
    contactMobile: '139****9000',
    remarks: null,
    station: null,
    offlineShipperName: null,
    offlineShipperMobile: null,
    cancelReason: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    openedAt: '2026-11-20T08:00:00.000Z',
    distanceM: null,
    isMine: false,
    ...overrides,
  };
}

/** A free (return) trip offer as freeTransportInfo answers it. */
export function freeTransport(overrides: Record<string, unknown> = {}) {
  return {
    id: 61,
    origin: { name: '福州市鼓楼区', address: '福州市鼓楼区', lng: 119.29, lat: 26.08, adCode: '350102' },
    destination: { name: '深圳市', address: '深圳市', lng: 114.06, lat: 22.54, adCode: '440300' },
    departDate: '2030-01-05',
    plateNumber: '闽A88888',
    vehicleType: 'H12',
    vehicleLength: '9.6',
    contactMobile: '13900139000',
    remarks: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    isMine: false,
    ...overrides,
  };
}

export function waybillDetail(overrides: Record<string, unknown> = {}) {
  const person = (userId: number) => ({ userId, name: null, mobile: '13800138000' });
  const place = { name: '福州市鼓楼区', address: '五四路1号', lng: 119.29, lat: 26.08, adCode: '350102' };
  return {
    waybillId: 77,
    waybillNo: 'WB00000077',
    status: 'created',
    origin: 'grab',
    goodsSourceId: 42,
    carNumber: '粤B12345',
    freightFen: 350050,
    originName: '福州市鼓楼区',
    destinationName: '深圳市',
    loadingDate: '2030-01-02',
    driver: person(7),
    cargoOwnerId: 9,
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    goods: {
      goodsSourceId: 42, cargoType: 'steel', weightKg: 12500, volumeM3: null, loadingDate: '2030-01-02',
      origin: place, destination: place, stationId: null, offlineShipper: null, enterpriseId: null,
    },
    cargoOwner: person(9),
    vehicleId: 7,
    signatures: [],
    loading: null,
    unloading: null,
    cancellation: null,
    evaluation: null,
    stationSignFor: null,
    code: null,
    actions: ['sign', 'driverCancel'],
    history: [],
    ...overrides,
  };
}

export const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: records.length ? 1 : 0 });

type Refusal = { msg: string; status: number; error?: string };

export interface GoodsServerOptions {
  /** The identities the signed-in user holds (user/info). */
  identities?: string[];
  source?: Record<string, unknown>;
  vehicles?: unknown[];
  /** Refuse POSTs to these calls with this answer. */
  refuse?: Record<string, Refusal>;
  market?: unknown[];
  /** getOwnerAuthInfo's answer (the enterprises a release may be made for). */
  ownerStanding?: unknown;
  /** The station a source's QR code is bound to (sourceQrCode). */
  qrStationId?: number | null;
  /** The signed-in user's id (user/info). */
  userId?: number;
  /** The qualification overview's answer (the certification steps of a user who may not release yet). */
  qualification?: unknown;
  /** The free-trip offers listed (freeTransportInfo); offering, changing and withdrawing change them. */
  offers?: Record<string, unknown>[];
}

/** Answers the reads the goods screens make and the releases / grab they send. */
export function goodsServer({ source = goodsSource(), vehicles = [vehicleDetail('approved')], refuse = {}, market = [goodsSource()], ownerStanding = { realNameApproved: true, personal: null, enterprises: [] }, identities = ['driver', 'cargoOwner'], qrStationId = null, userId = 7, qualification = { isVerified: true, items: [] }, offers = [] }: GoodsServerOptions = {}) {
  let current = source;
  let listed = offers;
  return (sent: Sent) => {
    const url = new URL(sent.url);
    const path = url.pathname;
    const call = path.startsWith(LOGISTICS) ? path.slice(LOGISTICS.length) : null;
    if (call && sent.method === 'POST' && refuse[call]) {
      const { msg, status, error } = refuse[call];
      return envelope(null, { code: String(status), msg, status, error });
    }
    if (path === '/appserver/authentication/device') return envelope({ token: 'device-token-1', isTourist: true }, { code: 'P00000' });
    if (path === '/app/api/user/info') return envelope(appUser({ identities, userId }));
    if (path === '/app/api/user/qualification') return envelope(qualification);
    if (path === '/app/api/user/wlInfo') {
      return envelope({ userId: 7, mobile: '13800138000', identityType: 'driver', isDriver: true, isCargoOwner: true, isCarrier: false, isTollCollector: true, isVerified: true });
    }
    if (call === 'getOwnerAuthInfo') return envelope(ownerStanding);
    if (path === '/app/api/dict/cargoType') return envelope(CARGO_TYPES);
    if (path === '/app/api/app/vehicle/drivable') return envelope(vehicles);
    if (call === 'areas') return envelope(AREAS[url.searchParams.get('parentCode') ?? ''] ?? []);
    if (call === 'vehicleClassification') return envelope(CLASSIFICATION);
    if (call === 'listOfStation') return envelope(STATIONS);
    if (call?.startsWith('sourceDetail/')) return envelope(current);
    if (call === 'releaseSource' || call === 'releaseSourceOfOffline') {
      current = goodsSource({ id: 43, isMine: true, status: (sent.body as { draft?: boolean }).draft ? 'draft' : 'open' });
      return envelope(current);
    }
    if (call === 'grabOrder' || call === 'cargoOwnerDispatchOrder') return envelope(waybillDetail());
    if (call === 'cargoOwnerCancel') {
      current = { ...current, status: 'cancelled', cancelReason: (sent.body as { reason?: string }).reason ?? null };
      return envelope(current);
    }
    if (call === 'sourceQrCode') {
      return envelope({ goodsSourceId: 42, stationId: qrStationId, purpose: url.searchParams.get('purpose') ?? 'loading', token: `GQ1.L.42.0.1893456000.${'A'.repeat(43)}`, expiresAt: '2030-01-01T00:00:00.000Z', shortCode: 'Z-42-7QK2-MD', shortCodeExpiresAt: '2030-01-01T00:00:00.000Z' });
    }
    if (call && /^(priorityGoods|recommendedForOldDrivers|todaySourceOfGoodsList|nearbySourceOfGoods|stationCommerceSourceList)$/.test(call)) {
      return envelope(page(market));
    }
    if (call === 'freeTransport/release' || call === 'freeTransport/edit') {
      const body = sent.body as Record<string, unknown>;
      const offer = freeTransport({ ...body, id: body.id ?? 62, vehicleId: undefined, plateNumber: '粤B12345', remarks: body.remarks ?? null, isMine: true });
      delete (offer as { vehicleId?: unknown }).vehicleId;
      listed = body.id ? listed.map((each) => (each.id === body.id ? offer : each)) : [offer, ...listed];
      return envelope(offer);
    }
    if (call === 'freeTransport/delete') {
      listed = listed.filter((each) => each.id !== (sent.body as { id: number }).id);
      return envelope({ id: (sent.body as { id: number }).id });
    }
    if (call === 'freeTransportInfo') return envelope(page(listed));
    if (call === 'operationHistory' || call === 'waybillList') return envelope(page([]));
    return envelope(null, { code: '404', msg: `unexpected ${path}`, status: 404 });
  };
}

/** The POSTs that reached one logistics call. */
export const postsTo = (sent: Sent[], call: string) =>
  sent.filter((each) => each.method === 'POST' && new URL(each.url).pathname === `${LOGISTICS}${call}`);
