import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { call, deviceToken, signIn, useModuleSuite } from '../testing';
import { certificationAudit, certifications, realNameDetails } from './identity.table';
import { decryptIdCardNo } from './identity.secrets';
import { nationalId, signInOperator, signInWithId, uploadIdCard } from './identity.testing';

const { identity, user } = endpoints;
const suite = useModuleSuite({ clock: true });

const GOOD_ID = nationalId('123');
/** Sequence 999: the local ID checker's documented "not in the register" test IDs. */
const MISMATCH_ID = nationalId('999');

type Session = Awaited<ReturnType<typeof signInWithId>>;

async function submit(session: Session, overrides: Record<string, unknown> = {}) {
  const images = await uploadIdCard(suite.app, session.userToken);
  return call(suite.app, identity.verified, {
    token: session.userToken,
    body: { name: '张三', idCardNo: GOOD_ID, ...images, ...overrides },
  });
}

const storedRows = async () => ({
  certifications: (await suite.deps.db.select({ n: count() }).from(certifications))[0].n,
  details: (await suite.deps.db.select({ n: count() }).from(realNameDetails))[0].n,
  audit: (await suite.deps.db.select({ n: count() }).from(certificationAudit))[0].n,
});

const review = (operator: Session, id: number, decision: 'approve' | 'reject', reason?: string) =>
  call(suite.app, decision === 'approve' ? identity.approve : identity.reject, {
    token: operator.userToken,
    params: { id },
    ...(decision === 'reject' ? { body: { reason } } : {}),
  });

describe('submitting real-name verification', () => {
  it('makes a pending certification, answering the name and the masked ID number only', async () => {
    const applicant = await signInWithId(suite.app);
    const result = await submit(applicant, { idCardNo: GOOD_ID.toLowerCase() });
    assert.equal(result.status, 200, result.text);
    const data = result.body.data;
    assert.equal(data.status, 'pending');
    assert.equal(data.kind, 'realName');
    assert.equal(data.name, '张三');
    assert.equal(data.idCardNo, `110105********${GOOD_ID.slice(-4)}`);
    assert.equal(new Date(data.submittedAt).getTime(), suite.clock.now());
    assert.equal(result.text.includes(GOOD_ID), false);

    const read = await call(suite.app, identity.realName, { token: applicant.userToken });
    assert.deepEqual(read.body.data, data);
    // Stored encrypted, recoverable only with the server secret.
    const [stored] = await suite.deps.db.select().from(realNameDetails);
    assert.equal(stored.idCardCipher.includes(GOOD_ID), false);
    assert.equal(decryptIdCardNo(suite.deps.config.tokenSecret, stored.idCardCipher), GOOD_ID);
  });

  it('answers null before anything was submitted', async () => {
    const applicant = await signInWithId(suite.app);
    const read = await call(suite.app, identity.realName, { token: applicant.userToken });
    assert.equal(read.status, 200);
    assert.equal(read.body.data, null);
  });

  it('refuses an ID the register does not match with 400 and its reason, storing nothing', async () => {
    const applicant = await signInWithId(suite.app);
    const result = await submit(applicant, { idCardNo: MISMATCH_ID });
    assert.equal(result.status, 400);
    assert.match(result.body.msg, /do not match the identity register/);
    assert.deepEqual(result.body.errors?.map((e) => e.field), ['idCardNo']);
    assert.deepEqual(await storedRows(), { certifications: 0, details: 0, audit: 0 });
    assert.equal((await call(suite.app, identity.realName, { token: applicant.userToken })).body.data, null);
  });

  it('refuses malformed fields with 400 naming them, storing nothing', async () => {
    const applicant = await signInWithId(suite.app);
    const images = await uploadIdCard(suite.app, applicant.userToken);
    const bad = [
      [{ name: '张三', idCardNo: GOOD_ID.slice(0, 17) + (GOOD_ID[17] === '0' ? '1' : '0'), ...images }, 'idCardNo'],
      [{ name: '19900101', idCardNo: GOOD_ID, ...images }, 'name'],
      [{ name: '张三', idCardNo: GOOD_ID, frontImage: images.frontImage }, 'backImage'],
      [{ name: '张三', idCardNo: GOOD_ID, ...images, frontImage: '../etc/passwd' }, 'frontImage'],
    ] as const;
    for (const [body, field] of bad) {
      const result = await call(suite.app, identity.verified, { token: applicant.userToken, body });
      assert.equal(result.status, 400, `${field}: ${result.text}`);
      assert.ok(result.body.errors?.some((e) => e.field === field), `${field}: ${result.text}`);
    }
    assert.deepEqual(await storedRows(), { certifications: 0, details: 0, audit: 0 });
  });

  it("refuses another user's uploads and the same photo twice with 400", async () => {
    const applicant = await signInWithId(suite.app);
    const stranger = await signInWithId(suite.app);
    const theirs = await uploadIdCard(suite.app, stranger.userToken);
    const foreign = await submit(applicant, { frontImage: theirs.frontImage });
    assert.equal(foreign.status, 400);
    assert.deepEqual(foreign.body.errors?.map((e) => e.field), ['frontImage']);
    const mine = await uploadIdCard(suite.app, applicant.userToken);
    const twice = await submit(applicant, { frontImage: mine.frontImage, backImage: mine.frontImage });
    assert.equal(twice.status, 400);
    assert.deepEqual(await storedRows(), { certifications: 0, details: 0, audit: 0 });
  });

  it('needs a user token', async () => {
    const body = { name: '张三', idCardNo: GOOD_ID, frontImage: 'A'.repeat(24), backImage: 'B'.repeat(24) };
    assert.equal((await call(suite.app, identity.verified, { body })).status, 401);
    assert.equal((await call(suite.app, identity.verified, { body, token: await deviceToken(suite.app) })).status, 401);
    assert.equal((await call(suite.app, identity.realName, {})).status, 401);
    assert.equal((await call(suite.app, identity.qualification, {})).status, 401);
  });
});

