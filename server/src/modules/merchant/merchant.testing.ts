/**
 * Test support for the merchant suites and the cross-module ones (not a test itself): an applicant
 * with an uploaded licence, an application, its approval by an operator, staff and goods on shelf,
 * as the app and the review console do them.
 */
import assert from 'node:assert/strict';
import { count } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { nowDate } from '../clock';
import { makeImage, signInOperator, signInWithId, upload } from '../identity/identity.testing';
import { call, type ModuleSuite } from '../testing';
import { addIdentity } from '../user/user.repository';
import { userIdentities } from '../user/user.table';
import { merchantGoods, merchantStaff, merchants } from './merchant.table';

const { merchant, identity, user } = endpoints;

export type Session = Awaited<ReturnType<typeof signInWithId>>;

export function merchantHelpers(suite: ModuleSuite) {
  /** Uploads a photo as `session`; answers its file id. */
  async function photo(session: Session): Promise<string> {
    const uploaded = await upload(suite.app, session.userToken, await makeImage('jpeg'));
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
    return uploaded.body.data.fileId as string;
  }

  /** A complete application of `session` (their own licence photo), with `changes` over it. */
  async function application(session: Session, changes: Record<string, unknown> = {}) {
    return {
      merchantName: '闽运便利店',
      category: 'shop',
      address: '福建省福州市闽侯县G15沈海高速青口服务区',
      lng: 119.31,
      lat: 25.98,
      contactPhone: '0591-22883344',
      licenceImage: await photo(session),
      ...changes,
    };
  }

  const apply = async (session: Session, changes: Record<string, unknown> = {}) =>
    call(suite.app, merchant.settleInfo, { token: session.userToken, body: await application(session, changes) });

  const operator = () => signInOperator(suite.app, suite.deps);

  /** The operator decides the certification `id` (an application, or goods to put on shelf). */
  async function decide(operatorSession: Session, certificationId: number, reason?: string) {
    const decided = reason
      ? await call(suite.app, identity.reject, { token: operatorSession.userToken, params: { id: certificationId }, body: { reason } })
      : await call(suite.app, identity.approve, { token: operatorSession.userToken, params: { id: certificationId } });
    assert.equal(decided.status, 200, decided.text);
    return decided.body.data;
  }

  /** The pending certification of `kind` in the review queue submitted by `userId` (newest). */
  async function queued(operatorSession: Session, kind: 'merchant' | 'merchantGoods', userId: number): Promise<number> {
    const queue = await call(suite.app, identity.reviewQueue, { token: operatorSession.userToken, query: { kind, size: 100 } });
    assert.equal(queue.status, 200, queue.text);
    const item = (queue.body.data.records as { id: number; userId: number }[]).filter((record) => record.userId === userId).at(-1);
    assert.ok(item, `no pending ${kind} of user ${userId} in ${queue.text}`);
    return item.id;
  }

  /** A signed-in applicant whose merchant an operator approved. */
  async function approvedMerchant(changes: Record<string, unknown> = {}) {
    const admin = await signInWithId(suite.app);
    const applied = await apply(admin, changes);
    assert.equal(applied.status, 200, applied.text);
    const ops = await operator();
    await decide(ops, await queued(ops, 'merchant', admin.userId));
    return { admin, merchantId: applied.body.data.merchantId as number, operator: ops };
  }

  /** Adds a freshly signed-in user to the merchant's staff in `role`. */
  async function staffMember(admin: Session, merchantId: number, role: 'admin' | 'waiter' | 'liaison', name = '李四') {
    const person = await signInWithId(suite.app);
    const added = await call(suite.app, merchant.staffAdd, { token: admin.userToken, body: { merchantId, name, phone: person.phone, role } });
    assert.equal(added.status, 200, added.text);
    return { person, staffId: added.body.data.id as number };
  }

  /** Goods of the merchant put on shelf through the operator's review. */
  async function goodsOnShelf(admin: Session, merchantId: number, ops: Session, changes: Record<string, unknown> = {}) {
    const added = await call(suite.app, merchant.goodsAdd, {
      token: admin.userToken,
      body: { merchantId, goodsName: '矿泉水', description: '550ml', priceFen: 250, ...changes },
    });
    assert.equal(added.status, 200, added.text);
    const id = added.body.data.id as number;
    const up = await call(suite.app, merchant.goodsAudit, { token: admin.userToken, body: { id, action: 'up' } });
    assert.equal(up.status, 200, up.text);
    await decide(ops, await queued(ops, 'merchantGoods', admin.userId));
    return id;
  }

  /** A user holding the liaison identity (granted as the platform does). */
  async function liaisonOfficer() {
    const session = await signInWithId(suite.app);
    await addIdentity(suite.deps.db, session.userId, 'liaison', nowDate());
    return session;
  }

  const identitiesOf = async (session: Session) =>
    ((await call(suite.app, user.info, { token: session.userToken })).body.data.identities as string[]).slice().sort();

  /** The merchant rows and held identities, to show a refused call changed nothing. */
  const storedRows = async () => ({
    merchants: await suite.deps.db.select().from(merchants).orderBy(merchants.id),
    staff: await suite.deps.db.select().from(merchantStaff).orderBy(merchantStaff.id),
    goods: await suite.deps.db.select().from(merchantGoods).orderBy(merchantGoods.id),
    identities: (await suite.deps.db.select({ n: count() }).from(userIdentities))[0].n,
  });

  return { photo, application, apply, operator, decide, queued, approvedMerchant, staffMember, goodsOnShelf, liaisonOfficer, identitiesOf, storedRows };
}
