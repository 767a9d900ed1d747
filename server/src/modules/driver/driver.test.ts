import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { call, useModuleSuite } from '../testing';
import { decryptIdCardNo } from '../identity/identity.secrets';
import { signInOperator, signInWithId } from '../identity/identity.testing';
import { driverTesting } from './driver.testing';
import { driverDetails } from './driver.table';

const { identity, driver, user } = endpoints;
const suite = useModuleSuite({ clock: true });
const t = driverTesting(suite);

const info = async (token: string) => {
  const result = await call(suite.app, driver.info, { token });
  assert.equal(result.status, 200, result.text);
  return result.body.data;
};
const identitiesOf = async (token: string) => (await call(suite.app, user.info, { token })).body.data.identities as string[];

describe('driver certification: access', () => {
  it('answers 401 to a tourist or no token on every own-standing call', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const session = await t.verifiedUser(operator);
    const body = await t.applicationOf(session);
    for (const [endpoint, payload] of [
      [driver.save, body],
      [driver.info, undefined],
      [driver.qualification, { qualificationNo: 'AB123456', validUntil: t.day(100), image: body.mainImage }],
      [driver.audit, undefined],
      [driver.leave, undefined],
    ] as const) {
      for (const token of [undefined, session.device]) {
        const result = await call(suite.app, endpoint, { token, body: payload });
        assert.equal(result.status, 401, `${endpoint.path}: ${result.text}`);
      }
    }
  });

  it('needs an approved real name (403), storing nothing', async () => {
    const session = await signInWithId(suite.app);
    const before = await t.storedRows();
    const refused = await t.save({ ...session, idCardNo: '110105199001011232' });
    assert.equal(refused.status, 403, refused.text);
    assert.match(refused.body.msg, /real-name/);
    assert.deepEqual(await t.storedRows(), before);
    const standing = await info(session.userToken);
    assert.equal(standing.realNameApproved, false);
    assert.equal(standing.driver, null);
  });

  it("shows a user only their own certification: a stranger's info and trail are their own (empty)", async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const applicant = await t.verifiedUser(operator);
    assert.equal((await t.save(applicant)).status, 200);
    const stranger = await t.verifiedUser(operator);
    assert.equal((await info(stranger.userToken)).driver, null);
    const audit = await call(suite.app, driver.audit, { token: stranger.userToken });
    assert.deepEqual(audit.body.data, []);
  });
});

describe('driver certification: submission and review', () => {
  it('goes pending -> 409 -> rejected -> resubmitted on the same row -> approved, granting identity driver', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const session = await t.verifiedUser(operator);
    const saved = await t.save(session);
    assert.equal(saved.status, 200, saved.text);
    const license = saved.body.data.driver;
    assert.equal(license.certification.status, 'pending');
    assert.equal(license.certification.kind, 'driver');
    assert.equal(license.licenseNo, `${session.idCardNo.slice(0, 6)}********${session.idCardNo.slice(-4)}`);
    assert.equal(license.licenseClass, 'A2');
    assert.equal(license.qualification, null);
    assert.deepEqual(saved.body.data.expiries, []);
    // Stored encrypted, answered masked only.
    const [row] = await suite.deps.db.select().from(driverDetails).where(eq(driverDetails.certificationId, license.certification.id));
    assert.notEqual(row.licenseNoCipher, session.idCardNo);
    assert.equal(decryptIdCardNo(suite.deps.config.tokenSecret, row.licenseNoCipher), session.idCardNo);
    assert.ok(!saved.text.includes(session.idCardNo));

    const duplicate = await t.save(session);
    assert.equal(duplicate.status, 409);
    assert.match(duplicate.body.msg, /already waiting/);

    const detail = await call(suite.app, identity.reviewDetail, { token: operator.userToken, params: { id: license.certification.id } });
    assert.equal(detail.status, 200, detail.text);
    assert.ok(detail.body.data.details.some((d: { field: string; value: string }) => d.field === 'name' && d.value === '张三'));
    assert.ok(detail.body.data.details.some((d: { field: string; value: string }) => d.field === 'licenseNo' && d.value === license.licenseNo));

    suite.clock.advance(60_000);
    assert.equal((await t.reject(operator, license.certification.id, '驾驶证照片模糊')).status, 200);
    const rejected = await info(session.userToken);
    assert.equal(rejected.driver.certification.status, 'rejected');
    assert.equal(rejected.driver.certification.rejectReason, '驾驶证照片模糊');
    assert.equal((await identitiesOf(session.userToken)).includes('driver'), false);

    const resubmitted = await t.save(session, { licenseClass: 'B2' });
    assert.equal(resubmitted.status, 200, resubmitted.text);
    assert.equal(resubmitted.body.data.driver.certification.id, license.certification.id);
    assert.equal(resubmitted.body.data.driver.licenseClass, 'B2');
    assert.equal(resubmitted.body.data.driver.certification.rejectReason, null);

    const approved = await t.approve(operator, license.certification.id);
    assert.equal(approved.status, 200, approved.text);
    assert.ok((await identitiesOf(session.userToken)).includes('driver'));
    const audit = await call(suite.app, driver.audit, { token: session.userToken });
    assert.deepEqual(audit.body.data.map((e: { action: string }) => e.action), ['submitted', 'rejected', 'resubmitted', 'approved']);
    const again = await t.save(session);
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /already a certified driver/);
  });

  it('refuses a licence number other than the real-name ID, bad dates, classes and photos with 400, storing nothing', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const session = await t.verifiedUser(operator);
    const stranger = await t.verifiedUser(operator);
    const theirs = await t.photo(stranger);
    const same = await t.photo(session);
    const before = await t.storedRows();
    for (const [overrides, field] of [
      [{ licenseNo: stranger.idCardNo }, 'licenseNo'],
      [{ licenseNo: '11010519900101123' }, 'licenseNo'],
      [{ licenseClass: 'Z9' }, 'licenseClass'],
      [{ issuingAuthority: '' }, 'issuingAuthority'],
      [{ validUntil: '2031-02-30' }, 'validUntil'],
      [{ validUntil: t.day(-1) }, 'validUntil'],
      [{ validFrom: t.day(-10), validUntil: t.day(-20) }, 'validUntil'],
      [{ firstIssueDate: t.day(5) }, 'firstIssueDate'],
      [{ firstIssueDate: t.day(-10), validFrom: t.day(-20) }, 'validFrom'],
      [{ mainImage: theirs }, 'mainImage'],
      [{ mainImage: same, subImage: same }, 'subImage'],
      [{ subImage: 'not a file id' }, 'subImage'],
      [{ qualification: { qualificationNo: 'AB123456', validUntil: t.day(-1), image: same } }, 'qualification.validUntil'],
      [{ qualification: { qualificationNo: 'AB123456', validUntil: t.day(100), image: theirs } }, 'qualification.image'],
    ] as const) {
      const result = await t.save(session, overrides);
      assert.equal(result.status, 400, `${field}: ${result.text}`);
      assert.ok(result.body.errors?.some((e) => e.field === field), `${field}: ${result.text}`);
    }
    assert.deepEqual(await t.storedRows(), before);
  });

  it('two submissions at once end in one 200 and one 409', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const session = await t.verifiedUser(operator);
    const [a, b] = [await t.applicationOf(session), await t.applicationOf(session)];
    const results = await Promise.all([a, b].map((body) => call(suite.app, driver.save, { token: session.userToken, body })));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    assert.deepEqual((await call(suite.app, driver.audit, { token: session.userToken })).body.data.map((e: { action: string }) => e.action), ['submitted']);
  });
});

