import type { z } from 'zod';
import { endpoints } from '@/lib/contract';
import type { EtcContractInfo, EtcOrderInfo, EtcSignChannelInfo, VehicleSummary } from '@/lib/api';
import { appUser, envelope, type Sent } from '../../lib/support';

/**
 * A fake app service for the ETC application screens. Bodies are checked against the contract
 * (lib/contract/etc.ts) and answered 422 when they do not fit, as the real server would; answers
 * are parsed by the client with the same contract. The application moves as the real one does:
 * a draft made by createOrder, parts set by updateOrder (its `missing` follows), submitted.
 */

export const APP = '/app/api';
export const USER_ID = 7;
const e = endpoints.etc;
const NOW = '2026-11-26T02:00:00.000Z';

export const STATION = { id: 1, code: 'G15-FZB', name: '福州北收费站', highway: 'G15 沈海高速', address: '福州市晋安区', lng: 119.31, lat: 26.12, adCode: '350111' };

export function certifiedTruck(overrides: Partial<VehicleSummary> = {}): VehicleSummary {
  return {
    vehicleId: 21,
    plateNumber: '闽A12345',
    plateColor: '2',
    vehicleType: 'H01',
    vehicleLength: null,
    energyType: 'A',
    approvedLoadKg: 18000,
    owner: { kind: 'person', userId: USER_ID, enterpriseId: null, enterpriseName: null },
    certification: { id: 3, kind: 'vehicle', status: 'approved', submittedAt: NOW, reviewedAt: NOW, rejectReason: null },
    inspectionValidUntil: '2027-10-01',
    roadTransportValidUntil: null,
    warnings: [],
    relation: 'owner',
    driverCount: 1,
    ...overrides,
  } as VehicleSummary;
}

export function contract(overrides: Partial<EtcContractInfo> = {}): EtcContractInfo {
  return {
    id: 51,
    status: 'signed',
    channelCode: 'CIB',
    bankName: '兴业银行',
    bankCardId: 8,
    cardLast4: '6789',
    holderName: '王师傅',
    mobileMasked: '138****8000',
    contractNo: 'CIB-WH-0001',
    agreementVersion: 'etc-withholding-2026-01',
    orderId: 31,
    createdAt: NOW,
    signedAt: NOW,
    ...overrides,
  };
}

export function etcOrder(overrides: Partial<EtcOrderInfo> = {}): EtcOrderInfo {
  const order: EtcOrderInfo = {
    id: 31,
    orderNo: 'ETC20261126000031',
    status: 'draft',
    vehicle: {
      source: 'certified',
      vehicleId: 21,
      plateNumber: '闽A12345',
      plateColor: '2',
      ownerName: '王师傅',
      vin: null,
      axles: 3,
      totalWeightKg: 25000,
      lengthMm: 9600,
      vehicleClass: 3,
      licenseFrontFileId: null,
      licenseBackFileId: null,
    },
    handleMethod: null,
    channelCode: null,
    bankName: null,
    contract: null,
    address: null,
    outlet: null,
    issuerOrderNo: null,
    rejectReason: null,
    cardNo: null,
    obuNo: null,
    etcCardId: null,
    trackingNo: null,
    carrier: null,
    timeline: [{ status: 'draft', at: NOW, actor: 'user', note: null }],
    missing: [],
    canEdit: true,
    canCancel: true,
    canActivate: false,
    createdAt: NOW,
    submittedAt: null,
    updatedAt: NOW,
    ...overrides,
  };
  return { ...order, missing: overrides.missing ?? missingOf(order) };
}

/** What the server says is missing before submit (as the real service computes it). */
function missingOf(order: EtcOrderInfo): EtcOrderInfo['missing'] {
  const missing: EtcOrderInfo['missing'] = [];
  if (!order.handleMethod) missing.push('handleMethod');
  if (!order.channelCode) missing.push('channel');
  if (order.contract?.status !== 'signed') missing.push('contract');
  if (order.handleMethod === 'mail' && !order.address) missing.push('address');
  if (order.handleMethod === 'outlet' && !order.outlet) missing.push('outlet');
  if (order.vehicle.source === 'typed' && (!order.vehicle.licenseFrontFileId || !order.vehicle.licenseBackFileId)) missing.push('licensePhotos');
  return missing;
}

