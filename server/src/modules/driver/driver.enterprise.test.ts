import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { call, useModuleSuite } from '../testing';
import { signInOperator, signInWithId } from '../identity/identity.testing';
import { users } from '../user/user.table';
import { driverTesting, type Operator } from './driver.testing';
import { driverInvitations, enterpriseDrivers } from './driver.table';
import { enterpriseDriverIds, isEnterpriseDriver } from './driver.queries';

const { driver } = endpoints;
const suite = useModuleSuite({ clock: true });
const t = driverTesting(suite);

type Manager = Awaited<ReturnType<typeof t.enterpriseManager>>;

const invite = (manager: Manager, mobile: string, enterpriseId = manager.enterpriseId) =>
  call(suite.app, driver.invite, { token: manager.userToken, body: { enterpriseId, mobile } });
const answer = (endpoint: typeof driver.accept, token: string | undefined, id: number) => call(suite.app, endpoint, { token, params: { id } });

/** An approved carrier manager and an approved driver invited by them. */
async function invited(operator: Operator) {
  const manager = await t.enterpriseManager(operator);
  const person = await t.approvedDriver(operator);
  const sent = await invite(manager, person.phone);
  assert.equal(sent.status, 200, sent.text);
  return { manager, person, invitation: sent.body.data as { id: number; status: string } };
}

/** …and the driver accepted. */
async function joined(operator: Operator) {
  const setup = await invited(operator);
  const accepted = await answer(driver.accept, setup.person.userToken, setup.invitation.id);
  assert.equal(accepted.status, 200, accepted.text);
  return setup;
}

