/**
 * Idempotency of every creating or changing call (issue 12; docs/idempotency.md). The contract marks
 * each such call `idempotent`; the route layer claims its Idempotency-Key in the action's own
 * transaction. Per module: the same key twice → one row and the same answer; the same key with
 * another body → 422 and nothing more; concurrent replays → one row. A grab whose answer was lost
 * and that is sent again with a new key ends on the driver's waybill, not on 409.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { endpoints, type Endpoint } from '@/lib/contract';
import { call, type CallOptions, type CallResult, useModuleSuite } from '../src/modules/testing';
import { goodsSources } from '../src/modules/goods/goods.table';
import { offlineBody, releaseBody, userWith } from '../src/modules/goods/goods.testing';
import { vehicles } from '../src/modules/vehicle/vehicle.table';
import { vehicleBody } from '../src/modules/vehicle/vehicle.testing';
import { nationalId, signInWithId, uploadIdCard } from '../src/modules/identity/identity.testing';
import { certifications } from '../src/modules/identity/identity.table';
import { waybills } from '../src/modules/waybill/waybill.table';
import { waybillHelpers } from '../src/modules/waybill/waybill.testing';

const suite = useModuleSuite({ clock: true });
const h = waybillHelpers(suite);

/**
 * Creating and changing calls that take no key, each for a reason: they sign in or out (their
 * answer is a credential, not an action), are a provider's own signed callback (deduped by the
 * provider's id), are naturally idempotent (positions are deduped by their own time), only read
 * (a scan lookup sent as POST, the ETC licence OCR), only send a code, or stream a file in (a repeated upload leaves
 * an unreferenced file, and a transaction must not be held while bytes arrive).
 */
const WITHOUT_KEY = new Set([
  'auth.device', 'auth.mobile', 'auth.refreshUser', 'auth.refreshLogistics', 'auth.logout', 'auth.checkCaptcha',
  'auth.checkH5SmsCode', 'auth.consignorRegister', 'auth.vehicleAuthorize', 'auth.inviteRegister',
  'money.paymentNotify', 'money.getMsgCode', 'waybill.esignCallback', 'waybill.waybillDetailScanning',
  'tracking.positions', 'identity.upload', 'etc.ocr', 'etc.issuerNotify', 'brigade.payNotify',
]);

const rows = async (table: PgTable) => (await suite.deps.db.select({ n: count() }).from(table))[0].n;
const key = () => `test-${randomUUID()}`;

interface Case {
  /** Sends the call with `body` under `idempotencyKey`. */
  send(body: unknown, idempotencyKey?: string): Promise<CallResult>;
  body: unknown;
  otherBody: unknown;
  table: PgTable;
  /** The part of the answer that names what was made (ids differ between runs, never between replays). */
  id(result: CallResult): unknown;
}

const as = (endpoint: Endpoint, credentials: CallOptions) => (body: unknown, idempotencyKey?: string) =>
  call(suite.app, endpoint, { ...credentials, body, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} });

/** The three rules, checked for one module's creating call. */
function appliesOnce(name: string, setUp: () => Promise<Case>) {
  describe(name, () => {
    it('the same key twice: one row, the same answer', async () => {
      const c = await setUp();
      const before = await rows(c.table);
      const k = key();
      const first = await c.send(c.body, k);
      assert.equal(first.status, 200, first.text);
      const replay = await c.send(c.body, k);
      assert.equal(replay.status, 200, replay.text);
      assert.deepEqual(replay.body.data, first.body.data);
      assert.equal(await rows(c.table), before + 1);
    });

    it('the same key with another body: 422, nothing more', async () => {
      const c = await setUp();
      const k = key();
      assert.equal((await c.send(c.body, k)).status, 200);
      const after = await rows(c.table);
      const other = await c.send(c.otherBody, k);
      assert.equal(other.status, 422, other.text);
      assert.match(other.body.msg, /Idempotency-Key/);
      assert.equal(await rows(c.table), after);
    });

    it('five concurrent sends of one intention: one row, every answer the same', async () => {
      const c = await setUp();
      const before = await rows(c.table);
      const k = key();
      const results = await Promise.all(Array.from({ length: 5 }, () => c.send(c.body, k)));
      assert.deepEqual(results.map((r) => r.status), [200, 200, 200, 200, 200], results.map((r) => r.text).join('\n'));
      assert.equal(new Set(results.map((r) => JSON.stringify(c.id(r)))).size, 1);
      assert.equal(await rows(c.table), before + 1);
    });
  });
}

appliesOnce('goods: releaseSource', async () => {
  const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
  return {
    send: as(endpoints.goods.releaseSource, { logisticsToken: owner.logisticsToken }),
    body: releaseBody(),
    otherBody: releaseBody({ trucksNeeded: 3 }),
    table: goodsSources,
    id: (r) => r.body.data.id,
  };
});