export const CIB: EtcSignChannelInfo = { code: 'CIB', bankName: '兴业银行', description: '实时代扣，免手续费', myCards: [{ bankCardId: 8, bankName: '兴业银行', last4: '6789', holderName: '王师傅' }] };

type Refusal = { status: number; msg: string; error?: string; params?: Record<string, string | number> };

export interface EtcServer {
  /** The signed-in person (another account on the same phone: another id). */
  userId: number;
  orders: EtcOrderInfo[];
  vehicles: VehicleSummary[];
  channels: EtcSignChannelInfo[];
  contracts: EtcContractInfo[];
  /** What etcCheckIssue answers (by default: eligible). */
  check: Partial<z.infer<typeof e.etcCheckIssue.response>>;
  /** What the OCR reads from a photo (by default: nothing recognised). */
  ocr: z.infer<typeof e.ocr.response>;
  refuse: Record<string, Refusal>;
  answer: (sent: Sent) => Response;
}

const WRITES: Record<string, z.ZodType | undefined> = {
  'etc/createOrder': e.createOrder.body,
  'etc/updateOrder': e.updateOrder.body,
  'etc/cancelOrder': e.cancelOrder.body,
  'etc/ocr': e.ocr.body,
  'etc/sign/start': e.signStart.body,
  'etc/sign/verify': e.signVerify.body,
  'etc/sign/confirm': e.signConfirm.body,
};

const page = <T>(records: T[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });
const refused = ({ status, ...rest }: Refusal) => envelope(null, { code: String(status), status, ...rest });

