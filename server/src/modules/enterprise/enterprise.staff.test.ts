import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { endpoints, MAX_STAFF } from '@/lib/contract';
import { call, useModuleSuite } from '../testing';
import { signInOperator, signInWithId } from '../identity/identity.testing';
import { userIdentities } from '../user/user.table';
import { enterpriseStaff, enterpriseStaffChanges } from './enterprise.table';
import { staffHoldsPermission } from './enterprise.repository';
import { addedStaff, appliedEnterprise, approvedEnterprise, type Session } from './enterprise.testing';

const { enterprise, user } = endpoints;
const suite = useModuleSuite({ clock: true });

const storedRows = async () => ({
  staff: (await suite.deps.db.select({ n: count() }).from(enterpriseStaff))[0].n,
  changes: (await suite.deps.db.select({ n: count() }).from(enterpriseStaffChanges))[0].n,
  identities: (await suite.deps.db.select({ n: count() }).from(userIdentities))[0].n,
});
const add = (by: Session, enterpriseId: number, body: Record<string, unknown>) => call(suite.app, enterprise.addStaff, { token: by.userToken, params: { enterpriseId }, body });
const edit = (by: Session, enterpriseId: number, staffId: number, body: Record<string, unknown>) =>
  call(suite.app, enterprise.updateStaff, { token: by.userToken, params: { enterpriseId, staffId }, body });
const remove = (by: Session, enterpriseId: number, staffId: number) => call(suite.app, enterprise.removeStaff, { token: by.userToken, params: { enterpriseId, staffId } });
const list = (by: Session, enterpriseId: number) => call(suite.app, enterprise.staff, { token: by.userToken, params: { enterpriseId } });
const identitiesOf = async (session: Session) => (await call(suite.app, user.info, { token: session.userToken })).body.data.identities as string[];

describe('adding staff', () => {
  it('the manager adds an existing user by mobile; a person manager gets the identity; the staff member sees the enterprise', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, enterpriseId } = await approvedEnterprise(suite.app, operator);
    const { person, staff } = await addedStaff(suite.app, manager, enterpriseId, { role: 'personManager', permissions: ['dispatch', 'releaseGoods'] });
    assert.equal(staff.role, 'personManager');
    assert.deepEqual(staff.permissions, ['releaseGoods', 'dispatch']);
    assert.equal(staff.mobile, person.phone);
    assert.ok((await identitiesOf(person)).includes('personManager'));
    assert.equal(await staffHoldsPermission(suite.deps.db, enterpriseId, person.userId, 'dispatch'), true);
    const listed = await list(manager, enterpriseId);
    assert.equal(listed.status, 200, listed.text);
    assert.equal(listed.body.data.staff.length, 1);
    assert.equal(listed.body.data.max, MAX_STAFF);
    const mine = await call(suite.app, enterprise.mine, { token: person.userToken });
    assert.equal(mine.body.data.enterprises[0].enterprise.enterpriseId, enterpriseId);
  });

  it('refuses bad input, unknown mobiles, the manager, a second time, and a pending enterprise, changing nothing', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, enterpriseId } = await approvedEnterprise(suite.app, operator);
    const { person } = await addedStaff(suite.app, manager, enterpriseId);
    const pending = await appliedEnterprise(suite.app, operator);
    const stranger = await signInWithId(suite.app);
    const before = await storedRows();
    const good = { mobile: stranger.phone, name: '周调度', role: 'dispatcher' };
    assert.equal((await add(manager, enterpriseId, { ...good, mobile: '1234' })).status, 400);
    assert.equal((await add(manager, enterpriseId, { ...good, name: 'x' })).status, 400);
    assert.equal((await add(manager, enterpriseId, { ...good, role: 'boss' })).status, 400);
    assert.equal((await add(manager, enterpriseId, { ...good, permissions: ['everything'] })).status, 400);
    const unknown = await add(manager, enterpriseId, { ...good, mobile: '13700000000' });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.errors?.[0].field, 'mobile');
    assert.equal((await add(manager, enterpriseId, { ...good, mobile: manager.phone })).status, 400);
    assert.equal((await add(manager, enterpriseId, { ...good, mobile: person.phone })).status, 409);
    assert.equal((await add(pending.applicant, pending.enterpriseId, good)).status, 403);
    assert.deepEqual(await storedRows(), before);
  });

  it('two adds of the same person at once: one succeeds, one 409', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, enterpriseId } = await approvedEnterprise(suite.app, operator);
    const person = await signInWithId(suite.app);
    const body = { mobile: person.phone, name: '周调度', role: 'dispatcher' };
    const results = await Promise.all([add(manager, enterpriseId, body), add(manager, enterpriseId, body)]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    assert.equal((await storedRows()).staff, 1);
  });
});

