import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { BRIGADE_RECEIPT_DAYS, endpoints } from '@/lib/contract';
import { checkLedger } from '../money/money.ledger';
import { signInOperator } from '../identity/identity.testing';
import { useModuleSuite } from '../testing';
import { sweepBrigade } from './brigade.orders.jobs';
import { brigadeOrderHelpers, type Buyer } from './brigade.orders.testing';
import { brigadeOrders } from './brigade.table';

const b = endpoints.brigade;
const suite = useModuleSuite({ clock: true });
const h = brigadeOrderHelpers(suite);
const DAY_MS = 86_400_000;

const books = async () => assert.deepEqual((await checkLedger(suite.deps.db)).problems, []);
const operator = () => signInOperator(suite.app, suite.deps);
const ship = (op: Buyer, orderId: number, body: object = { carrier: '顺丰速运', trackingNo: 'SF1234567890' }, key?: string) =>
  h.store(b.opsShip, op, { params: { orderId }, body, key });
const bill = async (buyer: Buyer, orderId: number) => (await h.store(b.bill, buyer, { params: { orderId } })).body.data;

/** A paid goods order of two lines (2 × tea, 1 × cup). */
async function paidGoods(buyer: Buyer) {
  const tea = await h.product('goods', { price: 8_800, stock: 10 });
  const cup = await h.product('goods', { price: 2_500, stock: 10, title: '建盏' });
  const order = await h.paidOrder(buyer, { kind: 'goods', address: h.address, lines: [{ productId: tea.id, quantity: 2 }, { productId: cup.id, quantity: 1 }] });
  return { ...order, tea, cup };
}

describe('the delivery address', () => {
  it('a goods order needs the receiver, a mainland mobile and the address; it is kept on the order for its buyer', async () => {
    const buyer = await h.buyer();
    const tea = await h.product('goods');
    const lines = [{ productId: tea.id, quantity: 1 }];
    const without = await h.store(b.saveOrder, buyer, { body: { kind: 'goods', lines } });
    assert.equal(without.status, 400);
    assert.ok(without.body.errors?.some((e: { field: string }) => e.field.startsWith('address')), without.text);
    const cases: [string, object][] = [
      ['receiverMobile', { receiverMobile: '12345678901' }],
      ['receiverName', { receiverName: 'x' }],
      ['detail', { detail: '1号' }],
      ['areaName', { areaName: '' }],
    ];
    for (const [field, change] of cases) {
      const refused = await h.store(b.saveOrder, buyer, { body: { kind: 'goods', address: { ...h.address, ...change }, lines } });
      assert.equal(refused.status, 400, `${field}: ${refused.text}`);
      assert.ok(refused.body.errors?.some((e: { field: string }) => e.field.endsWith(field)), `${field}: ${JSON.stringify(refused.body.errors)}`);
    }
    assert.equal((await h.stockOf(tea.id)).stock, 10, 'refusals took nothing');
    const placed = await h.order(buyer, { kind: 'goods', address: { ...h.address, detail: `  ${h.address.detail} ` }, lines });
    const order = await bill(buyer, placed.orderId);
    assert.deepEqual(order.delivery.address, h.address);
    assert.equal(order.delivery.status, 'toShip');
    assert.equal(order.canConfirmReceipt, false);
    // Self-drive and pass orders have no delivery.
    const pass = await h.order(buyer, { kind: 'annualPass', productId: (await h.product('annualPass')).id });
    assert.equal((await bill(buyer, pass.orderId)).delivery, null);
  });
});

