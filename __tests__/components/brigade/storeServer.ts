import {
  BRIGADE_ORDER_FILTER_STATUSES,
  BRIGADE_REFUND_REASONS,
  endpoints,
  type BrigadeDelivery,
  type BrigadeDeparture,
  type BrigadeOrder,
  type BrigadeOrderFilter,
  type BrigadeOrderItem,
  type BrigadePass,
  type BrigadePayState,
  type BrigadeProductDetail,
  type BrigadeTraveller,
} from '@/lib/contract';
import { appUser, envelope, type Sent } from '../../lib/support';

/**
 * A fake store service (`/store/api/products/...`) for the brigade buying screens. It checks every
 * body against the contract (lib/contract/brigade.ts) and answers 422 when one does not fit, as the
 * real server would; answers are parsed by the client with the same contract. Orders are priced
 * from its catalogue, never from the request; state moves as the real one does (stock taken,
 * wallet or gateway payment, refunds per line into the wallet until goods are shipped, a pass
 * given once paid, a goods order's delivery: shipped by `shipOrder`, its receipt confirmed).
 */

const STORE = '/store/api/products/';
const b = endpoints.brigade;
/** A moment `minutes` from now (an unpaid order's 15 minutes count from when it is placed). */
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export const GOODS_ID = 11;
export const DRIVE_ID = 30;
export const PASS_PRODUCT_ID = 40;
export const DEPARTURE_ID = 301;
export const FULL_DEPARTURE_ID = 302;
export const PAYMENT_ID = 'pay_Brigade000000000001';
/** A delivery address a goods order may carry. */
export const ADDRESS = { receiverName: '王小明', receiverMobile: '13912345678', areaName: '福建省 福州市 鼓楼区', detail: '五一北路 88 号 2 栋 301' };

const picture = (n: number) => ({ fileId: `pic${String(n).padStart(14, '0')}`, url: `/store/api/products/picture/pic${String(n).padStart(14, '0')}` });

export function departure(overrides: Partial<BrigadeDeparture> = {}): BrigadeDeparture {
  return { departureId: DEPARTURE_ID, date: '2026-12-05', priceFen: 128000, seatsLeft: 8, departed: false, ...overrides };
}

function product(overrides: Partial<BrigadeProductDetail>): BrigadeProductDetail {
  return {
    productId: GOODS_ID,
    kind: 'goods',
    categoryId: 1,
    title: '武夷山大红袍 250g',
    subtitle: '岩茶 · 礼盒装',
    cover: picture(1),
    priceFen: 12800,
    stock: 20,
    soldOut: false,
    soldCount: 3,
    description: '正岩产区',
    categoryName: '特产',
    pictures: [picture(1)],
    itinerary: [],
    departures: [],
    passValidMonths: null,
    ...overrides,
  };
}

export const goods = (overrides: Partial<BrigadeProductDetail> = {}) => product(overrides);
export const drive = (overrides: Partial<BrigadeProductDetail> = {}) =>
  product({
    productId: DRIVE_ID,
    kind: 'selfDrive',
    title: '武夷山三日自驾',
    subtitle: '福州出发 · 含门票',
    cover: picture(2),
    priceFen: 128000,
    stock: 8,
    departures: [departure(), departure({ departureId: FULL_DEPARTURE_ID, date: '2026-12-12', seatsLeft: 0 })],
    itinerary: [{ title: '第一天', text: '福州 → 武夷山' }],
    ...overrides,
  });
export const passProduct = (overrides: Partial<BrigadeProductDetail> = {}) =>
  product({ productId: PASS_PRODUCT_ID, kind: 'annualPass', title: '高速一码通年卡', subtitle: '全年景区通行', cover: null, priceFen: 19900, stock: 100, description: '合作景区全年免票', passValidMonths: 12, ...overrides });

export function traveller(id: number, name: string, overrides: Partial<BrigadeTraveller> = {}): BrigadeTraveller {
  return { travellerId: id, name, idCardNoMasked: `110101********${String(1000 + id)}`, mobile: '13800138000', createdAt: at(-60), ...overrides };
}

type Refusal = { status: number; msg: string; error?: string; params?: Record<string, string | number> };

export interface StoreServer {
  products: BrigadeProductDetail[];
  travellers: BrigadeTraveller[];
  orders: BrigadeOrder[];
  passes: BrigadePass[];
  walletFen: number;
  /** What each payStatus read of a gateway payment answers next (the last one stays). */
  gatewayStatuses: ('created' | 'paid' | 'closed')[];
  /** The next POST to a call (by its path after /store/api/products/, ids as :id) is refused once. */
  refuse: Record<string, Refusal>;
  answer: (sent: Sent) => Response;
}

