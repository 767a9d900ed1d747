import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { POINTS_FOR } from '@/lib/contract/points';
import { errorText } from '@/lib/i18n/errors/catalogue';
import { call, deviceToken, requestCode, freshPhone, signIn, useModuleSuite } from '../testing';
import { waybillHelpers } from '../waybill/waybill.testing';
import { applyPoints, checkInRef, rewardCompletedWaybill } from './points.ledger';
import { pointsAccounts, pointsEntries } from './points.table';

const { points, auth } = endpoints;
const suite = useModuleSuite({ clock: true });
const h = waybillHelpers(suite);
const HOUR = 3_600_000;

type Session = { userToken: string; userId?: number };

const mine = (session: Session, query: Record<string, string | number> = {}) => call(suite.app, points.myPoints, { token: session.userToken, query });
const checkIn = (session: Session, key = `check-in-${Math.random()}`) =>
  call(suite.app, points.checkIn, { token: session.userToken, headers: { 'idempotency-key': key } });

/** Moves the test clock (on 10:00 UTC = 18:00 China of its day) to `hh:mm` China time of the same China day. */
function toChinaTime(hours: number, minutes: number) {
  suite.clock.advance((hours - 18) * HOUR + minutes * 60_000);
}

async function userIdOf(token: string): Promise<number> {
  return (await call(suite.app, endpoints.user.info, { token })).body.data.userId;
}

async function entriesOf(userId: number) {
  return suite.deps.db.select().from(pointsEntries).where(eq(pointsEntries.userId, userId)).orderBy(pointsEntries.id);
}

describe('daily check-in', () => {
  it('gives points once per China-time day: again the same day is 409, after China midnight it counts again', async () => {
    // The clock first: a user token lasts two hours.
    toChinaTime(23, 58);
    const driver = await signIn(suite.app);
    const before = await call(suite.app, points.checkInState, { token: driver.userToken });
    assert.equal(before.status, 200, before.text);
    assert.equal(before.body.data.checkedInToday, false);
    const first = await checkIn(driver);
    assert.equal(first.status, 200, first.text);
    assert.equal(first.body.data.points, POINTS_FOR.checkIn);
    assert.equal(first.body.data.state.checkedInToday, true);
    assert.equal(first.body.data.state.streakDays, 1);
    assert.equal(first.body.data.state.balance, POINTS_FOR.checkIn);
    const today = first.body.data.state.today;
    assert.deepEqual(first.body.data.state.daysThisMonth.includes(today), true);

    const again = await checkIn(driver);
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'points.alreadyCheckedIn');
    // Still the same China day one minute later (23:59).
    suite.clock.advance(60_000);
    assert.equal((await checkIn(driver)).status, 409);

    // 00:01 China time: a new day, whatever the UTC date says.
    suite.clock.advance(2 * 60_000);
    const state = await call(suite.app, points.checkInState, { token: driver.userToken });
    assert.equal(state.body.data.checkedInToday, false);
    assert.notEqual(state.body.data.today, today);
    assert.equal(state.body.data.streakDays, 1, 'yesterday still counts while today is not done');
    const next = await checkIn(driver);
    assert.equal(next.status, 200, next.text);
    assert.equal(next.body.data.state.streakDays, 2);
    assert.equal(next.body.data.state.balance, 2 * POINTS_FOR.checkIn);
  });

  it('a replay of the same Idempotency-Key answers the first answer; concurrent check-ins give points once', async () => {
    const driver = await signIn(suite.app);
    const first = await checkIn(driver, 'same-key');
    const replay = await checkIn(driver, 'same-key');
    assert.equal(replay.status, 200, replay.text);
    assert.deepEqual(replay.body.data, first.body.data);

    const other = await signIn(suite.app);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => checkIn(other, `parallel-${i}`)));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, ...Array(9).fill(409)]);
    const otherId = await userIdOf(other.userToken);
    assert.equal((await entriesOf(otherId)).length, 1);
    assert.equal((await mine(other)).body.data.balance, POINTS_FOR.checkIn);
  });

  it('a tourist or no token gets 401', async () => {
    const tourist = await deviceToken(suite.app);
    for (const token of [undefined, tourist]) {
      for (const e of [points.myPoints, points.checkInState, points.checkIn, points.myInvitation, points.invitationRecords]) {
        assert.equal((await call(suite.app, e, { token })).status, 401, e.path);
      }
    }
  });
});