describe('the review state machine', () => {
  it('goes submit -> 409 while pending -> rejected with a reason -> resubmitted -> approved, and verifies the user', async () => {
    const applicant = await signInWithId(suite.app);
    const operator = await signInOperator(suite.app, suite.deps);
    const submitted = await submit(applicant);
    const id = submitted.body.data.id;

    const duplicate = await submit(applicant);
    assert.equal(duplicate.status, 409);
    assert.match(duplicate.body.msg, /already waiting for review/);

    suite.clock.advance(60_000);
    const rejected = await review(operator, id, 'reject', '身份证照片模糊，请重新拍摄');
    assert.equal(rejected.status, 200, rejected.text);
    assert.equal(rejected.body.data.status, 'rejected');
    const seen = (await call(suite.app, identity.realName, { token: applicant.userToken })).body.data;
    assert.equal(seen.status, 'rejected');
    assert.equal(seen.rejectReason, '身份证照片模糊，请重新拍摄');
    assert.equal(new Date(seen.reviewedAt).getTime(), suite.clock.now());

    suite.clock.advance(60_000);
    const resubmitted = await submit(applicant, { name: '张三丰' });
    assert.equal(resubmitted.status, 200, resubmitted.text);
    assert.equal(resubmitted.body.data.id, id);
    assert.equal(resubmitted.body.data.status, 'pending');
    assert.equal(resubmitted.body.data.name, '张三丰');
    assert.equal(resubmitted.body.data.rejectReason, null);

    const before = (await call(suite.app, user.info, { token: applicant.userToken })).body.data;
    assert.deepEqual([before.isVerified, before.vLogo], [false, null]);
    suite.clock.advance(60_000);
    const approved = await review(operator, id, 'approve');
    assert.equal(approved.status, 200, approved.text);
    assert.equal(approved.body.data.status, 'approved');
    assert.deepEqual(
      approved.body.data.audit.map((entry: { action: string; actorUserId: number; reason: string | null }) => [entry.action, entry.actorUserId, entry.reason]),
      [
        ['submitted', applicant.userId, null],
        ['rejected', operator.userId, '身份证照片模糊，请重新拍摄'],
        ['resubmitted', applicant.userId, null],
        ['approved', operator.userId, null],
      ],
    );
    assert.equal(approved.body.data.audit[1].actorMobile, operator.phone);

    const after = (await call(suite.app, user.info, { token: applicant.userToken })).body.data;
    assert.equal(after.isVerified, true);
    assert.match(after.vLogo, /^data:image\/svg\+xml,/);
    assert.equal((await call(suite.app, user.wlInfo, { token: applicant.userToken })).body.data.isVerified, true);

    const again = await submit(applicant);
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /already verified/);
  });

  it('reviews only a pending certification: 409 on a second decision, changing nothing', async () => {
    const applicant = await signInWithId(suite.app);
    const operator = await signInOperator(suite.app, suite.deps);
    const id = (await submit(applicant)).body.data.id;
    assert.equal((await review(operator, id, 'approve')).status, 200);
    const before = await storedRows();
    const reject = await review(operator, id, 'reject', 'too late');
    assert.equal(reject.status, 409);
    assert.match(reject.body.msg, /is approved/);
    assert.equal((await review(operator, id, 'approve')).status, 409);
    assert.deepEqual(await storedRows(), before);
    assert.equal((await review(operator, 999_999, 'approve')).status, 404);
  });

  it('requires a reject reason (2-200 characters)', async () => {
    const applicant = await signInWithId(suite.app);
    const operator = await signInOperator(suite.app, suite.deps);
    const id = (await submit(applicant)).body.data.id;
    for (const body of [{}, { reason: ' ' }, { reason: 'x' }, { reason: 'x'.repeat(201) }]) {
      const result = await call(suite.app, identity.reject, { token: operator.userToken, params: { id }, body });
      assert.equal(result.status, 400, JSON.stringify(body));
    }
    const [row] = await suite.deps.db.select().from(certifications).where(eq(certifications.id, id));
    assert.equal(row.status, 'pending');
  });

  it('lets a second concurrent submission fail with 409, keeping one pending certification', async () => {
    const applicant = await signInWithId(suite.app);
    const images = await uploadIdCard(suite.app, applicant.userToken);
    const body = { name: '张三', idCardNo: GOOD_ID, ...images };
    const results = await Promise.all([1, 2].map(() => call(suite.app, identity.verified, { token: applicant.userToken, body })));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    assert.equal((await storedRows()).certifications, 1);
  });
});

