import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, sql } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { call, useModuleSuite } from '../testing';
import { DICTIONARIES, seedDictionaries } from './dict.seed';
import { findDictGroup } from './identity.repository';
import { dictEntries } from './identity.table';

const { dict } = endpoints.identity;
const suite = useModuleSuite();

describe('dictionaries', () => {
  it('answers the seeded plate colours with their GB codes, in order, without a token', async () => {
    const result = await call(suite.app, dict, { params: { groupCode: 'plateColor' } });
    assert.equal(result.status, 200, result.text);
    assert.deepEqual(
      result.body.data.map((e: { code: string; label: string }) => [e.code, e.label]),
      [['1', '蓝色'], ['2', '黄色'], ['3', '黑色'], ['4', '白色'], ['5', '绿色（新能源小型）'], ['93', '黄绿双拼色（新能源大型）']],
    );
    assert.equal(result.body.data[5].labelEn, 'Yellow-green (large new-energy)');
  });

  it('has every group the freight forms need, each with Chinese and English labels', async () => {
    for (const groupCode of ['vehicleType', 'plateColor', 'cargoType', 'vehicleLength', 'energyType']) {
      const entries = (await call(suite.app, dict, { params: { groupCode } })).body.data as { label: string; labelEn: string }[];
      assert.ok(entries.length >= 5, groupCode);
      assert.ok(entries.every((e) => /[\u4e00-\u9fa5\d]/.test(e.label) && /^[A-Za-z0-9]/.test(e.labelEn)), groupCode);
    }
    const types = (await call(suite.app, dict, { params: { groupCode: 'vehicleType' } })).body.data.map((e: { label: string }) => e.label);
    assert.ok(types.includes('重型半挂牵引车') && types.includes('冷藏车'));
  });

  it('answers 404 in the envelope for an unknown group and 400 for a malformed one', async () => {
    const unknown = await call(suite.app, dict, { params: { groupCode: 'colours' } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, '404');
    assert.match(unknown.body.msg, /No dictionary named colours/);
    assert.equal((await call(suite.app, dict, { params: { groupCode: '1bad' } })).status, 400);
  });

  it('seeds idempotently: running again adds nothing', async () => {
    const total = Object.values(DICTIONARIES).reduce((n, entries) => n + entries.length, 0);
    await seedDictionaries(suite.deps.db);
    await seedDictionaries(suite.deps.db);
    assert.equal((await suite.deps.db.select({ n: count() }).from(dictEntries))[0].n, total);
  });

  // The two dictionary-using kinds of caller at once (a console reading labels, a release checking
  // its codes in its key's transaction). On PGlite a read outside the transaction waits for it, so
  // a transaction must never wait for that read: it hung the server for good (CI, 2026-12-03).
  it('a read inside a transaction never waits for one queued behind that transaction', { timeout: 20_000 }, async () => {
    const db = suite.deps.db;
    // A group of its own: one read earlier in the file may be kept already.
    const groupCode = `waitCheck${Date.now()}`;
    await db.insert(dictEntries).values({ groupCode, code: '1', label: '一', labelEn: 'One', sort: 1 });
    let outside: Promise<unknown> = Promise.resolve();
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      outside = findDictGroup(db, groupCode);
      return findDictGroup(tx, groupCode);
    });
    assert.deepEqual(inside.map((entry) => entry.label), ['一']);
    assert.deepEqual(await outside, inside);
  });
});
