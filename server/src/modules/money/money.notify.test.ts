import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { LocalPaymentGateway, NOTIFY_RETRY_SCHEDULE_MS } from '../../providers/payment/local';
import type { GatewayNotification } from '../../providers/payment/payment.provider';
import { call, useModuleSuite } from '../testing';
import { checkLedger } from './money.ledger';
import { sweepMoney } from './money.jobs';
import { transfers } from './money.table';
import { holdGatewayDeliveries, moneyHelpers } from './money.testing';

const m = endpoints.money;
const suite = useModuleSuite({ clock: true });
const h = moneyHelpers(suite);

/** What the gateway tried to deliver; nothing reaches the platform unless the test sends it. */
let held: GatewayNotification[] = [];
const holdDeliveries = () => {
  held = holdGatewayDeliveries(h.gateway());
};

const notify = (body: GatewayNotification, signature: string) => call(suite.app, m.paymentNotify, { body, headers: { 'x-pay-signature': signature } });

async function paidOrder(session: Awaited<ReturnType<typeof h.driver>>, amountFen: number) {
  const id = await h.payAtGateway(session, { purpose: 'topUp', amountFen });
  const order = await h.gateway().find(id);
  return { id, order: order! };
}

describe('gateway notifications', () => {
  it('16 copies at once, shuffled with fresh notify ids, credit the wallet once', async () => {
    holdDeliveries();
    const driver = await h.driver();
    const { id, order } = await paidOrder(driver, 12_345);
    const copies = Array.from({ length: 16 }, () => h.gateway().notificationOf(order)).sort(() => Math.random() - 0.5);
    const answers = await Promise.all(copies.map(({ body, signature }) => notify(body, signature)));
    for (const answer of answers) {
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.data.code, 'SUCCESS');
    }
    assert.equal((await h.personalWallet(driver)).availableFen, 12_345);
    const [{ n }] = await suite.deps.db.select({ n: count() }).from(transfers).where(eq(transfers.id, `payment:${id}`));
    assert.equal(n, 1);
    assert.deepEqual((await checkLedger(suite.deps.db)).problems, []);
  });

  it('a forged signature is 403 and a wrong amount 400; neither moves money', async () => {
    holdDeliveries();
    const driver = await h.driver();
    const { order } = await paidOrder(driver, 5_000);
    const { body, signature } = h.gateway().notificationOf(order);
    const forged = await notify(body, signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')));
    assert.equal(forged.status, 403);
    const tampered = await notify({ ...body, amountFen: 500_000 }, signature);
    assert.equal(tampered.status, 403, 'a changed amount breaks the signature');
    const wrongAmount = { ...body, amountFen: 500_000 };
    const signedWrong = await notify(wrongAmount, h.gateway().sign(wrongAmount));
    assert.equal(signedWrong.status, 400);
    const garbage = await call(suite.app, m.paymentNotify, { body: { outTradeNo: 'x' }, headers: { 'x-pay-signature': signature } });
    assert.equal(garbage.status, 400);
    assert.equal((await h.personalWallet(driver)).availableFen, 0);
  });

  it('with no notification, the sweeper asks the gateway and applies the answer once', async () => {
    holdDeliveries();
    const driver = await h.driver();
    const { id } = await paidOrder(driver, 7_000);
    assert.equal((await h.lg(m.paymentStatus, driver, { params: { id } })).body.data.status, 'created');
    suite.clock.advance(11_000);
    const swept = await sweepMoney(suite.deps);
    assert.equal(swept.payments, 1);
    assert.equal((await h.personalWallet(driver)).availableFen, 7_000);
    assert.equal((await sweepMoney(suite.deps)).payments, 0);
    // The notification arriving late changes nothing.
    const { body, signature } = h.gateway().notificationOf((await h.gateway().find(id))!);
    assert.equal((await notify(body, signature)).status, 200);
    assert.equal((await h.personalWallet(driver)).availableFen, 7_000);
  });

  it('a cancelled cashier closes the payment; a stranger cannot read it', async () => {
    holdDeliveries();
    const driver = await h.driver();
    const started = await h.lg(m.startPay, driver, { body: { purpose: 'topUp', amountFen: 100 } });
    const page = await suite.app.inject({ method: 'GET', url: started.body.data.payUrl });
    assert.match(page.body, /¥1\.00/);
    await suite.app.inject({ method: 'POST', url: started.body.data.payUrl, payload: { action: 'cancel' } });
    await h.eventually(async () => held.length > 0);
    const [closing] = held;
    assert.equal(closing.tradeState, 'CLOSED');
    const { body, signature } = h.gateway().notificationOf((await h.gateway().find(started.body.data.id))!);
    assert.equal((await notify(body, signature)).status, 200);
    assert.equal((await h.lg(m.paymentStatus, driver, { params: { id: started.body.data.id } })).body.data.status, 'closed');
    const stranger = await h.driver();
    assert.equal((await h.lg(m.paymentStatus, stranger, { params: { id: started.body.data.id } })).status, 404);
    assert.equal((await h.lg(m.startPay, driver, { body: { purpose: 'topUp' } })).status, 400);
    assert.equal((await h.lg(m.startPay, driver, { body: { purpose: 'topUp', amountFen: -5 } })).status, 400);
  });
});

describe('the local gateway', () => {
  it('retries on the WeChat schedule until it hears SUCCESS', async () => {
    const attempts: number[] = [];
    const gateway = new LocalPaymentGateway(suite.deps.db, { key: 'k'.repeat(32), timeScale: 0.0001, duplicateRate: 0, maxFirstDelayMs: 0 }, { info() {}, warn() {} });
    gateway.useDelivery(async () => {
      attempts.push(Date.now());
      return attempts.length < 4 ? { status: 500, body: 'busy' } : { status: 200, body: '{"code":"SUCCESS"}' };
    });
    await gateway.createOrder({ outTradeNo: 'pay_retry_test_000001', amountFen: 1, description: 't', notifyUrl: '/n', returnUrl: '/' });
    await gateway.pay('pay_retry_test_000001');
    await h.eventually(async () => attempts.length >= 4);
    await new Promise((r) => setTimeout(r, 50));
    gateway.close();
    assert.equal(attempts.length, 4, 'no retry after SUCCESS');
    assert.equal(NOTIFY_RETRY_SCHEDULE_MS.length, 15);
    assert.equal(Math.round(NOTIFY_RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0) / 3_600_000), 24, 'about 24 hours of retries');
  });
});
