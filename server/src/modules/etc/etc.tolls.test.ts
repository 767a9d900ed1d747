import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { distanceMetres } from '../../providers/maps/maps.provider';
import { TRUCK_RATE_FEN_PER_KM, tollFen } from '../../providers/etc/rates.data';
import { call, useModuleSuite } from '../testing';
import { userWith } from '../goods/goods.testing';
import { checkLedger, platformBalance } from '../money/money.ledger';
import { transfers } from '../money/money.table';
import { tripIn } from '../tracking/tracking.testing';
import { now } from '../clock';
import { waybills } from '../waybill/waybill.table';
import { driveThrough } from '../../providers/etc/tolls.drive';
import { send } from '../tracking/tracking.testing';
import { chinaMonth } from './etc.bills';
import { etcTollTransactions } from './etc.table';
import { FQ, FZN, PT, QZ, cardFor, catchNotifications, deliver, drivePoints, issuerOf, postDrive } from './etc.tolls.testing';

// The issuer without timers: each notification is handed to the delivery at once (caught here).
const suite = useModuleSuite({ clock: true, config: { etc: { issuerKey: null, issuerTimeScale: 0, issuerDuplicateRate: 0, issuerFirstDelayMs: 0 } } });

const e = endpoints.etc;
const app = () => suite.app;
const db = () => suite.deps.db;

const tollsOf = (waybillId: number) => db().select().from(etcTollTransactions).where(eq(etcTollTransactions.waybillId, waybillId));
async function ledgerClean() {
  const { problems } = await checkLedger(db());
  assert.deepEqual(problems, []);
}
const balanceOf = (code: 'etcIssuer' | 'etcWithholding') => platformBalance(db(), code);

/** A driver on a waybill in transit with an active class-3 card (contract card `last4`), driving `via`. */
async function driveWithCard(via: { lat: number; lng: number }[], options: Parameters<typeof cardFor>[3] = {}, stepM = 1000) {
  const trip = await tripIn(app(), suite.deps, 'inTransit');
  const card = await cardFor(suite.deps, trip.driver, trip.plateNumber, options);
  const caught = catchNotifications(suite.deps);
  // One fix a minute (the waybill's loading scan was two hours ago: the drive fits after it).
  await postDrive(app(), trip.driver, trip.waybillId, drivePoints(via, { stepM }));
  return { trip, card, caught };
}

