import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { nowDate } from '../clock';
import { useModuleSuite } from '../testing';
import { closeIfFinished, findGoodsSource, releaseTruckSlot, takeTruckSlot } from './goods.queries';
import { goodsSources } from './goods.table';
import { release, userWith } from './goods.testing';

const suite = useModuleSuite({ clock: true });

async function openSource(trucksNeeded: number) {
  const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
  return release(suite.app, owner, { trucksNeeded });
}

describe('takeTruckSlot', () => {
  it('200 concurrent grabs of a source needing 3 trucks: exactly 3 winners, then taken', async () => {
    const source = await openSource(3);
    const results = await Promise.all(Array.from({ length: 200 }, () => takeTruckSlot(suite.deps.db, source.id)));
    const winners = results.filter((r) => r !== undefined);
    assert.equal(winners.length, 3);
    assert.deepEqual(winners.map((w) => w!.trucksTaken).sort(), [1, 2, 3]);
    const after = await findGoodsSource(suite.deps.db, source.id);
    assert.equal(after?.trucksTaken, 3);
    assert.equal(after?.status, 'taken');
  });

  it('200 concurrent grabs in their own transactions of a one-truck source: exactly 1 winner', async () => {
    const source = await openSource(1);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => suite.deps.db.transaction((tx) => takeTruckSlot(tx, source.id))),
    );
    assert.equal(results.filter((r) => r !== undefined).length, 1);
    assert.equal((await findGoodsSource(suite.deps.db, source.id))?.status, 'taken');
  });

  it('a draft, cancelled or closed source gives no slot', async () => {
    const owner = await userWith(suite.app, suite.deps, 'cargoOwner');
    const draft = await release(suite.app, owner, { draft: true });
    assert.equal(await takeTruckSlot(suite.deps.db, draft.id), undefined);
    const open = await release(suite.app, owner);
    await suite.deps.db.update(goodsSources).set({ status: 'cancelled', cancelledAt: nowDate() }).where(eq(goodsSources.id, open.id));
    assert.equal(await takeTruckSlot(suite.deps.db, open.id), undefined);
    assert.equal(await takeTruckSlot(suite.deps.db, 999_999), undefined);
  });
});

describe('releaseTruckSlot and closeIfFinished', () => {
  it('a slot given back reopens a taken source; nothing is given back below zero', async () => {
    const source = await openSource(2);
    await takeTruckSlot(suite.deps.db, source.id);
    await takeTruckSlot(suite.deps.db, source.id);
    const reopened = await releaseTruckSlot(suite.deps.db, source.id);
    assert.equal(reopened?.status, 'open');
    assert.equal(reopened?.trucksTaken, 1);
    assert.equal((await releaseTruckSlot(suite.deps.db, source.id))?.trucksTaken, 0);
    assert.equal(await releaseTruckSlot(suite.deps.db, source.id), undefined);
  });

  it('a cancelled or closed source keeps its count', async () => {
    const source = await openSource(1);
    await takeTruckSlot(suite.deps.db, source.id);
    await closeIfFinished(suite.deps.db, source.id, false);
    assert.equal(await releaseTruckSlot(suite.deps.db, source.id), undefined);
    assert.equal((await findGoodsSource(suite.deps.db, source.id))?.status, 'closed');
  });

  it('closes only a taken source with no unfinished waybill', async () => {
    const source = await openSource(2);
    await takeTruckSlot(suite.deps.db, source.id);
    assert.equal(await closeIfFinished(suite.deps.db, source.id, false), undefined, 'open (a truck still free) stays open');
    await takeTruckSlot(suite.deps.db, source.id);
    assert.equal(await closeIfFinished(suite.deps.db, source.id, true), undefined, 'waybills still running');
    const closed = await closeIfFinished(suite.deps.db, source.id, false);
    assert.equal(closed?.status, 'closed');
    assert.ok(closed?.closedAt);
    assert.equal(await closeIfFinished(suite.deps.db, source.id, false), undefined, 'already closed');
  });

  it('an open, partly taken source closes once its loading date has passed', async () => {
    const source = await openSource(3);
    await takeTruckSlot(suite.deps.db, source.id);
    assert.equal(await closeIfFinished(suite.deps.db, source.id, false), undefined);
    suite.clock.advance(3 * 86_400_000);
    assert.equal((await closeIfFinished(suite.deps.db, source.id, false))?.status, 'closed');
    const untouched = await openSource(2);
    assert.equal(await closeIfFinished(suite.deps.db, untouched.id, false), undefined, 'no truck taken: stays open');
  });

  it('findGoodsSource locks for update inside a transaction', async () => {
    const source = await openSource(1);
    const found = await suite.deps.db.transaction((tx) => findGoodsSource(tx, source.id, true));
    assert.equal(found?.id, source.id);
  });
});

describe('the database refuses states the service never writes', () => {
  const refuses = async (set: Partial<typeof goodsSources.$inferInsert>, id: number) => {
    await assert.rejects(suite.deps.db.update(goodsSources).set(set).where(eq(goodsSources.id, id)));
  };

  it('slot counts, state facts and ranges are check constraints', async () => {
    const source = await openSource(2);
    await refuses({ trucksTaken: 3 }, source.id);
    await refuses({ trucksTaken: -1 }, source.id);
    await refuses({ status: 'taken' }, source.id); // taken needs every truck
    await refuses({ status: 'draft', trucksTaken: 1 }, source.id);
    await refuses({ status: 'closed' }, source.id); // closedAt missing
    await refuses({ status: 'cancelled' }, source.id); // cancelledAt missing
    await refuses({ status: 'bogus' as never }, source.id);
    await refuses({ trucksNeeded: 51 }, source.id);
    await refuses({ freightFen: 0 }, source.id);
    await refuses({ originAdCode: '35' }, source.id);
    await refuses({ contactMobile: '123' }, source.id);
    await refuses({ releasedBy: 'tollCollector' }, source.id); // no shipper or station
    const row = await findGoodsSource(suite.deps.db, source.id);
    assert.equal(row?.status, 'open');
    assert.equal(row?.trucksTaken, 0);
  });
});
