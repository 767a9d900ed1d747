/**
 * `npm run test:scale`: two API nodes on one PostgreSQL and one Redis behind nginx (docs/scale.md).
 * A session works on either node; SMS limits and wrong-code counts hold across nodes; 200 drivers
 * grabbing one load through both nodes make exactly one waybill; a payment notification delivered
 * to both nodes at once is applied once. Needs PostgreSQL, Redis and nginx; says what is missing
 * and fails otherwise (CI has all three).
 */
import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { nowDate } from '../../src/modules/clock';
import { goodsSources } from '../../src/modules/goods/goods.table';
import { SMS_LIMITS } from '../../src/modules/auth/sms.service';
import { insertCertification } from '../../src/modules/identity/identity.repository';
import { checkLedger, platformBalance } from '../../src/modules/money/money.ledger';
import { payments } from '../../src/modules/money/money.table';
import { waybills } from '../../src/modules/waybill/waybill.table';
import { insertVehicle } from '../../src/modules/waybill/waybill.testing';
import { freshIp, freshPhone, http, missingPieces, signIn, startCluster, type Cluster, type Session } from './cluster';

const BASE = Number(process.env.SCALE_PORT ?? 8190);
const GRABBERS = 200;
let cluster: Cluster;

before(async () => {
  const missing = await missingPieces();
  if (missing) throw new Error(`the scale test cannot run: ${missing}`);
  cluster = await startCluster(BASE);
});
after(async () => cluster?.stop());