describe('shipping', () => {
  it('operators list paid goods waiting, oldest first; shipping shows the buyer the carrier and tracking number', async () => {
    const op = await operator();
    const first = await h.buyer();
    const second = await h.buyer();
    const one = await paidGoods(first);
    suite.clock.advance(1000);
    const two = await paidGoods(second);
    const unpaid = await h.order(first, { kind: 'goods', address: h.address, lines: [{ productId: one.tea.id, quantity: 1 }] });
    const waiting = async () => {
      const page = await h.store(b.opsShipments, op, { query: { current: 1, size: 100 } });
      assert.equal(page.status, 200, page.text);
      return page.body.data.records.map((r: { orderId: number }) => r.orderId) as number[];
    };
    const listed = await waiting();
    assert.ok(listed.indexOf(one.orderId) >= 0 && listed.indexOf(one.orderId) < listed.indexOf(two.orderId), 'oldest payment first');
    assert.ok(!listed.includes(unpaid.orderId), 'unpaid orders are not shipped');
    const paged = (await h.store(b.opsShipments, op, { query: { current: 1, size: 1 } })).body.data;
    assert.equal(paged.records.length, 1);
    assert.equal(paged.total, listed.length);
    // A buyer is no operator.
    assert.equal((await h.store(b.opsShipments, first)).status, 403);
    assert.equal((await ship(first, one.orderId)).body.error, 'brigade.operatorsOnly');

    const key = `ship-${randomUUID()}`;
    const shipped = await ship(op, one.orderId, { carrier: '顺丰速运', trackingNo: 'SF1234567890' }, key);
    assert.equal(shipped.status, 200, shipped.text);
    assert.equal(shipped.body.data.delivery.status, 'shipped');
    assert.deepEqual(shipped.body.data.delivery.address, h.address);
    // The same tap again answers the first answer; another tap is refused: it left already.
    const replay = await ship(op, one.orderId, { carrier: '顺丰速运', trackingNo: 'SF1234567890' }, key);
    assert.equal(replay.status, 200);
    assert.deepEqual(replay.body.data, shipped.body.data);
    const twice = await ship(op, one.orderId, { carrier: '中通快递', trackingNo: 'ZT99887766' });
    assert.equal(twice.status, 409);
    assert.equal(twice.body.error, 'brigade.orderShipped');
    assert.deepEqual(twice.body.params, { carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    assert.ok(!(await waiting()).includes(one.orderId));

    const seen = await bill(first, one.orderId);
    assert.equal(seen.status, 'paid', 'the payment status is untouched');
    assert.equal(seen.delivery.status, 'shipped');
    assert.equal(seen.delivery.carrier, '顺丰速运');
    assert.equal(seen.delivery.trackingNo, 'SF1234567890');
    assert.equal(new Date(seen.delivery.completesAt).getTime() - new Date(seen.delivery.shippedAt).getTime(), BRIGADE_RECEIPT_DAYS * DAY_MS);
    assert.equal(seen.canConfirmReceipt, true);
    const listedForBuyer = (await h.store(b.orders, first, { query: { status: 'paid' } })).body.data.records.find((o: { orderId: number }) => o.orderId === one.orderId);
    assert.equal(listedForBuyer.delivery.trackingNo, 'SF1234567890');
  });

  it('refused: an unpaid order, another kind, a fully refunded one, a missing one and a bad tracking number', async () => {
    const op = await operator();
    const buyer = await h.buyer();
    const unpaid = await h.order(buyer, { kind: 'goods', address: h.address, lines: [{ productId: (await h.product('goods')).id, quantity: 1 }] });
    const notPaid = await ship(op, unpaid.orderId);
    assert.equal(notPaid.status, 409);
    assert.equal(notPaid.body.error, 'brigade.shipNotPaid');
    assert.equal(notPaid.body.params?.status, 'brigade.statusUnpaid');
    const pass = await h.paidOrder(buyer, { kind: 'annualPass', productId: (await h.product('annualPass')).id });
    assert.equal((await ship(op, pass.orderId)).body.error, 'brigade.shipNotGoods');
    const refunded = await paidGoods(buyer);
    const back = await h.store(b.refund, buyer, { params: { orderId: refunded.orderId }, body: { itemIds: refunded.items.map((i) => i.itemId), reason: 'changedPlans' } });
    assert.equal(back.status, 200, back.text);
    const refusedRefunded = await ship(op, refunded.orderId);
    assert.equal(refusedRefunded.status, 409);
    assert.equal(refusedRefunded.body.error, 'brigade.shipRefunded');
    assert.equal((await ship(op, 2_000_000_000)).status, 404);
    const paid = await paidGoods(buyer);
    for (const body of [{ carrier: '顺丰', trackingNo: 'SF 123' }, { carrier: '顺丰', trackingNo: '123' }, { carrier: '', trackingNo: 'SF1234567890' }]) {
      const bad = await ship(op, paid.orderId, body);
      assert.equal(bad.status, 400, JSON.stringify(body));
    }
    assert.equal((await bill(buyer, paid.orderId)).delivery.status, 'toShip', 'nothing shipped');
  });

  it('a partly refunded order ships what is left and stays partly refunded', async () => {
    const op = await operator();
    const buyer = await h.buyer();
    const order = await paidGoods(buyer);
    const part = await h.store(b.refund, buyer, { params: { orderId: order.orderId }, body: { itemIds: [order.items[1].itemId], reason: 'wrongItem' } });
    assert.equal(part.status, 200, part.text);
    const listed = (await h.store(b.opsShipments, op, { query: { current: 1, size: 100 } })).body.data.records.find((r: { orderId: number }) => r.orderId === order.orderId);
    assert.deepEqual(listed.items.map((i: { refunded: boolean }) => i.refunded), [false, true]);
    assert.equal((await ship(op, order.orderId)).status, 200);
    const seen = await bill(buyer, order.orderId);
    assert.equal(seen.status, 'partlyRefunded');
    assert.equal(seen.refundedFen, 2_500);
    assert.equal(seen.delivery.status, 'shipped');
  });
});

describe('receipt', () => {
  it('the buyer confirms receipt (a stranger gets 404); shipped goods are not refundable', async () => {
    const op = await operator();
    const buyer = await h.buyer();
    const stranger = await h.buyer();
    const order = await paidGoods(buyer);
    const early = await h.store(b.confirmReceipt, buyer, { params: { orderId: order.orderId } });
    assert.equal(early.status, 409);
    assert.equal(early.body.error, 'brigade.notShipped');
    assert.equal((await bill(buyer, order.orderId)).canRefund, true, 'before shipping the refund rules are as ever');
    assert.equal((await ship(op, order.orderId)).status, 200);

    const shippedBill = await bill(buyer, order.orderId);
    assert.equal(shippedBill.canRefund, false);
    assert.ok(shippedBill.items.every((i: { refundable: boolean }) => !i.refundable));
    const refund = await h.store(b.refund, buyer, { params: { orderId: order.orderId }, body: { itemIds: [order.items[0].itemId], reason: 'other' } });
    assert.equal(refund.status, 409);
    assert.equal(refund.body.error, 'brigade.itemShipped');

    const theirs = await h.store(b.confirmReceipt, stranger, { params: { orderId: order.orderId } });
    assert.equal(theirs.status, 404);
    assert.equal(theirs.body.error, 'brigade.orderNotFound');
    assert.equal((await bill(buyer, order.orderId)).delivery.status, 'shipped', 'the stranger changed nothing');

    const key = `receive-${randomUUID()}`;
    const received = await h.store(b.confirmReceipt, buyer, { params: { orderId: order.orderId }, key });
    assert.equal(received.status, 200, received.text);
    assert.equal(received.body.data.delivery.status, 'completed');
    assert.ok(received.body.data.delivery.completedAt);
    assert.equal(received.body.data.canConfirmReceipt, false);
    assert.equal(received.body.data.status, 'paid');
    assert.deepEqual((await h.store(b.confirmReceipt, buyer, { params: { orderId: order.orderId }, key })).body.data, received.body.data);
    const again = await h.store(b.confirmReceipt, buyer, { params: { orderId: order.orderId } });
    assert.equal(again.status, 200, 'a completed order answers as it is');
    assert.equal((await h.store(b.refund, buyer, { params: { orderId: order.orderId }, body: { itemIds: [order.items[0].itemId], reason: 'other' } })).body.error, 'brigade.itemShipped');
    await books();
  });

  it(`a shipped order nobody confirms completes ${BRIGADE_RECEIPT_DAYS} days after shipping: by the sweeper, or on the buyer's next read`, async () => {
    const op = await operator();
    const buyer = await h.buyer();
    const swept = await paidGoods(buyer);
    const read = await paidGoods(buyer);
    assert.equal((await ship(op, swept.orderId)).status, 200);
    assert.equal((await ship(op, read.orderId)).status, 200);
    const shippedAt = (await bill(buyer, read.orderId)).delivery.shippedAt;
    suite.clock.advance(BRIGADE_RECEIPT_DAYS * DAY_MS - 60_000);
    assert.equal((await sweepBrigade(suite.deps)).completed, 0);
    let signedIn = await h.again(buyer);
    assert.equal((await bill(signedIn, read.orderId)).delivery.status, 'shipped');
    suite.clock.advance(60_000);
    // The sweeper completes the first only (the second is read first here).
    await suite.deps.db.update(brigadeOrders).set({ shippedAt: new Date(Date.parse(shippedAt) + 1000) }).where(eq(brigadeOrders.id, read.orderId));
    const sweeps = await Promise.all([sweepBrigade(suite.deps), sweepBrigade(suite.deps)]);
    assert.equal(sweeps[0].completed + sweeps[1].completed, 1, 'once, whoever runs it');
    signedIn = await h.again(buyer);
    const sweptBill = await bill(signedIn, swept.orderId);
    assert.equal(sweptBill.delivery.status, 'completed');
    assert.equal(new Date(sweptBill.delivery.completedAt).getTime() - new Date(sweptBill.delivery.shippedAt).getTime(), BRIGADE_RECEIPT_DAYS * DAY_MS, 'completed as of the day it was due');
    suite.clock.advance(1000);
    const readBill = await bill(signedIn, read.orderId);
    assert.equal(readBill.delivery.status, 'completed', 'the read completed it');
    assert.equal(readBill.canConfirmReceipt, false);
    const [row] = await suite.deps.db.select().from(brigadeOrders).where(eq(brigadeOrders.id, read.orderId));
    assert.equal(row.delivery, 'completed');
  });
});
