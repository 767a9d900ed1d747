import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { endpoints, isCreditCode } from '@/lib/contract';
import { call, signIn, useModuleSuite } from '../testing';
import { certificationAudit, certifications } from '../identity/identity.table';
import { decryptIdCardNo } from '../identity/identity.secrets';
import { codeLabels, makeImage, nationalId, signInOperator, signInWithId, upload, uploadIdCard } from '../identity/identity.testing';
import { cargoOwnerDetails, enterprises, ownerInfoChanges } from './owner.table';

const { identity, owner, user } = endpoints;
const suite = useModuleSuite({ clock: true });

type Session = Awaited<ReturnType<typeof signInWithId>>;
type Operator = Awaited<ReturnType<typeof signInOperator>>;

/** A valid unified social credit code whose first 17 characters are `body` (the check character found by the contract's checker). */
function creditCode(body: string): string {
  const check = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].find((c) => isCreditCode(body + c));
  if (!check) throw new Error(`no check character for ${body}`);
  return body + check;
}
const CODE_A = creditCode('91350100M000100Y4');
const CODE_B = creditCode('91110105MA01ABCD1');

const approve = (operator: Operator, id: number) => call(suite.app, identity.approve, { token: operator.userToken, params: { id } });
const reject = (operator: Operator, id: number, reason: string) =>
  call(suite.app, identity.reject, { token: operator.userToken, params: { id }, body: { reason } });

/** A signed-in user whose real name an operator approved. */
async function verifiedUser(operator: Operator): Promise<Session> {
  const session = await signInWithId(suite.app);
  const images = await uploadIdCard(suite.app, session.userToken);
  const submitted = await call(suite.app, identity.verified, {
    token: session.userToken,
    body: { name: '李四', idCardNo: nationalId('456'), ...images },
  });
  assert.equal(submitted.status, 200, submitted.text);
  assert.equal((await approve(operator, submitted.body.data.id)).status, 200);
  return session;
}

const applyPersonal = (session: Session, body: Record<string, unknown> = {}) =>
  call(suite.app, owner.applyConsignor, {
    logisticsToken: session.logisticsToken,
    body: { address: '福建省福州市鼓楼区五四路 88 号', cargoTypes: ['general', 'coldChain'], ...body },
  });

async function enterpriseBody(session: Session, overrides: Record<string, unknown> = {}) {
  const licence = await upload(suite.app, session.userToken, await makeImage('jpeg'));
  const permit = await upload(suite.app, session.userToken, await makeImage('jpeg'));
  return {
    role: 'consignor',
    enterpriseName: '福州闽运物流有限公司',
    creditCode: CODE_A,
    legalPerson: '王五',
    legalPersonIdCardNo: nationalId('789'),
    address: '福建省福州市仓山区建新镇 1 号',
    contactName: '赵六',
    contactMobile: '13800138000',
    businessLicenseImage: licence.body.data.fileId,
    transportPermitImage: permit.body.data.fileId,
    ...overrides,
  };
}
const applyEnterprise = async (session: Session, overrides: Record<string, unknown> = {}) =>
  call(suite.app, owner.applyLogisticsEnterprises, { logisticsToken: session.logisticsToken, body: await enterpriseBody(session, overrides) });

const authInfo = async (session: Session) => {
  const result = await call(suite.app, owner.getOwnerAuthInfo, { logisticsToken: session.logisticsToken });
  assert.equal(result.status, 200, result.text);
  return result.body.data;
};
const identitiesOf = async (session: Session) =>
  ((await call(suite.app, user.info, { token: session.userToken })).body.data.identities as string[]).slice().sort();

const storedRows = async () => ({
  certifications: (await suite.deps.db.select({ n: count() }).from(certifications))[0].n,
  audit: (await suite.deps.db.select({ n: count() }).from(certificationAudit))[0].n,
  personal: (await suite.deps.db.select({ n: count() }).from(cargoOwnerDetails))[0].n,
  enterprises: (await suite.deps.db.select({ n: count() }).from(enterprises))[0].n,
  changes: (await suite.deps.db.select({ n: count() }).from(ownerInfoChanges))[0].n,
});

