import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpoints, type Endpoint } from '@/lib/contract';
import { signInWithId } from '../identity/identity.testing';
import { call, signIn, useModuleSuite } from '../testing';
import { stations } from '../goods/goods.table';
import { merchantHelpers } from './merchant.testing';

const { merchant, identity } = endpoints;
const suite = useModuleSuite();
const { photo, application, apply, operator, decide, queued, approvedMerchant, staffMember, liaisonOfficer, identitiesOf, storedRows } =
  merchantHelpers(suite);

describe('without a user token', () => {
  it('every merchant call but the public reads answers 401 to no token and to a tourist, changing nothing', async () => {
    const { admin, merchantId } = await approvedMerchant();
    const tourist = (await signIn(suite.app)).device;
    const calls: [Endpoint, { query?: Record<string, string | number>; body?: unknown; params?: Record<string, number> }][] = [
      [merchant.settleInfo, { body: await application(admin) }],
      [merchant.upShoreInfo, { body: { merchantId, address: '福州市仓山区' } }],
      [merchant.getMerchantInfo, {}],
      [merchant.storeClosure, { body: { merchantId, closed: true } }],
      [merchant.userInviteMerchantRecord, {}],
      [merchant.listByLiaisonMan, {}],
      [merchant.listByWaiter, {}],
      [merchant.staffList, { query: { merchantId } }],
      [merchant.staffAdd, { body: { merchantId, name: '李四', phone: admin.phone, role: 'waiter' } }],
      [merchant.staffChange, { body: { id: 1, name: '李四' } }],
      [merchant.staffDelete, { params: { id: 1 } }],
      [merchant.goodsAdd, { body: { merchantId, goodsName: '矿泉水', priceFen: 250 } }],
      [merchant.goodsUpdate, { body: { id: 1, priceFen: 300 } }],
      [merchant.goodsAudit, { body: { id: 1, action: 'up' } }],
      [merchant.goodsDelete, { params: { id: 1 } }],
      [merchant.goodsManageList, { query: { merchantId } }],
      [merchant.goodsManageInfo, { params: { id: 1 } }],
    ];
    const before = await storedRows();
    for (const [endpoint, input] of calls) {
      for (const bearer of [undefined, tourist]) {
        const result = await call(suite.app, endpoint, { ...input, token: bearer });
        assert.equal(result.status, 401, `${endpoint.path} ${bearer ? 'tourist' : 'no token'}: ${result.text}`);
      }
    }
    assert.deepEqual(await storedRows(), before);
    // The open merchant and its (empty) shelf are for anyone.
    const shown = await call(suite.app, merchant.detail, { query: { merchantId } });
    assert.equal(shown.status, 200, shown.text);
    assert.equal(shown.body.data.merchantName, '闽运便利店');
    assert.equal('licenceImage' in shown.body.data, false, 'the public does not see the licence');
    const shelf = await call(suite.app, merchant.goodsList, { query: { merchantId } });
    assert.equal(shelf.status, 200, shelf.text);
    assert.equal(shelf.body.data.total, 0);
  });
});

