/**
 * Hardening of the HTTP layer (issue 13): what every call refuses or adds, whatever its module.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SERVICE_PREFIX, fillPath } from '@/lib/contract';
import { BODY_LIMIT_BYTES } from '../src/plugins/errors';
import { MAX_JSON_DEPTH } from '../src/plugins/json-body';
import { createTestApp, json, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** Every contract call of the server that takes a JSON body, public ones included, with a URL to call it at. */
function callsWithBody() {
  return t.app.routeTable.flatMap(({ method, endpoint }) => {
    if (!endpoint?.body) return [];
    const params = Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, '1']));
    return [{ method: method as 'POST' | 'PUT', url: SERVICE_PREFIX[endpoint.service] + fillPath(endpoint.path, params) }];
  });
}

describe('deeply nested JSON', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('is refused with 400 and a clear message on every call that takes a body, before anything walks it', async () => {
    const body = nested(10_000);
    assert.ok(Buffer.byteLength(body) < BODY_LIMIT_BYTES);
    const calls = callsWithBody();
    assert.ok(calls.length > 20, `only ${calls.length} calls with a body found`);
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: { 'content-type': 'application/json' }, payload: body });
      assert.equal(res.statusCode, 400, `${call.method} ${call.url}: ${res.body.slice(0, 200)}`);
      assert.match(json(res).msg, new RegExp(`nested more than ${MAX_JSON_DEPTH} levels`), call.url);
      assert.doesNotMatch(res.body, /at .*\.(ts|js):\d+/, 'no stack trace');
    }
  });

  it('counts brackets inside strings as text, and lets ordinary nesting through', async () => {
    const [call] = callsWithBody().filter((c) => c.url.endsWith('/authentication/refresh'));
    const quoted = { userRefreshToken: '['.repeat(5000) + '{"'.repeat(100) };
    const res = await t.app.inject({ ...call, payload: quoted });
    assert.notEqual(res.statusCode, 500);
    assert.doesNotMatch(json(res).msg, /nested/);
    const deepButAllowed = await t.app.inject({ ...call, headers: { 'content-type': 'application/json' }, payload: nested(MAX_JSON_DEPTH) });
    assert.doesNotMatch(json(deepButAllowed).msg, /nested/);
  });
});