const ok = (data: unknown) => envelope(data, { code: 0 });
const refused = ({ status, ...rest }: Refusal) => envelope(null, { code: status, status, ...rest });
const notFound = () => refused({ status: 404, msg: '订单不存在', error: 'brigade.orderNotFound' });

function summaryFlags(order: BrigadeOrder): BrigadeOrder {
  const paid = order.status === 'paid' || order.status === 'partlyRefunded';
  const shipped = order.delivery !== null && order.delivery.status !== 'toShip';
  const items = order.items.map((item) => ({ ...item, refundable: paid && item.refundId === null && !shipped }));
  return {
    ...order,
    items,
    canPay: order.status === 'unpaid',
    canCancel: order.status === 'unpaid',
    canRefund: items.some((item) => item.refundable),
    canDelete: ['refunded', 'cancelled', 'expired'].includes(order.status),
    canConfirmReceipt: order.delivery?.status === 'shipped',
  };
}

/** An operator shipped the order (as the console's ship call does), with this carrier and number. */
export function shipOrder(server: StoreServer, orderId: number, carrier = '顺丰速运', trackingNo = 'SF1234567890') {
  const order = server.orders.find((each) => each.orderId === orderId)!;
  const shippedAt = at(-60);
  Object.assign(order, summaryFlags({ ...order, delivery: { ...order.delivery!, status: 'shipped', carrier, trackingNo, shippedAt, completesAt: '2026-12-06T02:00:00.000Z' } }));
  return order;
}