describe('settleInfo and the review', () => {
  it('an application waits in the review console with what was submitted; approval opens the merchant and grants identities', async () => {
    const applicant = await signInWithId(suite.app);
    const [station] = await suite.deps.db.select().from(stations).limit(1);
    const applied = await apply(applicant, station ? { stationId: station.id } : {});
    assert.equal(applied.status, 200, applied.text);
    const mine = applied.body.data;
    assert.equal(mine.status, 'pending');
    assert.equal(mine.role, 'admin');
    assert.equal(mine.stationName, station?.name ?? null);
    // Not public while pending.
    assert.equal((await call(suite.app, merchant.detail, { query: { merchantId: mine.merchantId } })).status, 404);

    const ops = await operator();
    const certificationId = await queued(ops, 'merchant', applicant.userId);
    const detail = await call(suite.app, identity.reviewDetail, { token: ops.userToken, params: { id: certificationId } });
    assert.equal(detail.status, 200, detail.text);
    const fields = Object.fromEntries((detail.body.data.details as { field: string; kind: string; value: string }[]).map((d) => [d.field, [d.kind, d.value]]));
    assert.deepEqual(fields.merchantName, ['text', '闽运便利店']);
    assert.deepEqual(fields.contactPhone, ['text', '0591-22883344']);
    assert.deepEqual(detail.body.data.images.map((image: { field: string }) => image.field), ['businessLicence']);
    assert.deepEqual(await identitiesOf(applicant), []);

    await decide(ops, certificationId);
    const info = await call(suite.app, merchant.getMerchantInfo, { token: applicant.userToken });
    assert.equal(info.status, 200, info.text);
    assert.equal(info.body.data.length, 1);
    assert.equal(info.body.data[0].status, 'approved');
    assert.ok(info.body.data[0].reviewedAt);
    assert.deepEqual(await identitiesOf(applicant), ['merchant', 'merchantAdmin']);
    const shown = await call(suite.app, merchant.detail, { query: { merchantId: mine.merchantId } });
    assert.equal(shown.status, 200, shown.text);
  });

  it('a rejection shows its reason; a corrected application goes back to the queue and can be approved', async () => {
    const applicant = await signInWithId(suite.app);
    const applied = await apply(applicant);
    const merchantId = applied.body.data.merchantId as number;
    const ops = await operator();
    await decide(ops, await queued(ops, 'merchant', applicant.userId), '营业执照照片模糊');
    const rejected = await call(suite.app, merchant.getMerchantInfo, { token: applicant.userToken });
    assert.equal(rejected.body.data[0].status, 'rejected');
    assert.equal(rejected.body.data[0].rejectReason, '营业执照照片模糊');
    assert.deepEqual(await identitiesOf(applicant), []);

    const resubmitted = await call(suite.app, merchant.upShoreInfo, {
      token: applicant.userToken,
      body: { merchantId, licenceImage: await photo(applicant) },
    });
    assert.equal(resubmitted.status, 200, resubmitted.text);
    assert.equal(resubmitted.body.data.status, 'pending');
    assert.equal(resubmitted.body.data.rejectReason, null);
    const certificationId = await queued(ops, 'merchant', applicant.userId);
    const audit = await call(suite.app, identity.reviewDetail, { token: ops.userToken, params: { id: certificationId } });
    assert.deepEqual(audit.body.data.audit.map((entry: { action: string }) => entry.action), ['submitted', 'rejected', 'resubmitted']);
    await decide(ops, certificationId);
    const approved = await call(suite.app, merchant.getMerchantInfo, { token: applicant.userToken });
    assert.equal(approved.body.data[0].status, 'approved');
  });

  it('refuses malformed fields with 400 naming them, storing nothing', async () => {
    const applicant = await signInWithId(suite.app);
    const base = await application(applicant);
    const before = await storedRows();
    for (const [changes, field] of [
      [{ merchantName: '闽' }, 'merchantName'],
      [{ category: 'bank' }, 'category'],
      [{ lat: 91 }, 'lat'],
      [{ contactPhone: '12345' }, 'contactPhone'],
      [{ licenceImage: 'not a file' }, 'licenceImage'],
      [{ invitedBy: '2345' }, 'invitedBy'],
      [{ stationId: -1 }, 'stationId'],
    ] as const) {
      const refused = await call(suite.app, merchant.settleInfo, { token: applicant.userToken, body: { ...base, ...changes } });
      assert.equal(refused.status, 400, `${field}: ${refused.text}`);
      assert.ok(refused.body.errors?.some((error) => error.field === field), refused.text);
    }
    assert.deepEqual(await storedRows(), before);
  });

  it("refuses someone else's licence photo, an unknown station and an inviter who is no liaison officer, each with its code", async () => {
    const applicant = await signInWithId(suite.app);
    const other = await signInWithId(suite.app);
    const before = await storedRows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ licenceImage: await photo(other) }, 'merchant.licenceNotUploaded', 'licenceImage'],
      [{ stationId: 2_000_000 }, 'merchant.stationNotFound', 'stationId'],
      [{ invitedBy: other.phone }, 'merchant.inviterNotLiaison', 'invitedBy'],
      [{ invitedBy: applicant.phone }, 'merchant.inviterIsYou', 'invitedBy'],
    ];
    for (const [changes, code, field] of cases) {
      const refused = await apply(applicant, changes);
      assert.equal(refused.status, 400, refused.text);
      assert.equal(refused.body.error, code);
      assert.ok(refused.body.errors?.some((error) => error.field === field), refused.text);
    }
    assert.deepEqual(await storedRows(), before);
  });

  it('one application waits at a time (409); a liaison officer sees the merchants they brought in', async () => {
    const liaison = await liaisonOfficer();
    const applicant = await signInWithId(suite.app);
    const first = await apply(applicant, { invitedBy: liaison.phone });
    assert.equal(first.status, 200, first.text);
    assert.equal(first.body.data.invitedByUserId, liaison.userId);
    const second = await apply(applicant, { merchantName: '第二家店' });
    assert.equal(second.status, 409, second.text);
    assert.equal(second.body.error, 'merchant.applicationPending');
    const record = await call(suite.app, merchant.userInviteMerchantRecord, { token: liaison.userToken });
    assert.equal(record.status, 200, record.text);
    assert.equal(record.body.data.total, 1);
    assert.equal(record.body.data.records[0].merchantId, first.body.data.merchantId);
    const nobody = await call(suite.app, merchant.userInviteMerchantRecord, { token: applicant.userToken });
    assert.equal(nobody.body.data.total, 0);
  });

  it('the same Idempotency-Key answers the first application again and stores one merchant', async () => {
    const applicant = await signInWithId(suite.app);
    const body = await application(applicant);
    const headers = { 'idempotency-key': 'settle-info-0001' };
    const first = await call(suite.app, merchant.settleInfo, { token: applicant.userToken, body, headers });
    const replay = await call(suite.app, merchant.settleInfo, { token: applicant.userToken, body, headers });
    assert.equal(first.status, 200, first.text);
    assert.equal(replay.status, 200, replay.text);
    assert.deepEqual(replay.body.data, first.body.data);
    assert.equal((await storedRows()).merchants.length, 1);
  });
});