appliesOnce('goods: releaseSourceOfOffline', async () => {
  const collector = await h.tollCollector();
  const stationId = await h.station();
  return {
    send: as(endpoints.goods.releaseSourceOfOffline, { logisticsToken: collector.logisticsToken }),
    body: offlineBody(stationId),
    otherBody: offlineBody(stationId, { weightKg: 9000 }),
    table: goodsSources,
    id: (r) => r.body.data.id,
  };
});

appliesOnce('waybill: grabOrder', async () => {
  const driver = await h.driver();
  const owner = await h.owner();
  const goodsSourceId = await h.goods(owner.userId, { trucksNeeded: 3 });
  const otherSourceId = await h.goods(owner.userId, { trucksNeeded: 3 });
  return {
    send: as(endpoints.waybill.grabOrder, { logisticsToken: driver.logisticsToken }),
    body: { goodsSourceId, carNumber: driver.plate },
    otherBody: { goodsSourceId: otherSourceId, carNumber: driver.plate },
    table: waybills,
    id: (r) => r.body.data.waybillId,
  };
});

appliesOnce('vehicle: save', async () => {
  const session = await signInWithId(suite.app);
  const body = await vehicleBody(suite.app, session);
  return {
    send: as(endpoints.vehicle.save, { token: session.userToken }),
    body,
    otherBody: { ...body, approvedLoadKg: 17000 },
    table: vehicles,
    id: (r) => r.body.data.vehicleId,
  };
});

appliesOnce('identity: real-name verification', async () => {
  const session = await signInWithId(suite.app);
  const images = await uploadIdCard(suite.app, session.userToken);
  const body = { name: '张三', idCardNo: nationalId('777'), ...images };
  return {
    send: as(endpoints.identity.verified, { token: session.userToken }),
    body,
    otherBody: { ...body, name: '李四' },
    table: certifications,
    id: (r) => r.body.data.certificationId,
  };
});

describe('the contract', () => {
  it('marks every creating or changing call idempotent, except the few that take no key for a stated reason', () => {
    const unmarked = Object.entries(endpoints).flatMap(([domain, group]) =>
      Object.entries(group as Record<string, Endpoint>)
        .filter(([name, e]) => e.method !== 'GET' && !e.idempotent && !WITHOUT_KEY.has(`${domain}.${name}`))
        .map(([name]) => `${domain}.${name}`),
    );
    assert.deepEqual(unmarked, []);
  });
});

describe('a change replays its first answer', () => {
  it('cancelling goods twice with one key answers the first success, not "already cancelled"', async () => {
    const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
    const released = await as(endpoints.goods.releaseSource, { logisticsToken: owner.logisticsToken })(releaseBody(), key());
    const cancel = as(endpoints.goods.cargoOwnerCancel, { logisticsToken: owner.logisticsToken });
    const k = key();
    const first = await cancel({ id: released.body.data.id }, k);
    assert.equal(first.status, 200, first.text);
    const replay = await cancel({ id: released.body.data.id }, k);
    assert.equal(replay.status, 200, replay.text);
    assert.deepEqual(replay.body.data, first.body.data);
    const fresh = await cancel({ id: released.body.data.id }, key());
    assert.notEqual(fresh.status, 200, 'a new intention is judged afresh');
  });
});

describe('calls without a key (old clients)', () => {
  it('still run, each send on its own', async () => {
    const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
    const send = as(endpoints.goods.releaseSource, { logisticsToken: owner.logisticsToken });
    const before = await rows(goodsSources);
    assert.equal((await send(releaseBody())).status, 200);
    assert.equal((await send(releaseBody())).status, 200);
    assert.equal(await rows(goodsSources), before + 2);
  });

  it('a malformed key is 400 naming the header, nothing written', async () => {
    const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
    const before = await rows(goodsSources);
    const result = await as(endpoints.goods.releaseSource, { logisticsToken: owner.logisticsToken })(releaseBody(), 'short');
    assert.equal(result.status, 400, result.text);
    assert.match(result.text, /Idempotency-Key/);
    assert.equal(await rows(goodsSources), before);
  });
});

describe('a grab whose answer was lost', () => {
  it('sent again with a NEW key (another tap) answers the waybill he already holds, even when the load is now full', async () => {
    const driver = await h.driver();
    const owner = await h.owner();
    const goodsSourceId = await h.goods(owner.userId, { trucksNeeded: 1 });
    const grab = as(endpoints.waybill.grabOrder, { logisticsToken: driver.logisticsToken });
    const first = await grab({ goodsSourceId, carNumber: driver.plate }, key());
    assert.equal(first.status, 200, first.text);
    const before = await h.stored();
    const again = await grab({ goodsSourceId, carNumber: driver.plate }, key());
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.data.waybillId, first.body.data.waybillId);
    assert.deepEqual((await h.stored()).waybills, before.waybills);
    // Another driver still finds the load gone.
    const other = await h.driver();
    const late = await as(endpoints.waybill.grabOrder, { logisticsToken: other.logisticsToken })({ goodsSourceId, carNumber: other.plate }, key());
    assert.equal(late.status, 409, late.text);
  });
});
