import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { endpoints, FLEET_INVITE_PATH } from '@/lib/contract';
import { call, signIn, useModuleSuite } from '../testing';
import { signInWithId } from '../identity/identity.testing';
import { fleetMemberships } from './fleet.table';
import { fleetHelpers } from './fleet.testing';
import { INVITE_LIFETIME_MS, signInvite } from './fleet.tokens';

const { fleet, user } = endpoints;
const suite = useModuleSuite({ clock: true });
const { verifiedUser, apply, captainWithFleet, inviteToken, join, member, identitiesOf, storedRows } = fleetHelpers(suite);

/** The token with one character of its signature changed. */
function tampered(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

const membershipsOf = (userId: number) =>
  suite.deps.db.select().from(fleetMemberships).where(eq(fleetMemberships.userId, userId)).orderBy(fleetMemberships.id);

describe('getFleetCaptainAuthUrl', () => {
  it('gives the captain a signed link valid 24 hours; members 403, others 404', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const driver = await member(captain, fleetId);
    const other = await captainWithFleet();
    const ask = (token: string) => call(suite.app, fleet.getFleetCaptainAuthUrl, { token, query: { fleetId } });

    const invitation = await ask(captain.userToken);
    assert.equal(invitation.status, 200, invitation.text);
    const { token, link, expiresAt } = invitation.body.data;
    assert.equal(link, `#${FLEET_INVITE_PATH}?token=${encodeURIComponent(token)}`);
    assert.equal(expiresAt, new Date(Math.floor((suite.clock.now() + INVITE_LIFETIME_MS) / 1000) * 1000).toISOString());
    assert.equal((await ask(driver.userToken)).status, 403);
    assert.equal((await ask(other.captain.userToken)).status, 404);
    assert.equal((await call(suite.app, fleet.getFleetCaptainAuthUrl, { token: captain.userToken, query: { fleetId: 'x' } })).status, 400);
  });
});

describe('getInvite', () => {
  it('shows the fleet, its captain, the expiry and where the caller stands', async () => {
    const { captain, fleetId } = await captainWithFleet('王队长');
    const token = await inviteToken(captain, fleetId);
    const preview = (session: { userToken: string }) => call(suite.app, fleet.getInvite, { token: session.userToken, query: { token } });

    const invitee = await verifiedUser();
    const shown = await preview(invitee);
    assert.equal(shown.status, 200, shown.text);
    assert.equal(shown.body.data.fleet.fleetId, fleetId);
    assert.equal(shown.body.data.fleet.captain.name, '王队长');
    assert.equal(shown.body.data.standing, 'canJoin');
    assert.equal((await preview(await signInWithId(suite.app))).body.data.standing, 'realNameFirst');
    assert.equal((await preview(captain)).body.data.standing, 'captain');
    await join(invitee, fleetId, token);
    assert.equal((await preview(invitee)).body.data.standing, 'member');
    const elsewhere = await captainWithFleet();
    const otherMember = await member(elsewhere.captain, elsewhere.fleetId);
    assert.equal((await preview(otherMember)).body.data.standing, 'inOtherFleet');
  });

  it('refuses a tampered or foreign token with 400 and an expired one with 410', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const session = await verifiedUser();
    const token = await inviteToken(captain, fleetId);
    const preview = (value: string) => call(suite.app, fleet.getInvite, { token: session.userToken, query: { token: value } });

    for (const bad of [tampered(token), 'nonsense', `${fleetId}.9999999999.${token.split('.')[2]}`, signInvite('another-secret-of-32-characters!!', fleetId, suite.clock.now() + 60_000).token]) {
      const refused = await preview(bad);
      assert.equal(refused.status, 400, `${bad}: ${refused.text}`);
      assert.match(refused.body.msg, /not valid/);
    }
    assert.equal((await preview('x'.repeat(201))).status, 400);
    assert.equal((await call(suite.app, fleet.getInvite, { token: session.userToken })).status, 400);
    suite.clock.advance(INVITE_LIFETIME_MS + 1000);
    // The user token has expired too by now: sign in again as the same person.
    const again = await signIn(suite.app, session.phone);
    const expired = await call(suite.app, fleet.getInvite, { token: again.userToken, query: { token } });
    assert.equal(expired.status, 410, expired.text);
    assert.match(expired.body.msg, /expired/);
  });
});

