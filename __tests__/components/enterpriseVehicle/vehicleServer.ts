import { envelope, type Sent } from '../../lib/support';
import { certification, enterprise } from '../owner/ownerServer';

/** Fixtures and a fake app server for the enterprise-vehicle screens. */

export const ENTERPRISE_ID = 5;
export const ENTERPRISE_NAME = '福州顺达物流有限公司';
const VEHICLE = '/app/api/app/vehicle/';

/** The caller manages enterprise 5 (approved); pass other standings to test the rest. */
export const managing = { realNameApproved: true, personal: null, enterprises: [enterprise('approved')] };
export const managingNone = { realNameApproved: true, personal: null, enterprises: [enterprise('pending')] };

export const DICTS: Record<string, Array<{ code: string; label: string; labelEn: string; sort: number }>> = {
  plateColor: [
    { code: '2', label: '黄色', labelEn: 'Yellow', sort: 1 },
    { code: '5', label: '渐变绿色', labelEn: 'Green', sort: 2 },
  ],
  vehicleType: [
    { code: 'Q11', label: '重型半挂牵引车', labelEn: 'Heavy tractor', sort: 1 },
    { code: 'H11', label: '重型普通货车', labelEn: 'Heavy truck', sort: 2 },
  ],
  vehicleLength: [{ code: '13.5', label: '13.5米', labelEn: '13.5 m', sort: 1 }],
  energyType: [{ code: 'diesel', label: '柴油', labelEn: 'Diesel', sort: 1 }],
};

export function summary(overrides: Record<string, unknown> = {}) {
  return {
    vehicleId: 31,
    plateNumber: '闽A12345',
    plateColor: '2',
    vehicleType: 'H11',
    vehicleLength: '13.5',
    energyType: 'diesel',
    approvedLoadKg: 31500,
    owner: { kind: 'enterprise', userId: null, enterpriseId: ENTERPRISE_ID, enterpriseName: ENTERPRISE_NAME },
    certification: { ...certification('vehicle', 'approved'), id: 77 },
    inspectionValidUntil: '2027-06-30',
    roadTransportValidUntil: null,
    warnings: [],
    relation: 'manager',
    driverCount: 0,
    ...overrides,
  };
}

export function detail(overrides: Record<string, unknown> = {}) {
  return {
    ...summary(),
    ownerName: ENTERPRISE_NAME,
    vin: 'LZZ1BXND5JW123456',
    registerDate: '2020-05-01',
    licenseFrontImage: { fileId: 'file-front-0000000001', url: '/app/api/file/file-front-0000000001' },
    licenseBackImage: { fileId: 'file-back-00000000001', url: '/app/api/file/file-back-00000000001' },
    inspectionImage: null,
    roadTransportNo: null,
    roadTransportImage: null,
    contactMobile: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export function driverAuthorization(overrides: Record<string, unknown> = {}) {
  return {
    authorizationId: 301,
    vehicleId: 31,
    driverUserId: 41,
    driverMobile: '13700137001',
    driverName: '张三',
    grantedAt: '2026-11-10T08:00:00.000Z',
    endedAt: null,
    endReason: null,
    ...overrides,
  };
}

export function activeDriver(userId: number, name: string, mobile: string) {
  return { userId, name, mobile, contactMobile: null, certificationStatus: 'approved' };
}

export function page<T>(records: T[]) {
  return { records, total: records.length, size: 10, current: 1, pages: records.length ? 1 : 0 };
}

export type Handler = (sent: Sent, url: URL) => unknown;
export interface Refusal {
  refuse: { status: number; msg: string };
}
export const refuse = (status: number, msg: string): Refusal => ({ refuse: { status, msg } });

/**
 * The server: `routes` maps `METHOD /path` (the path after /app/api/app/vehicle/, `:id` matching
 * any number) to an answer; the owner standing, the vehicle dicts and the enterprise drivers are
 * built in. A handler answering `refuse(...)` is a refusal envelope.
 */
export function vehicleServer(routes: Record<string, Handler>, standing: unknown = managing, drivers: unknown[] = []) {
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, path] = key.split(' ');
    const pattern = new RegExp(`^${VEHICLE}${path.replace(/:\w+/g, '\\d+')}$`);
    return { method, pattern, handler };
  });
  return (sent: Sent) => {
    const url = new URL(sent.url);
    const { pathname } = url;
    if (pathname === '/logistics/api/getOwnerAuthInfo') return envelope(standing);
    if (pathname.startsWith('/app/api/dict/')) return envelope(DICTS[pathname.slice('/app/api/dict/'.length)] ?? []);
    if (pathname === '/app/api/user/qualification') return envelope({ isVerified: true, items: [] });
    if (/^\/app\/api\/app\/driver\/enterprise\/\d+\/active$/.test(pathname)) return envelope(drivers);
    const route = table.find((each) => each.method === sent.method && each.pattern.test(pathname));
    if (!route) return envelope(null, { code: '404', msg: `unexpected ${sent.method} ${pathname}`, status: 404 });
    const answer = route.handler(sent, url);
    if (answer && typeof answer === 'object' && 'refuse' in answer) {
      const { status, msg } = (answer as Refusal).refuse;
      return envelope(null, { code: String(status), msg, status });
    }
    return envelope(answer);
  };
}

/** What reached one vehicle call (`METHOD path`, the path after /app/api/app/vehicle/). */
export function callsTo(sent: Sent[], key: string) {
  const [method, path] = key.split(' ');
  const pattern = new RegExp(`^${VEHICLE}${path.replace(/:\w+/g, '\\d+')}$`);
  return sent.filter((each) => each.method === method && pattern.test(new URL(each.url).pathname));
}