describe('tolls from a tracked drive', () => {
  it('the whole way, unaided: positions → the issuer sees the stations → signed notifications → withheld', async () => {
    const issuer = issuerOf(suite.deps);
    // The in-process delivery the module installs (a test before may have replaced it).
    issuer.useDelivery(async (url, body, headers) => {
      const answer = await app().inject({ method: 'POST', url, payload: body, headers });
      return { status: answer.statusCode, body: answer.body };
    });
    const trip = await tripIn(app(), suite.deps, 'inTransit');
    await cardFor(suite.deps, trip.driver, trip.plateNumber, { vehicleClass: 5 });
    await postDrive(app(), trip.driver, trip.waybillId, drivePoints([FZN, FQ]));
    const [toll, ...more] = await tollsOf(trip.waybillId);
    assert.equal(more.length, 0);
    assert.equal(toll.status, 'withheld');
    assert.equal(toll.amountFen, tollFen(5, toll.distanceM));
    await ledgerClean();
  });

  it("the browser test's drive: loading scanned a minute ago, 泉州 → 晋江 at 40 m/s ending 3 minutes ahead, in one batch", async () => {
    const trip = await tripIn(app(), suite.deps, 'loaded');
    await db().update(waybills).set({ loadingScannedAt: new Date(now() - 60_000), loadedAt: new Date(now() - 30_000) }).where(eq(waybills.id, trip.waybillId));
    await cardFor(suite.deps, trip.driver, trip.plateNumber, { vehicleClass: 2 });
    const caught = catchNotifications(suite.deps);
    const points = driveThrough(['FJ-G15-QZ', 'FJ-G15-JJ'], { endAt: now() + 3 * 60_000 });
    const sent = await send(app(), trip.driver, trip.waybillId, points);
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(sent.body.data.rejected, []);
    for (const n of caught) await deliver(app(), n);
    const [toll] = await tollsOf(trip.waybillId);
    assert.equal(toll?.status, 'withheld');
    assert.ok(Math.abs(toll.distanceM - 14_854) < 100, `${toll.distanceM} m`);
    assert.equal(toll.amountFen, tollFen(2, toll.distanceM));
    const [waybill] = await db().select({ status: waybills.status }).from(waybills).where(eq(waybills.id, trip.waybillId));
    assert.equal(waybill.status, 'inTransit');
  });

  it('a drive through two stations charges entry → exit at the class rate, withheld through the ledger, on the waybill', async () => {
    const { trip, card, caught } = await driveWithCard([FZN, FQ]);
    // The issuer charged one passage and notified it more than once, each signed, under its own notification id.
    assert.ok(caught.length >= 2, `${caught.length} notifications`);
    const bodies = caught.map((c) => c.body);
    assert.ok(bodies.every((b) => b.kind === 'toll'));
    const txn = bodies[0].kind === 'toll' ? bodies[0] : assert.fail();
    assert.equal(new Set(bodies.map((b) => (b.kind === 'toll' ? b.issuerTxnId : ''))).size, 1);
    assert.equal(new Set(bodies.map((b) => b.notifyId)).size, bodies.length);
    assert.equal(txn.entryStationCode, FZN.code);
    assert.equal(txn.exitStationCode, FQ.code);
    assert.equal(txn.cardNo, card.cardNo);
    assert.equal(txn.vehicleClass, 3);
    assert.ok(Math.abs(txn.distanceM - distanceMetres(FZN, FQ)) < 100, `${txn.distanceM} m`);
    assert.equal(txn.amountFen, tollFen(3, txn.distanceM));
    assert.ok(txn.amountFen > 3000 && txn.amountFen < 4000, `${txn.amountFen} fen for ~28 km at 1.30 yuan/km less 5%`);

    for (const n of caught) {
      const answer = await deliver(app(), n);
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.data.code, 'SUCCESS');
    }
    const [toll, ...more] = await tollsOf(trip.waybillId);
    assert.equal(more.length, 0);
    assert.equal(toll.status, 'withheld');
    assert.equal(toll.amountFen, txn.amountFen);
    assert.equal(toll.rateFenPerKm, TRUCK_RATE_FEN_PER_KM[3]);
    assert.equal(toll.userId, trip.driver.userId);
    assert.equal(toll.cardId, card.cardId);
    await ledgerClean();
    assert.equal(await balanceOf('etcIssuer'), toll.amountFen);

    // The waybill: its tolls and the net.
    const tolls = await call(app(), e.waybillTolls, { token: trip.driver.userToken, query: { waybillId: trip.waybillId } });
    assert.equal(tolls.status, 200, tolls.text);
    assert.equal(tolls.body.data.tollsFen, toll.amountFen);
    assert.equal(tolls.body.data.freightFen, 350000);
    assert.equal(tolls.body.data.netFen, 350000 - toll.amountFen);
    assert.equal(tolls.body.data.tolls[0].entryStation.name, FZN.name);
    assert.equal(tolls.body.data.tolls[0].exitStation.name, FQ.name);

    // The bill of the month, its detail with the route, the months.
    const month = chinaMonth(toll.exitAt.getTime());
    const bill = await call(app(), e.bills, { token: trip.driver.userToken, query: { month } });
    assert.equal(bill.status, 200, bill.text);
    assert.equal(bill.body.data.totalFen, toll.amountFen);
    assert.equal(bill.body.data.count, 1);
    assert.equal(bill.body.data.records[0].waybillId, trip.waybillId);
    const detail = await call(app(), e.billDetail, { token: trip.driver.userToken, query: { tollId: toll.id } });
    assert.equal(detail.status, 200, detail.text);
    assert.ok(detail.body.data.route.length > 20);
    assert.deepEqual([detail.body.data.route[0].lat, detail.body.data.route[0].lng], [FZN.lat, FZN.lng]);
    assert.equal(detail.body.data.rateFenPerKm, 130);
    const months = await call(app(), e.billMonths, { token: trip.driver.userToken, query: { months: 3 } });
    assert.equal(months.status, 200, months.text);
    assert.deepEqual(months.body.data.months[0], { month, totalFen: toll.amountFen, count: 1 });

    // The driver's fund records: withheld from the contract's card (+), paid as 通行费 (−) with entry → exit.
    const records = await call(app(), endpoints.money.fundRecord, { logisticsToken: trip.driver.logisticsToken, query: {} });
    assert.equal(records.status, 200, records.text);
    const paid = records.body.data.records.find((r: { code: string }) => r.code === 'etcToll');
    assert.ok(paid, records.text);
    assert.equal(paid.direction, 'out');
    assert.equal(paid.amountFen, toll.amountFen);
    assert.equal(paid.note, `${FZN.name} → ${FQ.name}`);
    assert.ok(records.body.data.records.some((r: { code: string; direction: string }) => r.code === 'etcWithheld' && r.direction === 'in'));
  });

  it('duplicate and out-of-order notifications of two passages apply once each', async () => {
    const { trip, caught } = await driveWithCard([FZN, FQ, PT, QZ], {}, 2000);
    const txns = [...new Set(caught.map((c) => (c.body.kind === 'toll' ? c.body.issuerTxnId : '')))];
    assert.equal(txns.length, 2, 'two passages: 福州南 → 福清, 莆田 → 泉州');
    // The later passage first, each twice, the first copy once more at the end, two at once.
    const order = [...caught].reverse();
    await Promise.all([deliver(app(), order[0]), deliver(app(), order[0])]);
    for (const n of [...order, caught[0]]) {
      const answer = await deliver(app(), n);
      assert.equal(answer.status, 200, answer.text);
    }
    const tolls = await tollsOf(trip.waybillId);
    assert.deepEqual(tolls.map((t) => t.issuerTxnId).sort(), [...txns].sort());
    assert.ok(tolls.every((t) => t.status === 'withheld'));
    const moved = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(transfers)
      .where(sql`${transfers.ref} in (${sql.join(tolls.map((t) => sql`${`etcToll:${t.id}`}`), sql`, `)})`);
    assert.equal(moved[0].n, 4, 'two transfers per toll, once');
    await ledgerClean();
    // Reporting the same drive again (the phone resends) charges nothing more.
    const before = caught.length;
    await issuerOf(suite.deps).reportTrip({ plateNumber: trip.plateNumber, waybillId: trip.waybillId, positions: drivePoints([FZN, FQ, PT, QZ], { stepM: 2000 }).map((p) => ({ ...p, at: new Date(p.at) })) });
    assert.equal(caught.length, before);
  });

  it('a forged signature is refused and changes nothing', async () => {
    const { trip, caught } = await driveWithCard([FZN, FQ]);
    const forged = await deliver(app(), { body: { ...caught[0].body, amountFen: 1 }, signature: caught[0].signature });
    assert.equal(forged.status, 403, forged.text);
    assert.equal((await tollsOf(trip.waybillId)).length, 0);
  });

  it('no card, or a card not activated: the truck pays cash, nothing is charged or withheld', async () => {
    // No card at all.
    const bare = await tripIn(app(), suite.deps, 'inTransit');
    const caught = catchNotifications(suite.deps);
    await postDrive(app(), bare.driver, bare.waybillId, drivePoints([FZN, FQ]));
    assert.equal(caught.length, 0);
    // A card issued, not activated.
    const trip = await tripIn(app(), suite.deps, 'inTransit');
    const card = await cardFor(suite.deps, trip.driver, trip.plateNumber, { state: 'issued' });
    await postDrive(app(), trip.driver, trip.waybillId, drivePoints([FZN, FQ]));
    assert.equal(caught.length, 0);
    // Activated afterwards: the passage already paid in cash is not charged when its positions come again.
    assert.equal((await issuerOf(suite.deps).activate({ cardNo: card.cardNo, obuNo: card.obuNo, plateNumber: trip.plateNumber })).status, 'activated');
    await issuerOf(suite.deps).reportTrip({ plateNumber: trip.plateNumber, waybillId: trip.waybillId, positions: drivePoints([FZN, FQ]).map((p) => ({ ...p, at: new Date(p.at) })) });
    assert.equal(caught.length, 0);
    assert.equal((await tollsOf(trip.waybillId)).length + (await tollsOf(bare.waybillId)).length, 0);
    const bill = await call(app(), e.waybillTolls, { token: trip.driver.userToken, query: { waybillId: trip.waybillId } });
    assert.deepEqual({ ...bill.body.data, tolls: bill.body.data.tolls.length }, { waybillId: trip.waybillId, freightFen: 350000, tollsFen: 0, netFen: 350000, tolls: 0 });
  });

  it('a toll for a card the platform has not activated is taken and ignored (the issuer stops resending)', async () => {
    const { trip, caught } = await driveWithCard([FZN, FQ]);
    const other = await tripIn(app(), suite.deps, 'inTransit');
    const inactive = await cardFor(suite.deps, other.driver, other.plateNumber, { state: 'issued' });
    const body = { ...caught[0].body, notifyId: 'not-ours-1', cardNo: inactive.cardNo, plateNumber: other.plateNumber };
    const answer = await deliver(app(), { body, signature: issuerOf(suite.deps).sign(body) });
    assert.equal(answer.status, 200, answer.text);
    assert.equal((await tollsOf(trip.waybillId)).length + (await tollsOf(other.waybillId)).length, 0);
    await ledgerClean();
  });

  it('a contract card the bank refuses leaves the toll failed (owed), with no movement', async () => {
    const { trip, caught } = await driveWithCard([FZN, FQ], { last4: '4444' });
    for (const n of caught) await deliver(app(), n);
    const [toll] = await tollsOf(trip.waybillId);
    assert.equal(toll.status, 'failed');
    assert.equal(toll.transferId, null);
    await ledgerClean();
    const tolls = await call(app(), e.waybillTolls, { token: trip.driver.userToken, query: { waybillId: trip.waybillId } });
    assert.equal(tolls.body.data.tolls[0].status, 'failed');
  });
});

