import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { endpoints } from '@/lib/contract';
import { call, useModuleSuite } from '../testing';
import { appVersions } from './app.table';
import { seedAppVersions } from './app.seed';

const { app: appCalls } = endpoints;

const suite = useModuleSuite({ seed: (deps) => seedAppVersions(deps.db) });

const version = (query: Record<string, string | number | undefined>) => call(suite.app, appCalls.version, { query });

describe('app version', () => {
  it('publishes 1.0.0 (code 100) for every platform, H5 by default', async () => {
    for (const platform of [undefined, 'H5', 'Android', 'ios']) {
      const result = await version(platform ? { platform } : {});
      assert.equal(result.status, 200);
      assert.equal(result.body.code, '200');
      assert.equal(result.body.data.versionName, '1.0.0');
      assert.equal(result.body.data.versionCode, 100);
      assert.equal(result.body.data.lastVersionCode, 90);
      assert.equal(result.body.data.type, 'none');
    }
  });

  it('tells a client whether it must update, may update or is current', async () => {
    const cases: [number, string][] = [[0, 'force'], [89, 'force'], [90, 'optional'], [99, 'optional'], [100, 'none'], [120, 'none']];
    for (const [versionCode, type] of cases) {
      const result = await version({ platform: 'Android', versionCode });
      assert.equal(result.body.data.type, type, `code ${versionCode}`);
    }
  });

  it('answers the newest release once a new one is published', async () => {
    await suite.deps.db.insert(appVersions).values({
      platform: 'ios', versionName: '1.1.0', versionCode: 110, lastVersionCode: 100,
      downloadUrl: './', notes: 'Fleet invitations', publishedAt: new Date(),
    });
    const result = await version({ platform: 'ios', versionCode: 100 });
    assert.equal(result.body.data.versionName, '1.1.0');
    assert.equal(result.body.data.type, 'optional');
    assert.equal((await version({ platform: 'ios', versionCode: 95 })).body.data.type, 'force');
  });

  it('seeds idempotently', async () => {
    await seedAppVersions(suite.deps.db);
    assert.equal((await suite.deps.db.select().from(appVersions)).length, 3);
  });

  it('refuses unknown platforms and malformed version codes with 400', async () => {
    for (const query of [{ platform: 'Windows' }, { versionCode: 'abc' }, { versionCode: -1 }, { versionCode: 1.5 }]) {
      const result = await version(query);
      assert.equal(result.status, 400, JSON.stringify(query));
      assert.equal(result.body.code, '400');
    }
  });

  it('answers 404 when nothing is published for the platform', async () => {
    await suite.deps.db.delete(appVersions);
    const result = await version({ platform: 'H5' });
    assert.equal(result.status, 404);
    assert.match(result.body.msg, /No release/);
  });
});

describe('messaging app JS-SDK config', () => {
  it('signs the page URL (without its #fragment) as the messaging platform verifies it', async () => {
    const page = 'https://freight.example.cn/h5/index.html?from=share';
    const result = await call(suite.app, appCalls.wxConfig, { query: { url: `${page}#/pages/share/share` } });
    assert.equal(result.status, 200);
    assert.equal(result.body.code, 0);
    const { appId, timestamp, nonceStr, signature, jsApiList } = result.body.data;
    assert.equal(appId, suite.deps.providers.wechat.appId);
    assert.ok(Math.abs(timestamp - Date.now() / 1000) < 60);
    const ticket = await suite.deps.providers.wechat.jsapiTicket();
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`)
      .digest('hex');
    assert.equal(signature, expected);
    assert.ok(jsApiList.includes('updateAppMessageShareData'));
  });

  it('uses a new nonce each time', async () => {
    const url = 'https://freight.example.cn/';
    const [a, b] = await Promise.all([call(suite.app, appCalls.wxConfig, { query: { url } }), call(suite.app, appCalls.wxConfig, { query: { url } })]);
    assert.notEqual(a.body.data.nonceStr, b.body.data.nonceStr);
  });

  it('refuses a missing or malformed URL with 400', async () => {
    for (const query of [{}, { url: 'not a url' }, { url: 'x'.repeat(3000) }]) {
      const result = await call(suite.app, appCalls.wxConfig, { query });
      assert.equal(result.status, 400, JSON.stringify(query).slice(0, 40));
      assert.equal(result.body.code, 400);
    }
  });
});
