import type { WaybillDetailInfo } from '@/lib/api';
import { envelope, type Sent } from '../../lib/support';

/** Fixtures and a fake logistics server for the waybill screens. */

export const DRIVER_ID = 7;
export const OWNER_ID = 9;
export const WAYBILL_ID = 42;

type Status = 'assigned' | 'created' | 'signed' | 'loading' | 'loaded' | 'inTransit' | 'unloading' | 'unloaded' | 'settled' | 'cancelled';

/** What the server allows the driver in each status (waybill.view.ts actionsFor). */
function driverActions(status: Status, driverSigned: boolean): string[] {
  const actions: string[] = [];
  if (status === 'assigned') actions.push('receive');
  if (status === 'created' && !driverSigned) actions.push('sign');
  if (status === 'signed') actions.push('scanLoading');
  if (status === 'loading') actions.push('completeLoading');
  if (status === 'loaded' || status === 'inTransit') actions.push('scanUnloading');
  if (status === 'unloading') actions.push('completeUnloading');
  if (status === 'assigned' || status === 'created' || status === 'signed') actions.push('driverCancel');
  return actions;
}

const place = (name: string) => ({ name, address: `${name}物流园`, lng: 119.3, lat: 26.08, adCode: '350102' });

export function waybill(status: Status, overrides: Record<string, unknown> = {}): WaybillDetailInfo {
  const driverSigned = Boolean(overrides.driverSigned) || !['assigned', 'created'].includes(status);
  const ownerSigned = !['assigned', 'created'].includes(status);
  return {
    waybillId: WAYBILL_ID,
    waybillNo: 'WB00000042',
    status,
    origin: 'grab',
    goodsSourceId: 5,
    carNumber: '闽A12345',
    freightFen: 350050,
    originName: '福州',
    destinationName: '厦门',
    loadingDate: '2026-11-23',
    driver: { userId: DRIVER_ID, name: '王师傅', mobile: '13800138000' },
    cargoOwnerId: OWNER_ID,
    createdAt: '2026-11-22T01:00:00.000Z',
    updatedAt: '2026-11-22T01:00:00.000Z',
    goods: {
      goodsSourceId: 5,
      cargoType: '钢材',
      weightKg: 30000,
      volumeM3: null,
      loadingDate: '2026-11-23',
      origin: place('福州'),
      destination: place('厦门'),
      stationId: null,
      offlineShipper: null,
      enterpriseId: null,
    },
    cargoOwner: { userId: OWNER_ID, name: '李老板', mobile: '13900139000' },
    vehicleId: 3,
    signatures: [
      { party: 'driver', signed: driverSigned, signerName: driverSigned ? '王师傅' : null, signedAt: driverSigned ? '2026-11-22T02:00:00.000Z' : null },
      { party: 'cargoOwner', signed: ownerSigned, signerName: ownerSigned ? '李老板' : null, signedAt: ownerSigned ? '2026-11-22T02:10:00.000Z' : null },
    ],
    loading: null,
    unloading: null,
    cancellation: null,
    evaluation: null,
    stationSignFor: null,
    code: 'WB1.42.signature',
    actions: driverActions(status, driverSigned),
    history: [{ from: null, to: 'created', actorId: DRIVER_ID, at: '2026-11-22T01:00:00.000Z', reason: null, lat: null, lng: null }],
    ...overrides,
  } as WaybillDetailInfo;
}

export const AFTER: Record<string, Status> = {
  scanningLoading: 'loading',
  loadingCompleted: 'loaded',
  scanningUnloading: 'unloading',
  unLoadingCompleted: 'unloaded',
  receivingOrder: 'created',
};

export interface FakeServer {
  /** The waybill as the server has it now. */
  current: WaybillDetailInfo;
  /** No answer to POSTs (the phone is offline). */
  offline: boolean;
  /** The next POST is refused with this. */
  refusal?: { status: number; msg: string };
  /** The signed-in user's id (the driver by default). */
  userId: number;
  answer: (sent: Sent) => Response;
}

const API = '/logistics/api/';

/** A fake server holding one waybill; field actions move it as the real one does. */
export function waybillServer(initial: WaybillDetailInfo): FakeServer {
  const server: FakeServer = {
    current: initial,
    offline: false,
    userId: DRIVER_ID,
    answer: (sent) => {
      const { pathname } = new URL(sent.url);
      if (pathname === '/app/api/user/info') {
        return envelope({
          userId: server.userId, mobile: '13800138000', nickname: 'Driver Wang', avatar: null, createdAt: '2025-01-01T00:00:00.000Z',
          identityType: 'driver', identities: ['driver'], canShare: true, isInviter: false, isVerified: true, vLogo: null, recommender: null,
        });
      }
      if (pathname === `${API}waybillDetail/${WAYBILL_ID}`) return envelope(server.current);
      if (sent.method === 'POST' && pathname.startsWith(API)) {
        if (server.offline) throw new TypeError('Failed to fetch');
        if (server.refusal) {
          const { status, msg } = server.refusal;
          server.refusal = undefined;
          return envelope(null, { code: String(status), msg, status });
        }
        const next = AFTER[pathname.slice(API.length)];
        if (next) server.current = waybill(next);
        return envelope(server.current);
      }
      return envelope(null, { code: '404', msg: 'not here', status: 404 });
    },
  };
  return server;
}

export function postsTo(sent: Sent[], call: string) {
  return sent.filter((s) => s.method === 'POST' && new URL(s.url).pathname === `${API}${call}`);
}
