import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { call, useModuleSuite } from '../testing';
import { certifications } from '../identity/identity.table';
import { signInOperator, signInWithId } from '../identity/identity.testing';
import { enterprises } from '../owner/owner.table';
import { enterpriseStaff, enterpriseStaffChanges } from './enterprise.table';
import { addedStaff, appliedEnterprise, approvedEnterprise, enterpriseBody, verifiedUser } from './enterprise.testing';

const { enterprise, owner, user } = endpoints;
const suite = useModuleSuite({ clock: true });

const storedRows = async () => ({
  certifications: (await suite.deps.db.select({ n: count() }).from(certifications))[0].n,
  enterprises: (await suite.deps.db.select({ n: count() }).from(enterprises))[0].n,
  staff: (await suite.deps.db.select({ n: count() }).from(enterpriseStaff))[0].n,
  changes: (await suite.deps.db.select({ n: count() }).from(enterpriseStaffChanges))[0].n,
});

describe('enterpriseCertification (app service)', () => {
  it('applies like applyLogisticsEnterprises with the user token; approval makes the applicant manager', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { applicant, enterpriseId, certificationId } = await appliedEnterprise(suite.app, operator, 'carrier');
    const standing = await call(suite.app, owner.getOwnerAuthInfo, { logisticsToken: applicant.logisticsToken });
    assert.equal(standing.body.data.enterprises[0].enterpriseId, enterpriseId);
    assert.equal(standing.body.data.enterprises[0].certification.status, 'pending');
    assert.match(standing.body.data.enterprises[0].creditCode, /^\d{4}\*{8}/);
    const mine = await call(suite.app, enterprise.mine, { token: applicant.userToken });
    assert.equal(mine.body.data.enterprises[0].myRole, 'applicant');
    await call(suite.app, endpoints.identity.approve, { token: operator.userToken, params: { id: certificationId } });
    const detail = await call(suite.app, enterprise.detail, { token: applicant.userToken, params: { enterpriseId } });
    assert.equal(detail.status, 200, detail.text);
    assert.equal(detail.body.data.myRole, 'manager');
    assert.deepEqual(detail.body.data.myPermissions, ['releaseGoods', 'dispatch']);
    assert.equal(detail.body.data.enterprise.certification.status, 'approved');
    const identities = (await call(suite.app, user.info, { token: applicant.userToken })).body.data.identities as string[];
    assert.ok(identities.includes('enterpriseManager') && identities.includes('carrier'));
  });

  it('keeps the owner rules: real name first (403), carrier permit (400), credit code taken (409), nothing stored', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const unverified = await signInWithId(suite.app);
    const before = await storedRows();
    const noRealName = await call(suite.app, enterprise.enterpriseCertification, { token: unverified.userToken, body: await enterpriseBody(suite.app, unverified) });
    assert.equal(noRealName.status, 403);
    const session = await verifiedUser(suite.app, operator);
    const afterVerify = await storedRows();
    assert.equal(afterVerify.enterprises, before.enterprises);
    const noPermit = await call(suite.app, enterprise.enterpriseCertification, {
      token: session.userToken,
      body: await enterpriseBody(suite.app, session, { role: 'carrier', transportPermitImage: undefined }),
    });
    assert.equal(noPermit.status, 400);
    assert.equal(noPermit.body.errors?.[0].field, 'transportPermitImage');
    const badCode = await call(suite.app, enterprise.enterpriseCertification, { token: session.userToken, body: await enterpriseBody(suite.app, session, { creditCode: '91350100M000100Y40' }) });
    assert.equal(badCode.status, 400);
    const body = await enterpriseBody(suite.app, session);
    assert.equal((await call(suite.app, enterprise.enterpriseCertification, { token: session.userToken, body })).status, 200);
    const other = await verifiedUser(suite.app, operator);
    const taken = await call(suite.app, enterprise.enterpriseCertification, {
      token: other.userToken,
      body: await enterpriseBody(suite.app, other, { creditCode: body.creditCode }),
    });
    assert.equal(taken.status, 409);
    assert.equal((await storedRows()).enterprises, before.enterprises + 1);
  });

  it('answers 401 without a user token (none, tourist, logistics token)', async () => {
    const session = await signInWithId(suite.app);
    const body = await enterpriseBody(suite.app, session);
    const before = await storedRows();
    for (const options of [{}, { token: session.device }, { logisticsToken: session.logisticsToken }]) {
      const result = await call(suite.app, enterprise.enterpriseCertification, { ...options, body });
      assert.match(`${result.status} ${result.body.msg}`, /401/);
      assert.notEqual(result.body.code, '200');
    }
    assert.deepEqual(await storedRows(), before);
  });
});

