import type { z } from 'zod';
import { endpoints } from '@/lib/contract';
import type { MerchantGoodsInfo, MerchantStaffInfo, MyMerchantInfo } from '@/lib/api';
import { appUser, envelope, type Sent } from '../../lib/support';

/**
 * A fake app service for the merchant screens. Bodies are checked against the contract
 * (lib/contract/merchant.ts) and answered 422 when they do not fit, as the real server would;
 * answers are parsed by the client with the same contract. State moves as the real one does
 * (an application waits for review, staff join and leave, goods go up for review and come down).
 */

export const APP = '/app/api';
export const MERCHANT_ID = 5;
export const OWNER_ID = 7;

const m = endpoints.merchant;

export function myMerchant(overrides: Partial<MyMerchantInfo> = {}): MyMerchantInfo {
  return {
    merchantId: MERCHANT_ID,
    merchantName: '福州北服务区便利店',
    category: 'shop',
    stationId: 1,
    stationName: '福州北收费站',
    address: '福州市晋安区福州北服务区',
    lng: 119.3,
    lat: 26.1,
    contactPhone: '0591-12345678',
    status: 'approved',
    rejectReason: null,
    licenceImage: { fileId: 'licence-0000000000001', url: '/app/api/file/licence-0000000000001' },
    ownerUserId: OWNER_ID,
    invitedByUserId: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    reviewedAt: '2026-11-21T02:00:00.000Z',
    role: 'admin',
    ...overrides,
  };
}

export function staffMember(overrides: Partial<MerchantStaffInfo> = {}): MerchantStaffInfo {
  return { id: 1, merchantId: MERCHANT_ID, userId: OWNER_ID, name: '王老板', phone: '13800138000', role: 'admin', createdAt: '2026-11-21T02:00:00.000Z', ...overrides };
}

export function goodsItem(overrides: Partial<MerchantGoodsInfo> = {}): MerchantGoodsInfo {
  return {
    id: 31,
    merchantId: MERCHANT_ID,
    merchantName: '福州北服务区便利店',
    goodsName: '红牛功能饮料',
    description: '250ml 罐装',
    priceFen: 650,
    image: null,
    status: 'offShelf',
    rejectReason: null,
    createdAt: '2026-11-22T02:00:00.000Z',
    updatedAt: '2026-11-22T02:00:00.000Z',
    ...overrides,
  };
}

export const STATION = { id: 1, code: 'G15-FZB', name: '福州北收费站', highway: 'G15 沈海高速', address: '福州市晋安区', lng: 119.31, lat: 26.12, adCode: '350111' };

type Refusal = { status: number; msg: string; error?: string; params?: Record<string, string | number> };

export interface MerchantServer {
  user: Record<string, unknown>;
  merchants: MyMerchantInfo[];
  staff: MerchantStaffInfo[];
  goods: MerchantGoodsInfo[];
  invited: MyMerchantInfo[];
  /** The next write to these calls (path after /app/api/) is refused with this answer, once. */
  refuse: Record<string, Refusal>;
  answer: (sent: Sent) => Response;
}

/** Writes by path after /app/api/ (a trailing /:id dropped), with the contract body they must fit. */
const WRITES: Record<string, z.ZodType | undefined> = {
  'merchant/settleInfo': m.settleInfo.body,
  'merchant/upShoreInfo': m.upShoreInfo.body,
  'merchant/storeClosure': m.storeClosure.body,
  'app/personnel/admin/add': m.staffAdd.body,
  'app/personnel/admin/change': m.staffChange.body,
  'app/personnel/admin/delete': undefined,
  'merchantGoods/add': m.goodsAdd.body,
  'merchantGoods/update': m.goodsUpdate.body,
  'merchantGoods/audit': m.goodsAudit.body,
  'merchantGoods/delete': undefined,
};

const page = <T>(records: T[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });
const refused = ({ status, ...rest }: Refusal) => envelope(null, { code: String(status), status, ...rest });
const NOW = '2026-11-23T02:00:00.000Z';