describe('invitations', () => {
  it('only the manager of an approved carrier invites a registered user by mobile', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const manager = await t.enterpriseManager(operator);
    const otherManager = await t.enterpriseManager(operator);
    const consignor = await t.enterpriseManager(operator, 'consignor');
    const person = await signInWithId(suite.app);
    const before = await t.storedRows();

    assert.equal((await call(suite.app, driver.invite, { body: { enterpriseId: manager.enterpriseId, mobile: person.phone } })).status, 401);
    assert.equal((await call(suite.app, driver.invite, { token: person.device, body: { enterpriseId: manager.enterpriseId, mobile: person.phone } })).status, 401);
    assert.equal((await invite(otherManager, person.phone, manager.enterpriseId)).status, 404);
    assert.equal((await invite(manager, person.phone, 999_999)).status, 404);
    assert.equal((await invite(consignor, person.phone)).status, 403);
    const unknown = await invite(manager, '13000000000');
    assert.equal(unknown.status, 404);
    assert.match(unknown.body.msg, /No user is registered with mobile 13000000000/);
    const malformed = await invite(manager, '1234');
    assert.equal(malformed.status, 400);
    assert.ok(malformed.body.errors?.some((e) => e.field === 'mobile'));
    assert.deepEqual(await t.storedRows(), before);

    const sent = await invite(manager, person.phone);
    assert.equal(sent.status, 200, sent.text);
    assert.equal(sent.body.data.status, 'pending');
    assert.equal(sent.body.data.driverMobile, person.phone);
    assert.equal(sent.body.data.enterpriseName, '福州闽运物流有限公司');
    assert.equal(Date.parse(sent.body.data.expiresAt) - Date.parse(sent.body.data.createdAt), 7 * 86_400_000);
    const twice = await invite(manager, person.phone);
    assert.equal(twice.status, 409);
    // Another carrier may invite the same person at the same time.
    assert.equal((await invite(otherManager, person.phone)).status, 200);
  });

  it('are listed to the driver and to the sending manager only; one is read by its driver or manager (404 otherwise)', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, person, invitation } = await invited(operator);
    const stranger = await t.enterpriseManager(operator);

    const mine = await call(suite.app, driver.invitations, { token: person.userToken });
    assert.equal(mine.status, 200);
    assert.deepEqual(mine.body.data.records.map((r: { id: number }) => r.id), [invitation.id]);
    assert.equal((await call(suite.app, driver.invitations, { token: stranger.userToken })).body.data.total, 0);
    assert.equal((await call(suite.app, driver.invitations, {})).status, 401);

    const sent = await call(suite.app, driver.sentInvitations, { token: manager.userToken, params: { enterpriseId: manager.enterpriseId }, query: { status: 'pending' } });
    assert.equal(sent.status, 200, sent.text);
    assert.equal(sent.body.data.total, 1);
    assert.equal((await call(suite.app, driver.sentInvitations, { token: stranger.userToken, params: { enterpriseId: manager.enterpriseId } })).status, 404);
    assert.equal((await call(suite.app, driver.sentInvitations, { params: { enterpriseId: manager.enterpriseId } })).status, 401);

    for (const token of [person.userToken, manager.userToken]) {
      const one = await call(suite.app, driver.invitation, { token, params: { id: invitation.id } });
      assert.equal(one.status, 200, one.text);
      assert.equal(one.body.data.driverName, '张三');
    }
    assert.equal((await call(suite.app, driver.invitation, { token: stranger.userToken, params: { id: invitation.id } })).status, 404);
    assert.equal((await call(suite.app, driver.invitation, { params: { id: invitation.id } })).status, 401);
    assert.equal((await call(suite.app, driver.invitation, { token: person.userToken, params: { id: 'x' } })).status, 400);
  });

  it('accepting needs the invitee (404 otherwise), an approved driver certification (403), and works once', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const manager = await t.enterpriseManager(operator);
    const uncertified = await t.verifiedUser(operator);
    const sent = await invite(manager, uncertified.phone);
    const id = sent.body.data.id;
    const before = await t.storedRows();
    assert.equal((await answer(driver.accept, undefined, id)).status, 401);
    assert.equal((await answer(driver.accept, manager.userToken, id)).status, 404);
    const refused = await answer(driver.accept, uncertified.userToken, id);
    assert.equal(refused.status, 403);
    assert.match(refused.body.msg, /driver certification/);
    assert.deepEqual(await t.storedRows(), before);

    const { person, invitation } = await invited(operator);
    const accepted = await answer(driver.accept, person.userToken, invitation.id);
    assert.equal(accepted.status, 200, accepted.text);
    assert.equal(accepted.body.data.status, 'accepted');
    assert.equal((await answer(driver.accept, person.userToken, invitation.id)).status, 409);
    const standing = await call(suite.app, driver.info, { token: person.userToken });
    assert.equal(standing.body.data.carrier.enterpriseName, '福州闽运物流有限公司');
  });

  it('two accepts at once end in one 200 and one 409, with one membership', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, person, invitation } = await invited(operator);
    const results = await Promise.all([1, 2].map(() => answer(driver.accept, person.userToken, invitation.id)));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    assert.deepEqual(await enterpriseDriverIds(suite.deps.db, manager.enterpriseId), [person.userId]);
  });

  it('allows one carrier at a time: accepting a second carrier is 409 until the driver leaves', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { person } = await joined(operator);
    const second = await t.enterpriseManager(operator);
    const sent = await invite(second, person.phone);
    const refused = await answer(driver.accept, person.userToken, sent.body.data.id);
    assert.equal(refused.status, 409);
    assert.match(refused.body.msg, /leave it/);
    const left = await call(suite.app, driver.leave, { token: person.userToken });
    assert.equal(left.status, 200, left.text);
    assert.equal(left.body.data.carrier, null);
    assert.equal((await call(suite.app, driver.leave, { token: person.userToken })).status, 404);
    assert.equal((await answer(driver.accept, person.userToken, sent.body.data.id)).status, 200);
    assert.ok(await isEnterpriseDriver(suite.deps.db, second.enterpriseId, person.userId));
  });

  it('the driver declines and the manager cancels, each only their own side (404), only while pending (409)', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, person, invitation } = await invited(operator);
    assert.equal((await answer(driver.decline, manager.userToken, invitation.id)).status, 404);
    assert.equal((await answer(driver.cancel, person.userToken, invitation.id)).status, 404);
    assert.equal((await answer(driver.decline, undefined, invitation.id)).status, 401);
    assert.equal((await answer(driver.cancel, undefined, invitation.id)).status, 401);
    const declined = await answer(driver.decline, person.userToken, invitation.id);
    assert.equal(declined.status, 200);
    assert.equal(declined.body.data.status, 'declined');
    assert.equal((await answer(driver.cancel, manager.userToken, invitation.id)).status, 409);
    assert.equal((await answer(driver.accept, person.userToken, invitation.id)).status, 409);

    const again = await invite(manager, person.phone);
    assert.equal(again.status, 200);
    const cancelled = await answer(driver.cancel, manager.userToken, again.body.data.id);
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.data.status, 'cancelled');
    assert.equal((await answer(driver.accept, person.userToken, again.body.data.id)).status, 409);
  });

  it('expire after 7 days: read as expired, refused (409), and the pair may be invited again', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, person, invitation } = await invited(operator);
    // Eight days on (moving the clock would expire the tokens: the invitation's dates move back instead).
    const past = new Date(suite.clock.now() - 8 * 86_400_000);
    await suite.deps.db
      .update(driverInvitations)
      .set({ createdAt: past, expiresAt: new Date(past.getTime() + 7 * 86_400_000) })
      .where(eq(driverInvitations.id, invitation.id));
    const read = await call(suite.app, driver.invitation, { token: person.userToken, params: { id: invitation.id } });
    assert.equal(read.body.data.status, 'expired');
    const expired = await call(suite.app, driver.invitations, { token: person.userToken, query: { status: 'expired' } });
    assert.equal(expired.body.data.total, 1);
    const refused = await answer(driver.accept, person.userToken, invitation.id);
    assert.equal(refused.status, 409);
    assert.match(refused.body.msg, /expired/);
    const again = await invite(manager, person.phone);
    assert.equal(again.status, 200, again.text);
    const [stored] = await suite.deps.db.select().from(driverInvitations).where(eq(driverInvitations.id, invitation.id));
    assert.equal(stored.status, 'expired');
  });
});