describe('the ledger', () => {
  it('applies a reward once under concurrent duplicates', async () => {
    const driver = await signIn(suite.app);
    const driverId = await userIdOf(driver.userToken);
    const { waybillId } = await h.waybillAt('created');
    const at = new Date(suite.clock.now());
    await Promise.all(
      Array.from({ length: 20 }, () => suite.deps.db.transaction((tx) => rewardCompletedWaybill(tx, driverId, waybillId, at))),
    );
    const entries = await entriesOf(driverId);
    assert.equal(entries.length, 1);
    assert.equal(entries[0].balanceAfter, POINTS_FOR.waybillCompleted);
    const [account] = await suite.deps.db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, driverId));
    assert.equal(account.balance, POINTS_FOR.waybillCompleted);
    // Every account's balance is the sum of its entries.
    const [drift] = await suite.deps.db.select({ n: count() }).from(pointsAccounts).where(
      sql`${pointsAccounts.balance} <> (select coalesce(sum(delta), 0) from points_entries e where e.user_id = ${pointsAccounts.userId})`,
    );
    assert.equal(drift.n, 0);
  });

  it('never goes below zero: a change past the balance is refused and changes nothing; the database refuses it too', async () => {
    const driver = await signIn(suite.app);
    const userId = await userIdOf(driver.userToken);
    assert.equal((await checkIn(driver)).status, 200);
    const at = new Date(suite.clock.now());
    await assert.rejects(
      suite.deps.db.transaction((tx) => applyPoints(tx, { userId, delta: -(POINTS_FOR.checkIn + 1), reason: 'checkIn', ref: checkInRef(userId, '2000-01-01'), at })),
      (error: { code?: string; status?: number }) => error.status === 409 && error.code === 'points.notEnough',
    );
    assert.equal((await entriesOf(userId)).length, 1);
    const refusedBy = (pattern: RegExp) => (error: Error) => pattern.test(String((error.cause as Error | undefined)?.message ?? error.message));
    await assert.rejects(suite.deps.db.execute(sql`update points_accounts set balance = -1 where user_id = ${userId}`), refusedBy(/points_accounts_balance_not_negative/));
    // Entries are history: neither changed nor removed.
    await assert.rejects(suite.deps.db.execute(sql`update points_entries set delta = 999 where user_id = ${userId}`), refusedBy(/append-only/));
    await assert.rejects(suite.deps.db.execute(sql`delete from points_entries where user_id = ${userId}`), refusedBy(/append-only/));
    assert.equal((await mine(driver)).body.data.balance, POINTS_FOR.checkIn);
  });

  it('a waybill whose unloading finishes earns its driver points, once, named by the waybill number', async () => {
    const { driver, waybillId } = await h.waybillAt('unloaded');
    const page = await mine(driver);
    assert.equal(page.status, 200, page.text);
    assert.equal(page.body.data.balance, POINTS_FOR.waybillCompleted);
    const [entry] = page.body.data.records;
    assert.equal(entry.reason, 'waybillCompleted');
    assert.equal(entry.ref, `waybill:${waybillId}`);
    assert.match(entry.note, /^WB0*\d+$/);
  });
});