export function merchantServer(init: Partial<Omit<MerchantServer, 'answer'>> = {}): MerchantServer {
  const server: MerchantServer = {
    user: appUser({ userId: OWNER_ID, identityType: 'merchantAdmin', identities: ['merchant', 'merchantAdmin'] }),
    merchants: [myMerchant()],
    staff: [staffMember()],
    goods: [],
    invited: [],
    refuse: {},
    ...init,
    answer: (sent) => {
      const url = new URL(sent.url);
      const path = url.pathname;
      if (path === '/app/api/user/info') return envelope(server.user);
      if (path === '/logistics/api/listOfStation') return envelope([STATION]);
      if (!path.startsWith(`${APP}/`)) return envelope(null, { code: '404', msg: 'not here', status: 404 });
      const call = path.slice(APP.length + 1);
      const base = call.replace(/\/\d+$/, '');
      const id = Number(call.match(/\/(\d+)$/)?.[1]);
      const body = sent.body as Record<string, unknown>;

      if (sent.method !== 'GET' && base in WRITES) {
        if (server.refuse[base]) {
          const refusal = server.refuse[base];
          delete server.refuse[base];
          return refused(refusal);
        }
        const checked = WRITES[base]?.safeParse(body);
        if (checked && !checked.success) return refused({ status: 422, msg: `body does not fit the contract: ${checked.error.message}` });
      }
      const merchant = (merchantId: unknown) => server.merchants.find((each) => each.merchantId === merchantId)!;
      const goods = (goodsId: unknown) => server.goods.find((each) => each.id === goodsId);

      switch (base) {
        case 'merchant/getMerchantInfo':
          return envelope(server.merchants);
        case 'merchant/userInviteMerchantRecord':
          return envelope(page(server.invited));
        case 'app/personnel/admin/list':
          return envelope(server.staff.filter((each) => each.merchantId === Number(url.searchParams.get('merchantId'))));
        case 'merchant/settleInfo': {
          const { invitedBy: _inviter, ...fields } = body;
          const made = myMerchant({ ...(fields as Partial<MyMerchantInfo>), merchantId: 9, stationName: fields.stationId ? STATION.name : null, stationId: (fields.stationId as number) ?? null, licenceImage: { fileId: String(fields.licenceImage), url: `/app/api/file/${String(fields.licenceImage)}` }, status: 'pending', reviewedAt: null, createdAt: NOW });
          server.merchants.push(made);
          return envelope(made);
        }
        case 'merchant/upShoreInfo': {
          const target = merchant(body.merchantId);
          const { merchantId: _id, licenceImage, ...fields } = body;
          // As the server: a new name or licence, or a refused application, goes back to review.
          const toReview = target.status === 'rejected' || licenceImage !== undefined || fields.merchantName !== undefined;
          Object.assign(target, fields, licenceImage ? { licenceImage: { fileId: licenceImage, url: `/app/api/file/${String(licenceImage)}` } } : {}, toReview ? { status: 'pending', rejectReason: null } : {});
          return envelope(target);
        }
        case 'merchant/storeClosure': {
          const target = merchant(body.merchantId);
          target.status = body.closed ? 'closed' : 'approved';
          return envelope(target);
        }
        case 'app/personnel/admin/add': {
          const added = staffMember({ id: 10 + server.staff.length, userId: 100 + server.staff.length, name: body.name as string, phone: body.phone as string, role: body.role as MerchantStaffInfo['role'] });
          server.staff.push(added);
          return envelope(added);
        }
        case 'app/personnel/admin/change': {
          const target = server.staff.find((each) => each.id === body.id)!;
          Object.assign(target, body);
          return envelope(target);
        }
        case 'app/personnel/admin/delete': {
          const target = server.staff.find((each) => each.id === id)!;
          server.staff = server.staff.filter((each) => each !== target);
          return envelope(target);
        }
        case 'merchantGoods/manageList': {
          const status = url.searchParams.get('status');
          return envelope(page(server.goods.filter((each) => !status || each.status === status)));
        }
        case 'merchantGoods/manageInfo': {
          const found = goods(id);
          return found ? envelope(found) : refused({ status: 404, msg: `No goods ${id}`, error: 'merchant.goodsNotFound', params: { id } });
        }
        case 'merchantGoods/add': {
          const { merchantId, image, ...fields } = body;
          const made = goodsItem({ ...(fields as Partial<MerchantGoodsInfo>), id: 40 + server.goods.length, merchantId: merchantId as number, image: image ? { fileId: String(image), url: `/app/api/file/${String(image)}` } : null, status: 'offShelf', createdAt: NOW, updatedAt: NOW });
          server.goods.push(made);
          return envelope(made);
        }
        case 'merchantGoods/update': {
          const target = goods(body.id)!;
          const { id: _id, image, ...fields } = body;
          Object.assign(target, fields, image ? { image: { fileId: image, url: `/app/api/file/${String(image)}` } } : {}, target.status === 'onShelf' ? { status: 'pending' } : {});
          return envelope(target);
        }
        case 'merchantGoods/audit': {
          const target = goods(body.id)!;
          target.status = body.action === 'up' ? 'pending' : 'offShelf';
          target.rejectReason = null;
          return envelope(target);
        }
        case 'merchantGoods/delete': {
          const target = goods(id)!;
          server.goods = server.goods.filter((each) => each !== target);
          return envelope(target);
        }
      }
      return envelope(null, { code: '404', msg: `unexpected ${sent.method} ${path}`, status: 404 });
    },
  };
  return server;
}

/** The writes sent to one call (path after /app/api/, a trailing id dropped). */
export function writesTo(sent: Sent[], call: string) {
  return sent.filter((each) => each.method !== 'GET' && new URL(each.url).pathname.replace(/\/\d+$/, '') === `${APP}/${call}`);
}