describe("the enterprise's drivers", () => {
  it('the manager lists them (paged, with certification status), others 404, tourists 401', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, person } = await joined(operator);
    const stranger = await t.enterpriseManager(operator);
    const params = { enterpriseId: manager.enterpriseId };
    const page = await call(suite.app, driver.drivers, { token: manager.userToken, params, query: { current: 1, size: 10 } });
    assert.equal(page.status, 200, page.text);
    assert.equal(page.body.data.total, 1);
    const [row] = page.body.data.records;
    assert.equal(row.userId, person.userId);
    assert.equal(row.name, '张三');
    assert.equal(row.certificationStatus, 'approved');
    assert.equal(row.licenseClass, 'A2');
    const found = await call(suite.app, driver.drivers, { token: manager.userToken, params, query: { keyword: person.phone.slice(-4) } });
    assert.equal(found.body.data.total, 1);
    const none = await call(suite.app, driver.drivers, { token: manager.userToken, params, query: { keyword: '不存在' } });
    assert.equal(none.body.data.total, 0);
    assert.equal((await call(suite.app, driver.drivers, { token: stranger.userToken, params })).status, 404);
    assert.equal((await call(suite.app, driver.drivers, { token: person.userToken, params })).status, 404);
    assert.equal((await call(suite.app, driver.drivers, { params })).status, 401);
    assert.equal((await call(suite.app, driver.drivers, { token: manager.userToken, params, query: { size: 1000 } })).status, 400);

    const active = await call(suite.app, driver.activeDrivers, { token: manager.userToken, params });
    assert.equal(active.status, 200);
    assert.deepEqual(active.body.data, [{ userId: person.userId, name: '张三', mobile: person.phone, contactMobile: null, certificationStatus: 'approved' }]);
    assert.equal((await call(suite.app, driver.activeDrivers, { token: stranger.userToken, params })).status, 404);
    assert.equal((await call(suite.app, driver.activeDrivers, { params })).status, 401);
  });

  it("the manager reads and edits a driver's remark and contact mobile (never the account mobile); others 404", async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, person } = await joined(operator);
    const stranger = await t.enterpriseManager(operator);
    const params = { enterpriseId: manager.enterpriseId, driverId: person.userId };
    const detail = await call(suite.app, driver.driver, { token: manager.userToken, params });
    assert.equal(detail.status, 200, detail.text);
    assert.equal(detail.body.data.active, true);
    assert.equal(detail.body.data.history.length, 1);
    assert.match(detail.body.data.licenseNo, /\*{8}/);
    assert.equal((await call(suite.app, driver.driver, { token: stranger.userToken, params })).status, 404);
    assert.equal((await call(suite.app, driver.driver, { token: manager.userToken, params: { ...params, driverId: stranger.userId } })).status, 404);
    assert.equal((await call(suite.app, driver.driver, { params })).status, 401);

    const before = await t.storedRows();
    for (const [body, status] of [
      [{}, 400],
      [{ contactMobile: '123' }, 400],
      [{ remark: 'x'.repeat(61) }, 400],
    ] as const) {
      assert.equal((await call(suite.app, driver.updateDriver, { token: manager.userToken, params, body })).status, status);
    }
    assert.equal((await call(suite.app, driver.updateDriver, { token: stranger.userToken, params, body: { remark: '夜班' } })).status, 404);
    assert.equal((await call(suite.app, driver.updateDriver, { params, body: { remark: '夜班' } })).status, 401);
    assert.deepEqual(await t.storedRows(), before);

    const updated = await call(suite.app, driver.updateDriver, { token: manager.userToken, params, body: { remark: '夜班司机', contactMobile: '13711112222' } });
    assert.equal(updated.status, 200, updated.text);
    assert.equal(updated.body.data.remark, '夜班司机');
    assert.equal(updated.body.data.contactMobile, '13711112222');
    const [account] = await suite.deps.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, person.userId));
    assert.equal(account.mobile, person.phone);
    const cleared = await call(suite.app, driver.updateDriver, { token: manager.userToken, params, body: { remark: null, contactMobile: null } });
    assert.equal(cleared.body.data.remark, null);
    assert.equal(cleared.body.data.contactMobile, null);
  });

  it('the manager removes a driver: history kept (who, when), then 404; others 404', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, person } = await joined(operator);
    const stranger = await t.enterpriseManager(operator);
    const params = { enterpriseId: manager.enterpriseId, driverId: person.userId };
    assert.equal((await call(suite.app, driver.removeDriver, { token: stranger.userToken, params })).status, 404);
    assert.equal((await call(suite.app, driver.removeDriver, { token: person.userToken, params })).status, 404);
    assert.equal((await call(suite.app, driver.removeDriver, { params })).status, 401);
    const removed = await call(suite.app, driver.removeDriver, { token: manager.userToken, params });
    assert.equal(removed.status, 200, removed.text);
    assert.equal(removed.body.data.active, false);
    assert.deepEqual(
      removed.body.data.history.map((h: { endReason: string; endedBy: number }) => [h.endReason, h.endedBy]),
      [['removed', manager.userId]],
    );
    assert.equal((await call(suite.app, driver.removeDriver, { token: manager.userToken, params })).status, 404);
    assert.equal(await isEnterpriseDriver(suite.deps.db, manager.enterpriseId, person.userId), false);
    assert.deepEqual(await enterpriseDriverIds(suite.deps.db, manager.enterpriseId), []);
    const rows = await suite.deps.db.select().from(enterpriseDrivers).where(eq(enterpriseDrivers.driverId, person.userId));
    assert.equal(rows.length, 1);

    // Invited and joined again: a second history row.
    const again = await invite(manager, person.phone);
    assert.equal((await answer(driver.accept, person.userToken, again.body.data.id)).status, 200);
    const detail = await call(suite.app, driver.driver, { token: manager.userToken, params });
    assert.equal(detail.body.data.active, true);
    assert.equal(detail.body.data.history.length, 2);
    // Inviting a current driver is refused.
    assert.equal((await invite(manager, person.phone)).status, 409);
  });
});