describe('operator review access and queue', () => {
  it('lists pending certifications oldest first with details and image URLs the operator can open', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const first = await signInWithId(suite.app);
    const second = await signInWithId(suite.app);
    await submit(first);
    suite.clock.advance(1000);
    await submit(second, { name: '李四' });

    const queue = await call(suite.app, identity.reviewQueue, { token: operator.userToken });
    assert.equal(queue.status, 200, queue.text);
    assert.equal(queue.body.data.total, 2);
    const [a, b] = queue.body.data.records;
    assert.deepEqual([a.mobile, b.mobile], [first.phone, second.phone]);
    assert.deepEqual(a.details.map((d: { value: string }) => d.value), ['张三', `110105********${GOOD_ID.slice(-4)}`]);
    assert.equal(a.images.length, 2);
    const image = await suite.app.inject({ method: 'GET', url: a.images[0].url, headers: { authorization: `Bearer ${operator.userToken}` } });
    assert.equal(image.statusCode, 200);
    assert.match(String(image.headers['content-type']), /^image\/jpeg/);

    const paged = await call(suite.app, identity.reviewQueue, { token: operator.userToken, query: { size: 1, current: 2 } });
    assert.deepEqual([paged.body.data.records[0].mobile, paged.body.data.pages], [second.phone, 2]);
    const approved = await call(suite.app, identity.reviewQueue, { token: operator.userToken, query: { status: 'approved' } });
    assert.equal(approved.body.data.total, 0);
    const ofKind = await call(suite.app, identity.reviewQueue, { token: operator.userToken, query: { kind: 'vehicle' } });
    assert.equal(ofKind.body.data.total, 0);
    const bad = await call(suite.app, identity.reviewQueue, { token: operator.userToken, query: { status: 'done' } });
    assert.equal(bad.status, 400);

    const detail = await call(suite.app, identity.reviewDetail, { token: operator.userToken, params: { id: a.id } });
    assert.equal(detail.status, 200);
    assert.deepEqual(detail.body.data.audit.map((e: { action: string }) => e.action), ['submitted']);
    assert.equal((await call(suite.app, identity.reviewDetail, { token: operator.userToken, params: { id: 424242 } })).status, 404);
  });

  it('refuses non-operators with 403 and tourists with 401, changing nothing', async () => {
    const applicant = await signInWithId(suite.app);
    const id = (await submit(applicant)).body.data.id;
    const tourist = await deviceToken(suite.app);
    const before = await storedRows();
    const attempts = [
      [identity.reviewQueue, {}],
      [identity.reviewDetail, { params: { id } }],
      [identity.approve, { params: { id } }],
      [identity.reject, { params: { id }, body: { reason: 'not allowed' } }],
    ] as const;
    for (const [endpoint, options] of attempts) {
      const own = await call(suite.app, endpoint, { ...options, token: applicant.userToken });
      assert.equal(own.status, 403, endpoint.path);
      assert.match(own.body.msg, /operator identity/);
      assert.equal((await call(suite.app, endpoint, { ...options, token: tourist })).status, 401, endpoint.path);
      assert.equal((await call(suite.app, endpoint, options)).status, 401, endpoint.path);
    }
    assert.deepEqual(await storedRows(), before);
    assert.equal((await call(suite.app, identity.realName, { token: applicant.userToken })).body.data.status, 'pending');
  });
});