describe('who sees tolls', () => {
  it("someone else's toll, card or waybill answers 404; no token 401", async () => {
    const { trip, caught } = await driveWithCard([FZN, FQ]);
    for (const n of caught) await deliver(app(), n);
    const [toll] = await tollsOf(trip.waybillId);
    const stranger = await userWith(app(), suite.deps, 'driver');
    const as = (token: string | undefined) => ({
      detail: call(app(), e.billDetail, { token, query: { tollId: toll.id } }),
      waybill: call(app(), e.waybillTolls, { token, query: { waybillId: trip.waybillId } }),
      card: call(app(), e.bills, { token, query: { month: chinaMonth(toll.exitAt.getTime()), etcCardId: toll.cardId } }),
    });
    for (const [name, answer] of Object.entries(as(stranger.userToken))) assert.equal((await answer).status, 404, name);
    for (const [name, answer] of Object.entries(as(undefined))) assert.equal((await answer).status, 401, name);
    // The cargo owner is not shown the driver's costs.
    assert.equal((await call(app(), e.waybillTolls, { token: trip.owner.userToken, query: { waybillId: trip.waybillId } })).status, 404);
    // The stranger's own month is empty.
    const empty = await call(app(), e.bills, { token: stranger.userToken, query: { month: chinaMonth(toll.exitAt.getTime()) } });
    assert.equal(empty.status, 200, empty.text);
    assert.equal(empty.body.data.totalFen, 0);
  });
});
