import type { z } from 'zod';
import { endpoints, type Activity, type CouponBatch, type CouponBatchDraft, type IdentityType, type MyCoupon, type WriteOffRecord } from '@/lib/contract';
import type { MerchantOfStaff } from '@/lib/api';
import { appUser, envelope, type Sent } from '../../lib/support';

/**
 * A fake app server for the coupon and activity screens. Request bodies and queries are checked
 * against the contract (lib/contract/coupon.ts, activity.ts) and answered 422 when they do not
 * fit, as the real server would; answers are parsed by the client with the same contract. State
 * moves as the real one's does: claims take stock, a write-off uses the coupon once.
 */

export const APP = '/app/api/';
export const MERCHANT_ID = 5;
export const CODE = '123456789012';
export const SIGNATURE = 'A'.repeat(86);
/** A signed QR payload of coupon 31 as lib/contract/coupon.ts describes it. */
export const QR = `CQ1.31.21.${MERCHANT_ID}.${CODE}.1764547200.1767225599.${SIGNATURE}`;

export function batch(overrides: Partial<CouponBatch> = {}): CouponBatch {
  return {
    id: 21,
    merchantId: MERCHANT_ID,
    merchantName: '老王汽修店',
    name: '洗车立减券',
    kind: 'cash',
    faceValueFen: 1000,
    discountPercent: null,
    thresholdFen: 5000,
    validityType: 'fixed',
    validFrom: '2026-11-30T16:00:00.000Z',
    validUntil: '2026-12-31T15:59:59.000Z',
    validDays: null,
    totalStock: 100,
    claimedCount: 3,
    usedCount: 1,
    perUserLimit: 1,
    fundedBy: 'merchant',
    status: 'approved',
    rejectReason: null,
    description: '仅限小车洗车',
    createdAt: '2026-11-20T02:00:00.000Z',
    claimable: true,
    myClaimedCount: 0,
    ...overrides,
  };
}

export function coupon(overrides: Partial<MyCoupon> = {}): MyCoupon {
  return {
    id: 31,
    batch: batch({ myClaimedCount: 1 }),
    code: CODE,
    qr: QR,
    status: 'unused',
    claimedAt: '2026-11-25T02:00:00.000Z',
    validFrom: '2026-11-30T16:00:00.000Z',
    validUntil: '2026-12-31T15:59:59.000Z',
    usedAt: null,
    usedAtMerchant: null,
    ...overrides,
  };
}

export function writeOff(overrides: Partial<WriteOffRecord> = {}): WriteOffRecord {
  return {
    id: 41,
    couponId: 31,
    code: CODE,
    batch: batch(),
    holderName: '王**',
    staffUserId: 7,
    staffName: '小李',
    deviceId: null,
    usedAt: '2026-12-02T03:04:00.000Z',
    recordedAt: '2026-12-02T03:04:00.000Z',
    offline: false,
    settledFen: 0,
    ...overrides,
  };
}

export function merchantOf(role: MerchantOfStaff['role'], overrides: Partial<MerchantOfStaff> = {}): MerchantOfStaff {
  return {
    merchantId: MERCHANT_ID,
    merchantName: '老王汽修店',
    category: 'repair',
    stationId: null,
    stationName: null,
    address: '福州市仓山区建新镇1号',
    lng: 119.3,
    lat: 26.05,
    contactPhone: '13900139000',
    status: 'approved',
    rejectReason: null,
    licenceImage: { fileId: 'f1', url: '/app/api/file/f1' },
    ownerUserId: 7,
    invitedByUserId: null,
    createdAt: '2026-11-01T02:00:00.000Z',
    reviewedAt: '2026-11-02T02:00:00.000Z',
    role,
    ...overrides,
  };
}