describe('upShoreInfo and storeClosure', () => {
  it('a new name sends an approved merchant back to review and off the public view; an address does not', async () => {
    const { admin, merchantId, operator: ops } = await approvedMerchant();
    const moved = await call(suite.app, merchant.upShoreInfo, { token: admin.userToken, body: { merchantId, address: '福州市仓山区金山大道1号' } });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.data.status, 'approved');
    assert.equal(moved.body.data.address, '福州市仓山区金山大道1号');
    const renamed = await call(suite.app, merchant.upShoreInfo, { token: admin.userToken, body: { merchantId, merchantName: '闽运超市' } });
    assert.equal(renamed.body.data.status, 'pending');
    assert.equal((await call(suite.app, merchant.detail, { query: { merchantId } })).status, 404);
    await decide(ops, await queued(ops, 'merchant', admin.userId));
    const shown = await call(suite.app, merchant.detail, { query: { merchantId } });
    assert.equal(shown.body.data.merchantName, '闽运超市');
    const empty = await call(suite.app, merchant.upShoreInfo, { token: admin.userToken, body: { merchantId } });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.error, 'merchant.nothingToChange');
  });

  it('its administrator closes and reopens the store; a closed store is not shown; others may not', async () => {
    const { admin, merchantId } = await approvedMerchant();
    const { person: waiter } = await staffMember(admin, merchantId, 'waiter');
    const byWaiter = await call(suite.app, merchant.storeClosure, { token: waiter.userToken, body: { merchantId, closed: true } });
    assert.equal(byWaiter.status, 403, byWaiter.text);
    assert.equal(byWaiter.body.error, 'merchant.roleRequired');
    const closed = await call(suite.app, merchant.storeClosure, { token: admin.userToken, body: { merchantId, closed: true } });
    assert.equal(closed.status, 200, closed.text);
    assert.equal(closed.body.data.status, 'closed');
    const hidden = await call(suite.app, merchant.detail, { query: { merchantId } });
    assert.equal(hidden.status, 409);
    assert.equal(hidden.body.error, 'merchant.closed');
    const renamed = await call(suite.app, merchant.upShoreInfo, { token: admin.userToken, body: { merchantId, merchantName: '新名字' } });
    assert.equal(renamed.status, 409);
    assert.equal(renamed.body.error, 'merchant.reopenFirst');
    const reopened = await call(suite.app, merchant.storeClosure, { token: admin.userToken, body: { merchantId, closed: false } });
    assert.equal(reopened.body.data.status, 'approved');
    assert.equal((await call(suite.app, merchant.detail, { query: { merchantId } })).status, 200);
  });

  it('a pending application has no store to close (409)', async () => {
    const applicant = await signInWithId(suite.app);
    const applied = await apply(applicant);
    const refused = await call(suite.app, merchant.storeClosure, { token: applicant.userToken, body: { merchantId: applied.body.data.merchantId, closed: true } });
    assert.equal(refused.status, 409, refused.text);
    assert.equal(refused.body.error, 'merchant.notApproved');
  });
});