export function storeServer(init: Partial<Omit<StoreServer, 'answer'>> = {}): StoreServer {
  const gatewayReads = new Map<number, number>();
  const server: StoreServer = {
    products: [goods(), drive(), passProduct()],
    travellers: [traveller(1, '张三'), traveller(2, '李四')],
    orders: [],
    passes: [],
    walletFen: 500000,
    gatewayStatuses: ['created'],
    refuse: {},
    ...init,
    answer: (sent) => {
      const url = new URL(sent.url);
      const path = url.pathname;
      if (path === '/app/api/user/info') return ok(appUser());
      if (!path.startsWith(STORE)) return envelope(null, { code: '404', msg: 'not here', status: 404 });
      const call = path.slice(STORE.length);
      const shape = call.replace(/\/\d+(?=\/|$)/g, '/:id');
      const id = Number(/\/(\d+)(?:\/|$)/.exec(call)?.[1]);
      const body = sent.body as Record<string, unknown>;
      const order = () => server.orders.find((each) => each.orderId === id);

      if (sent.method === 'POST') {
        if (server.refuse[shape]) {
          const refusal = server.refuse[shape];
          delete server.refuse[shape];
          return refused(refusal);
        }
        const schema = { 'order/save': b.saveOrder.body, 'order/:id/pay': b.pay.body, 'order/:id/refund': b.refund.body, 'userInfo/save': b.saveTraveller.body, 'annualCard/:id/bind': b.bindPass.body }[shape];
        if (schema) {
          const checked = schema.safeParse(sent.body);
          if (!checked.success) return refused({ status: 422, msg: `body does not fit the contract: ${checked.error.message}` });
        }
        if (!sent.headers['idempotency-key']) return refused({ status: 400, msg: 'no Idempotency-Key' });
      }

      switch (sent.method === 'GET' ? shape : `POST ${shape}`) {
        case 'detail/:id': {
          const found = server.products.find((each) => each.productId === id);
          return found ? ok(found) : refused({ status: 404, msg: '商品不存在', error: 'brigade.productNotFound' });
        }
        case 'annualCard/intro':
          return ok({ product: server.products.find((each) => each.kind === 'annualPass') ?? null });
        case 'userInfos':
          return ok(server.travellers);
        case 'POST userInfo/save': {
          const saved = traveller(100 + server.travellers.length, body.name as string, { idCardNoMasked: `${String(body.idCardNo).slice(0, 6)}********${String(body.idCardNo).slice(-4)}`, mobile: body.mobile as string });
          server.travellers.unshift(saved);
          return ok(saved);
        }
        case 'POST order/save':
          return placeOrder(server, body);
        case 'order/list': {
          const filter = (url.searchParams.get('status') ?? 'all') as BrigadeOrderFilter;
          const current = Number(url.searchParams.get('current') ?? 1);
          const size = Number(url.searchParams.get('size') ?? 10);
          const listed = server.orders.filter((each) => BRIGADE_ORDER_FILTER_STATUSES[filter].includes(each.status)).map(({ items: _i, refunds: _r, passId: _p, cancelledAt: _c, expiredAt: _e, ...summary }) => summary);
          const pages = Math.max(1, Math.ceil(listed.length / size));
          return ok({ records: listed.slice((current - 1) * size, current * size), total: listed.length, size, current, pages });
        }
        case 'order/:id':
          return order() ? ok(order()) : notFound();
        case 'order/:id/payStatus': {
          const found = order();
          if (!found) return notFound();
          if (found.status === 'unpaid' && found.payMode === 'gateway') {
            const reads = gatewayReads.get(found.orderId) ?? 0;
            gatewayReads.set(found.orderId, reads + 1);
            const status = server.gatewayStatuses[Math.min(reads, server.gatewayStatuses.length - 1)];
            if (status === 'paid') markPaid(server, found);
            return ok(payState(server, found, status));
          }
          return ok(payState(server, found, found.payMode === 'gateway' ? (found.status === 'unpaid' ? 'created' : 'paid') : null));
        }
        case 'POST order/:id/pay': {
          const found = order();
          if (!found) return notFound();
          if (body.mode === 'wallet') {
            if (server.walletFen < found.totalFen) return refused({ status: 409, msg: '钱包余额不足', error: 'brigade.walletShort' });
            server.walletFen -= found.totalFen;
            found.payMode = 'wallet';
            markPaid(server, found);
            return ok(payState(server, found, null));
          }
          found.payMode = 'gateway';
          return ok(payState(server, found, 'created'));
        }
        case 'POST order/:id/cancel': {
          const found = order();
          if (!found) return notFound();
          Object.assign(found, summaryFlags({ ...found, status: 'cancelled', cancelledAt: at(1), expiresAt: null }));
          return ok(found);
        }
        case 'POST order/:id/receive': {
          const found = order();
          if (!found) return notFound();
          if (found.delivery?.status !== 'shipped') return refused({ status: 409, msg: '订单还没有发货', error: 'brigade.notShipped' });
          Object.assign(found, summaryFlags({ ...found, delivery: { ...found.delivery, status: 'completed', completedAt: at(1) } }));
          return ok(found);
        }
        case 'POST order/:id/delete': {
          server.orders = server.orders.filter((each) => each.orderId !== id);
          return ok({ orderId: id, deleted: true });
        }
        case 'refund/reasons':
          return ok(BRIGADE_REFUND_REASONS.map((code) => ({ code, zhCN: `原因-${code}`, en: `Reason ${code}` })));
        case 'POST order/:id/refund': {
          const found = order();
          if (!found) return notFound();
          const itemIds = body.itemIds as number[];
          const items = found.items.filter((item) => itemIds.includes(item.itemId));
          if (items.some((item) => !item.refundable)) return refused({ status: 409, msg: '已退款', error: 'brigade.alreadyRefunded' });
          const refund = { refundId: 900 + found.refunds.length, orderId: found.orderId, itemIds, amountFen: items.reduce((sum, item) => sum + item.amountFen, 0), reason: body.reason as never, note: (body.note as string) ?? null, createdAt: at(2) };
          server.walletFen += refund.amountFen;
          const refundedItems = found.items.map((item) => (itemIds.includes(item.itemId) ? { ...item, refundId: refund.refundId } : item));
          const refundedFen = found.refundedFen + refund.amountFen;
          Object.assign(
            found,
            summaryFlags({ ...found, items: refundedItems, refunds: [...found.refunds, refund], refundedFen, status: refundedFen === found.totalFen ? 'refunded' : 'partlyRefunded' }),
          );
          return ok({ refund, order: found });
        }
        case 'annualCard':
          return ok(server.passes);
        case 'POST annualCard/:id/bind': {
          const pass = server.passes.find((each) => each.passId === id);
          if (!pass) return notFound();
          if (pass.holder) return refused({ status: 409, msg: '年卡已绑定', error: 'brigade.passBound' });
          Object.assign(pass, {
            status: 'bound',
            holder: { name: body.name, idCardNoMasked: `${String(body.idCardNo).slice(0, 6)}********${String(body.idCardNo).slice(-4)}`, photoFileId: body.photoFileId, photoUrl: `/app/api/file/${String(body.photoFileId)}`, boundAt: at(3) },
          });
          return ok(pass);
        }
        default:
          return refused({ status: 404, msg: `no ${sent.method} ${call} in the fake` });
      }
    },
  };
  return server;
}

