import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { call, signIn, useModuleSuite } from '../testing';
import { signInWithId } from '../identity/identity.testing';
import { stations } from '../goods/goods.table';
import { checkLedger } from '../money/money.ledger';
import { couponHelpers, keyed, type Session } from '../coupon/coupon.testing';
import { activityClockIns, activityRegistrations } from './activity.table';
import { coupons } from '../coupon/coupon.table';

const { activity, coupon } = endpoints;
const suite = useModuleSuite({ clock: true });
const { operator, merchant, staff, platformBatch } = couponHelpers(suite);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function station(): Promise<number> {
  const [row] = await suite.deps.db
    .insert(stations)
    .values({ code: `T-${Math.random().toString(36).slice(2, 8)}`, name: '福州收费站', highway: 'G15 沈海高速', address: '福州', lng: 119.3, lat: 26.08, adCode: '350100' })
    .returning();
  return row.id;
}

function draft(overrides: Record<string, unknown> = {}) {
  return {
    typeCode: 'event',
    title: '卡友联谊会',
    summary: '服务区卡友见面',
    coverUrl: '/demo/activity-1.svg',
    banner: true,
    startAt: new Date(suite.clock.now() - HOUR).toISOString(),
    endAt: new Date(suite.clock.now() + 7 * DAY).toISOString(),
    capacity: 2,
    ...overrides,
  };
}

async function created(op: Session, overrides: Record<string, unknown> = {}) {
  const answer = await call(suite.app, activity.addActivity, { token: op.userToken, body: draft(overrides), headers: keyed() });
  assert.equal(answer.status, 200, answer.text);
  return answer.body.data as { id: number; couponBatch: { id: number } | null };
}

async function registered(n: number, table: typeof activityRegistrations | typeof activityClockIns | typeof coupons) {
  const [row] = await suite.deps.db.select({ n: count() }).from(table);
  assert.equal(row.n, n);
}

