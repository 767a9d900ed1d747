import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { count, eq, like } from 'drizzle-orm';
import { BRIGADE_ORDER_EXPIRY_MINUTES, endpoints } from '@/lib/contract';
import type { GatewayNotification } from '../../providers/payment/payment.provider';
import { simulatorDelivery } from '../background';
import { checkLedger } from '../money/money.ledger';
import { transfers } from '../money/money.table';
import { call, useModuleSuite } from '../testing';
import { passLastDay } from './brigade.orders';
import { sweepBrigade } from './brigade.orders.jobs';
import { holdGatewayDeliveries } from '../money/money.testing';
import { brigadeOrderHelpers, dayFromToday, type Buyer } from './brigade.orders.testing';
import { brigadeOrders, brigadePasses } from './brigade.table';

const b = endpoints.brigade;
const suite = useModuleSuite({ clock: true });
const h = brigadeOrderHelpers(suite);
const EXPIRY_MS = BRIGADE_ORDER_EXPIRY_MINUTES * 60_000;

const books = async () => assert.deepEqual((await checkLedger(suite.deps.db)).problems, []);
const transfersLike = async (pattern: string) => (await suite.deps.db.select({ n: count() }).from(transfers).where(like(transfers.id, pattern)))[0].n;

/** What the gateway tried to deliver; nothing reaches the platform unless the test sends it. */
let held: GatewayNotification[] = [];
const holdDeliveries = () => {
  held = holdGatewayDeliveries(h.gateway());
};
/** The gateway notifies the platform again, as it does outside these tests. */
const deliverForReal = () => h.gateway().useDelivery(simulatorDelivery(suite.app, suite.deps));
const notify = (body: GatewayNotification, signature: string) => call(suite.app, b.payNotify, { body, headers: { 'x-pay-signature': signature } });