export function etcServer(init: Partial<Omit<EtcServer, 'answer'>> = {}): EtcServer {
  const server: EtcServer = {
    userId: USER_ID,
    orders: [],
    vehicles: [certifiedTruck()],
    channels: [CIB],
    contracts: [],
    check: {},
    ocr: { recognized: false, fields: {} },
    refuse: {},
    ...init,
    answer: (sent) => {
      const url = new URL(sent.url);
      const path = url.pathname;
      if (path === '/app/api/user/info') return envelope(appUser({ userId: server.userId }));
      if (path === '/app/api/app/vehicle/drivable') return envelope(server.vehicles);
      if (path === '/logistics/api/listOfStation') return envelope([STATION]);
      if (!path.startsWith(`${APP}/`)) return envelope(null, { code: '404', msg: 'not here', status: 404 });
      const call = path.slice(APP.length + 1);
      const body = (sent.body ?? {}) as Record<string, unknown>;
      const query = Object.fromEntries(url.searchParams.entries());

      if (sent.method !== 'GET' && call in WRITES) {
        if (server.refuse[call]) {
          const refusal = server.refuse[call];
          delete server.refuse[call];
          return refused(refusal);
        }
        const checked = WRITES[call]?.safeParse(body);
        if (checked && !checked.success) return refused({ status: 422, msg: `body does not fit the contract: ${checked.error.message}` });
      }
      const order = (id: unknown) => server.orders.find((each) => each.id === Number(id));
      const keep = (changed: EtcOrderInfo) => {
        const fresh = etcOrder({ ...changed, missing: undefined });
        server.orders = server.orders.map((each) => (each.id === changed.id ? fresh : each));
        return fresh;
      };
      const contractOf = (id: unknown) => server.contracts.find((each) => each.id === Number(id));

      switch (call) {
        case 'etc/myOrders':
          return envelope(page(server.orders));
        case 'etc/orderQuery': {
          const found = order(query.orderId);
          return found ? envelope(found) : refused({ status: 404, msg: 'No such application', error: 'etc.orderNotFound' });
        }
        case 'etc/etcCheckIssue':
          return envelope({ plateNumber: query.plateNumber ?? '闽A12345', plateColor: query.plateColor ?? '2', eligible: true, blockers: [], certifiedVehicleId: null, myLiveOrderId: null, ...server.check });
        case 'etc/ocr':
          return envelope(server.ocr);
        case 'etc/createOrder': {
          const vehicle = body.vehicle as Record<string, unknown>;
          const truck = server.vehicles.find((each) => each.vehicleId === vehicle.vehicleId);
          const made = etcOrder({
            id: 40 + server.orders.length,
            vehicle: {
              source: vehicle.source as 'certified' | 'typed',
              vehicleId: (vehicle.vehicleId as number) ?? null,
              plateNumber: (vehicle.plateNumber as string) ?? truck?.plateNumber ?? '',
              plateColor: (vehicle.plateColor as string) ?? truck?.plateColor ?? '2',
              ownerName: (vehicle.ownerName as string) ?? '王师傅',
              vin: (vehicle.vin as string) ?? null,
              axles: vehicle.axles as number,
              totalWeightKg: vehicle.totalWeightKg as number,
              lengthMm: vehicle.lengthMm as number,
              vehicleClass: Math.min(vehicle.axles as number, 6),
              licenseFrontFileId: (vehicle.licenseFrontFileId as string) ?? null,
              licenseBackFileId: (vehicle.licenseBackFileId as string) ?? null,
            },
          });
          server.orders.unshift(made);
          return envelope(made);
        }
        case 'etc/updateOrder': {
          const target = order(body.orderId)!;
          if (body.submit) {
            if (target.missing.length > 0) return refused({ status: 400, msg: 'The application is incomplete', error: 'etc.orderIncomplete' });
            return envelope(keep({ ...target, status: 'submitted', submittedAt: NOW, timeline: [...target.timeline, { status: 'submitted', at: NOW, actor: 'user', note: null }] }));
          }
          const changed = { ...target };
          if (body.handleMethod) changed.handleMethod = body.handleMethod as 'mail' | 'outlet';
          if (body.outletStationId) changed.outlet = { stationId: STATION.id, name: STATION.name, highway: STATION.highway, address: STATION.address };
          if (body.channelCode) {
            changed.channelCode = body.channelCode as string;
            changed.bankName = server.channels.find((each) => each.code === body.channelCode)?.bankName ?? null;
          }
          if (body.contractId) changed.contract = contractOf(body.contractId) ?? null;
          if (body.address) changed.address = body.address as EtcOrderInfo['address'];
          return envelope(keep(changed));
        }
        case 'etc/cancelOrder': {
          const target = order(body.orderId)!;
          return envelope(keep({ ...target, status: 'cancelled', canCancel: false, canEdit: false, timeline: [...target.timeline, { status: 'cancelled', at: NOW, actor: 'user', note: null }] }));
        }
        case 'etc/SignChannel':
          return envelope({ channels: server.channels });
        case 'etc/sign/info': {
          const found = contractOf(query.contractId);
          return found ? envelope(found) : refused({ status: 404, msg: 'No such contract', error: 'etc.contractNotFound' });
        }
        case 'etc/sign/start': {
          const made = contract({ id: 60 + server.contracts.length, status: 'started', bankCardId: body.bankCardId as number, contractNo: null, agreementVersion: null, signedAt: null, orderId: (body.orderId as number) ?? null });
          server.contracts.push(made);
          return envelope({ contract: made, resendAfter: 60, expiresIn: 300 });
        }
        case 'etc/sign/verify': {
          const target = contractOf(body.contractId)!;
          if (body.smsCode !== '123456') return refused({ status: 400, msg: 'The code is wrong', error: 'etc.wrongSignCode' });
          target.status = 'verified';
          return envelope(target);
        }
        case 'etc/sign/confirm': {
          const target = contractOf(body.contractId)!;
          Object.assign(target, { status: 'signed', contractNo: 'CIB-WH-0002', agreementVersion: body.agreementVersion, signedAt: NOW });
          return envelope(target);
        }
      }
      return envelope(null, { code: '404', msg: `unexpected ${sent.method} ${path}`, status: 404 });
    },
  };
  return server;
}

/** The writes sent to one call (path after /app/api/). */
export function writesTo(sent: Sent[], call: string) {
  return sent.filter((each) => each.method !== 'GET' && new URL(each.url).pathname === `${APP}/${call}`);
}

/** The reads sent to one call (path after /app/api/). */
export function readsOf(sent: Sent[], call: string) {
  return sent.filter((each) => each.method === 'GET' && new URL(each.url).pathname === `${APP}/${call}`);
}