describe('history paging', () => {
  it('pages newest first by cursor, stable while new entries arrive; a forged cursor is a 400 on the field', async () => {
    const driver = await signIn(suite.app);
    const userId = await userIdOf(driver.userToken);
    const at = new Date(suite.clock.now());
    const add = (n: number) => suite.deps.db.transaction((tx) => applyPoints(tx, { userId, delta: 1, reason: 'checkIn', ref: checkInRef(userId, `2001-01-${String(n).padStart(2, '0')}`), at }));
    for (let n = 1; n <= 25; n += 1) await add(n);
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await mine(driver, { size: 10, ...(cursor ? { cursor } : {}) });
      assert.equal(page.status, 200, page.text);
      seen.push(...page.body.data.records.map((r: { id: number }) => r.id));
      cursor = page.body.data.nextCursor ?? undefined;
      // New entries while paging land on top, never in the pages still to come.
      if (pages === 0) await add(26);
      pages += 1;
    } while (cursor);
    assert.equal(pages, 3);
    assert.equal(seen.length, 25);
    assert.equal(new Set(seen).size, 25);
    assert.deepEqual(seen, [...seen].sort((a, b) => b - a));
    assert.equal((await mine(driver)).body.data.balance, 26);

    for (const bad of ['bm90LWEtY3Vyc29y', 'x']) {
      const refused = await mine(driver, { cursor: bad });
      assert.equal(refused.status, 400, bad);
      assert.deepEqual(refused.body.errors?.map((e) => e.field), ['cursor']);
    }
    assert.equal((await mine(driver, { size: 1000 })).status, 400);
    assert.notEqual(errorText('points.badCursor', {}, 'zh-CN'), errorText('points.badCursor', {}, 'en'));
  });
});

describe('invitations', () => {
  it('an invitee registering with my code earns me points once; my invitation and records show them', async () => {
    const inviter = await signIn(suite.app);
    const inviterId = await userIdOf(inviter.userToken);
    const invitation = await call(suite.app, points.myInvitation, { token: inviter.userToken });
    assert.equal(invitation.status, 200, invitation.text);
    assert.deepEqual(invitation.body.data, { code: String(inviterId), invitedCount: 0, pointsEarned: 0, pointsPerInvitation: POINTS_FOR.invitation });

    const mobile = freshPhone();
    const register = async () => {
      const token = await deviceToken(suite.app);
      const smsCode = await requestCode(suite.app, mobile, { type: 'register', token });
      return call(suite.app, auth.inviteRegister, { token, body: { mobile, smsCode, recommender: invitation.body.data.code } });
    };
    const registered = await register();
    assert.equal(registered.status, 200, registered.text);
    // The same person through the link again (an existing account): no second reward.
    suite.clock.advance(2 * 60_000);
    assert.equal((await register()).status, 200);

    const after = await call(suite.app, points.myInvitation, { token: inviter.userToken });
    assert.deepEqual(after.body.data, { code: String(inviterId), invitedCount: 1, pointsEarned: POINTS_FOR.invitation, pointsPerInvitation: POINTS_FOR.invitation });
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
    const records = await call(suite.app, points.invitationRecords, { token: inviter.userToken });
    assert.equal(records.status, 200, records.text);
    assert.equal(records.body.data.invitedCount, 1);
    assert.equal(records.body.data.nextCursor, null);
    assert.equal(records.body.data.records.length, 1);
    assert.equal(records.body.data.records[0].mobileMasked, masked);
    assert.equal(records.body.data.records[0].pointsEarned, POINTS_FOR.invitation);
    const history = await mine(inviter);
    assert.equal(history.body.data.balance, POINTS_FOR.invitation);
    assert.equal(history.body.data.records[0].reason, 'invitation');
    assert.equal(history.body.data.records[0].note, masked);
    // The invitee sees nothing of the inviter's.
    const invitee = registered.body.data.userToken;
    assert.equal((await call(suite.app, points.invitationRecords, { token: invitee })).body.data.records.length, 0);
    const [row] = await suite.deps.db.select({ n: count() }).from(pointsEntries);
    assert.equal(row.n, 1);
  });
});