async function eventually(check: () => Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('placing orders', () => {
  it('200 buyers racing for the last 5 items get exactly 5 orders; the 195 others are told it sold out', { timeout: 300_000 }, async () => {
    const tea = await h.product('goods', { stock: 5, price: 8_800 });
    const buyers: Buyer[] = [];
    // Signed in a few at a time (each sign-in is five calls); the race itself is all at once.
    for (let i = 0; i < 200; i += 20) buyers.push(...(await Promise.all(Array.from({ length: 20 }, () => h.buyer()))));
    const answers = await Promise.all(buyers.map((buyer) => h.store(b.saveOrder, buyer, { body: { kind: 'goods', address: h.address, lines: [{ productId: tea.id, quantity: 1 }] } })));
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    assert.equal(won.length, 5);
    assert.ok(lost.every((a) => a.status === 409 && a.body.error === 'brigade.soldOut'), JSON.stringify(lost.find((a) => a.status !== 409)?.body));
    assert.equal(lost[0].body.params?.left, 0);
    assert.equal((await h.stockOf(tea.id)).stock, 0);
    const [{ n }] = await suite.deps.db.select({ n: count() }).from(brigadeOrders);
    assert.equal(n, 5);
  });

  it('prices come from the catalogue: prices and totals sent by the client are ignored', async () => {
    const buyer = await h.buyer();
    const tea = await h.product('goods', { price: 8_800 });
    const cup = await h.product('goods', { price: 2_550, title: '建盏' });
    const placed = await h.store(b.saveOrder, buyer, {
      body: { kind: 'goods', address: h.address, totalFen: 1, priceFen: 1, lines: [{ productId: tea.id, quantity: 2, priceFen: 1, unitPriceFen: 1, amountFen: 1 }, { productId: cup.id, quantity: 1, unitPriceFen: 1 }] },
    });
    assert.equal(placed.status, 200, placed.text);
    const order = placed.body.data;
    assert.equal(order.totalFen, 2 * 8_800 + 2_550);
    assert.deepEqual(order.items.map((i: { title: string; unitPriceFen: number; amountFen: number }) => [i.title, i.unitPriceFen, i.amountFen]), [
      ['武夷山大红袍', 8_800, 17_600],
      ['建盏', 2_550, 2_550],
    ]);
    assert.equal(order.status, 'unpaid');
    assert.match(order.orderNo, /^BG\d{8}\d{8}$/);
    assert.equal(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime(), EXPIRY_MS);
    // The wallet pays the catalogue's total, not the client's.
    await h.fund(buyer, 20_150);
    const paid = await h.store(b.pay, buyer, { params: { orderId: order.orderId }, body: { mode: 'wallet', amountFen: 1 } });
    assert.equal(paid.status, 200, paid.text);
    assert.equal(paid.body.data.orderStatus, 'paid');
    assert.equal(paid.body.data.walletAvailableFen, 0);
    assert.equal((await h.stockOf(tea.id)).sold, 2);
    await books();
  });

  it('a self-drive order has one line per traveller at the departure price; seats are taken and never oversold', async () => {
    const buyer = await h.buyer();
    const trip = await h.product('selfDrive', { price: 49_900 });
    const day = await h.departure(trip.id, { price: 59_900, seats: 3 });
    const travellers = [await h.traveller(buyer, '王五'), await h.traveller(buyer, '赵六')];
    const order = await h.order(buyer, { kind: 'selfDrive', productId: trip.id, departureId: day.id, travellerIds: travellers });
    assert.equal(order.totalFen, 2 * 59_900);
    const bill = (await h.store(b.bill, buyer, { params: { orderId: order.orderId } })).body.data;
    assert.deepEqual(bill.items.map((i: { travellerName: string; amountFen: number }) => [i.travellerName, i.amountFen]), [['王五', 59_900], ['赵六', 59_900]]);
    assert.match(bill.items[0].travellerIdCardNoMasked, /^110105\*{8}\d{3}[\dX]$/);
    assert.equal(bill.departureDate, day.date);
    assert.equal(await h.seatsOf(day.id), 1);
    // Two more travellers do not fit in the one seat left.
    const other = await h.buyer();
    const tooMany = await h.store(b.saveOrder, other, { body: { kind: 'selfDrive', productId: trip.id, departureId: day.id, travellerIds: [await h.traveller(other), await h.traveller(other)] } });
    assert.equal(tooMany.status, 409);
    assert.equal(tooMany.body.error, 'brigade.seatsGone');
    assert.equal(tooMany.body.params?.left, 1);
    // Someone else's traveller cannot be booked; a departure of another package neither.
    const theirs = await h.store(b.saveOrder, other, { body: { kind: 'selfDrive', productId: trip.id, departureId: day.id, travellerIds: [travellers[0]] } });
    assert.equal(theirs.status, 404);
    assert.equal(theirs.body.error, 'brigade.travellerNotFound');
    const elsewhere = await h.departure((await h.product('selfDrive')).id);
    const wrongDay = await h.store(b.saveOrder, other, { body: { kind: 'selfDrive', productId: trip.id, departureId: elsewhere.id, travellerIds: [await h.traveller(other)] } });
    assert.equal(wrongDay.status, 404);
    assert.equal(await h.seatsOf(day.id), 1, 'refusals took nothing');
  });

  it('off-sale products, kinds that do not match and past departures are refused', async () => {
    const buyer = await h.buyer();
    const hidden = await h.product('goods', { status: 'offSale' });
    const trip = await h.product('selfDrive');
    const left = await h.departure(trip.id, { inDays: -1 });
    const offSale = await h.store(b.saveOrder, buyer, { body: { kind: 'goods', address: h.address, lines: [{ productId: hidden.id, quantity: 1 }] } });
    assert.equal(offSale.status, 404);
    assert.equal(offSale.body.error, 'brigade.productNotFound');
    const wrongKind = await h.store(b.saveOrder, buyer, { body: { kind: 'goods', address: h.address, lines: [{ productId: trip.id, quantity: 1 }] } });
    assert.equal(wrongKind.body.error, 'brigade.orderWrongKind');
    const past = await h.store(b.saveOrder, buyer, { body: { kind: 'selfDrive', productId: trip.id, departureId: left.id, travellerIds: [await h.traveller(buyer)] } });
    assert.equal(past.status, 409);
    assert.equal(past.body.error, 'brigade.departureDeparted');
    const noToken = await h.store(b.saveOrder, undefined, { body: { kind: 'goods', address: h.address, lines: [{ productId: hidden.id, quantity: 1 }] } });
    assert.equal(noToken.status, 401);
  });
});

describe('unpaid orders', () => {
  it("an expired order's stock returns: read lazily, and by the sweeper; it can no longer be paid", async () => {
    const buyer = await h.buyer();
    const tea = await h.product('goods', { stock: 5 });
    const first = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: tea.id, quantity: 3 }] });
    assert.equal((await h.stockOf(tea.id)).stock, 2);
    suite.clock.advance(EXPIRY_MS - 1000);
    assert.equal((await h.store(b.bill, buyer, { params: { orderId: first.orderId } })).body.data.canPay, true);
    suite.clock.advance(1000);
    // Read first: the bill itself turns it expired and gives the stock back.
    const bill = (await h.store(b.bill, buyer, { params: { orderId: first.orderId } })).body.data;
    assert.equal(bill.status, 'expired');
    assert.equal(bill.canPay, false);
    assert.ok(bill.expiredAt);
    assert.equal((await h.stockOf(tea.id)).stock, 5);
    await h.fund(buyer, 100_000);
    const late = await h.store(b.pay, buyer, { params: { orderId: first.orderId }, body: { mode: 'wallet' } });
    assert.equal(late.status, 409);
    assert.equal(late.body.error, 'brigade.orderExpired');

    // Nobody reads the second: the sweeper expires it, once however often it runs.
    const second = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: tea.id, quantity: 4 }] });
    assert.equal((await h.stockOf(tea.id)).stock, 1);
    assert.equal((await sweepBrigade(suite.deps)).expired, 0);
    suite.clock.advance(EXPIRY_MS);
    const sweeps = await Promise.all([sweepBrigade(suite.deps), sweepBrigade(suite.deps)]);
    assert.equal(sweeps[0].expired + sweeps[1].expired, 1);
    assert.equal((await h.stockOf(tea.id)).stock, 5);
    const [row] = await suite.deps.db.select().from(brigadeOrders).where(eq(brigadeOrders.id, second.orderId));
    assert.equal(row.status, 'expired');
    assert.equal((await h.walletOf(buyer, second.orderId)), 100_000, 'nothing was charged');

    // A self-drive order's seats come back the same way.
    const trip = await h.product('selfDrive');
    const day = await h.departure(trip.id, { seats: 3 });
    await h.order(buyer, { kind: 'selfDrive', productId: trip.id, departureId: day.id, travellerIds: [await h.traveller(buyer), await h.traveller(buyer)] });
    assert.equal(await h.seatsOf(day.id), 1);
    suite.clock.advance(EXPIRY_MS);
    assert.equal((await sweepBrigade(suite.deps)).expired, 1);
    assert.equal(await h.seatsOf(day.id), 3);
  });

  it('cancelling returns the stock; only finished orders can be deleted, then they leave the list', async () => {
    const buyer = await h.buyer();
    const pass = await h.product('annualPass', { stock: 1 });
    const order = await h.order(buyer, { kind: 'annualPass', productId: pass.id });
    assert.equal((await h.stockOf(pass.id)).stock, 0);
    const early = await h.store(b.deleteOrder, buyer, { params: { orderId: order.orderId } });
    assert.equal(early.status, 409);
    assert.equal(early.body.error, 'brigade.orderNotFinished');
    const key = `cancel-${randomUUID()}`;
    const cancelled = await h.store(b.cancelOrder, buyer, { params: { orderId: order.orderId }, key });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(cancelled.body.data.status, 'cancelled');
    assert.equal(cancelled.body.data.canDelete, true);
    assert.equal((await h.stockOf(pass.id)).stock, 1);
    // The same tap again answers the first answer; a new tap is told it is cancelled already.
    assert.deepEqual((await h.store(b.cancelOrder, buyer, { params: { orderId: order.orderId }, key })).body.data, cancelled.body.data);
    const again = await h.store(b.cancelOrder, buyer, { params: { orderId: order.orderId } });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'brigade.orderNotUnpaid');
    assert.equal(again.body.params?.status, 'brigade.statusCancelled');
    assert.equal((await h.stockOf(pass.id)).stock, 1, 'returned once');
    const list = async (status: string) => (await h.store(b.orders, buyer, { query: { status } })).body.data;
    assert.deepEqual((await list('closed')).records.map((o: { orderId: number }) => o.orderId), [order.orderId]);
    assert.equal((await list('unpaid')).total, 0);
    assert.equal((await h.store(b.deleteOrder, buyer, { params: { orderId: order.orderId } })).status, 200);
    assert.equal((await list('all')).total, 0);
    assert.equal((await h.store(b.bill, buyer, { params: { orderId: order.orderId } })).status, 404);
  });

  it('a buyer never sees or touches another buyer\'s orders (404)', async () => {
    const buyer = await h.buyer();
    const stranger = await h.buyer();
    const order = await h.paidOrder(buyer, { kind: 'goods', address: h.address, lines: [{ productId: (await h.product('goods')).id, quantity: 1 }] });
    const unpaid = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: (await h.product('goods')).id, quantity: 1 }] });
    await h.fund(stranger, 1_000_000);
    const tries = [
      h.store(b.bill, stranger, { params: { orderId: order.orderId } }),
      h.store(b.payStatus, stranger, { params: { orderId: unpaid.orderId } }),
      h.store(b.pay, stranger, { params: { orderId: unpaid.orderId }, body: { mode: 'wallet' } }),
      h.store(b.cancelOrder, stranger, { params: { orderId: unpaid.orderId } }),
      h.store(b.deleteOrder, stranger, { params: { orderId: order.orderId } }),
      h.store(b.refund, stranger, { params: { orderId: order.orderId }, body: { itemIds: [order.items[0].itemId], reason: 'other' } }),
    ];
    for (const answer of await Promise.all(tries)) {
      assert.equal(answer.status, 404, answer.text);
      assert.equal(answer.body.error, 'brigade.orderNotFound');
    }
    assert.equal((await h.store(b.orders, stranger)).body.data.total, 0);
    assert.equal((await h.store(b.orders, buyer)).body.data.total, 2);
    const [row] = await suite.deps.db.select().from(brigadeOrders).where(eq(brigadeOrders.id, unpaid.orderId));
    assert.equal(row.status, 'unpaid', 'the stranger changed nothing');
  });
});

