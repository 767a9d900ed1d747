import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpoints } from '@/lib/contract';
import { useModuleSuite } from '../testing';
import { seedHotlines } from './content.seed';
import { assertRefused, contentHelpers } from './content.testing';
import { REFERENCE_HOTLINES } from './hotlines.data';

const { content } = endpoints;
const suite = useModuleSuite();
const { send, operator, tourist, userWith } = contentHelpers(suite);

type Line = { id: number; scope: string; provinceCode: string | null; provinceName: string | null; roadCode: string | null; name: string; phones: string[]; services: string[] };

const highwayDraft = (overrides: Record<string, unknown> = {}) => ({
  scope: 'highway',
  provinceCode: '350000',
  roadCode: 'g1501',
  roadName: '福州绕城高速',
  name: '福州绕城高速清障救援',
  phones: ['0591-87000000', '12122'],
  services: ['rescue'],
  ...overrides,
});

describe('hotlines', () => {
  it('reference lines: national first, then every mainland province; a province with its highways; roads', async () => {
    const visitor = await tourist();
    const all = (await send(content.hotlineList, visitor)).body.data as Line[];
    assert.deepEqual(all.slice(0, 3).map((l) => l.phones[0]), ['12122', '12328', '122']);
    const provinces = all.filter((l) => l.scope === 'province');
    assert.equal(provinces.length, 31);
    assert.ok(provinces.every((l) => l.provinceName && l.phones.includes('12122')));
    assert.ok(!all.some((l) => l.scope === 'highway'), 'the first screen lists no road lines');

    const fujian = (await send(content.hotlineList, visitor, { query: { provinceCode: '350000' } })).body.data as Line[];
    assert.deepEqual([...new Set(fujian.map((l) => l.scope))], ['national', 'province', 'highway']);
    assert.equal(fujian.find((l) => l.scope === 'province')!.provinceName, '福建省');
    assert.deepEqual(fujian.filter((l) => l.scope === 'highway').map((l) => l.roadCode), ['G3', 'G15', 'G25', 'G70']);

    const roads = (await send(content.hotlineRoads, visitor, { query: { provinceCode: '350000' } })).body.data;
    assert.deepEqual(roads.map((r: { roadCode: string }) => r.roadCode), ['G3', 'G15', 'G25', 'G70']);
    const g15 = (await send(content.hotlineList, visitor, { query: { roadCode: 'g15' } })).body.data as Line[];
    assert.deepEqual(g15.map((l) => l.provinceCode), ['350000', '440000']);
    const complaints = (await send(content.hotlineList, visitor, { query: { service: 'complaint', provinceCode: '110000' } })).body.data as Line[];
    assert.ok(complaints.every((l) => l.services.includes('complaint')));
    assert.ok(complaints.some((l) => l.phones.includes('12328')));
    assert.ok(!complaints.some((l) => l.phones.includes('122')), '122 answers accidents, not complaints');

    const counted = (await send(content.hotlineProvinces, visitor)).body.data;
    assert.equal(counted.length, 31);
    assert.equal(counted.find((p: { provinceCode: string }) => p.provinceCode === '350000').lines, 5);
  });

  it('the operator adds, changes and removes lines; a restart keeps their changes and removals', async () => {
    const op = await operator();
    const added = await send(content.createHotline, op, { body: highwayDraft() });
    assert.equal(added.status, 200, added.text);
    assert.equal(added.body.data.roadCode, 'G1501');
    assert.equal(added.body.data.provinceName, '福建省');

    const visitor = await tourist();
    const listed = (await send(content.hotlineList, visitor, { query: { roadCode: 'G1501' } })).body.data as Line[];
    assert.deepEqual(listed.map((l) => l.id), [added.body.data.id]);

    const all = (await send(content.hotlineList, visitor)).body.data as Line[];
    const beijing = all.find((l) => l.provinceCode === '110000')!;
    const national122 = all.find((l) => l.phones[0] === '122')!;
    const renamed = await send(content.updateHotline, op, {
      params: { id: beijing.id },
      body: { scope: 'province', provinceCode: '110000', name: '北京高速公路服务热线', phones: ['12122', '010-12345678'], services: ['rescue', 'roadConditions'] },
    });
    assert.equal(renamed.status, 200, renamed.text);
    const removed = await send(content.deleteHotline, op, { params: { id: national122.id } });
    assert.equal(removed.status, 200, removed.text);
    assertRefused(await send(content.deleteHotline, op, { params: { id: national122.id } }), 404, 'content.hotlineNotFound');

    await seedHotlines(suite.deps.db);
    const after = (await send(content.hotlineList, visitor)).body.data as Line[];
    assert.equal(after.find((l) => l.id === beijing.id)!.name, '北京高速公路服务热线');
    assert.ok(!after.some((l) => l.phones[0] === '122'), 'a removed reference line stays removed');
    assert.equal(after.length, all.length - 1);
  });

  it('refuses bad lines (400) and anyone but the operator (403), in both languages', async () => {
    const op = await operator();
    for (const body of [
      highwayDraft({ roadCode: null }),
      highwayDraft({ roadCode: 'X15' }),
      highwayDraft({ scope: 'province', roadCode: 'G15' }),
      highwayDraft({ scope: 'national' }),
      highwayDraft({ phones: [] }),
      highwayDraft({ phones: ['call me'] }),
      highwayDraft({ services: ['pizza'] }),
      highwayDraft({ provinceCode: '350100' }),
    ]) {
      const answer = await send(content.createHotline, op, { body });
      assert.equal(answer.status, 400, `${JSON.stringify(body)}: ${answer.text}`);
    }
    assertRefused(await send(content.createHotline, op, { body: highwayDraft({ provinceCode: '990000' }) }), 400, 'content.provinceUnknown');
    assertRefused(await send(content.updateHotline, op, { params: { id: 999_999 }, body: highwayDraft() }), 404, 'content.hotlineNotFound');
    const driver = await userWith('driver');
    assertRefused(await send(content.createHotline, driver, { body: highwayDraft() }), 403, 'content.operatorOnly');
    assertRefused(await send(content.deleteHotline, driver, { params: { id: 1 } }), 403, 'content.operatorOnly');
  });

  it('the reference data names every line once, each with a number and a service', () => {
    const codes = REFERENCE_HOTLINES.map((l) => l.seedCode);
    assert.equal(new Set(codes).size, codes.length);
    assert.ok(REFERENCE_HOTLINES.every((l) => l.phones.length > 0 && l.services.length > 0));
  });
});