describe('two API nodes behind nginx', () => {
  it('a session made on one node works on the other and through the balancer', async () => {
    const [a, b] = cluster.nodes;
    const session = await signIn(a);
    for (const base of [b, cluster.lb, cluster.lb]) {
      const info = await http(base, endpoints.user.info, { token: session.userToken });
      assert.equal(info.status, 200);
      assert.equal(info.body.data.mobile, session.phone);
    }
    const logistics = await http(b, endpoints.money.accountInquiry, { logisticsToken: session.logisticsToken });
    assert.equal(String(logistics.body.code), '200');
  });

  it('the one-code-a-minute limit and the wrong-code count hold across nodes', async () => {
    const [a, b] = cluster.nodes;
    const phone = freshPhone();
    const ip = freshIp();
    const device = await http(a, endpoints.auth.device, { body: { serialNo: `scale-${randomBytes(4).toString('hex')}`, os: 'H5', grant_type: 'custom_device' }, ip });
    const token = device.body.data.token;
    assert.equal((await http(a, endpoints.auth.smsSend, { params: { phone }, query: { type: 'login' }, token, ip })).status, 200);
    const again = await http(b, endpoints.auth.smsSend, { params: { phone }, query: { type: 'login' }, token, ip });
    assert.equal(again.status, 429, 'the second node knows the first sent a code this minute');
    const code = (await http(a, endpoints.app.devLastSms, { params: { phone } })).body.data.code as string;
    const wrong = code === '000000' ? '111111' : '000000';
    // Five wrong tries spread over both nodes burn the code: the right one no longer works.
    for (let i = 0; i < 5; i += 1) {
      const tried = await http(i % 2 ? b : a, endpoints.auth.mobile, { body: { mobile: phone, smsCode: wrong, deviceToken: token, grant_type: 'custom_sms' }, ip });
      assert.equal(tried.status, 400);
    }
    const right = await http(b, endpoints.auth.mobile, { body: { mobile: phone, smsCode: code, deviceToken: token, grant_type: 'custom_sms' }, ip });
    assert.equal(right.status, 400);
    assert.match(right.body.msg, /no valid SMS code|void/);
  });

  it('the per-address SMS limit holds through the balancer when every request forges its first hop', async () => {
    // Devices from four phones (registered at the nodes, each from its own address).
    const devices = [];
    for (let i = 0; i < 4; i += 1) {
      const device = await http(cluster.nodes[i % 2], endpoints.auth.device, { body: { serialNo: `spoof-${randomBytes(4).toString('hex')}`, os: 'H5', grant_type: 'custom_device' }, ip: freshIp() });
      devices.push(device.body.data.token as string);
    }
    // One client behind nginx writes a new X-Forwarded-For each time; nginx appends the address it saw.
    const answers = [];
    for (let i = 0; i < SMS_LIMITS.perIpPerDay + 10; i += 1) {
      answers.push(await http(cluster.lb, endpoints.auth.smsSend, { params: { phone: freshPhone() }, query: { type: 'login' }, token: devices[i % devices.length], ip: freshIp() }));
    }
    const accepted = answers.filter((a) => a.status === 200).length;
    assert.ok(accepted <= SMS_LIMITS.perIpPerDay, `${accepted} codes sent to one address`);
    const refused = answers.filter((a) => a.status !== 200);
    assert.ok(refused.length >= 10);
    for (const answer of refused) {
      assert.equal(answer.status, 429, JSON.stringify(answer.body));
      assert.match(answer.body.msg, /this network address/);
    }
  });

  it(`${GRABBERS} drivers grabbing one load through both nodes make exactly one waybill`, async () => {
    const { db } = cluster.db;
    const owner = await signIn(cluster.nodes[0]);
    const drivers: (Session & { plate: string })[] = [];
    // Sign-ins in small waves (each is four calls), alternating nodes.
    for (let i = 0; i < GRABBERS; i += 20) {
      const wave = await Promise.all(Array.from({ length: 20 }, (_, j) => signIn(cluster.nodes[(i + j) % 2])));
      for (const session of wave) drivers.push({ ...session, plate: await approvedDriverWithVehicle(session.userId, drivers.length) });
    }
    const at = nowDate();
    const [source] = await db
      .insert(goodsSources)
      .values({
        ownerUserId: owner.userId, releasedBy: 'cargoOwner', originName: '福州仓山', originAddress: '福州市仓山区 1 号', originLng: 119.28, originLat: 26.05, originAdCode: '350104',
        destinationName: '深圳宝安', destinationAddress: '深圳市宝安区 2 号', destinationLng: 113.88, destinationLat: 22.58, destinationAdCode: '440306',
        cargoType: 'steel', weightKg: 20000, trucksNeeded: 1, freightFen: 450050, loadingDate: '2030-06-01', contactName: '李四', contactMobile: '13800138001',
        status: 'open', openedAt: at,
      })
      .returning();
    const answers = await Promise.all(
      drivers.map((d, i) =>
        http(i % 2 ? cluster.nodes[1] : cluster.nodes[0], endpoints.waybill.grabOrder, { logisticsToken: d.logisticsToken, body: { goodsSourceId: source.id, carNumber: d.plate } }),
      ),
    );
    const won = answers.filter((r) => r.status === 200);
    assert.equal(won.length, 1, `winners: ${won.length}`);
    assert.equal(answers.filter((r) => r.status === 409).length, GRABBERS - 1);
    const rows = await db.select().from(waybills).where(eq(waybills.goodsSourceId, source.id));
    assert.equal(rows.length, 1);
  });

  it('a payment notification delivered to both nodes at once is applied once', async () => {
    const { db } = cluster.db;
    const payer = await signIn(cluster.nodes[0]);
    const started = await http(cluster.lb, endpoints.money.startPay, { logisticsToken: payer.logisticsToken, body: { purpose: 'topUp', amountFen: 8_800 } });
    assert.equal(String(started.body.code), '200', JSON.stringify(started.body));
    const id = started.body.data.id as string;
    // The payer pays on the cashier page; the gateway's own notification also goes out (through nginx).
    const paid = await fetch(new URL(started.body.data.payUrl, cluster.lb), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'pay' }) });
    assert.equal(paid.status, 200);
    const [order] = (await db.execute(sql`select data from provider_sim_records where provider = 'pay.order' and id = ${id}`) as unknown as { rows: { data: { transactionId: string; successTime: string } }[] }).rows;
    const notification = (n: number) => {
      const body = { notifyId: `dup-${n}`, outTradeNo: id, transactionId: order.data.transactionId, tradeState: 'SUCCESS', amountFen: 8_800, successTime: order.data.successTime, timestamp: new Date().toISOString() };
      const fields = [body.notifyId, body.outTradeNo, body.transactionId, body.tradeState, String(body.amountFen), body.successTime ?? '', body.timestamp];
      return { body, signature: createHmac('sha256', cluster.gatewayKey).update(fields.join('\n')).digest('hex') };
    };
    const deliveries = await Promise.all(
      Array.from({ length: 16 }, (_, n) => {
        const { body, signature } = notification(n);
        return http(cluster.nodes[n % 2], endpoints.money.paymentNotify, { body, headers: { 'x-pay-signature': signature } });
      }),
    );
    for (const d of deliveries) assert.equal(d.status, 200, JSON.stringify(d.body));
    const [payment] = await db.select().from(payments).where(eq(payments.id, id));
    assert.equal(payment.status, 'paid');
    const wallet = await http(cluster.nodes[1], endpoints.money.accountInquiry, { logisticsToken: payer.logisticsToken });
    assert.equal(wallet.body.data.accounts[0].availableFen, 8_800);
    // The gateway's side may still be appended, not folded: the books and the balance count both.
    assert.deepEqual((await checkLedger(db)).problems, []);
    assert.equal(await platformBalance(db, 'gateway'), -8_800, 'the money came in through the gateway once');
  });
});

/** An approved driver certification and an approved vehicle of their own, written directly (those flows are tested in their modules). */
async function approvedDriverWithVehicle(userId: number, n: number): Promise<string> {
  const { db } = cluster.db;
  const at = nowDate();
  await insertCertification(db, { userId, kind: 'driver', status: 'approved', submittedAt: at, reviewedAt: at });
  const plate = `闽A${String(10000 + n).slice(-5)}`;
  await insertVehicle(db, userId, plate);
  return plate;
}