describe('addAMember', () => {
  it('joins the fleet of a genuine invitation and grants the fleetMember identity', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const driver = await verifiedUser('李四');
    const joined = await join(driver, fleetId, await inviteToken(captain, fleetId));
    assert.equal(joined.status, 200, joined.text);
    assert.equal(joined.body.data.fleetId, fleetId);
    assert.equal(joined.body.data.memberCount, 1);
    assert.ok((await identitiesOf(driver)).includes('fleetMember'));
    const [row] = await membershipsOf(driver.userId);
    assert.equal(row.invitedBy, captain.userId);
    assert.equal(row.endedAt, null);
  });

  it('refuses tampered (400), expired (410) and other fleets’ tokens (400), changing nothing', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const other = await captainWithFleet();
    const driver = await verifiedUser();
    const token = await inviteToken(captain, fleetId);
    const otherToken = await inviteToken(other.captain, other.fleetId);
    const before = await storedRows();

    assert.equal((await join(driver, fleetId, tampered(token))).status, 400);
    const foreign = await join(driver, fleetId, otherToken);
    assert.equal(foreign.status, 400, foreign.text);
    assert.match(foreign.body.msg, /another fleet/);
    assert.equal((await join(driver, fleetId + 1000, token)).status, 400);
    suite.clock.advance(INVITE_LIFETIME_MS);
    // The user tokens have expired too by now: sign in again as the same people.
    const [driverAgain, captainAgain] = [await signIn(suite.app, driver.phone), await signIn(suite.app, captain.phone)];
    const expired = await call(suite.app, fleet.addAMember, { token: driverAgain.userToken, body: { fleetId, token } });
    assert.equal(expired.status, 410, expired.text);
    assert.deepEqual(await storedRows(), before);
    // A fresh code works again.
    const fresh = await inviteToken({ ...captain, ...captainAgain }, fleetId);
    assert.equal((await call(suite.app, fleet.addAMember, { token: driverAgain.userToken, body: { fleetId, token: fresh } })).status, 200);
  });

  it('needs an approved real name (403) and refuses malformed bodies (400), changing nothing', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const token = await inviteToken(captain, fleetId);
    const unverified = await signInWithId(suite.app);
    const before = await storedRows();
    const refused = await join(unverified, fleetId, token);
    assert.equal(refused.status, 403, refused.text);
    assert.match(refused.body.msg, /real-name/);
    for (const body of [{ token }, { fleetId }, { fleetId: -1, token }, { fleetId, token: '' }]) {
      assert.equal((await call(suite.app, fleet.addAMember, { token: unverified.userToken, body })).status, 400);
    }
    assert.deepEqual(await storedRows(), before);
  });

  it('keeps one fleet at a time and captains out: 409 for members and captains, changing nothing', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const other = await captainWithFleet();
    const driver = await member(captain, fleetId);
    const before = await storedRows();

    const again = await join(driver, fleetId, await inviteToken(captain, fleetId));
    assert.equal(again.status, 409, again.text);
    assert.match(again.body.msg, /already a member of this fleet/);
    const elsewhere = await join(driver, other.fleetId, await inviteToken(other.captain, other.fleetId));
    assert.equal(elsewhere.status, 409);
    assert.match(elsewhere.body.msg, /leave it/);
    const own = await join(captain, fleetId, await inviteToken(captain, fleetId));
    assert.equal(own.status, 409);
    assert.match(own.body.msg, /captain of this fleet/);
    assert.equal((await join(other.captain, fleetId, await inviteToken(captain, fleetId))).status, 409);
    assert.deepEqual(await storedRows(), before);
  });

  it('ends two joins at once in one 200 and one 409, also into two fleets', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const other = await captainWithFleet();
    const token = await inviteToken(captain, fleetId);
    const otherToken = await inviteToken(other.captain, other.fleetId);

    const driver = await verifiedUser();
    const same = await Promise.all([join(driver, fleetId, token), join(driver, fleetId, token)]);
    assert.deepEqual(same.map((r) => r.status).sort(), [200, 409]);
    assert.equal((await membershipsOf(driver.userId)).length, 1);

    const racer = await verifiedUser();
    const two = await Promise.all([join(racer, fleetId, token), join(racer, other.fleetId, otherToken)]);
    assert.deepEqual(two.map((r) => r.status).sort(), [200, 409]);
    assert.equal((await membershipsOf(racer.userId)).length, 1);
  });

  it('a tourist gets 401', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const tourist = (await signIn(suite.app)).device;
    const result = await call(suite.app, fleet.addAMember, { token: tourist, body: { fleetId, token: await inviteToken(captain, fleetId) } });
    assert.equal(result.status, 401);
  });
});

