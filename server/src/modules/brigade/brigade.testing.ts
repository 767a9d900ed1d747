import { randomUUID } from 'node:crypto';
import { endpoints, type BrigadeProductSave } from '@/lib/contract';
import { chinaToday } from '@/lib/time';
import { nowDate } from '../clock';
import { nationalId, signInOperator, signInWithId, uploadedImages } from '../identity/identity.testing';
import { call, type ModuleSuite } from '../testing';
import { brigadeOrderItems, brigadeOrders, brigadePasses } from './brigade.table';

/** Test support for the shop suites and the cross-module ones (not a test itself). */

export type ShopSession = Awaited<ReturnType<typeof signInWithId>>;

export const keyed = (key: string = randomUUID()) => ({ 'idempotency-key': key });

/** A China date `days` after today. */
export const dayAfter = (days: number) => chinaToday(Date.now() + days * 86_400_000);

export function brigadeHelpers(suite: ModuleSuite) {
  const shopCalls = endpoints.brigade;

  const operator = () => signInOperator(suite.app, suite.deps);

  /** Sends a call as `session` (with an Idempotency-Key when it takes one); throws unless it succeeds. */
  async function ok(e: (typeof shopCalls)[keyof typeof shopCalls], session: { userToken: string } | null, options: { params?: Record<string, string | number>; query?: Record<string, string | number | undefined>; body?: unknown } = {}) {
    const answer = await call(suite.app, e, { ...options, token: session?.userToken, headers: e.idempotent ? keyed() : {} });
    if (answer.status !== 200) throw new Error(`${e.method} ${e.path}: ${answer.text}`);
    return answer.body.data;
  }

  /** `count` pictures uploaded by `session`: their file ids. */
  const pictures = (session: ShopSession, count: number) => uploadedImages(suite.app, session.userToken, count);

  async function category(op: ShopSession, name = `分类${randomUUID().slice(0, 6)}`, sort = 0): Promise<number> {
    return (await ok(shopCalls.opsSaveCategory, op, { body: { name, sort } })).categoryId;
  }

  /** A product made by `op` (on sale unless `onSale` is false): its id. */
  async function product(op: ShopSession, fields: Partial<BrigadeProductSave> & { categoryId: number }, onSale = true): Promise<number> {
    const body = { kind: 'goods', title: '高速服务区特产礼盒', priceFen: 9_900, stock: 10, ...fields };
    if (body.kind === 'selfDrive') delete (body as { stock?: number }).stock;
    const saved = await ok(shopCalls.opsSaveProduct, op, { body });
    if (onSale) await ok(shopCalls.opsProductStatus, op, { params: { productId: saved.productId }, body: { status: 'onSale' } });
    return saved.productId;
  }

  async function departure(op: ShopSession, productId: number, date: string, seats = 10, priceFen = 59_900): Promise<number> {
    const saved = await ok(shopCalls.opsSaveDeparture, op, { params: { productId }, body: { date, seats, priceFen } });
    return saved.departures.find((d: { date: string }) => d.date === date).departureId;
  }

  /** A small shop: one category with goods, a self-drive package departing in a week, and a pass. */
  async function shop(op?: ShopSession) {
    const by = op ?? (await operator());
    const categoryId = await category(by, `特产${randomUUID().slice(0, 6)}`);
    const [cover] = await pictures(by, 1);
    const goodsId = await product(by, { categoryId, title: '武夷山大红袍', priceFen: 12_800, stock: 5, pictureIds: [cover] });
    const selfDriveId = await product(by, {
      categoryId,
      kind: 'selfDrive',
      title: '闽西土楼两日自驾',
      priceFen: 69_900,
      itinerary: [
        { title: '第一天 福州—永定', text: '沈海高速转长深高速，下午参观土楼。' },
        { title: '第二天 永定—福州', text: '早餐后返程。' },
      ],
    });
    const departureId = await departure(by, selfDriveId, dayAfter(7), 10, 59_900);
    const passId = await product(by, { categoryId, kind: 'annualPass', title: '高速一码通年卡', priceFen: 36_500, stock: 100 });
    return { operator: by, categoryId, goodsId, selfDriveId, departureId, passProductId: passId, cover };
  }

  /** A traveller saved by `session` (sequence code makes the ID number): its id. */
  async function traveller(session: ShopSession, name = '张三', sequence = '123'): Promise<number> {
    return (await ok(shopCalls.saveTraveller, session, { body: { name, idCardNo: nationalId(sequence), mobile: '13900001111' } })).travellerId;
  }

  /**
   * A paid annual-pass order of `session` with its pass, written directly (the catalogue suites and
   * the authorization matrix need an owned order and pass without going through payment).
   */
  async function paidPassOrder(session: ShopSession, productId: number, title = '高速一码通年卡') {
    const { db } = suite.deps;
    const at = nowDate();
    const today = chinaToday(at.getTime());
    const [order] = await db
      .insert(brigadeOrders)
      .values({
        orderNo: `BGT${randomUUID().replace(/-/g, '').slice(0, 16)}`,
        buyerId: session.userId,
        kind: 'annualPass',
        status: 'paid',
        total: 36_500,
        payMode: 'wallet',
        createdAt: at,
        expiresAt: at,
        paidAt: at,
      })
      .returning();
    await db.insert(brigadeOrderItems).values({ orderId: order.id, productId, title, quantity: 1, unitPrice: 36_500, amount: 36_500 });
    const [pass] = await db
      .insert(brigadePasses)
      .values({
        passNo: `YK${randomUUID().replace(/-/g, '').slice(0, 12)}`,
        ownerId: session.userId,
        orderId: order.id,
        productId,
        validFrom: today,
        validUntil: chinaToday(at.getTime() + 364 * 86_400_000),
        createdAt: at,
      })
      .returning();
    return { orderId: order.id, passId: pass.id };
  }

  return { operator, ok, pictures, category, product, departure, shop, traveller, paidPassOrder };
}