describe('mine and detail', () => {
  it('list the enterprises managed and worked for; strangers and other managers get 404; tourists 401', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, enterpriseId } = await approvedEnterprise(suite.app, operator);
    const other = await approvedEnterprise(suite.app, operator, 'carrier');
    const { person } = await addedStaff(suite.app, manager, enterpriseId, { permissions: ['dispatch'] });
    const mine = await call(suite.app, enterprise.mine, { token: person.userToken });
    assert.equal(mine.status, 200, mine.text);
    assert.equal(mine.body.data.enterprises.length, 1);
    assert.equal(mine.body.data.enterprises[0].myRole, 'dispatcher');
    assert.deepEqual(mine.body.data.enterprises[0].myPermissions, ['dispatch']);
    const seenByStaff = await call(suite.app, enterprise.detail, { token: person.userToken, params: { enterpriseId } });
    assert.equal(seenByStaff.status, 200);
    assert.equal(seenByStaff.body.data.staffCount, 1);
    assert.equal(seenByStaff.body.data.manager.userId, manager.userId);
    const otherManager = await call(suite.app, enterprise.detail, { token: other.manager.userToken, params: { enterpriseId } });
    assert.equal(otherManager.status, 404);
    const stranger = await signInWithId(suite.app);
    assert.equal((await call(suite.app, enterprise.detail, { token: stranger.userToken, params: { enterpriseId } })).status, 404);
    assert.equal((await call(suite.app, enterprise.detail, { token: manager.userToken, params: { enterpriseId: 999999 } })).status, 404);
    assert.equal((await call(suite.app, enterprise.detail, { token: manager.userToken, params: { enterpriseId: 'abc' } })).status, 400);
    assert.deepEqual((await call(suite.app, enterprise.mine, { token: stranger.userToken })).body.data.enterprises, []);
    for (const endpoint of [enterprise.mine, enterprise.detail]) {
      const tourist = await call(suite.app, endpoint, { token: stranger.device, params: { enterpriseId } });
      assert.match(`${tourist.status} ${tourist.body.msg}`, /401/);
    }
  });
});

describe('ownerOpeningPermission', () => {
  const open = (token: string, body: Record<string, unknown>) => call(suite.app, enterprise.ownerOpeningPermission, { logisticsToken: token, body });

  it('the manager opens and closes a permission, each change in the history; repeating changes nothing', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, enterpriseId } = await approvedEnterprise(suite.app, operator);
    const { staffId } = await addedStaff(suite.app, manager, enterpriseId);
    const opened = await open(manager.logisticsToken, { enterpriseId, staffId, permission: 'releaseGoods', open: true });
    assert.equal(opened.status, 200, opened.text);
    assert.deepEqual(opened.body.data.permissions, ['releaseGoods']);
    const again = await open(manager.logisticsToken, { enterpriseId, staffId, permission: 'releaseGoods', open: true });
    assert.deepEqual(again.body.data.permissions, ['releaseGoods']);
    await open(manager.logisticsToken, { enterpriseId, staffId, permission: 'dispatch', open: true });
    const closed = await open(manager.logisticsToken, { enterpriseId, staffId, permission: 'releaseGoods', open: false });
    assert.deepEqual(closed.body.data.permissions, ['dispatch']);
    const detail = await call(suite.app, enterprise.staffDetail, { token: manager.userToken, params: { enterpriseId, staffId } });
    assert.deepEqual(
      detail.body.data.history.map((change: { action: string }) => change.action),
      ['added', 'permissionOpened', 'permissionOpened', 'permissionClosed'],
    );
    assert.deepEqual(detail.body.data.history[3].changes.permissions, { from: 'releaseGoods,dispatch', to: 'dispatch' });
  });

  it('only the manager, only its own active staff: 403/404/409 and nothing changed; 401 without a logistics token', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { manager, enterpriseId } = await approvedEnterprise(suite.app, operator);
    const other = await approvedEnterprise(suite.app, operator);
    const { staffId, person } = await addedStaff(suite.app, manager, enterpriseId, { role: 'personManager' });
    const foreign = await addedStaff(suite.app, other.manager, other.enterpriseId);
    const before = await storedRows();
    const body = { enterpriseId, staffId, permission: 'dispatch', open: true };
    assert.equal((await open(other.manager.logisticsToken, body)).status, 404);
    assert.equal((await open(person.logisticsToken, body)).status, 403);
    assert.equal((await open(manager.logisticsToken, { ...body, staffId: foreign.staffId })).status, 404);
    assert.equal((await open(manager.logisticsToken, { ...body, permission: 'everything' })).status, 400);
    assert.equal((await open(manager.logisticsToken, { ...body, open: 'yes' })).status, 400);
    const tourist = await open(person.device, body);
    assert.match(`${tourist.status} ${tourist.body.msg}`, /401/);
    const userToken = await call(suite.app, enterprise.ownerOpeningPermission, { token: manager.userToken, body });
    assert.match(`${userToken.status} ${userToken.body.msg}`, /401/);
    assert.deepEqual(await storedRows(), before);
    await call(suite.app, enterprise.removeStaff, { token: manager.userToken, params: { enterpriseId, staffId } });
    assert.equal((await open(manager.logisticsToken, body)).status, 409);
  });

  it('a pending enterprise has no staff to open permissions for (403)', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const { applicant, enterpriseId } = await appliedEnterprise(suite.app, operator);
    const result = await open(applicant.logisticsToken, { enterpriseId, staffId: 1, permission: 'dispatch', open: true });
    assert.equal(result.status, 403);
  });
});
