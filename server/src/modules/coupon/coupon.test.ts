import assert from 'node:assert/strict';
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { endpoints, parseCouponQr } from '@/lib/contract';
import { call, useModuleSuite } from '../testing';
import { signInWithId } from '../identity/identity.testing';
import { checkLedger } from '../money/money.ledger';
import { ledgerAccounts, transfers } from '../money/money.table';
import { findMerchant } from '../merchant/merchant.repository';
import { couponBatches, coupons, writeOffDuplicates, writeOffs } from './coupon.table';
import { cashDraft, couponHelpers, keyed } from './coupon.testing';

const { coupon } = endpoints;
const [KEY_CLAIM_1, KEY_W_1, KEY_OFFLINE_1] = [randomUUID(), randomUUID(), randomUUID()];
const suite = useModuleSuite({ clock: true });
const { operator, merchant, staff, liveBatch, platformBatch, claimed } = couponHelpers(suite);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function rows(table: typeof writeOffs | typeof writeOffDuplicates | typeof coupons | typeof transfers) {
  const [row] = await suite.deps.db.select({ n: count() }).from(table);
  return row.n;
}

async function batchRow(id: number) {
  const [row] = await suite.deps.db.select().from(couponBatches).where(eq(couponBatches.id, id));
  return row;
}