describe('paying', () => {
  it('a short wallet is refused with both amounts; nothing moves', async () => {
    const buyer = await h.buyer();
    const order = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: (await h.product('goods', { price: 10_000 })).id, quantity: 1 }] });
    await h.fund(buyer, 9_999);
    const short = await h.store(b.pay, buyer, { params: { orderId: order.orderId }, body: { mode: 'wallet' } });
    assert.equal(short.status, 409);
    assert.equal(short.body.error, 'brigade.walletShort');
    assert.deepEqual(short.body.params, { available: '99.99', total: '100.00' });
    assert.equal(await h.walletOf(buyer, order.orderId), 9_999);
    await books();
  });

  it('a pay tap sent again answers its first answer and charges once; the same key for another order is 422', async () => {
    const buyer = await h.buyer();
    const tea = await h.product('goods', { price: 3_000 });
    const order = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: tea.id, quantity: 1 }] });
    await h.fund(buyer, 10_000);
    const key = `pay-${randomUUID()}`;
    const sends = await Promise.all(Array.from({ length: 5 }, () => h.store(b.pay, buyer, { params: { orderId: order.orderId }, body: { mode: 'wallet' }, key })));
    for (const sent of sends) {
      assert.equal(sent.status, 200, sent.text);
      assert.equal(sent.body.data.orderStatus, 'paid');
    }
    assert.deepEqual(new Set(sends.map((s) => s.text.replace(/"requestId":"[^"]+"/, ''))).size, 1, 'one answer, replayed');
    assert.equal(await h.walletOf(buyer, order.orderId), 7_000);
    const other = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: tea.id, quantity: 1 }] });
    assert.equal((await h.store(b.pay, buyer, { params: { orderId: other.orderId }, body: { mode: 'wallet' }, key })).status, 422);
    assert.equal(await h.walletOf(buyer, other.orderId), 7_000);
    // Two taps (two keys) at once: one pays, the other finds it paid.
    const third = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: tea.id, quantity: 1 }] });
    const both = await Promise.all([0, 1].map(() => h.store(b.pay, buyer, { params: { orderId: third.orderId }, body: { mode: 'wallet' } })));
    assert.deepEqual(both.map((r) => r.status).sort(), [200, 409]);
    assert.equal(both.find((r) => r.status === 409)!.body.error, 'brigade.orderNotUnpaid');
    assert.equal(await h.walletOf(buyer, third.orderId), 4_000);
    // The gateway's payment is one per tap too.
    const gatewayKey = `pay-${randomUUID()}`;
    const [one, two] = await Promise.all([0, 1].map(() => h.store(b.pay, buyer, { params: { orderId: other.orderId }, body: { mode: 'gateway' }, key: gatewayKey })));
    assert.equal(one.body.data.paymentId, two.body.data.paymentId);
    assert.ok(one.body.data.payUrl && two.body.data.payUrl);
    await books();
  });

  it('on the gateway: forged and wrongly priced notifications move nothing; 16 replays at once pay the order once', async () => {
    holdDeliveries();
    try {
      const buyer = await h.buyer();
      const trip = await h.product('selfDrive');
      const day = await h.departure(trip.id, { price: 30_000 });
      const order = await h.order(buyer, { kind: 'selfDrive', productId: trip.id, departureId: day.id, travellerIds: [await h.traveller(buyer)] });
      const paymentId = await h.payOnGateway(buyer, order.orderId);
      const page = (await h.gateway().find(paymentId))!;
      assert.equal(page.amountFen, 30_000);
      assert.equal(page.notifyUrl, '/store/api/products/pay/notify');
      const { body, signature } = h.gateway().notificationOf(page);
      const forged = await notify(body, signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')));
      assert.equal(forged.status, 403);
      assert.equal(forged.body.error, 'money.badNotificationSignature');
      assert.equal((await notify({ ...body, amountFen: 1 }, signature)).status, 403, 'a changed amount breaks the signature');
      const wrongAmount = { ...body, amountFen: 1 };
      const signedWrong = await notify(wrongAmount, h.gateway().sign(wrongAmount));
      assert.equal(signedWrong.status, 400);
      assert.equal(signedWrong.body.error, 'money.notifiedAmountWrong');
      let state = (await h.store(b.payStatus, buyer, { params: { orderId: order.orderId } })).body.data;
      assert.equal(state.orderStatus, 'unpaid');
      assert.equal(state.paymentStatus, 'created');

      const copies = Array.from({ length: 16 }, () => h.gateway().notificationOf(page));
      const answers = await Promise.all(copies.map((copy) => notify(copy.body, copy.signature)));
      assert.ok(answers.every((a) => a.status === 200 && a.body.code === 0 && a.body.data.code === 'SUCCESS'), answers[0].text);
      state = (await h.store(b.payStatus, buyer, { params: { orderId: order.orderId } })).body.data;
      assert.equal(state.orderStatus, 'paid');
      assert.equal(state.mode, 'gateway');
      assert.equal(state.paymentStatus, 'paid');
      assert.equal(state.walletAvailableFen, 0, 'topped up by the gateway and paid from it');
      assert.equal(await transfersLike(`brigadePay:${paymentId}`), 1);
      assert.equal(await transfersLike(`brigadeOrder:${order.orderId}:paid`), 1);
      // Paying again is refused: the order is paid.
      const twice = await h.store(b.pay, buyer, { params: { orderId: order.orderId }, body: { mode: 'gateway' } });
      assert.equal(twice.status, 409);
      assert.equal(twice.body.error, 'brigade.orderNotUnpaid');
      await books();
    } finally {
      deliverForReal();
    }
  });

  it("with no notification the sweeper asks the gateway; a payment for an order that expired meanwhile stays in the wallet", async () => {
    holdDeliveries();
    try {
      const buyer = await h.buyer();
      const tea = await h.product('goods', { price: 5_000, stock: 3 });
      const order = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: tea.id, quantity: 1 }] });
      const open = await h.store(b.pay, buyer, { params: { orderId: order.orderId }, body: { mode: 'gateway' } });
      // A second tap answers the same open payment rather than opening another.
      const reopened = await h.store(b.pay, buyer, { params: { orderId: order.orderId }, body: { mode: 'gateway' } });
      assert.equal(reopened.body.data.paymentId, open.body.data.paymentId);
      await suite.app.inject({ method: 'POST', url: open.body.data.payUrl, payload: { action: 'pay' } });
      suite.clock.advance(11_000);
      assert.equal((await sweepBrigade(suite.deps)).payments, 1);
      assert.equal((await h.store(b.bill, buyer, { params: { orderId: order.orderId } })).body.data.status, 'paid');

      // Paid on the page, but the order ran out of time before anyone heard: the money is the buyer's.
      const late = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: tea.id, quantity: 1 }] });
      const started = await h.store(b.pay, buyer, { params: { orderId: late.orderId }, body: { mode: 'gateway' } });
      await suite.app.inject({ method: 'POST', url: started.body.data.payUrl, payload: { action: 'pay' } });
      suite.clock.advance(EXPIRY_MS);
      await h.store(b.orders, buyer);
      const { body, signature } = h.gateway().notificationOf((await h.gateway().find(started.body.data.paymentId))!);
      assert.equal((await notify(body, signature)).status, 200);
      const state = (await h.store(b.payStatus, buyer, { params: { orderId: late.orderId } })).body.data;
      assert.equal(state.orderStatus, 'expired');
      assert.equal(state.paymentStatus, 'paid');
      assert.equal(state.walletAvailableFen, 5_000);
      assert.equal((await h.stockOf(tea.id)).stock, 2, 'the expired order gave its piece back');
      await books();
    } finally {
      deliverForReal();
    }
  });

  it('the gateway page returns to payOver, and its notification pays the order on its own', async () => {
    const buyer = await h.buyer();
    const order = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: (await h.product('goods', { price: 1_234 })).id, quantity: 2 }] });
    const started = await h.store(b.pay, buyer, { params: { orderId: order.orderId }, body: { mode: 'gateway' } });
    const paid = await suite.app.inject({ method: 'POST', url: started.body.data.payUrl, payload: { action: 'pay' } });
    assert.match(paid.json().redirect, new RegExp(`^/#/pages/brigade/payOver\\?orderId=${order.orderId}`));
    await eventually(async () => (await h.store(b.payStatus, buyer, { params: { orderId: order.orderId } })).body.data.orderStatus === 'paid');
  });
});