export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 61,
    typeCode: 'event',
    title: '货车司机安全驾驶讲座',
    summary: '冬季行车安全',
    content: '讲座后发放小礼品',
    coverUrl: '/icons/icon-192.png',
    banner: true,
    startAt: '2026-11-20T00:00:00.000Z',
    endAt: '2026-12-20T10:00:00.000Z',
    releaseStatus: 'ongoing',
    capacity: 50,
    registeredCount: 10,
    stationId: null,
    stationName: null,
    couponBatch: null,
    mine: { registered: false, clockedIn: false },
    ...overrides,
  };
}

export const page = <T>(records: T[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });

type Refusal = { status: number; msg: string; error?: string; params?: Record<string, string | number> };
const refused = ({ status, ...rest }: Refusal) => envelope(null, { code: String(status), status, ...rest });

const c = endpoints.coupon;
const a = endpoints.activity;
/** Every coupon and activity call by its path after /app/api, with the schema of what it takes. */
const CALLS: Record<string, { body?: z.ZodType; query?: z.ZodType }> = Object.fromEntries(
  [...Object.values(c), ...Object.values(a)].map((e) => [e.path, { body: e.body, query: e.query }]),
);

export interface CouponServer {
  identityType: IdentityType;
  merchants: MerchantOfStaff[];
  batches: CouponBatch[];
  coupons: MyCoupon[];
  records: WriteOffRecord[];
  activities: Activity[];
  /** The next call to these paths (after /app/api) is refused with this answer (once). */
  refuse: Record<string, Refusal>;
  answer: (sent: Sent) => Response;
}