describe('qualification certificate and expiry', () => {
  it('is added or renewed on a pending or approved certification, masked; refused before applying (404) and with bad input (400)', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const session = await t.verifiedUser(operator);
    const image = await t.photo(session);
    const body = { qualificationNo: 'ab12345678', validUntil: t.day(400), image };
    const early = await call(suite.app, driver.qualification, { token: session.userToken, body });
    assert.equal(early.status, 404, early.text);

    assert.equal((await t.save(session)).status, 200);
    const stranger = await t.verifiedUser(operator);
    const theirs = await t.photo(stranger);
    const before = await t.storedRows();
    for (const [bad, field] of [
      [{ ...body, image: theirs }, 'image'],
      [{ ...body, validUntil: t.day(-1) }, 'validUntil'],
      [{ ...body, qualificationNo: '12' }, 'qualificationNo'],
    ] as const) {
      const result = await call(suite.app, driver.qualification, { token: session.userToken, body: bad });
      assert.equal(result.status, 400, result.text);
      assert.ok(result.body.errors?.some((e) => e.field === field), result.text);
    }
    assert.deepEqual(await t.storedRows(), before);
    assert.equal((await info(session.userToken)).driver.qualification, null);

    const added = await call(suite.app, driver.qualification, { token: session.userToken, body });
    assert.equal(added.status, 200, added.text);
    assert.equal(added.body.data.driver.qualification.qualificationNo, 'AB******78');
    assert.equal(added.body.data.driver.qualification.validUntil, t.day(400));
    // The stranger has no certification: their qualification call is 404 and changes nothing of ours.
    const strangers = await call(suite.app, driver.qualification, { token: stranger.userToken, body: { ...body, image: theirs } });
    assert.equal(strangers.status, 404);
    // A resubmission without a certificate keeps the stored one.
    const id = added.body.data.driver.certification.id;
    assert.equal((await t.reject(operator, id, '请补充照片')).status, 200);
    const rejectedUpdate = await call(suite.app, driver.qualification, { token: session.userToken, body });
    assert.equal(rejectedUpdate.status, 409);
    const resubmitted = await t.save(session);
    assert.equal(resubmitted.body.data.driver.qualification.qualificationNo, 'AB******78');
  });

  it('tells what expires within 30 days and what has expired', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const session = await t.verifiedUser(operator);
    const saved = await t.save(session, {
      validUntil: t.day(10),
      qualification: { qualificationNo: 'QC20240001', validUntil: t.day(45), image: await t.photo(session) },
    });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.body.data.expiries, [{ document: 'license', validUntil: t.day(10), state: 'expiring', daysLeft: 10 }]);
    // Twenty days on (the token would expire if the clock moved: the stored dates move back instead).
    await suite.deps.db
      .update(driverDetails)
      .set({ validUntil: t.day(-10), qualificationValidUntil: t.day(25) })
      .where(eq(driverDetails.certificationId, saved.body.data.driver.certification.id));
    const later = await info(session.userToken);
    assert.deepEqual(
      later.expiries.map((e: { document: string; state: string; daysLeft: number }) => [e.document, e.state, e.daysLeft]),
      [
        ['license', 'expired', -10],
        ['qualification', 'expiring', 25],
      ],
    );
  });
});