describe('personnel', () => {
  it('adds staff by phone with their identity, changes their role and removes them, the identities following', async () => {
    const { admin, merchantId } = await approvedMerchant();
    const { person, staffId } = await staffMember(admin, merchantId, 'waiter', '王五');
    assert.deepEqual(await identitiesOf(person), ['waiter']);
    const byWaiter = await call(suite.app, merchant.listByWaiter, { token: person.userToken });
    assert.deepEqual(byWaiter.body.data.map((m: { merchantId: number; role: string }) => [m.merchantId, m.role]), [[merchantId, 'waiter']]);

    const listed = await call(suite.app, merchant.staffList, { token: person.userToken, query: { merchantId } });
    assert.deepEqual(listed.body.data.map((s: { name: string; role: string }) => s.role).sort(), ['admin', 'waiter']);

    const changed = await call(suite.app, merchant.staffChange, { token: admin.userToken, body: { id: staffId, role: 'liaison' } });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.data.role, 'liaison');
    assert.deepEqual(await identitiesOf(person), ['liaison']);
    const byLiaison = await call(suite.app, merchant.listByLiaisonMan, { token: person.userToken });
    assert.equal(byLiaison.body.data.length, 1);

    const removed = await call(suite.app, merchant.staffDelete, { token: admin.userToken, params: { id: staffId } });
    assert.equal(removed.status, 200, removed.text);
    assert.deepEqual(await identitiesOf(person), []);
    const info = await call(suite.app, merchant.getMerchantInfo, { token: person.userToken });
    assert.deepEqual(info.body.data, []);
  });

  it('the last administrator stays, the applicant stays an administrator, and a second administrator can go', async () => {
    const { admin, merchantId } = await approvedMerchant();
    const own = (await call(suite.app, merchant.staffList, { token: admin.userToken, query: { merchantId } })).body.data[0].id as number;
    const alone = await call(suite.app, merchant.staffDelete, { token: admin.userToken, params: { id: own } });
    assert.equal(alone.status, 409);
    assert.equal(alone.body.error, 'merchant.lastAdmin');
    const { person: second, staffId } = await staffMember(admin, merchantId, 'admin', '赵六');
    assert.deepEqual(await identitiesOf(second), ['merchantAdmin']);
    const owner = await call(suite.app, merchant.staffChange, { token: second.userToken, body: { id: own, role: 'waiter' } });
    assert.equal(owner.status, 409);
    assert.equal(owner.body.error, 'merchant.ownerStays');
    const gone = await call(suite.app, merchant.staffDelete, { token: admin.userToken, params: { id: staffId } });
    assert.equal(gone.status, 200, gone.text);
    assert.deepEqual(await identitiesOf(second), []);
  });

  it('refuses an unregistered phone, someone already on the staff, and a waiter of another merchant', async () => {
    const a = await approvedMerchant();
    const b = await approvedMerchant({ merchantName: '青口饭店', category: 'restaurant' });
    const { person } = await staffMember(a.admin, a.merchantId, 'waiter');
    const before = await storedRows();
    const unknown = await call(suite.app, merchant.staffAdd, { token: a.admin.userToken, body: { merchantId: a.merchantId, name: '钱七', phone: '13900000000', role: 'waiter' } });
    assert.equal(unknown.status, 400, unknown.text);
    assert.equal(unknown.body.error, 'merchant.userNotRegistered');
    assert.ok(unknown.body.errors?.some((error) => error.field === 'phone'));
    const twice = await call(suite.app, merchant.staffAdd, { token: a.admin.userToken, body: { merchantId: a.merchantId, name: '钱七', phone: person.phone, role: 'liaison' } });
    assert.equal(twice.status, 409);
    assert.equal(twice.body.error, 'merchant.alreadyStaff');
    const elsewhere = await call(suite.app, merchant.staffAdd, { token: b.admin.userToken, body: { merchantId: b.merchantId, name: '钱七', phone: person.phone, role: 'waiter' } });
    assert.equal(elsewhere.status, 409);
    assert.equal(elsewhere.body.error, 'merchant.waiterElsewhere');
    const badName = await call(suite.app, merchant.staffAdd, { token: a.admin.userToken, body: { merchantId: a.merchantId, name: 'x', phone: person.phone, role: 'boss' } });
    assert.equal(badName.status, 400);
    assert.deepEqual(badName.body.errors?.map((error) => error.field).sort(), ['name', 'role']);
    assert.deepEqual(await storedRows(), before);
  });

  it('a waiter of merchant A gets 404 on merchant B and 403 on what only administrators do at A', async () => {
    const a = await approvedMerchant();
    const b = await approvedMerchant({ merchantName: '青口饭店' });
    const { person: waiter } = await staffMember(a.admin, a.merchantId, 'waiter');
    const bStaff = (await call(suite.app, merchant.staffList, { token: b.admin.userToken, query: { merchantId: b.merchantId } })).body.data[0].id as number;
    const before = await storedRows();
    const onB: [Endpoint, Parameters<typeof call>[2]][] = [
      [merchant.staffList, { query: { merchantId: b.merchantId } }],
      [merchant.upShoreInfo, { body: { merchantId: b.merchantId, address: '别人的地址在这里' } }],
      [merchant.storeClosure, { body: { merchantId: b.merchantId, closed: true } }],
      [merchant.staffAdd, { body: { merchantId: b.merchantId, name: '王五', phone: waiter.phone, role: 'admin' } }],
      [merchant.staffDelete, { params: { id: bStaff } }],
      [merchant.goodsAdd, { body: { merchantId: b.merchantId, goodsName: '矿泉水', priceFen: 1 } }],
      [merchant.goodsManageList, { query: { merchantId: b.merchantId } }],
    ];
    for (const [endpoint, input] of onB) {
      const refused = await call(suite.app, endpoint, { ...input, token: waiter.userToken });
      assert.equal(refused.status, 404, `${endpoint.path}: ${refused.text}`);
    }
    const onA: [Endpoint, Parameters<typeof call>[2]][] = [
      [merchant.upShoreInfo, { body: { merchantId: a.merchantId, address: '自己的地址在这里' } }],
      [merchant.staffAdd, { body: { merchantId: a.merchantId, name: '王五', phone: b.admin.phone, role: 'admin' } }],
      [merchant.goodsAdd, { body: { merchantId: a.merchantId, goodsName: '矿泉水', priceFen: 1 } }],
    ];
    for (const [endpoint, input] of onA) {
      const refused = await call(suite.app, endpoint, { ...input, token: waiter.userToken });
      assert.equal(refused.status, 403, `${endpoint.path}: ${refused.text}`);
      assert.equal(refused.body.error, 'merchant.roleRequired');
    }
    assert.deepEqual(await storedRows(), before);
  });

  it('the same Idempotency-Key adds the staff member once and answers the first answer', async () => {
    const { admin, merchantId } = await approvedMerchant();
    const person = await signInWithId(suite.app);
    const input = { token: admin.userToken, body: { merchantId, name: '王五', phone: person.phone, role: 'waiter' }, headers: { 'idempotency-key': 'staff-add-0001' } };
    const first = await call(suite.app, merchant.staffAdd, input);
    const replay = await call(suite.app, merchant.staffAdd, input);
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(replay.body.data, first.body.data);
    assert.equal((await storedRows()).staff.length, 2);
  });
});