describe('qualification overview', () => {
  it('lists every kind with its latest certification and what the current identity requires', async () => {
    const applicant = await signInWithId(suite.app);
    const none = (await call(suite.app, identity.qualification, { token: applicant.userToken })).body.data;
    assert.equal(none.isVerified, false);
    assert.deepEqual(
      none.items.map((item: { kind: string; required: boolean; certification: unknown }) => [item.kind, item.required, item.certification]),
      [
        ['realName', true, null],
        ['cargoOwner', false, null],
        ['enterprise', false, null],
        ['vehicle', false, null],
        ['driver', false, null],
      ],
    );
    await submit(applicant);
    const expectations = {
      driver: ['realName', 'vehicle', 'driver'],
      truckOwner: ['realName', 'vehicle'],
      cargoOwner: ['realName', 'cargoOwner'],
      enterpriseCargoOwner: ['realName', 'cargoOwner', 'enterprise'],
      carrier: ['realName', 'enterprise'],
    };
    for (const [identityType, required] of Object.entries(expectations)) {
      await call(suite.app, user.setIdentity, { token: applicant.userToken, body: { identityType } });
      const data = (await call(suite.app, identity.qualification, { token: applicant.userToken })).body.data;
      const items = data.items as { kind: string; required: boolean; certification: { status: string } | null }[];
      assert.deepEqual(items.filter((i) => i.required).map((i) => i.kind), required, identityType);
      assert.equal(items[0].certification?.status, 'pending');
    }
  });
});

describe('signing in again', () => {
  it('keeps a verified account verified', async () => {
    const applicant = await signInWithId(suite.app);
    const operator = await signInOperator(suite.app, suite.deps);
    const id = (await submit(applicant)).body.data.id;
    await review(operator, id, 'approve');
    suite.clock.advance(61_000); // past the one-code-a-minute SMS limit
    const again = await signIn(suite.app, applicant.phone);
    const data = (await call(suite.app, identity.qualification, { token: again.userToken })).body.data;
    assert.equal(data.isVerified, true);
    assert.equal(data.items[0].certification.status, 'approved');
  });
});
