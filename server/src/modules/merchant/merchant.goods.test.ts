import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpoints } from '@/lib/contract';
import { readFile, signInWithId } from '../identity/identity.testing';
import { call, useModuleSuite } from '../testing';
import { merchantHelpers } from './merchant.testing';

const { merchant, identity } = endpoints;
const suite = useModuleSuite();
const { photo, apply, decide, queued, approvedMerchant, staffMember, goodsOnShelf, storedRows } = merchantHelpers(suite);

const shelf = async (merchantId: number) => {
  const listed = await call(suite.app, merchant.goodsList, { query: { merchantId } });
  assert.equal(listed.status, 200, listed.text);
  return (listed.body.data.records as { id: number; goodsName: string }[]).map((goods) => goods.goodsName);
};

describe('merchant goods', () => {
  it('goes on shelf only after an operator approves; the public sees it then, the staff see every status', async () => {
    const { admin, merchantId, operator: ops } = await approvedMerchant();
    const image = await photo(admin);
    const added = await call(suite.app, merchant.goodsAdd, {
      token: admin.userToken,
      body: { merchantId, goodsName: '热干面', description: '一碗', priceFen: 1250, image },
    });
    assert.equal(added.status, 200, added.text);
    assert.equal(added.body.data.status, 'offShelf');
    const id = added.body.data.id as number;
    const up = await call(suite.app, merchant.goodsAudit, { token: admin.userToken, body: { id, action: 'up' } });
    assert.equal(up.body.data.status, 'pending');
    assert.deepEqual(await shelf(merchantId), []);
    assert.equal((await call(suite.app, merchant.goodsInfo, { params: { id } })).status, 404);

    const certificationId = await queued(ops, 'merchantGoods', admin.userId);
    const detail = await call(suite.app, identity.reviewDetail, { token: ops.userToken, params: { id: certificationId } });
    assert.deepEqual(detail.body.data.details, [
      { field: 'merchantName', kind: 'text', value: '闽运便利店' },
      { field: 'goodsName', kind: 'text', value: '热干面' },
      { field: 'goodsDescription', kind: 'text', value: '一碗' },
      { field: 'goodsPrice', kind: 'money', fen: 1250 },
    ]);
    assert.deepEqual(detail.body.data.images.map((i: { field: string }) => i.field), ['goodsImage']);
    await decide(ops, certificationId);

    assert.deepEqual(await shelf(merchantId), ['热干面']);
    const info = await call(suite.app, merchant.goodsInfo, { params: { id } });
    assert.equal(info.status, 200, info.text);
    assert.equal(info.body.data.priceFen, 1250);

    // Off shelf at once; staff still see it, the public does not.
    const down = await call(suite.app, merchant.goodsAudit, { token: admin.userToken, body: { id, action: 'down' } });
    assert.equal(down.body.data.status, 'offShelf');
    assert.deepEqual(await shelf(merchantId), []);
    const { person: waiter } = await staffMember(admin, merchantId, 'waiter');
    const managed = await call(suite.app, merchant.goodsManageList, { token: waiter.userToken, query: { merchantId } });
    assert.deepEqual(managed.body.data.records.map((g: { status: string }) => g.status), ['offShelf']);
    const one = await call(suite.app, merchant.goodsManageInfo, { token: waiter.userToken, params: { id } });
    assert.equal(one.body.data.status, 'offShelf');
    const again = await call(suite.app, merchant.goodsAudit, { token: admin.userToken, body: { id, action: 'down' } });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'merchant.goodsNotOnShelf');
  });

  it('a rejection shows its reason; asking again and a change of goods on shelf go back to review', async () => {
    const { admin, merchantId, operator: ops } = await approvedMerchant();
    const id = await goodsOnShelf(admin, merchantId, ops);
    const changed = await call(suite.app, merchant.goodsUpdate, { token: admin.userToken, body: { id, priceFen: 300 } });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.data.status, 'pending');
    assert.deepEqual(await shelf(merchantId), []);
    const waiting = await call(suite.app, merchant.goodsAudit, { token: admin.userToken, body: { id, action: 'down' } });
    assert.equal(waiting.status, 409);
    assert.equal(waiting.body.error, 'merchant.goodsAwaitingReview');

    await decide(ops, await queued(ops, 'merchantGoods', admin.userId), '价格与图片不符');
    const rejected = await call(suite.app, merchant.goodsManageInfo, { token: admin.userToken, params: { id } });
    assert.equal(rejected.body.data.status, 'rejected');
    assert.equal(rejected.body.data.rejectReason, '价格与图片不符');

    const up = await call(suite.app, merchant.goodsAudit, { token: admin.userToken, body: { id, action: 'up' } });
    assert.equal(up.body.data.status, 'pending');
    assert.equal(up.body.data.rejectReason, null);
    await decide(ops, await queued(ops, 'merchantGoods', admin.userId));
    const info = await call(suite.app, merchant.goodsInfo, { params: { id } });
    assert.equal(info.body.data.priceFen, 300);
    const twice = await call(suite.app, merchant.goodsAudit, { token: admin.userToken, body: { id, action: 'up' } });
    assert.equal(twice.status, 409);
    assert.equal(twice.body.error, 'merchant.goodsAlreadyOnShelf');
  });

  it("a closed store's goods are not public; reopened, they are again", async () => {
    const { admin, merchantId, operator: ops } = await approvedMerchant();
    const id = await goodsOnShelf(admin, merchantId, ops);
    await call(suite.app, merchant.storeClosure, { token: admin.userToken, body: { merchantId, closed: true } });
    const list = await call(suite.app, merchant.goodsList, { query: { merchantId } });
    assert.equal(list.status, 409);
    assert.equal(list.body.error, 'merchant.closed');
    assert.equal((await call(suite.app, merchant.goodsInfo, { params: { id } })).status, 404);
    await call(suite.app, merchant.storeClosure, { token: admin.userToken, body: { merchantId, closed: false } });
    assert.deepEqual(await shelf(merchantId), ['矿泉水']);
  });

  it('a pending merchant may prepare goods but not put them on shelf (409)', async () => {
    const applicant = await signInWithId(suite.app);
    const merchantId = (await apply(applicant)).body.data.merchantId as number;
    const added = await call(suite.app, merchant.goodsAdd, { token: applicant.userToken, body: { merchantId, goodsName: '矿泉水', priceFen: 250 } });
    assert.equal(added.status, 200, added.text);
    const up = await call(suite.app, merchant.goodsAudit, { token: applicant.userToken, body: { id: added.body.data.id, action: 'up' } });
    assert.equal(up.status, 409);
    assert.equal(up.body.error, 'merchant.notApproved');
  });

  it('deleted goods leave every list; strangers and waiters may not change goods; bad input is 400, storing nothing', async () => {
    const a = await approvedMerchant();
    const b = await approvedMerchant({ merchantName: '青口饭店' });
    const id = await goodsOnShelf(a.admin, a.merchantId, a.operator);
    const { person: waiter } = await staffMember(a.admin, a.merchantId, 'waiter');
    const before = await storedRows();
    for (const token of [b.admin.userToken, waiter.userToken]) {
      const expected = token === waiter.userToken ? 403 : 404;
      for (const refused of [
        await call(suite.app, merchant.goodsUpdate, { token, body: { id, priceFen: 1 } }),
        await call(suite.app, merchant.goodsAudit, { token, body: { id, action: 'down' } }),
        await call(suite.app, merchant.goodsDelete, { token, params: { id } }),
      ]) {
        assert.equal(refused.status, expected, refused.text);
      }
    }
    assert.equal((await call(suite.app, merchant.goodsManageInfo, { token: b.admin.userToken, params: { id } })).status, 404);
    for (const [body, field] of [
      [{ merchantId: a.merchantId, goodsName: '水', priceFen: 1 }, 'goodsName'],
      [{ merchantId: a.merchantId, goodsName: '矿泉水', priceFen: -1 }, 'priceFen'],
      [{ merchantId: a.merchantId, goodsName: '矿泉水', priceFen: 2.5 }, 'priceFen'],
      [{ merchantId: a.merchantId, goodsName: '矿泉水', priceFen: 1, image: 'nope' }, 'image'],
    ] as const) {
      const refused = await call(suite.app, merchant.goodsAdd, { token: a.admin.userToken, body });
      assert.equal(refused.status, 400, refused.text);
      assert.ok(refused.body.errors?.some((error) => error.field === field), refused.text);
    }
    const foreignPhoto = await call(suite.app, merchant.goodsAdd, {
      token: a.admin.userToken,
      body: { merchantId: a.merchantId, goodsName: '矿泉水', priceFen: 1, image: await photo(b.admin) },
    });
    assert.equal(foreignPhoto.status, 400);
    assert.equal(foreignPhoto.body.error, 'merchant.imageNotUploaded');
    const nothing = await call(suite.app, merchant.goodsUpdate, { token: a.admin.userToken, body: { id } });
    assert.equal(nothing.body.error, 'merchant.nothingToChange');
    assert.deepEqual(await storedRows(), before);

    const deleted = await call(suite.app, merchant.goodsDelete, { token: a.admin.userToken, params: { id } });
    assert.equal(deleted.status, 200, deleted.text);
    assert.deepEqual(await shelf(a.merchantId), []);
    assert.equal((await call(suite.app, merchant.goodsManageInfo, { token: a.admin.userToken, params: { id } })).status, 404);
    const managed = await call(suite.app, merchant.goodsManageList, { token: a.admin.userToken, query: { merchantId: a.merchantId } });
    assert.equal(managed.body.data.total, 0);
  });

  it("a goods photo is readable by anyone signed in once on shelf, by the staff always; the licence by the staff only", async () => {
    const { admin, merchantId, operator: ops } = await approvedMerchant();
    const image = await photo(admin);
    const driver = await signInWithId(suite.app);
    const { person: waiter } = await staffMember(admin, merchantId, 'waiter');
    const added = await call(suite.app, merchant.goodsAdd, { token: admin.userToken, body: { merchantId, goodsName: '热干面', priceFen: 1250, image } });
    assert.equal((await readFile(suite.app, driver.userToken, image)).status, 404, 'not on shelf yet');
    assert.equal((await readFile(suite.app, waiter.userToken, image)).status, 200);
    await call(suite.app, merchant.goodsAudit, { token: admin.userToken, body: { id: added.body.data.id, action: 'up' } });
    await decide(ops, await queued(ops, 'merchantGoods', admin.userId));
    assert.equal((await readFile(suite.app, driver.userToken, image)).status, 200);
    const licence = (await call(suite.app, merchant.getMerchantInfo, { token: admin.userToken })).body.data[0].licenceImage.fileId as string;
    assert.equal((await readFile(suite.app, waiter.userToken, licence)).status, 200);
    assert.equal((await readFile(suite.app, driver.userToken, licence)).status, 404);
  });

  it('the same Idempotency-Key adds goods once and answers the first answer', async () => {
    const { admin, merchantId } = await approvedMerchant();
    const input = { token: admin.userToken, body: { merchantId, goodsName: '矿泉水', priceFen: 250 }, headers: { 'idempotency-key': 'goods-add-00001' } };
    const first = await call(suite.app, merchant.goodsAdd, input);
    const replay = await call(suite.app, merchant.goodsAdd, input);
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(replay.body.data, first.body.data);
    assert.equal((await storedRows()).goods.length, 1);
  });
});