describe('who manages staff', () => {
  it('other managers and strangers get 404, dispatchers 403, tourists 401; nothing changes', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, enterpriseId } = await approvedEnterprise(suite.app, operator);
    const other = await approvedEnterprise(suite.app, operator);
    const { person: dispatcher, staffId } = await addedStaff(suite.app, manager, enterpriseId);
    const newcomer = await signInWithId(suite.app);
    const before = await storedRows();
    const body = { mobile: newcomer.phone, name: '周调度', role: 'dispatcher' };
    for (const [who, status] of [[other.manager, 404], [newcomer, 404], [dispatcher, 403]] as const) {
      assert.equal((await add(who, enterpriseId, body)).status, status);
      assert.equal((await edit(who, enterpriseId, staffId, { name: '改名' })).status, status);
      assert.equal((await remove(who, enterpriseId, staffId)).status, status);
      assert.equal((await list(who, enterpriseId)).status, status);
      assert.equal((await call(suite.app, enterprise.staffDetail, { token: who.userToken, params: { enterpriseId, staffId } })).status, status);
    }
    for (const endpoint of [enterprise.staff, enterprise.staffDetail, enterprise.addStaff, enterprise.updateStaff, enterprise.removeStaff]) {
      const tourist = await call(suite.app, endpoint, { token: newcomer.device, params: { enterpriseId, staffId }, body: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : { ...body, name: '改名' } });
      assert.match(`${tourist.status} ${tourist.body.msg}`, /401/);
      const none = await call(suite.app, endpoint, { params: { enterpriseId, staffId }, body: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : { ...body, name: '改名' } });
      assert.match(`${none.status} ${none.body.msg}`, /401/);
    }
    // Another enterprise's staff row through this enterprise's path is not found.
    const foreign = await addedStaff(suite.app, other.manager, other.enterpriseId);
    assert.equal((await edit(manager, enterpriseId, foreign.staffId, { name: '改名' })).status, 404);
    assert.equal((await remove(manager, enterpriseId, foreign.staffId)).status, 404);
    assert.equal((await storedRows()).changes, before.changes + 1);
  });

  it('a person manager handles dispatchers only and opens no permissions', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, enterpriseId } = await approvedEnterprise(suite.app, operator);
    const { person: personManager, staffId: pmId } = await addedStaff(suite.app, manager, enterpriseId, { role: 'personManager' });
    const { staffId, person } = await addedStaff(suite.app, personManager, enterpriseId);
    assert.equal((await edit(personManager, enterpriseId, staffId, { name: '陈二' })).status, 200);
    const newcomer = await signInWithId(suite.app);
    const before = await storedRows();
    assert.equal((await add(personManager, enterpriseId, { mobile: newcomer.phone, name: '周调度', role: 'personManager' })).status, 403);
    assert.equal((await add(personManager, enterpriseId, { mobile: newcomer.phone, name: '周调度', role: 'dispatcher', permissions: ['dispatch'] })).status, 403);
    assert.equal((await edit(personManager, enterpriseId, staffId, { role: 'personManager' })).status, 403);
    assert.equal((await edit(personManager, enterpriseId, staffId, { permissions: ['dispatch'] })).status, 403);
    assert.equal((await edit(personManager, enterpriseId, pmId, { name: '改名' })).status, 403);
    assert.equal((await remove(personManager, enterpriseId, pmId)).status, 403);
    assert.deepEqual(await storedRows(), before);
    assert.equal((await edit(personManager, enterpriseId, staffId, { name: '陈三', permissions: [] })).status, 200);
    assert.equal((await remove(personManager, enterpriseId, staffId)).status, 200);
    assert.deepEqual((await call(suite.app, enterprise.mine, { token: person.userToken })).body.data.enterprises, []);
  });
});

describe('editing and removing', () => {
  it('edits name, role and permissions with history; an empty or unchanged edit writes nothing; removal keeps the history', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, enterpriseId } = await approvedEnterprise(suite.app, operator);
    const { staffId, person } = await addedStaff(suite.app, manager, enterpriseId);
    const before = await storedRows();
    assert.equal((await edit(manager, enterpriseId, staffId, {})).status, 400);
    assert.equal((await edit(manager, enterpriseId, staffId, { name: '' })).status, 400);
    assert.equal((await edit(manager, enterpriseId, staffId, { name: '陈调度' })).status, 200);
    assert.deepEqual(await storedRows(), before);
    const edited = await edit(manager, enterpriseId, staffId, { name: '陈经理', role: 'personManager', permissions: ['dispatch'] });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.data.role, 'personManager');
    assert.ok((await identitiesOf(person)).includes('personManager'));
    const removed = await remove(manager, enterpriseId, staffId);
    assert.equal(removed.status, 200);
    assert.ok(removed.body.data.removedAt);
    assert.equal((await remove(manager, enterpriseId, staffId)).status, 409);
    assert.equal((await edit(manager, enterpriseId, staffId, { name: '回来' })).status, 409);
    assert.deepEqual((await list(manager, enterpriseId)).body.data.staff, []);
    const detail = await call(suite.app, enterprise.staffDetail, { token: manager.userToken, params: { enterpriseId, staffId } });
    assert.equal(detail.status, 200);
    assert.deepEqual(detail.body.data.history.map((c: { action: string }) => c.action), ['added', 'edited', 'removed']);
    assert.deepEqual(detail.body.data.history[1].changes.role, { from: 'dispatcher', to: 'personManager' });
    assert.equal((await call(suite.app, enterprise.detail, { token: person.userToken, params: { enterpriseId } })).status, 404);
    // Added again after removal: a new row, the old history stays with the old one.
    const again = await add(manager, enterpriseId, { mobile: person.phone, name: '陈调度', role: 'dispatcher' });
    assert.equal(again.status, 200);
    assert.notEqual(again.body.data.staffId, staffId);
  });
});
