import { envelope, type Sent } from '../../lib/support';

/** Fixtures and a fake app server for the vehicle screens. */

export const DICTS: Record<string, { code: string; label: string; labelEn: string; sort: number }[]> = {
  plateColor: [
    { code: '1', label: '蓝色', labelEn: 'Blue', sort: 1 },
    { code: '2', label: '黄色', labelEn: 'Yellow', sort: 2 },
    { code: '5', label: '绿色（新能源小型）', labelEn: 'Green (small new-energy)', sort: 5 },
  ],
  vehicleType: [{ code: 'H12', label: '重型厢式货车', labelEn: 'Heavy box truck', sort: 1 }],
  vehicleLength: [{ code: '9.6', label: '9.6米', labelEn: '9.6 m', sort: 1 }],
  energyType: [{ code: 'diesel', label: '柴油', labelEn: 'Diesel', sort: 1 }],
};

export function certification(status: string, rejectReason: string | null = null) {
  return {
    id: 31,
    kind: 'vehicle',
    status,
    submittedAt: '2026-11-20T08:00:00.000Z',
    reviewedAt: status === 'pending' ? null : '2026-11-21T08:00:00.000Z',
    rejectReason,
  };
}

export function vehicleDetail(status = 'pending', overrides: Record<string, unknown> = {}) {
  return {
    vehicleId: 7,
    plateNumber: '粤B12345',
    plateColor: '2',
    vehicleType: 'H12',
    vehicleLength: '9.6',
    energyType: 'diesel',
    approvedLoadKg: 18000,
    owner: { kind: 'person', userId: 3, enterpriseId: null, enterpriseName: null },
    certification: certification(status, status === 'rejected' ? '行驶证照片模糊' : null),
    inspectionValidUntil: '2031-06-30',
    roadTransportValidUntil: null,
    warnings: [],
    relation: 'owner',
    driverCount: 0,
    ownerName: '张三',
    vin: 'LFWSRXRJ5A1B00001',
    registerDate: '2024-03-01',
    licenseFrontImage: { fileId: 'file-front-000000001', url: '/app/api/file/file-front-000000001' },
    licenseBackImage: { fileId: 'file-back-0000000001', url: '/app/api/file/file-back-0000000001' },
    inspectionImage: null,
    roadTransportNo: null,
    roadTransportImage: null,
    contactMobile: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: records.length ? 1 : 0 });

const VEHICLE = '/app/api/app/vehicle/';

/**
 * The server: dicts, vehicle reads from `reads` (by path after /app/vehicle/), and writes
 * answered by `write(sent)` or refused with `refusal`.
 */
export function vehicleServer({
  reads = {},
  refusal,
  write,
}: { reads?: Record<string, unknown>; refusal?: { msg: string; status: number }; write?: (sent: Sent) => unknown } = {}) {
  return (sent: Sent) => {
    const { pathname } = new URL(sent.url);
    if (pathname.startsWith('/app/api/dict/')) return envelope(DICTS[pathname.slice('/app/api/dict/'.length)] ?? []);
    if (pathname === '/app/api/user/qualification') return envelope({ isVerified: true, items: [] });
    if (pathname.startsWith(VEHICLE)) {
      const rest = pathname.slice(VEHICLE.length);
      if (sent.method === 'GET' && rest in reads) return envelope(reads[rest]);
      if (sent.method !== 'GET') {
        if (refusal) return envelope(null, { code: String(refusal.status), msg: refusal.msg, status: refusal.status });
        return envelope(write ? write(sent) : { ok: true });
      }
    }
    return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
  };
}

/** The writes that reached one vehicle call (path after /app/vehicle/). */
export const writesTo = (sent: Sent[], rest: string) =>
  sent.filter((each) => each.method !== 'GET' && new URL(each.url).pathname === `${VEHICLE}${rest}`);
