/**
 * Test support for the coupon and activity suites and the authorization matrix (not a test
 * itself): an approved merchant with its administrator and waiters (rows as an approved
 * application leaves them), live batches, drivers with claimed coupons, write-offs.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { endpoints, type MerchantStaffRole } from '@/lib/contract';
import type { ModuleSuite } from '../testing';
import { call } from '../testing';
import { nowDate } from '../clock';
import { signInOperator, signInWithId } from '../identity/identity.testing';
import { insertApprovedMerchant, insertStaffMember } from './coupon.merchants';

const { coupon } = endpoints;

export type Session = Awaited<ReturnType<typeof signInWithId>>;

/** A cash batch of 5 yuan off 20, a fixed window from an hour ago to 30 days on, 100 in stock. */
export function cashDraft(merchantId: number, overrides: Record<string, unknown> = {}) {
  const at = nowDate().getTime();
  return {
    merchantId,
    name: '满20减5',
    kind: 'cash',
    faceValueFen: 500,
    thresholdFen: 2000,
    validityType: 'fixed',
    validFrom: new Date(at - 3_600_000).toISOString(),
    validUntil: new Date(at + 30 * 86_400_000).toISOString(),
    totalStock: 100,
    perUserLimit: 1,
    ...overrides,
  };
}

/** A fresh Idempotency-Key header. */
export const keyed = (key: string = randomUUID()) => ({ 'idempotency-key': key });

export function couponHelpers(suite: ModuleSuite) {
  /** A signed-in operator (a new one each time: each test starts from an empty database). */
  const operator = (): Promise<Session> => signInOperator(suite.app, suite.deps);

  /** A signed-in merchant administrator with their approved merchant. */
  async function merchant(name?: string) {
    const admin = await signInWithId(suite.app);
    const merchantId = await insertApprovedMerchant(suite.deps.db, admin.userId, { name });
    return { admin, merchantId };
  }

  /** A signed-in member of a merchant's staff in `role`. */
  async function staff(merchantId: number, role: MerchantStaffRole = 'waiter') {
    const session = await signInWithId(suite.app);
    await insertStaffMember(suite.deps.db, merchantId, session.userId, role, '店员');
    return session;
  }

  /** A batch its administrator defined and an operator approved; answers its id. */
  async function liveBatch(admin: { userToken: string }, merchantId: number, overrides: Record<string, unknown> = {}): Promise<number> {
    const added = await call(suite.app, coupon.addCoupon, { token: admin.userToken, body: cashDraft(merchantId, overrides), headers: keyed() });
    assert.equal(added.status, 200, added.text);
    const approved = await call(suite.app, coupon.auditCoupon, { token: (await operator()).userToken, body: { id: added.body.data.id, approve: true }, headers: keyed() });
    assert.equal(approved.status, 200, approved.text);
    return added.body.data.id;
  }

  /** A platform-funded batch (the operator's; live at once) at the merchant; answers its id. */
  async function platformBatch(merchantId: number, overrides: Record<string, unknown> = {}): Promise<number> {
    const op = await operator();
    const added = await call(suite.app, coupon.addCoupon, { token: op.userToken, body: cashDraft(merchantId, { fundedBy: 'platform', name: '平台打卡券', ...overrides }), headers: keyed() });
    assert.equal(added.status, 200, added.text);
    return added.body.data.id;
  }

  /** A driver who claimed one coupon of the batch; answers the driver and the coupon (code, qr). */
  async function claimed(batchId: number) {
    const driver = await signInWithId(suite.app);
    const claim = await call(suite.app, coupon.claimCoupon, { token: driver.userToken, body: { batchId }, headers: keyed() });
    assert.equal(claim.status, 200, claim.text);
    return { driver, coupon: claim.body.data as { id: number; code: string; qr: string } };
  }

  /** Writes a coupon off at the merchant's counter (by `by`, its staff); answers the write-off's id. */
  async function writtenOff(by: { userToken: string }, merchantId: number, code: string): Promise<number> {
    const used = await call(suite.app, coupon.useConsumeByCode, { token: by.userToken, body: { merchantId, code }, headers: keyed() });
    assert.equal(used.status, 200, used.text);
    return used.body.data.record.id;
  }

  return { operator, merchant, staff, liveBatch, platformBatch, claimed, writtenOff };
}