export function couponServer(init: Partial<Omit<CouponServer, 'answer'>> = {}): CouponServer {
  const server: CouponServer = {
    identityType: 'driver',
    merchants: [],
    batches: [batch()],
    coupons: [coupon()],
    records: [],
    activities: [activity()],
    refuse: {},
    ...init,
    answer: (sent) => {
      const url = new URL(sent.url);
      if (!url.pathname.startsWith(APP)) return refused({ status: 404, msg: 'not here' });
      const call = url.pathname.slice(APP.length - 1);
      const query = Object.fromEntries(url.searchParams);
      if (call === '/user/info') return envelope(appUser({ identityType: server.identityType, identities: [server.identityType] }));
      if (call === '/merchant/getMerchantInfo') return envelope(server.merchants);
      if (server.refuse[call]) {
        const refusal = server.refuse[call];
        delete server.refuse[call];
        return refused(refusal);
      }
      const schemas = CALLS[call];
      const checked = sent.method === 'GET' ? schemas?.query?.safeParse(query) : schemas?.body?.safeParse(sent.body);
      if (checked && !checked.success) return refused({ status: 422, msg: `does not fit the contract: ${checked.error.message}` });
      const input = (checked?.data ?? {}) as Record<string, never>;
      const byId = <T extends { id: number }>(list: T[], id: unknown) => list.find((item) => item.id === Number(id));

      switch (call) {
        case '/merchant/consumeCoupon/list':
          return envelope(page(server.batches.filter((b) => b.merchantId === input.merchantId)));
        case '/merchant/consumeCoupon/available':
          return envelope(page(server.batches.filter((b) => b.status === 'approved')));
        case '/merchant/consumeCoupon/info': {
          const found = byId(server.batches, input.id);
          return found ? envelope(found) : refused({ status: 404, msg: 'no batch', error: 'coupon.batchNotFound' });
        }
        case '/merchant/consumeCoupon/add': {
          const draft = input as unknown as CouponBatchDraft;
          const made = batch({ ...draft, id: 22, faceValueFen: draft.faceValueFen ?? null, discountPercent: draft.discountPercent ?? null, validFrom: draft.validFrom ?? null, validUntil: draft.validUntil ?? null, validDays: draft.validDays ?? null, description: draft.description ?? '', status: 'pending', claimedCount: 0, usedCount: 0, claimable: false });
          server.batches.unshift(made);
          return envelope(made);
        }
        case '/merchant/consumeCoupon/delete': {
          const found = byId(server.batches, input.id)!;
          Object.assign(found, { status: 'stopped', claimable: false });
          return envelope(found);
        }
        case '/merchant/consumeCoupon/claim': {
          const found = byId(server.batches, input.batchId)!;
          found.claimedCount += 1;
          found.myClaimedCount += 1;
          const made = coupon({ id: 32, batch: found });
          server.coupons.unshift(made);
          return envelope(made);
        }
        case '/merchant/consumeCoupon/mine':
          return envelope(page(server.coupons.filter((m) => m.status === (input.status ?? 'unused'))));
        case '/merchant/consumeCoupon/mine/detail': {
          const found = byId(server.coupons, input.id);
          return found ? envelope(found) : refused({ status: 404, msg: 'no coupon', error: 'coupon.notFound' });
        }
        case '/merchant/consume/getConsumeByCode':
        case '/merchant/consume/getConsumeByRsa': {
          const found = server.coupons.find((m) => m.code === input.code || m.qr === input.qr);
          if (!found) return refused({ status: 404, msg: 'no code', error: 'coupon.codeNotFound' });
          if (found.status === 'used') return refused({ status: 409, msg: 'used', error: 'coupon.alreadyUsed', params: { usedAt: '2026-12-02 11:04' } });
          return envelope({ couponId: found.id, code: found.code, batch: found.batch, holderName: '王**', validFrom: found.validFrom, validUntil: found.validUntil });
        }
        case '/merchant/consume/useConsumeByCode': {
          const found = server.coupons.find((m) => m.code === input.code || m.qr === input.qr)!;
          if (found.status === 'used') return refused({ status: 409, msg: 'used', error: 'coupon.alreadyUsed', params: { usedAt: '2026-12-02 11:04' } });
          found.status = 'used';
          const record = writeOff({ couponId: found.id, batch: found.batch });
          server.records.unshift(record);
          return envelope({ outcome: 'applied', record });
        }
        case '/merchant/consumeCoupon/useRecords':
          return envelope(page(server.records));
        case '/merchant/consume/detail': {
          const found = byId(server.records, input.id);
          return found ? envelope(found) : refused({ status: 404, msg: 'none', error: 'coupon.writeOffNotFound' });
        }
        case '/activity/banner/list':
          return envelope(server.activities.filter((x) => x.banner).map((x) => ({ activityId: x.id, title: x.title, imageUrl: x.coverUrl })));
        case '/activity/list':
          return envelope(page(server.activities.filter((x) => (!input.typeCode || x.typeCode === input.typeCode) && (!input.releaseStatus || x.releaseStatus === input.releaseStatus))));
        case '/activity/detail': {
          const found = byId(server.activities, input.id);
          return found ? envelope(found) : refused({ status: 404, msg: 'none', error: 'activity.notFound' });
        }
        case '/activity/register': {
          const found = byId(server.activities, input.activityId)!;
          found.registeredCount += 1;
          found.mine = { registered: true, clockedIn: false };
          return envelope({ id: 71, activityId: found.id, name: input.name, phone: input.phone, plateNo: input.plateNo, registeredAt: '2026-11-26T02:00:00.000Z' });
        }
        case '/activity/clockIn': {
          const found = server.activities.find((x) => String(input.qr).startsWith(`ACT1.${x.id}.`))!;
          found.mine = { registered: false, clockedIn: true };
          const given = coupon({ id: 33, batch: batch({ id: 23, name: '打卡加油券', fundedBy: 'platform' }) });
          server.coupons.unshift(given);
          return envelope({ id: 81, activityId: found.id, activityTitle: found.title, stationName: found.stationName, clockedInAt: '2026-11-26T02:00:00.000Z', coupon: given });
        }
        case '/activity/qrcode':
          return envelope({ activityId: Number(input.id), qr: `ACT1.${input.id}.tok3n`, stationName: '福州收费站' });
      }
      return refused({ status: 404, msg: 'not here' });
    },
  };
  return server;
}

/** The requests sent to one app call (path after /app/api), by method. */
export function callsTo(sent: Sent[], call: string, method = 'POST') {
  return sent.filter((s) => s.method === method && new URL(s.url).pathname === `/app/api${call}`);
}