describe('activities', () => {
  it('the operator creates activities; tourists read banners, the dict, lists and details', async () => {
    const op = await operator();
    const event = await created(op);
    await created(op, { title: '下周促销', typeCode: 'promotion', banner: false, startAt: new Date(suite.clock.now() + DAY).toISOString(), capacity: null });
    const tourist = (await signIn(suite.app)).device;
    const banners = await call(suite.app, activity.bannerList, { token: tourist });
    assert.deepEqual(banners.body.data.map((b: { activityId: number }) => b.activityId), [event.id]);
    // A banner whose activity has ended is no longer shown.
    suite.clock.advance(8 * DAY);
    assert.deepEqual((await call(suite.app, activity.bannerList, { token: tourist })).body.data, []);
    suite.clock.advance(-8 * DAY);
    const dict = await call(suite.app, activity.activityDict, { token: tourist });
    assert.deepEqual(dict.body.data.map((d: { typeCode: string }) => d.typeCode), ['event', 'clockIn', 'promotion']);
    const ongoing = await call(suite.app, activity.activityList, { token: tourist, query: { releaseStatus: 'ongoing' } });
    assert.deepEqual(ongoing.body.data.records.map((a: { id: number }) => a.id), [event.id]);
    const promotions = await call(suite.app, activity.activityList, { token: tourist, query: { typeCode: 'promotion' } });
    assert.equal(promotions.body.data.records[0].releaseStatus, 'upcoming');
    const detail = await call(suite.app, activity.activityDetail, { token: tourist, query: { id: event.id } });
    assert.equal(detail.body.data.mine, null);
    assert.equal((await call(suite.app, activity.activityDetail, { token: tourist, query: { id: 999_999 } })).body.error, 'activity.notFound');
    const driver = await signInWithId(suite.app);
    const refused = await call(suite.app, activity.addActivity, { token: driver.userToken, body: draft(), headers: keyed() });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, 'activity.operatorOnly');
    const backwards = await call(suite.app, activity.addActivity, { token: op.userToken, body: draft({ endAt: new Date(suite.clock.now() - 2 * HOUR).toISOString() }), headers: keyed() });
    assert.equal(backwards.status, 400);
  });

  it('registration: once per user, up to the capacity, only for events', async () => {
    const op = await operator();
    const event = await created(op, { capacity: 2 });
    const drivers = await Promise.all(Array.from({ length: 4 }, () => signInWithId(suite.app)));
    const body = (activityId: number) => ({ activityId, name: '张师傅', phone: '13912345678', plateNo: '闽A12345' });
    const first = await call(suite.app, activity.eventRegist, { token: drivers[0].userToken, body: body(event.id), headers: keyed() });
    assert.equal(first.status, 200, first.text);
    const twice = await call(suite.app, activity.eventRegist, { token: drivers[0].userToken, body: body(event.id), headers: keyed() });
    assert.equal(twice.body.error, 'activity.alreadyRegistered');
    const rest = await Promise.all(drivers.slice(1).map((d) => call(suite.app, activity.eventRegist, { token: d.userToken, body: body(event.id), headers: keyed() })));
    assert.equal(rest.filter((r) => r.status === 200).length, 1);
    assert.ok(rest.filter((r) => r.status !== 200).every((r) => r.body.error === 'activity.full'));
    await registered(2, activityRegistrations);
    const badPlate = await call(suite.app, activity.eventRegist, { token: drivers[3].userToken, body: { ...body(event.id), plateNo: 'ABC' }, headers: keyed() });
    assert.equal(badPlate.status, 400);
    const promotion = await created(op, { typeCode: 'promotion', capacity: null });
    assert.equal((await call(suite.app, activity.eventRegist, { token: drivers[3].userToken, body: body(promotion.id), headers: keyed() })).body.error, 'activity.notEvent');
    const detail = await call(suite.app, activity.activityDetail, { token: drivers[0].userToken, query: { id: event.id } });
    assert.deepEqual(detail.body.data.mine, { registered: true, clockedIn: false });
    const list = await call(suite.app, activity.registrations, { token: op.userToken, query: { id: event.id } });
    assert.equal(list.body.data.total, 2);
  });

  it("clock-in by the activity's QR gives its platform coupon once, and its write-off pays the merchant", async () => {
    const { merchantId } = await merchant();
    const waiter = await staff(merchantId, 'waiter');
    const batchId = await platformBatch(merchantId, { faceValueFen: 1000, validityType: 'afterClaim', validFrom: undefined, validUntil: undefined, validDays: 7 });
    const op = await operator();
    const clockIn = await created(op, { typeCode: 'clockIn', title: '福州站打卡', stationId: await station(), couponBatchId: batchId, capacity: null });
    assert.equal(clockIn.couponBatch?.id, batchId);
    const qr = await call(suite.app, activity.activityQrCode, { token: op.userToken, query: { id: clockIn.id } });
    assert.equal(qr.body.data.stationName, '福州收费站');
    const driver = await signInWithId(suite.app);
    // Straight claiming a platform coupon is refused: clock-in is the way.
    assert.equal((await call(suite.app, coupon.claimCoupon, { token: driver.userToken, body: { batchId }, headers: keyed() })).body.error, 'coupon.activityOnly');

    const answers = await Promise.all(Array.from({ length: 5 }, () => call(suite.app, activity.clockIn, { token: driver.userToken, body: { qr: qr.body.data.qr }, headers: keyed() })));
    const won = answers.filter((a) => a.status === 200);
    assert.equal(won.length, 1, answers.map((a) => a.text).join('\n'));
    assert.ok(answers.filter((a) => a.status !== 200).every((a) => a.body.error === 'activity.alreadyClockedIn'));
    const mine = won[0].body.data.coupon;
    assert.equal(mine.batch.fundedBy, 'platform');
    await registered(1, coupons);
    const records = await call(suite.app, activity.clockInRecords, { token: driver.userToken });
    assert.equal(records.body.data.records[0].coupon.id, mine.id);

    const used = await call(suite.app, coupon.useConsumeByCode, { token: waiter.userToken, body: { merchantId, qr: mine.qr }, headers: keyed() });
    assert.equal(used.status, 200, used.text);
    assert.equal(used.body.data.record.settledFen, 1000);
    const paid = await call(suite.app, activity.activityWriteOffs, { token: op.userToken, query: { id: clockIn.id } });
    assert.deepEqual(paid.body.data.records.map((r: { settledFen: number }) => r.settledFen), [1000]);
    assert.deepEqual((await checkLedger(suite.deps.db)).problems, []);
  });

  it('refuses a forged QR, an ended activity, and a batch that is not the platform’s', async () => {
    const op = await operator();
    const clockIn = await created(op, { typeCode: 'clockIn', capacity: null, endAt: new Date(suite.clock.now() + HOUR).toISOString() });
    const qr = (await call(suite.app, activity.activityQrCode, { token: op.userToken, query: { id: clockIn.id } })).body.data.qr as string;
    const driver = await signInWithId(suite.app);
    for (const forged of [qr.slice(0, -1) + (qr.endsWith('A') ? 'B' : 'A'), `ACT1.${clockIn.id + 1}.${qr.split('.')[2]}`, 'hello']) {
      const answer = await call(suite.app, activity.clockIn, { token: driver.userToken, body: { qr: forged }, headers: keyed() });
      assert.equal(answer.status, 400, forged);
      assert.equal(answer.body.error, 'activity.qrInvalid');
    }
    suite.clock.advance(HOUR + 1);
    const late = await call(suite.app, activity.clockIn, { token: driver.userToken, body: { qr }, headers: keyed() });
    assert.equal(late.body.error, 'activity.ended');
    await registered(0, activityClockIns);
    const { admin, merchantId } = await merchant();
    const added = await call(suite.app, coupon.addCoupon, {
      token: admin.userToken,
      body: { merchantId, name: '商家券', kind: 'cash', faceValueFen: 100, validityType: 'afterClaim', validDays: 3, totalStock: 5 },
      headers: keyed(),
    });
    const wrongBatch = await call(suite.app, activity.addActivity, { token: op.userToken, body: draft({ couponBatchId: added.body.data.id }), headers: keyed() });
    assert.equal(wrongBatch.body.error, 'activity.batchNotPlatform');
  });
});