describe('leave and removeMember', () => {
  it('a member leaves: the history stays, the identity goes, and they may join again as a new stay', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const driver = await member(captain, fleetId);
    await call(suite.app, user.setIdentity, { token: driver.userToken, body: { identityType: 'fleetMember' } });
    suite.clock.advance(5000);
    const left = await call(suite.app, fleet.leave, { token: driver.userToken, body: { fleetId } });
    assert.equal(left.status, 200, left.text);
    assert.equal((await call(suite.app, fleet.getBelongToFleet, { token: driver.userToken })).body.data, null);
    assert.ok(!(await identitiesOf(driver)).includes('fleetMember'));
    assert.equal((await call(suite.app, user.info, { token: driver.userToken })).body.data.identityType, null);
    const [row] = await membershipsOf(driver.userId);
    assert.deepEqual([row.endReason, row.endedBy, row.endedAt?.getTime()], ['left', driver.userId, suite.clock.now()]);
    assert.equal((await call(suite.app, fleet.getFleetDetail, { token: driver.userToken, query: { fleetId } })).status, 404);

    assert.equal((await join(driver, fleetId, await inviteToken(captain, fleetId))).status, 200);
    const rows = await membershipsOf(driver.userId);
    assert.deepEqual(rows.map((r) => r.endReason), ['left', null]);
  });

  it('refuses to leave a fleet one is not in (404) and the captain leaving (409), changing nothing', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const other = await captainWithFleet();
    const driver = await member(other.captain, other.fleetId);
    const stranger = await verifiedUser();
    const before = await storedRows();
    const leave = (token: string, id: number | string = fleetId) => call(suite.app, fleet.leave, { token, body: { fleetId: id } });
    assert.equal((await leave(driver.userToken)).status, 404);
    assert.equal((await leave(stranger.userToken)).status, 404);
    assert.equal((await leave(captain.userToken)).status, 409);
    assert.equal((await leave(driver.userToken, 'x')).status, 400);
    assert.deepEqual(await storedRows(), before);
  });

  it('the captain removes a member: recorded as removed by the captain; members 403, others 404, non-members 404', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const driver = await member(captain, fleetId, '李四');
    const fellow = await member(captain, fleetId, '赵六');
    const other = await captainWithFleet();
    const outsider = await member(other.captain, other.fleetId);
    const remove = (token: string, userId: number) => call(suite.app, fleet.removeMember, { token, body: { fleetId, userId } });

    const before = await storedRows();
    assert.equal((await remove(fellow.userToken, driver.userId)).status, 403);
    assert.equal((await remove(other.captain.userToken, driver.userId)).status, 404);
    assert.equal((await remove(captain.userToken, outsider.userId)).status, 404);
    assert.equal((await remove(captain.userToken, captain.userId)).status, 404);
    for (const body of [{ fleetId }, { userId: driver.userId }, { fleetId, userId: 'x' }, { fleetId: 0, userId: driver.userId }]) {
      assert.equal((await call(suite.app, fleet.removeMember, { token: captain.userToken, body })).status, 400);
    }
    assert.deepEqual(await storedRows(), before);

    suite.clock.advance(1000);
    const removed = await remove(captain.userToken, driver.userId);
    assert.equal(removed.status, 200, removed.text);
    const [row] = await membershipsOf(driver.userId);
    assert.deepEqual([row.endReason, row.endedBy, row.endedAt?.getTime()], ['removed', captain.userId, suite.clock.now()]);
    assert.ok(!(await identitiesOf(driver)).includes('fleetMember'));
    assert.equal((await remove(captain.userToken, driver.userId)).status, 404);
    const detail = await call(suite.app, fleet.getFleetDetail, { token: captain.userToken, query: { fleetId } });
    assert.equal(detail.body.data.memberCount, 1, detail.text);
  });

  it('a removed member may found their own fleet afterwards', async () => {
    const { captain, fleetId } = await captainWithFleet();
    const driver = await member(captain, fleetId);
    await call(suite.app, fleet.removeMember, { token: captain.userToken, body: { fleetId, userId: driver.userId } });
    assert.equal((await apply(driver, { fleetName: '新车队' })).status, 200);
  });
});