describe('the logistics token', () => {
  it('is required: no token, a tourist token or a user token answer HTTP 200 with a 401 message', async () => {
    const session = await signIn(suite.app);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${session.device}`, 'logistics-authorization': `Bearer ${session.device}` },
      { 'logistics-authorization': `Bearer ${session.userToken}` },
    ];
    for (const headers of attempts) {
      for (const endpoint of [owner.getOwnerAuthInfo, owner.applyConsignor]) {
        const result = await call(suite.app, endpoint, { headers, body: endpoint.method === 'POST' ? { address: '福州市鼓楼区', cargoTypes: ['general'] } : undefined });
        assert.equal(result.status, 200, result.text);
        assert.match(result.body.msg, /401/);
        assert.notEqual(result.body.code, 200);
      }
    }
  });
});

describe('personal cargo owner', () => {
  it('needs an approved real name first (403), storing nothing', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const session = await signInWithId(suite.app);
    const before = await storedRows();
    const refused = await applyPersonal(session);
    assert.equal(refused.status, 403);
    assert.match(refused.body.msg, /real-name/);
    assert.deepEqual(await storedRows(), before);
    assert.equal((await authInfo(session)).realNameApproved, false);
    const verified = await verifiedUser(operator);
    assert.equal((await authInfo(verified)).realNameApproved, true);
  });

  it('refuses unknown cargo types and malformed fields with 400 naming the field', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const session = await verifiedUser(operator);
    const before = await storedRows();
    for (const [body, field] of [
      [{ cargoTypes: ['general', 'gold'] }, 'cargoTypes'],
      [{ cargoTypes: [] }, 'cargoTypes'],
      [{ address: 'x' }, 'address'],
    ] as const) {
      const result = await applyPersonal(session, body);
      assert.equal(result.status, 400, result.text);
      assert.ok(result.body.errors?.some((e) => e.field === field), result.text);
    }
    assert.deepEqual(await storedRows(), before);
    assert.equal((await authInfo(session)).personal, null);
  });

  it('goes pending -> 409 -> rejected with its reason -> resubmitted -> approved, granting cargoOwner', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const session = await verifiedUser(operator);
    const applied = await applyPersonal(session);
    assert.equal(applied.status, 200, applied.text);
    const personal = applied.body.data.personal;
    assert.equal(personal.certification.status, 'pending');
    assert.equal(personal.certification.kind, 'cargoOwner');
    assert.deepEqual(personal.cargoTypes, ['general', 'coldChain']);

    const duplicate = await applyPersonal(session);
    assert.equal(duplicate.status, 409);
    assert.match(duplicate.body.msg, /already waiting/);

    // The console shows what was submitted.
    const detail = await call(suite.app, identity.reviewDetail, { token: operator.userToken, params: { id: personal.certification.id } });
    assert.deepEqual(detail.body.data.details, [
      { field: 'address', kind: 'text', value: '福建省福州市鼓楼区五四路 88 号' },
      { field: 'cargoTypes', kind: 'codes', group: 'cargoType', codes: ['general', 'coldChain'] },
    ]);
    assert.deepEqual(await codeLabels(suite.app, detail.body.data.details), { cargoTypes: ['普通货物', '冷链'] });

    suite.clock.advance(60_000);
    assert.equal((await reject(operator, personal.certification.id, '地址不完整')).status, 200);
    const rejected = (await authInfo(session)).personal;
    assert.equal(rejected.certification.status, 'rejected');
    assert.equal(rejected.certification.rejectReason, '地址不完整');
    assert.equal((await identitiesOf(session)).includes('cargoOwner'), false);

    const resubmitted = await applyPersonal(session, { cargoTypes: ['bulk'] });
    assert.equal(resubmitted.status, 200, resubmitted.text);
    assert.equal(resubmitted.body.data.personal.certification.id, personal.certification.id);
    assert.equal(resubmitted.body.data.personal.certification.status, 'pending');
    assert.deepEqual(resubmitted.body.data.personal.cargoTypes, ['bulk']);

    const approved = await approve(operator, personal.certification.id);
    assert.equal(approved.status, 200, approved.text);
    assert.deepEqual(approved.body.data.audit.map((e: { action: string }) => e.action), ['submitted', 'rejected', 'resubmitted', 'approved']);
    assert.ok((await identitiesOf(session)).includes('cargoOwner'));
    assert.equal((await authInfo(session)).personal.certification.status, 'approved');
    const again = await applyPersonal(session);
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /already a certified cargo owner/);
  });
});

describe('enterprise applications', () => {
  it('needs an approved real name (403), storing nothing', async () => {
    const session = await signInWithId(suite.app);
    const body = await enterpriseBody(session);
    const before = await storedRows();
    const refused = await call(suite.app, owner.applyLogisticsEnterprises, { logisticsToken: session.logisticsToken, body });
    assert.equal(refused.status, 403);
    assert.match(refused.body.msg, /real-name/);
    assert.deepEqual(await storedRows(), before);
  });

  it('validates the credit code, ID, images and the carrier permit with 400 naming the field, storing nothing', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const session = await verifiedUser(operator);
    const stranger = await signInWithId(suite.app);
    const theirs = await upload(suite.app, stranger.userToken, await makeImage('png'), { contentType: 'image/png', filename: 'l.png' });
    const before = await storedRows();
    const wrongCheck = CODE_A.slice(0, 17) + (CODE_A[17] === '1' ? '2' : '1');
    const goodId = nationalId('789');
    const wrongIdCheck = goodId.slice(0, 17) + (goodId[17] === '0' ? '1' : '0');
    for (const [overrides, field] of [
      [{ creditCode: wrongCheck }, 'creditCode'],
      [{ creditCode: 'ABC' }, 'creditCode'],
      [{ legalPersonIdCardNo: wrongIdCheck }, 'legalPersonIdCardNo'],
      [{ contactMobile: '12345' }, 'contactMobile'],
      [{ role: 'broker' }, 'role'],
      [{ businessLicenseImage: theirs.body.data.fileId }, 'businessLicenseImage'],
      [{ role: 'carrier', transportPermitImage: undefined }, 'transportPermitImage'],
    ] as const) {
      const result = await applyEnterprise(session, overrides);
      assert.equal(result.status, 400, `${field}: ${result.text}`);
      assert.ok(result.body.errors?.some((e) => e.field === field), `${field}: ${result.text}`);
    }
    assert.deepEqual(await storedRows(), before);
  });

  it('keeps a credit code to one pending or approved enterprise: a second applicant gets 409', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const first = await verifiedUser(operator);
    const second = await verifiedUser(operator);
    const applied = await applyEnterprise(first, { creditCode: CODE_A.toLowerCase() });
    assert.equal(applied.status, 200, applied.text);
    const [enterprise] = applied.body.data.enterprises;
    assert.equal(enterprise.creditCode, `${CODE_A.slice(0, 4)}********${CODE_A.slice(-6)}`);
    assert.equal(enterprise.certification.status, 'pending');
    assert.equal(enterprise.certification.kind, 'enterprise');
    assert.equal(applied.text.includes(nationalId('789')), false);
    const [stored] = await suite.deps.db.select().from(enterprises);
    assert.equal(stored.creditCode, CODE_A);
    assert.equal(decryptIdCardNo(suite.deps.config.tokenSecret, stored.legalPersonIdCipher), nationalId('789'));

    const before = await storedRows();
    const taken = await applyEnterprise(second);
    assert.equal(taken.status, 409);
    assert.match(taken.body.msg, /another account/);
    const again = await applyEnterprise(first);
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /already waiting/);
    // A different enterprise while one of the caller's is pending: one pending at a time.
    assert.equal((await applyEnterprise(first, { creditCode: CODE_B })).status, 409);
    assert.deepEqual(await storedRows(), before);
    assert.deepEqual((await authInfo(second)).enterprises, []);

    // Once the first is rejected, the code is free for another applicant.
    assert.equal((await reject(operator, enterprise.certification.id, '营业执照与名称不符')).status, 200);
    const free = await applyEnterprise(second);
    assert.equal(free.status, 200, free.text);
  });

  it('shows the submission to operators; approval makes the applicant manager with the role identity', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const consignor = await verifiedUser(operator);
    const carrier = await verifiedUser(operator);
    const c1 = (await applyEnterprise(consignor)).body.data.enterprises[0];
    const c2 = (await applyEnterprise(carrier, { role: 'carrier', creditCode: CODE_B, enterpriseName: '厦门快运有限公司' })).body.data.enterprises[0];

    const queue = await call(suite.app, identity.reviewQueue, { token: operator.userToken, query: { kind: 'enterprise' } });
    assert.equal(queue.status, 200, queue.text);
    const item = queue.body.data.records.find((r: { id: number }) => r.id === c2.certification.id);
    const fields = Object.fromEntries(item.details.map((d: { field: string; value: string }) => [d.field, d.value]));
    assert.equal(fields.role, 'carrier');
    assert.equal(fields.creditCode, CODE_B);
    assert.equal(fields.legalPersonIdCardNo, `110105********${nationalId('789').slice(-4)}`);
    assert.deepEqual(item.images.map((i: { field: string }) => i.field), ['businessLicense', 'transportPermit']);
    // The operator can open the licence photo.
    const photo = await suite.app.inject({ method: 'GET', url: item.images[0].url, headers: { authorization: `Bearer ${operator.userToken}` } });
    assert.equal(photo.statusCode, 200);

    assert.equal((await approve(operator, c1.certification.id)).status, 200);
    assert.equal((await approve(operator, c2.certification.id)).status, 200);
    assert.deepEqual(await identitiesOf(consignor), ['enterpriseCargoOwner', 'enterpriseManager']);
    assert.deepEqual(await identitiesOf(carrier), ['carrier', 'enterpriseManager']);
    const [row] = await suite.deps.db.select().from(enterprises).orderBy(enterprises.id).limit(1);
    assert.equal(row.managerId, consignor.userId);
    assert.equal((await authInfo(consignor)).enterprises[0].certification.status, 'approved');
  });

  it('resubmits a rejected enterprise on the same row, with its audit trail', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const session = await verifiedUser(operator);
    const first = (await applyEnterprise(session)).body.data.enterprises[0];
    assert.equal((await reject(operator, first.certification.id, '执照照片不清晰')).status, 200);
    const seen = (await authInfo(session)).enterprises[0];
    assert.equal(seen.certification.rejectReason, '执照照片不清晰');

    const again = await applyEnterprise(session, { enterpriseName: '福州闽运供应链有限公司' });
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.data.enterprises.length, 1);
    const [resubmitted] = again.body.data.enterprises;
    assert.equal(resubmitted.enterpriseId, first.enterpriseId);
    assert.equal(resubmitted.enterpriseName, '福州闽运供应链有限公司');
    assert.equal(resubmitted.certification.status, 'pending');
    const detail = await call(suite.app, identity.reviewDetail, { token: operator.userToken, params: { id: first.certification.id } });
    assert.deepEqual(detail.body.data.audit.map((e: { action: string }) => e.action), ['submitted', 'rejected', 'resubmitted']);
  });
});

describe('ownerUpdateInfo', () => {
  it('updates an approved enterprise the caller manages, audited; others get 404, unapproved 403', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const manager = await verifiedUser(operator);
    const other = await verifiedUser(operator);
    const enterprise = (await applyEnterprise(manager)).body.data.enterprises[0];
    const update = { enterpriseId: enterprise.enterpriseId, contactName: '钱七', contactMobile: '13900139000' };

    const early = await call(suite.app, owner.ownerUpdateInfo, { logisticsToken: manager.logisticsToken, body: update });
    assert.equal(early.status, 403);
    assert.equal((await approve(operator, enterprise.certification.id)).status, 200);

    const before = await storedRows();
    const foreign = await call(suite.app, owner.ownerUpdateInfo, { logisticsToken: other.logisticsToken, body: update });
    assert.equal(foreign.status, 404);
    const missing = await call(suite.app, owner.ownerUpdateInfo, { logisticsToken: manager.logisticsToken, body: { ...update, enterpriseId: 999_999 } });
    assert.equal(missing.status, 404);
    const empty = await call(suite.app, owner.ownerUpdateInfo, { logisticsToken: manager.logisticsToken, body: { enterpriseId: enterprise.enterpriseId } });
    assert.equal(empty.status, 400);
    const badMobile = await call(suite.app, owner.ownerUpdateInfo, { logisticsToken: manager.logisticsToken, body: { ...update, contactMobile: '1' } });
    assert.equal(badMobile.status, 400);
    assert.deepEqual(await storedRows(), before);

    const updated = await call(suite.app, owner.ownerUpdateInfo, { logisticsToken: manager.logisticsToken, body: update });
    assert.equal(updated.status, 200, updated.text);
    const [seen] = updated.body.data.enterprises;
    assert.deepEqual([seen.contactName, seen.contactMobile, seen.certification.status], ['钱七', '13900139000', 'approved']);
    const changes = await suite.deps.db.select().from(ownerInfoChanges);
    assert.deepEqual(changes.map((c) => [c.actorId, c.changes]), [
      [manager.userId, { contactName: { from: '赵六', to: '钱七' }, contactMobile: { from: '13800138000', to: '13900139000' } }],
    ]);
  });

  it("updates an approved personal owner's address only; before approval 403, without one 404", async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const session = await verifiedUser(operator);
    const body = { address: '福建省厦门市思明区湖滨南路 1 号' };
    assert.equal((await call(suite.app, owner.ownerUpdateInfo, { logisticsToken: session.logisticsToken, body })).status, 404);
    const applied = (await applyPersonal(session)).body.data.personal;
    assert.equal((await call(suite.app, owner.ownerUpdateInfo, { logisticsToken: session.logisticsToken, body })).status, 403);
    assert.equal((await approve(operator, applied.certification.id)).status, 200);

    const contact = await call(suite.app, owner.ownerUpdateInfo, { logisticsToken: session.logisticsToken, body: { ...body, contactName: '张三' } });
    assert.equal(contact.status, 400);
    assert.deepEqual(contact.body.errors?.map((e) => e.field), ['contactName']);

    const updated = await call(suite.app, owner.ownerUpdateInfo, { logisticsToken: session.logisticsToken, body });
    assert.equal(updated.status, 200, updated.text);
    assert.equal(updated.body.data.personal.address, body.address);
    assert.equal(updated.body.data.personal.certification.status, 'approved');
    assert.equal((await suite.deps.db.select({ n: count() }).from(ownerInfoChanges))[0].n, 1);
  });
});