describe('refunds', () => {
  it('a double refund applies once: two at once, and a replay of the same tap; the rest refunds the order', async () => {
    const buyer = await h.buyer();
    const trip = await h.product('selfDrive');
    const day = await h.departure(trip.id, { price: 40_000, seats: 5 });
    const order = await h.paidOrder(buyer, { kind: 'selfDrive', productId: trip.id, departureId: day.id, travellerIds: [await h.traveller(buyer, '甲'), await h.traveller(buyer, '乙')] });
    assert.equal(await h.seatsOf(day.id), 3);
    const [first, second] = order.items.map((i) => i.itemId);
    const reasons = (await h.store(b.refundReasons, undefined)).body.data;
    assert.ok(reasons.some((r: { code: string; zhCN: string; en: string }) => r.code === 'travellerCannotGo' && r.zhCN && r.en));

    const key = `refund-${randomUUID()}`;
    const body = { itemIds: [first], reason: 'travellerCannotGo', note: '甲临时有事' };
    const [a, b2] = await Promise.all([h.store(b.refund, buyer, { params: { orderId: order.orderId }, body, key }), h.store(b.refund, buyer, { params: { orderId: order.orderId }, body })]);
    const ok = [a, b2].filter((r) => r.status === 200);
    const refused = [a, b2].filter((r) => r.status !== 200);
    assert.equal(ok.length, 1, `${a.text} / ${b2.text}`);
    assert.equal(refused[0].status, 409);
    assert.equal(refused[0].body.error, 'brigade.itemRefunded');
    const replay = await h.store(b.refund, buyer, { params: { orderId: order.orderId }, body, key });
    if (a.status === 200) assert.deepEqual(replay.body.data, a.body.data);
    else assert.equal(replay.status, 409, 'the key of the refused one was not kept: it is refused again');
    const done = ok[0].body.data;
    assert.equal(done.refund.amountFen, 40_000);
    assert.equal(done.order.status, 'partlyRefunded');
    assert.equal(done.order.refundedFen, 40_000);
    assert.equal(done.order.items.find((i: { itemId: number }) => i.itemId === first).refundable, false);
    assert.equal(await h.walletOf(buyer, order.orderId), 40_000);
    assert.equal(await transfersLike('brigadeRefund:%'), 1);
    assert.equal(await h.seatsOf(day.id), 4, "the traveller's seat is free again");

    const rest = await h.store(b.refund, buyer, { params: { orderId: order.orderId }, body: { itemIds: [second], reason: 'changedPlans' } });
    assert.equal(rest.status, 200, rest.text);
    assert.equal(rest.body.data.order.status, 'refunded');
    assert.equal(rest.body.data.order.canRefund, false);
    assert.equal(await h.walletOf(buyer, order.orderId), 80_000);
    // The wallet history shows the purchase and both refunds.
    const history = await call(suite.app, endpoints.money.fundRecord, { logisticsToken: buyer.logisticsToken });
    assert.deepEqual(history.body.data.records.map((r: { code: string }) => r.code).filter((c: string) => c.startsWith('store')), ['storeRefund', 'storeRefund', 'storePurchase']);
    await books();
  });

  it('a departed trip, an unpaid order and lines of another order are not refundable', async () => {
    const buyer = await h.buyer();
    const trip = await h.product('selfDrive');
    const day = await h.departure(trip.id, { inDays: 1 });
    const order = await h.paidOrder(buyer, { kind: 'selfDrive', productId: trip.id, departureId: day.id, travellerIds: [await h.traveller(buyer)] });
    const unpaid = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: (await h.product('goods')).id, quantity: 1 }] });
    const notPaid = await h.store(b.refund, buyer, { params: { orderId: unpaid.orderId }, body: { itemIds: [unpaid.items[0].itemId], reason: 'other' } });
    assert.equal(notPaid.body.error, 'brigade.refundNotPaid');
    const foreignLine = await h.store(b.refund, buyer, { params: { orderId: order.orderId }, body: { itemIds: [unpaid.items[0].itemId], reason: 'other' } });
    assert.equal(foreignLine.status, 404);
    assert.equal(foreignLine.body.error, 'brigade.refundItemNotFound');
    // On the departure day itself it still refunds; the day after, it has left.
    suite.clock.advance(86_400_000);
    let signedIn = await h.again(buyer);
    const onTheDay = await h.store(b.bill, signedIn, { params: { orderId: order.orderId } });
    assert.equal(onTheDay.status, 200, onTheDay.text);
    assert.equal(onTheDay.body.data.canRefund, true);
    suite.clock.advance(86_400_000);
    signedIn = await h.again(buyer);
    assert.equal((await h.store(b.bill, signedIn, { params: { orderId: order.orderId } })).body.data.canRefund, false);
    const departed = await h.store(b.refund, signedIn, { params: { orderId: order.orderId }, body: { itemIds: [order.items[0].itemId], reason: 'other' } });
    assert.equal(departed.status, 409);
    assert.equal(departed.body.error, 'brigade.itemDeparted');
    assert.equal(departed.body.params?.date, day.date);
  });

  it('a paid pass order issues a pass valid one year (China dates); refunding it voids the pass', async () => {
    const buyer = await h.buyer();
    const passProduct = await h.product('annualPass', { price: 19_900, stock: 2 });
    const order = await h.paidOrder(buyer, { kind: 'annualPass', productId: passProduct.id });
    const bill = (await h.store(b.bill, buyer, { params: { orderId: order.orderId } })).body.data;
    assert.ok(bill.passId);
    const [pass] = await suite.deps.db.select().from(brigadePasses).where(eq(brigadePasses.id, bill.passId));
    assert.equal(pass.ownerId, buyer.userId);
    assert.equal(pass.validFrom, dayFromToday(0));
    assert.equal(pass.validUntil, passLastDay(pass.validFrom));
    const refunded = await h.store(b.refund, buyer, { params: { orderId: order.orderId }, body: { itemIds: [order.items[0].itemId], reason: 'changedPlans' } });
    assert.equal(refunded.status, 200, refunded.text);
    const [voided] = await suite.deps.db.select().from(brigadePasses).where(eq(brigadePasses.id, bill.passId));
    assert.ok(voided.voidedAt);
    assert.deepEqual(await h.stockOf(passProduct.id), { stock: 2, sold: 0 });
  });

  it('a pass is valid to the day before the same date a year on', () => {
    assert.equal(passLastDay('2030-03-15'), '2031-03-14');
    assert.equal(passLastDay('2030-01-01'), '2030-12-31');
    assert.equal(passLastDay('2032-02-29'), '2033-02-28');
  });
});
