/**
 * Test support for the shop's order suites (not a test itself): catalogue rows and travellers
 * written directly (the operators' and travellers' calls are tested in brigade.catalogue.test.ts),
 * buyers with money in their wallets, store calls with a fresh Idempotency-Key, and paying on the
 * local gateway's cashier page.
 */
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { endpoints, type Endpoint } from '@/lib/contract';
import { chinaToday } from '@/lib/time';
import { nowDate } from '../clock';
import { encryptIdCardNo, maskIdCardNo } from '../identity/identity.secrets';
import { nationalId, signInWithId } from '../identity/identity.testing';
import { ensureWallet, postTransfer } from '../money/money.ledger';
import type { LocalPaymentGateway } from '../../providers/payment/local';
import { call, signIn, type CallOptions, type ModuleSuite } from '../testing';
import { brigadeCategories, brigadeDepartures, brigadeProducts, brigadeTravellers } from './brigade.table';

const b = endpoints.brigade;
export type Buyer = Awaited<ReturnType<typeof signInWithId>>;
let counter = 0;

/** A China date `days` after today's (on the suite's clock). */
export function dayFromToday(days: number): string {
  const [y, m, d] = chinaToday(nowDate()).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Where test goods orders are sent. */
export const DELIVERY_ADDRESS = { receiverName: '王小明', receiverMobile: '13912345678', areaName: '福建省 福州市 鼓楼区', detail: '五一北路 88 号 2 栋 301' };

export function brigadeOrderHelpers(suite: ModuleSuite) {
  const db = () => suite.deps.db;
  const gateway = () => suite.deps.providers.payment as LocalPaymentGateway;

  /** Calls a store endpoint as `buyer` (none: no token), a mutation with a fresh key unless one is given. */
  const store = (endpoint: Endpoint, buyer: Buyer | undefined, options: CallOptions & { key?: string } = {}) => {
    const { key, ...rest } = options;
    const headers = { ...rest.headers, ...(endpoint.idempotent ? { 'idempotency-key': key ?? `t-${randomUUID()}` } : {}) };
    return call(suite.app, endpoint, { ...rest, headers, token: buyer?.userToken });
  };

  async function category() {
    counter += 1;
    const at = nowDate();
    const [row] = await db().insert(brigadeCategories).values({ name: `分类${counter}-${randomUUID().slice(0, 6)}`, sort: counter, createdAt: at, updatedAt: at }).returning();
    return row.id;
  }

  /** An on-sale product of `kind` (goods and passes with `stock`), written directly; answers its row. */
  async function product(kind: 'goods' | 'selfDrive' | 'annualPass', options: { price?: number; stock?: number; status?: 'onSale' | 'offSale'; title?: string } = {}) {
    const at = nowDate();
    const [row] = await db()
      .insert(brigadeProducts)
      .values({
        kind,
        categoryId: await category(),
        title: options.title ?? (kind === 'goods' ? '武夷山大红袍' : kind === 'selfDrive' ? '闽西土楼三日自驾' : '高速旅游年卡'),
        price: options.price ?? 12_800,
        status: options.status ?? 'onSale',
        stock: kind === 'selfDrive' ? null : (options.stock ?? 10),
        itinerary: kind === 'selfDrive' ? [{ title: '第一天', text: '福州出发' }] : [],
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return row;
  }

  /** A departure of a self-drive package `inDays` days from today with `seats` seats. */
  async function departure(productId: number, options: { inDays?: number; price?: number; seats?: number } = {}) {
    const seats = options.seats ?? 20;
    const [row] = await db()
      .insert(brigadeDepartures)
      .values({ productId, date: dayFromToday(options.inDays ?? 7), price: options.price ?? 59_900, seatsTotal: seats, seatsLeft: seats, createdAt: nowDate() })
      .returning();
    return row;
  }

  /** A saved traveller of the buyer (written directly, as the save call would store it). */
  async function traveller(buyer: Buyer, name = '李四') {
    counter += 1;
    const idCardNo = nationalId(String(counter % 1000).padStart(3, '0'));
    const secret = suite.deps.config.tokenSecret;
    const at = nowDate();
    const [row] = await db()
      .insert(brigadeTravellers)
      .values({
        ownerId: buyer.userId,
        name,
        idCardCipher: encryptIdCardNo(secret, idCardNo),
        idCardMasked: maskIdCardNo(idCardNo),
        idCardHash: createHash('sha256').update(`${buyer.userId}:${idCardNo}:${counter}`).digest('hex'),
        mobile: '13800138000',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return row.id;
  }

  /** Puts `fen` into the buyer's wallet (a gateway top-up, written straight to the ledger). */
  async function fund(buyer: Buyer, fen: number) {
    const wallet = await ensureWallet(db(), 'personal', buyer.userId);
    await postTransfer(db(), { id: `test-fund:${randomUUID()}`, debit: 'gateway', credit: wallet.id, amount: fen, code: 'topUp', ref: 'test' });
  }

  /** The buyer's wallet balance as the pay screen shows it. */
  async function walletOf(buyer: Buyer, orderId: number) {
    const state = await store(b.payStatus, buyer, { params: { orderId } });
    assert.equal(state.status, 200, state.text);
    return state.body.data.walletAvailableFen as number;
  }

  /** Places an order (asserting it was taken); answers the order. */
  async function order(buyer: Buyer, body: unknown) {
    const placed = await store(b.saveOrder, buyer, { body });
    assert.equal(placed.status, 200, placed.text);
    return placed.body.data as { orderId: number; totalFen: number; status: string; items: { itemId: number; amountFen: number }[] };
  }

  /** A paid order from the wallet (funded first). */
  async function paidOrder(buyer: Buyer, body: unknown) {
    const placed = await order(buyer, body);
    await fund(buyer, placed.totalFen);
    const paid = await store(b.pay, buyer, { params: { orderId: placed.orderId }, body: { mode: 'wallet' } });
    assert.equal(paid.status, 200, paid.text);
    return placed;
  }

  /** Sends the order to the gateway and pays on its cashier page; answers the payment id. */
  async function payOnGateway(buyer: Buyer, orderId: number) {
    const started = await store(b.pay, buyer, { params: { orderId }, body: { mode: 'gateway' } });
    assert.equal(started.status, 200, started.text);
    assert.ok(started.body.data.payUrl, 'a cashier page to pay on');
    const paid = await suite.app.inject({ method: 'POST', url: started.body.data.payUrl, payload: { action: 'pay' } });
    assert.equal(paid.statusCode, 200, paid.body);
    return started.body.data.paymentId as string;
  }

  /** Stock left of a product (what the catalogue shows). */
  async function stockOf(productId: number) {
    const [row] = await db().select({ stock: brigadeProducts.stock, sold: brigadeProducts.soldCount }).from(brigadeProducts).where(eq(brigadeProducts.id, productId));
    return row;
  }

  async function seatsOf(departureId: number) {
    const [row] = await db().select({ left: brigadeDepartures.seatsLeft }).from(brigadeDepartures).where(eq(brigadeDepartures.id, departureId));
    return row.left;
  }

  /** The same buyer signed in anew (after the clock moved past their tokens' two hours). */
  const again = async (buyer: Buyer): Promise<Buyer> => ({ ...buyer, ...(await signIn(suite.app, buyer.phone)) });

  return { address: DELIVERY_ADDRESS, store, again, category, product, departure, traveller, fund, walletOf, order, paidOrder, payOnGateway, stockOf, seatsOf, gateway, buyer: () => signInWithId(suite.app) };
}