function payState(server: StoreServer, order: BrigadeOrder, paymentStatus: BrigadePayState['paymentStatus']): BrigadePayState {
  const gateway = order.payMode === 'gateway';
  return {
    orderId: order.orderId,
    orderStatus: order.status,
    totalFen: order.totalFen,
    mode: order.payMode,
    paymentId: gateway ? PAYMENT_ID : null,
    paymentStatus,
    payUrl: gateway ? `/store/api/products/pay/page/${PAYMENT_ID}` : null,
    paidAt: order.paidAt,
    expiresAt: order.status === 'unpaid' ? order.expiresAt : null,
    walletAvailableFen: server.walletFen,
  };
}

function markPaid(server: StoreServer, order: BrigadeOrder) {
  Object.assign(order, summaryFlags({ ...order, status: 'paid', paidAt: at(1), expiresAt: null }));
  if (order.kind === 'annualPass') {
    const pass: BrigadePass = {
      passId: 70 + server.passes.length,
      passNo: 'YM2026112600001',
      productId: order.items[0].productId,
      title: order.title,
      orderId: order.orderId,
      status: 'unbound',
      validFrom: '2026-11-26',
      validUntil: '2027-11-25',
      holder: null,
      createdAt: at(1),
    };
    server.passes.unshift(pass);
    order.passId = pass.passId;
  }
}

/** Prices the order from the catalogue (a price in the request is ignored) and takes the stock. */
function placeOrder(server: StoreServer, body: Record<string, unknown>): Response {
  const orderId = 500 + server.orders.length;
  const item = (n: number, p: BrigadeProductDetail, unitPriceFen: number, quantity: number, who: BrigadeTraveller | null): BrigadeOrderItem => ({
    itemId: orderId * 10 + n,
    productId: p.productId,
    title: p.title,
    cover: p.cover,
    quantity,
    unitPriceFen,
    amountFen: unitPriceFen * quantity,
    travellerName: who?.name ?? null,
    travellerIdCardNoMasked: who?.idCardNoMasked ?? null,
    refundId: null,
    refundable: false,
  });
  const productOf = (id: unknown) => server.products.find((each) => each.productId === id);
  let items: BrigadeOrderItem[];
  let departureDate: string | null = null;
  if (body.kind === 'goods') {
    const lines = body.lines as { productId: number; quantity: number }[];
    if (lines.some((line) => !productOf(line.productId) || productOf(line.productId)!.stock < line.quantity)) {
      return refused({ status: 409, msg: '库存不足', error: 'brigade.outOfStock', params: { title: '' } });
    }
    items = lines.map((line, n) => {
      const p = productOf(line.productId)!;
      p.stock -= line.quantity;
      return item(n, p, p.priceFen, line.quantity, null);
    });
  } else if (body.kind === 'selfDrive') {
    const p = productOf(body.productId)!;
    const chosen = p.departures.find((each) => each.departureId === body.departureId)!;
    const ids = body.travellerIds as number[];
    chosen.seatsLeft -= ids.length;
    departureDate = chosen.date;
    items = ids.map((tid, n) => item(n, p, chosen.priceFen, 1, server.travellers.find((each) => each.travellerId === tid)!));
  } else {
    const p = productOf(body.productId)!;
    p.stock -= 1;
    items = [item(0, p, p.priceFen, 1, null)];
  }
  const order = summaryFlags({
    orderId,
    orderNo: `BG20261126${String(orderId).padStart(6, '0')}`,
    kind: body.kind as BrigadeOrder['kind'],
    status: 'unpaid',
    title: items[0].title,
    cover: items[0].cover,
    itemCount: items.length,
    totalFen: items.reduce((sum, each) => sum + each.amountFen, 0),
    refundedFen: 0,
    departureDate,
    createdAt: at(0),
    expiresAt: at(15),
    paidAt: null,
    payMode: null,
    canPay: true,
    canCancel: true,
    canRefund: false,
    canDelete: false,
    delivery: body.kind === 'goods' ? toShip(body.address as BrigadeDelivery['address']) : null,
    canConfirmReceipt: false,
    items,
    refunds: [],
    passId: null,
    cancelledAt: null,
    expiredAt: null,
  });
  server.orders.unshift(order);
  return ok(order);
}

function toShip(address: BrigadeDelivery['address']): BrigadeDelivery {
  return { status: 'toShip', address, carrier: null, trackingNo: null, shippedAt: null, completesAt: null, completedAt: null };
}

/** The calls the client sent to one store path (after /store/api/products/), optionally by method. */
export function storeCalls(sent: Sent[], call: string, method?: string): Sent[] {
  return sent.filter((each) => new URL(each.url).pathname === STORE + call && (!method || each.method === method));
}