/** The merchant's wallet balance in fen (credits less debits posted). */
async function walletOf(merchantId: number): Promise<number> {
  const owner = (await findMerchant(suite.deps.db, merchantId))!.ownerUserId;
  const [wallet] = await suite.deps.db
    .select()
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.holderKind} = 'merchant' and ${ledgerAccounts.holderId} = ${owner} and ${ledgerAccounts.code} = 'wallet'`);
  return wallet ? wallet.creditsPosted - wallet.debitsPosted : 0;
}

const writeOff = (token: string, body: Record<string, unknown>, key?: string) => call(suite.app, coupon.useConsumeByCode, { token, body, headers: keyed(key) });

describe('coupon batches', () => {
  it('a batch goes to review, is claimable once approved, and stopping it ends claims but not claimed coupons', async () => {
    const { admin, merchantId } = await merchant();
    const driver = await signInWithId(suite.app);
    const added = await call(suite.app, coupon.addCoupon, { token: admin.userToken, body: cashDraft(merchantId), headers: keyed() });
    assert.equal(added.status, 200, added.text);
    assert.equal(added.body.data.status, 'pending');
    assert.equal(added.body.data.claimable, false);
    const id = added.body.data.id;
    // Drivers do not see a batch under review; the operator's queue does.
    assert.equal((await call(suite.app, coupon.couponInfo, { token: driver.userToken, query: { id } })).body.error, 'coupon.batchNotFound');
    const op = await operator();
    const queue = await call(suite.app, coupon.reviewQueue, { token: op.userToken });
    assert.deepEqual(queue.body.data.records.map((b: { id: number }) => b.id), [id]);
    assert.equal((await call(suite.app, coupon.claimCoupon, { token: driver.userToken, body: { batchId: id }, headers: keyed() })).body.error, 'coupon.notLive');

    const approved = await call(suite.app, coupon.auditCoupon, { token: op.userToken, body: { id, approve: true }, headers: keyed() });
    assert.equal(approved.body.data.status, 'approved');
    const again = await call(suite.app, coupon.auditCoupon, { token: op.userToken, body: { id, approve: false, rejectReason: '太晚了' }, headers: keyed() });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'coupon.notPending');
    const available = await call(suite.app, coupon.availableCoupons, { token: driver.userToken, query: { merchantId } });
    assert.deepEqual(available.body.data.records.map((b: { id: number }) => b.id), [id]);

    const claim = await call(suite.app, coupon.claimCoupon, { token: driver.userToken, body: { batchId: id }, headers: keyed() });
    assert.equal(claim.status, 200, claim.text);
    assert.match(claim.body.data.code, /^\d{12}$/);
    assert.equal(claim.body.data.status, 'unused');
    assert.equal(claim.body.data.batch.myClaimedCount, 1);
    const second = await call(suite.app, coupon.claimCoupon, { token: driver.userToken, body: { batchId: id }, headers: keyed() });
    assert.equal(second.status, 409);
    assert.equal(second.body.error, 'coupon.perUserLimit');
    assert.equal(second.body.params?.limit, 1);

    const stopped = await call(suite.app, coupon.deleteCoupon, { token: admin.userToken, body: { id }, headers: keyed() });
    assert.equal(stopped.body.data.status, 'stopped');
    const late = await signInWithId(suite.app);
    assert.equal((await call(suite.app, coupon.claimCoupon, { token: late.userToken, body: { batchId: id }, headers: keyed() })).body.error, 'coupon.notLive');
    // The claimed coupon is still in the card bag and can still be written off.
    const bag = await call(suite.app, coupon.myCoupons, { token: driver.userToken, query: { status: 'unused' } });
    assert.deepEqual(bag.body.data.records.map((c: { id: number }) => c.id), [claim.body.data.id]);
    const used = await writeOff(admin.userToken, { merchantId, code: claim.body.data.code });
    assert.equal(used.status, 200, used.text);
    assert.equal(used.body.data.outcome, 'applied');
  });

  it("a merchant's batch waits in the operators' review console; rejecting it there shows the reason to the merchant", async () => {
    const { admin, merchantId } = await merchant('闽运便利店');
    const draft = cashDraft(merchantId, { description: '周末可用' });
    const added = await call(suite.app, coupon.addCoupon, { token: admin.userToken, body: draft, headers: keyed() });
    const op = await operator();
    const queue = await call(suite.app, endpoints.identity.reviewQueue, { token: op.userToken, query: { kind: 'couponBatch' } });
    assert.equal(queue.body.data.total, 1);
    const item = queue.body.data.records[0];
    // Typed values, no words: the console words them in the operator's language.
    assert.deepEqual(item.details, [
      { field: 'merchantName', kind: 'text', value: '闽运便利店' },
      { field: 'couponName', kind: 'text', value: '满20减5' },
      { field: 'couponValue', kind: 'money', fen: 500 },
      { field: 'couponThreshold', kind: 'money', fen: 2000 },
      { field: 'couponValidity', kind: 'timeRange', from: draft.validFrom, until: draft.validUntil },
      { field: 'couponStock', kind: 'count', count: 100 },
      { field: 'couponPerUser', kind: 'count', count: 1 },
      { field: 'couponDescription', kind: 'text', value: '周末可用' },
    ]);
    const rejected = await call(suite.app, endpoints.identity.reject, { token: op.userToken, params: { id: item.id }, body: { reason: '面额与门槛不符' }, headers: keyed() });
    assert.equal(rejected.status, 200, rejected.text);
    const seen = await call(suite.app, coupon.couponInfo, { token: admin.userToken, query: { id: added.body.data.id } });
    assert.equal(seen.body.data.status, 'rejected');
    assert.equal(seen.body.data.rejectReason, '面额与门槛不符');
    assert.equal((await call(suite.app, coupon.deleteCoupon, { token: admin.userToken, body: { id: added.body.data.id }, headers: keyed() })).body.error, 'coupon.notStoppable');
  });

  it('shows operators a discount valid for days after claiming as a percentage and a number of days', async () => {
    const { admin, merchantId } = await merchant();
    const draft = cashDraft(merchantId, { kind: 'discount', faceValueFen: undefined, discountPercent: 15, validityType: 'afterClaim', validFrom: undefined, validUntil: undefined, validDays: 15 });
    assert.equal((await call(suite.app, coupon.addCoupon, { token: admin.userToken, body: draft, headers: keyed() })).status, 200);
    const queue = await call(suite.app, endpoints.identity.reviewQueue, { token: (await operator()).userToken, query: { kind: 'couponBatch' } });
    const details = queue.body.data.records[0].details as { field: string }[];
    assert.deepEqual(
      details.filter((detail) => detail.field === 'couponValue' || detail.field === 'couponValidity'),
      [
        { field: 'couponValue', kind: 'discount', percentOff: 15 },
        { field: 'couponValidity', kind: 'days', days: 15 },
      ],
    );
  });

  it('a merchant adds a second batch while the first still waits for review: both wait, each decided on its own', async () => {
    const { admin, merchantId } = await merchant();
    const first = await call(suite.app, coupon.addCoupon, { token: admin.userToken, body: cashDraft(merchantId, { name: '满20减5' }), headers: keyed() });
    const second = await call(suite.app, coupon.addCoupon, { token: admin.userToken, body: cashDraft(merchantId, { name: '满50减10' }), headers: keyed() });
    assert.equal(first.status, 200, first.text);
    assert.equal(second.status, 200, second.text);
    const op = await operator();
    const queue = await call(suite.app, endpoints.identity.reviewQueue, { token: op.userToken, query: { kind: 'couponBatch' } });
    assert.equal(queue.body.data.total, 2);
    const itemOf = (name: string) => queue.body.data.records.find((r: { details: { field: string; value?: string }[] }) => r.details.some((d) => d.value === name));
    const approved = await call(suite.app, endpoints.identity.approve, { token: op.userToken, params: { id: itemOf('满50减10').id }, headers: keyed() });
    assert.equal(approved.status, 200, approved.text);
    const statusOf = async (id: number) => (await call(suite.app, coupon.couponInfo, { token: admin.userToken, query: { id } })).body.data.status;
    assert.equal(await statusOf(second.body.data.id), 'approved');
    assert.equal(await statusOf(first.body.data.id), 'pending');
  });

  it('refuses bad batches with codes, writing nothing', async () => {
    const { admin, merchantId } = await merchant();
    const waiter = await staff(merchantId, 'waiter');
    const other = await merchant('另一家店');
    const cases: [string, string, Record<string, unknown>, number, string][] = [
      ['cash without a face value', admin.userToken, cashDraft(merchantId, { faceValueFen: undefined }), 400, 'request.invalid'],
      ['a discount of 100%', admin.userToken, cashDraft(merchantId, { kind: 'discount', faceValueFen: undefined, discountPercent: 100 }), 400, 'request.invalid'],
      ['a window that ended', admin.userToken, cashDraft(merchantId, { validFrom: new Date(suite.clock.now() - 2 * DAY).toISOString(), validUntil: new Date(suite.clock.now() - DAY).toISOString() }), 400, 'coupon.windowPast'],
      ['a waiter', waiter.userToken, cashDraft(merchantId), 403, 'merchant.roleRequired'],
      ["another merchant's administrator", other.admin.userToken, cashDraft(merchantId), 404, 'merchant.notFound'],
      ['a merchant funding as the platform', admin.userToken, cashDraft(merchantId, { fundedBy: 'platform' }), 403, 'coupon.platformByOperator'],
    ];
    for (const [label, token, body, status, error] of cases) {
      const answer = await call(suite.app, coupon.addCoupon, { token, body, headers: keyed() });
      assert.equal(answer.status, status, `${label}: ${answer.text}`);
      if (error !== 'request.invalid') assert.equal(answer.body.error, error, label);
    }
    const [{ n }] = await suite.deps.db.select({ n: count() }).from(couponBatches);
    assert.equal(n, 0);
    const op = await operator();
    const reject = await call(suite.app, coupon.auditCoupon, { token: op.userToken, body: { id: 1, approve: false }, headers: keyed() });
    assert.equal(reject.status, 400, 'a rejection needs its reason');
    assert.equal((await call(suite.app, coupon.auditCoupon, { token: admin.userToken, body: { id: 1, approve: true }, headers: keyed() })).body.error, 'coupon.operatorOnly');
  });

  it('500 concurrent claims of a batch with 10 left make exactly 10', { timeout: 600_000 }, async () => {
    const { admin, merchantId } = await merchant();
    const batchId = await liveBatch(admin, merchantId, { totalStock: 30, perUserLimit: 50 });
    // 20 of 30 claimed already: 10 left.
    const first = await signInWithId(suite.app);
    for (let i = 0; i < 20; i += 1) {
      assert.equal((await call(suite.app, coupon.claimCoupon, { token: first.userToken, body: { batchId }, headers: keyed() })).status, 200);
    }
    const drivers = await Promise.all(Array.from({ length: 25 }, () => signInWithId(suite.app)));
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => call(suite.app, coupon.claimCoupon, { token: drivers[i % drivers.length].userToken, body: { batchId }, headers: keyed() })),
    );
    const won = answers.filter((a) => a.status === 200);
    assert.equal(won.length, 10);
    assert.ok(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.error === 'coupon.soldOut'), 'the rest are told it is sold out');
    assert.equal((await batchRow(batchId)).claimedCount, 30);
    assert.equal(await rows(coupons), 30);
    assert.equal(new Set(won.map((a) => a.body.data.code)).size, 10, 'every code is its own');
  });

  it('the per-user limit holds under concurrency', async () => {
    const { admin, merchantId } = await merchant();
    const batchId = await liveBatch(admin, merchantId, { perUserLimit: 2 });
    const driver = await signInWithId(suite.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(suite.app, coupon.claimCoupon, { token: driver.userToken, body: { batchId }, headers: keyed() })));
    assert.equal(answers.filter((a) => a.status === 200).length, 2);
    assert.equal((await batchRow(batchId)).claimedCount, 2);
  });

  it('a claim replayed with its Idempotency-Key answers the first coupon, not a second', async () => {
    const { admin, merchantId } = await merchant();
    const batchId = await liveBatch(admin, merchantId, { perUserLimit: 5 });
    const driver = await signInWithId(suite.app);
    const once = await call(suite.app, coupon.claimCoupon, { token: driver.userToken, body: { batchId }, headers: keyed(KEY_CLAIM_1) });
    const twice = await call(suite.app, coupon.claimCoupon, { token: driver.userToken, body: { batchId }, headers: keyed(KEY_CLAIM_1) });
    assert.equal(twice.status, 200);
    assert.equal(twice.body.data.id, once.body.data.id);
    assert.equal(await rows(coupons), 1);
  });
});

describe('write-off', () => {
  async function counterSetUp(overrides: Record<string, unknown> = {}) {
    const { admin, merchantId } = await merchant();
    const waiter = await staff(merchantId, 'waiter');
    const batchId = await liveBatch(admin, merchantId, overrides);
    const { driver, coupon: mine } = await claimed(batchId);
    return { admin, merchantId, waiter, batchId, driver, mine };
  }

  it('staff find a coupon by code or by signed QR, write it off once, and a second try is refused', async () => {
    const { merchantId, waiter, batchId, driver, mine } = await counterSetUp();
    const byCode = await call(suite.app, coupon.getConsumeByCode, { token: waiter.userToken, query: { merchantId, code: mine.code } });
    assert.equal(byCode.status, 200, byCode.text);
    assert.equal(byCode.body.data.couponId, mine.id);
    assert.match(byCode.body.data.holderName, /\*/, 'the holder is shown masked');
    const byQr = await call(suite.app, coupon.getConsumeByRsa, { token: waiter.userToken, query: { merchantId, qr: mine.qr } });
    assert.equal(byQr.status, 200, byQr.text);
    assert.equal(byQr.body.data.batch.id, batchId);

    const used = await writeOff(waiter.userToken, { merchantId, qr: mine.qr, deviceId: 'counter-1' });
    assert.equal(used.status, 200, used.text);
    assert.equal(used.body.data.record.deviceId, 'counter-1');
    const again = await writeOff(waiter.userToken, { merchantId, code: mine.code });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'coupon.alreadyUsed');
    assert.equal((await call(suite.app, coupon.getConsumeByCode, { token: waiter.userToken, query: { merchantId, code: mine.code } })).body.error, 'coupon.alreadyUsed');
    const bag = await call(suite.app, coupon.myCoupons, { token: driver.userToken, query: { status: 'used' } });
    assert.equal(bag.body.data.records[0].usedAtMerchant, '服务区便利店');
    assert.equal((await batchRow(batchId)).usedCount, 1);
    const records = await call(suite.app, coupon.useRecords, { token: waiter.userToken, query: { merchantId, consumeUseTimeType: 'today' } });
    assert.deepEqual(records.body.data.records.map((r: { couponId: number }) => r.couponId), [mine.id]);
    const yesterday = await call(suite.app, coupon.useRecords, { token: waiter.userToken, query: { merchantId, consumeUseTimeType: 'yesterday' } });
    assert.equal(yesterday.body.data.total, 0);
    const detail = await call(suite.app, coupon.writeOffDetail, { token: waiter.userToken, query: { id: used.body.data.record.id } });
    assert.equal(detail.body.data.code, mine.code);
  });

  it('2 devices x 50 parallel write-offs of one platform-funded code make exactly one, and one ledger transfer', { timeout: 300_000 }, async () => {
    const { admin, merchantId } = await merchant();
    const waiter = await staff(merchantId, 'waiter');
    const batchId = await platformBatch(merchantId, { faceValueFen: 800 });
    const activityDriver = await signInWithId(suite.app);
    // Platform coupons come from activities; here straight from the claim function, as a clock-in does.
    const { claimInTransaction } = await import('./coupon.service');
    const row = await suite.deps.db.transaction((tx) => claimInTransaction(tx, activityDriver.userId, batchId, true));
    const devices = [admin, waiter];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => writeOff(devices[i % 2].userToken, { merchantId, code: row.code, deviceId: `device-${i % 2}` })),
    );
    assert.equal(answers.filter((a) => a.status === 200).length, 1);
    assert.ok(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.error === 'coupon.alreadyUsed'), answers.map((a) => a.text).join('\n').slice(0, 500));
    assert.equal(await rows(writeOffs), 1);
    const paid = await suite.deps.db.select().from(transfers).where(eq(transfers.code, 'couponWriteOff'));
    assert.equal(paid.length, 1);
    assert.equal(paid[0].amount, 800);
    assert.match(paid[0].id, /^writeOff:\d+$/);
    assert.equal(await walletOf(merchantId), 800);
    assert.deepEqual((await checkLedger(suite.deps.db)).problems, []);
    assert.equal((await batchRow(batchId)).usedCount, 1);
  });

  it('refuses tampered, forged, expired and not-yet-valid codes with their own codes, writing nothing', async () => {
    const { merchantId, waiter, mine } = await counterSetUp({ validUntil: new Date(suite.clock.now() + 30 * 60_000).toISOString() });
    const fields = parseCouponQr(mine.qr)!;
    const flipped = mine.qr.slice(0, -2) + (mine.qr.at(-2) === 'A' ? 'B' : 'A') + mine.qr.at(-1);
    const otherCoupon = mine.qr.replace(`CQ1.${fields.couponId}.`, `CQ1.${fields.couponId + 1}.`);
    const longer = mine.qr.replace(`.${Math.floor(fields.validUntil.getTime() / 1000)}.`, `.${Math.floor(fields.validUntil.getTime() / 1000) + 365 * 86_400}.`);
    for (const [qr, error] of [
      [flipped, 'coupon.qrTampered'],
      [otherCoupon, 'coupon.qrTampered'],
      [longer, 'coupon.qrTampered'],
      ['CQ1.garbage', 'coupon.qrTampered'],
      ['https://example.com/not-a-coupon', 'coupon.qrInvalid'],
    ] as const) {
      const found = await call(suite.app, coupon.getConsumeByRsa, { token: waiter.userToken, query: { merchantId, qr } });
      assert.equal(found.status, 400, qr);
      assert.equal(found.body.error, error, qr);
      const used = await writeOff(waiter.userToken, { merchantId, qr });
      assert.equal(used.body.error, error, qr);
    }
    assert.equal((await writeOff(waiter.userToken, { merchantId, code: '000000000000' })).body.error, 'coupon.codeNotFound');
    // Forty minutes on, the window (half an hour more) is over.
    suite.clock.advance(40 * 60_000);
    const expired = await writeOff(waiter.userToken, { merchantId, qr: mine.qr });
    assert.equal(expired.status, 409);
    assert.equal(expired.body.error, 'coupon.expired');
    assert.equal(await rows(writeOffs), 0);
  });

  it('a coupon is refused before its window opens', async () => {
    const { merchantId, waiter, mine } = await counterSetUp({
      validFrom: new Date(suite.clock.now() + DAY).toISOString(),
      validUntil: new Date(suite.clock.now() + 5 * DAY).toISOString(),
    });
    const early = await writeOff(waiter.userToken, { merchantId, code: mine.code });
    assert.equal(early.status, 409);
    assert.equal(early.body.error, 'coupon.notYetValid');
    assert.equal(await rows(writeOffs), 0);
  });

  it("staff of another merchant are refused: their own merchant's counter says another merchant's, this one's is not theirs", async () => {
    const { merchantId, mine } = await counterSetUp();
    const other = await merchant('隔壁餐馆');
    const stranger = await staff(other.merchantId, 'waiter');
    const atTheirs = await writeOff(stranger.userToken, { merchantId: other.merchantId, qr: mine.qr });
    assert.equal(atTheirs.status, 403);
    assert.equal(atTheirs.body.error, 'coupon.otherMerchant');
    const atOurs = await writeOff(stranger.userToken, { merchantId, code: mine.code });
    assert.equal(atOurs.status, 404);
    assert.equal(atOurs.body.error, 'merchant.notFound');
    const driver = await signInWithId(suite.app);
    assert.equal((await writeOff(driver.userToken, { merchantId, code: mine.code })).status, 404);
    assert.equal(await rows(writeOffs), 0);
  });

  it('an offline write-off that comes second is recorded as a duplicate and reported, never applied twice', async () => {
    const { admin, merchantId, waiter, batchId, mine } = await counterSetUp();
    const occurredAt = new Date(suite.clock.now() - 20 * 60_000).toISOString();
    const online = await writeOff(admin.userToken, { merchantId, code: mine.code, deviceId: 'front-desk' });
    assert.equal(online.body.data.outcome, 'applied');
    // The waiter's phone wrote it off offline 20 minutes ago and sends it now, with its own key.
    const late = await writeOff(waiter.userToken, { merchantId, qr: mine.qr, deviceId: 'waiter-phone', occurredAt }, KEY_OFFLINE_1);
    assert.equal(late.status, 200, late.text);
    assert.equal(late.body.data.outcome, 'duplicate');
    assert.equal(late.body.data.record.id, online.body.data.record.id, 'the answer names the write-off that counts');
    // Its replay (the queue sending again) answers the same and records nothing more.
    const replay = await writeOff(waiter.userToken, { merchantId, qr: mine.qr, deviceId: 'waiter-phone', occurredAt }, KEY_OFFLINE_1);
    assert.deepEqual(replay.body.data, late.body.data);
    assert.equal(await rows(writeOffs), 1);
    assert.equal(await rows(writeOffDuplicates), 1);
    assert.equal((await batchRow(batchId)).usedCount, 1);
    const duplicates = await call(suite.app, coupon.duplicateWriteOffs, { token: admin.userToken, query: { merchantId } });
    assert.equal(duplicates.body.data.total, 1);
    assert.equal(duplicates.body.data.records[0].deviceId, 'waiter-phone');
    assert.equal(duplicates.body.data.records[0].firstDeviceId, 'front-desk');
    const offlineRecords = await call(suite.app, coupon.useRecords, { token: admin.userToken, query: { merchantId, consumeUseStatus: 'offline' } });
    assert.equal(offlineRecords.body.data.total, 0, 'the duplicate is not a write-off');
  });

  it('an offline write-off that comes first applies at its own time; too old or future ones are refused', async () => {
    const { merchantId, waiter, mine } = await counterSetUp();
    const old = await writeOff(waiter.userToken, { merchantId, code: mine.code, occurredAt: new Date(suite.clock.now() - 8 * DAY).toISOString() });
    assert.equal(old.body.error, 'coupon.offlineTooOld');
    const future = await writeOff(waiter.userToken, { merchantId, code: mine.code, occurredAt: new Date(suite.clock.now() + HOUR).toISOString() });
    assert.equal(future.body.error, 'coupon.offlineInFuture');
    const occurredAt = new Date(suite.clock.now() - 10 * 60_000).toISOString();
    const first = await writeOff(waiter.userToken, { merchantId, code: mine.code, occurredAt, deviceId: 'waiter-phone' });
    assert.equal(first.body.data.outcome, 'applied');
    assert.equal(first.body.data.record.offline, true);
    assert.equal(first.body.data.record.usedAt, occurredAt);
  });

  it('a write-off replayed with its Idempotency-Key answers the first answer, not 409', async () => {
    const { merchantId, waiter, mine } = await counterSetUp();
    const once = await writeOff(waiter.userToken, { merchantId, code: mine.code }, KEY_W_1);
    const twice = await writeOff(waiter.userToken, { merchantId, code: mine.code }, KEY_W_1);
    assert.equal(twice.status, 200);
    assert.deepEqual(twice.body.data, once.body.data);
    assert.equal(await rows(writeOffs), 1);
  });

  it('the offline kit gives the public key that verifies the QR, and the batches of the merchant', async () => {
    const { merchantId, waiter, batchId, mine } = await counterSetUp();
    const kit = await call(suite.app, coupon.offlineKit, { token: waiter.userToken, query: { merchantId } });
    assert.equal(kit.status, 200, kit.text);
    assert.deepEqual(kit.body.data.batches.map((b: { id: number }) => b.id), [batchId]);
    const key = createPublicKey({ key: Buffer.from(kit.body.data.publicKey, 'base64'), format: 'der', type: 'spki' });
    const fields = parseCouponQr(mine.qr)!;
    assert.equal(verify(null, Buffer.from(fields.signed), key, Buffer.from(fields.signature, 'base64url')), true);
    assert.equal(verify(null, Buffer.from(fields.signed.replace(fields.code, '111111111111')), key, Buffer.from(fields.signature, 'base64url')), false);
    const driver = await signInWithId(suite.app);
    assert.equal((await call(suite.app, coupon.offlineKit, { token: driver.userToken, query: { merchantId } })).status, 404);
  });
});
