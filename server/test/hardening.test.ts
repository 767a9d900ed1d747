/**
 * Hardening of the HTTP layer (issue 13): what every call refuses or adds, whatever its module.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { z } from 'zod';
import { SERVICE_PREFIX, endpoint, endpoints, fillPath } from '@/lib/contract';
import { mountEndpoint } from '../src/http/route';
import { HSTS_VALUE, inlineScripts, tileSource } from '../src/plugins/security-headers';
import { LocalPaymentGateway } from '../src/providers/payment/local';
import { call, signIn } from '../src/modules/testing';
import { BODY_LIMIT_BYTES } from '../src/plugins/errors';
import { MAX_JSON_DEPTH } from '../src/plugins/json-body';
import Ajv from 'ajv';
import { createTestApp, json, type TestApp } from './helpers';

let t: TestApp;
/** A public call that declares its own caching (the route-level opt-out of `no-store`). */
const sharedList = endpoint({
  service: 'app', method: 'GET', path: '/__probe/shared-list', access: 'public', summary: 'probe: shared caching',
  response: z.array(z.number()),
});

before(async () => {
  t = await createTestApp({}, {
    routes: (app) => {
      mountEndpoint(app, sharedList, async (_input, { reply }) => {
        reply.header('Cache-Control', 'public, max-age=30');
        return [1, 2, 3];
      }, { ownCaching: true });
    },
  });
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

describe('caching of answers', () => {
  it('keeps signed-in answers (the user with the mobile number) out of every cache', async () => {
    const user = await signIn(t.app);
    for (const e of [endpoints.user.info, endpoints.user.appserverInfo]) {
      const res = await call(t.app, e, { token: user.userToken });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.headers['cache-control'], 'no-store', `${e.method} ${e.path}`);
    }
  });

  it('keeps public answers and refusals out of caches too, unless the route declares its own caching', async () => {
    const device = await call(t.app, endpoints.auth.device, { body: { serialNo: 'cache-probe', os: 'H5', grant_type: 'custom_device' } });
    assert.equal(device.status, 200, device.text);
    assert.equal(device.headers['cache-control'], 'no-store');
    const refused = await call(t.app, endpoints.user.info, {});
    assert.equal(refused.status, 401);
    assert.equal(refused.headers['cache-control'], 'no-store');
    const shared = await call(t.app, sharedList);
    assert.equal(shared.headers['cache-control'], 'public, max-age=30');
  });
});

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('security headers', () => {
  /** The CSP directives of an answer, by name. */
  const csp = (headers: Record<string, unknown>) =>
    Object.fromEntries(String(headers['content-security-policy'] ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));

  let pwa: TestApp;
  let pwaDir: string;
  const bootstrap = 'self.__next_f=self.__next_f||[];self.__next_f.push([0])';
  before(async () => {
    pwaDir = await mkdtemp(path.join(os.tmpdir(), 'pwa-csp-'));
    await writeFile(path.join(pwaDir, 'index.html'), `<!doctype html><title>freight</title><script src="/_next/a.js"></script><script>${bootstrap}</script>`);
    pwa = await createTestApp({ pwaDir, trustProxy: 1, mapTileUrl: 'https://{s}.tiles.example.cn/{z}/{x}/{y}.png?key={key}' });
  });
  after(async () => {
    await pwa.close();
    await rm(pwaDir, { recursive: true, force: true });
  });

  it('lets the exported app run its own inline scripts and nothing else, and forbids framing it', async () => {
    const page = await pwa.app.inject({ url: '/' });
    assert.equal(page.statusCode, 200);
    const policy = csp(page.headers);
    for (const script of inlineScripts(page.body)) {
      assert.ok(policy['script-src'].includes(sha256Source(script)), `inline script ${script.slice(0, 30)} allowed`);
    }
    assert.ok(!policy['script-src'].includes("'unsafe-inline'") && !policy['script-src'].includes("'unsafe-eval'"));
    assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
    assert.deepEqual(policy['object-src'], ["'none'"]);
    assert.ok(policy['img-src'].includes('https://*.tiles.example.cn') && policy['img-src'].includes('data:') && policy['img-src'].includes('blob:'));
    assert.ok(policy['worker-src'].includes("'self'"));
    assert.equal(page.headers['x-frame-options'], 'DENY');
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  });

  it('sends HSTS only on answers that went out over TLS', async () => {
    const plain = await pwa.app.inject({ url: '/healthz' });
    assert.equal(plain.headers['strict-transport-security'], undefined);
    const overTls = await pwa.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(overTls.headers['strict-transport-security'], HSTS_VALUE);
  });

  it('gives API answers and refusals a policy that loads nothing, and the cashier page its own, whose script is allowed', async () => {
    const refused = await call(t.app, endpoints.user.info, {});
    assert.equal(refused.status, 401);
    const answered = await pwa.app.inject({ url: '/logistics/api/todaySourceOfGoodsList?current=1&size=5' });
    assert.equal(answered.statusCode, 200);
    for (const api of [refused.headers, answered.headers]) {
      assert.equal(api['x-content-type-options'], 'nosniff');
      assert.equal(api['x-frame-options'], 'DENY');
      // A JSON answer is never a document: nothing to load, nobody to frame it, and no page's script list.
      assert.deepEqual(csp(api), { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    }
    assert.equal(answered.headers['strict-transport-security'], undefined);
    const overTls = await pwa.app.inject({ url: '/logistics/api/todaySourceOfGoodsList?current=1&size=5', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(overTls.headers['strict-transport-security'], HSTS_VALUE);

    const gateway = t.deps.providers.payment;
    assert.ok(gateway instanceof LocalPaymentGateway);
    const { payUrl } = await gateway.createOrder({ outTradeNo: `csp-${Date.now()}`, amountFen: 100, description: 'freight', notifyUrl: '/x', returnUrl: '/' });
    const cashier = await t.app.inject({ url: payUrl });
    assert.equal(cashier.statusCode, 200);
    const policy = csp(cashier.headers);
    assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
    const scripts = inlineScripts(cashier.body);
    assert.equal(scripts.length, 1);
    assert.ok(policy['script-src'].includes(sha256Source(scripts[0])));
  });

  it('turns a tile template into a CSP source', () => {
    assert.equal(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png'), 'https://tile.openstreetmap.org');
    assert.equal(tileSource('https://{s}.tile.example.com/{z}/{x}/{y}.png'), 'https://*.tile.example.com');
    assert.equal(tileSource('https://t{s}.example.com/{z}'), 'https:');
  });
});

describe('the OpenAPI document', () => {
  type Operation = { operationId?: string; tags?: string[]; description?: string; responses: Record<string, { content?: Record<string, { schema: object }> }> };
  const operations = async () => {
    const doc = json(await t.app.inject({ url: '/docs/json' }));
    const list = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ label: `${method.toUpperCase()} ${url}`, op })),
    );
    return { doc, list };
  };

  it('gives every operation an id, a tag, a description and its refusals in the error envelope', async () => {
    const { list } = await operations();
    assert.ok(list.length > 100, `${list.length} operations`);
    const ids = new Set<string>();
    for (const { label, op } of list) {
      assert.ok(op.operationId, `${label} has an operationId`);
      assert.ok(!ids.has(op.operationId), `${label}: operationId ${op.operationId} is unique`);
      ids.add(op.operationId);
      assert.ok(op.tags?.length, `${label} has a tag`);
      assert.ok(op.description, `${label} has a description`);
      for (const status of ['500', 'default']) {
        assert.deepEqual(op.responses[status]?.content?.['application/json']?.schema, { $ref: '#/components/schemas/ErrorEnvelope' }, `${label} ${status}`);
      }
    }
    const byId = Object.fromEntries(list.map(({ op }) => [op.operationId, op]));
    assert.ok(byId.userInfo.responses['401'] && byId.userInfo.responses['403'], 'a signed-in call declares 401 and 403');
    assert.ok(byId.authSmsSend.responses['429'], 'SMS sending declares 429');
    assert.ok(byId.authCaptcha.responses['200'].content?.['image/png'], 'the captcha answers a PNG');
    assert.deepEqual(byId.authCaptcha.tags, ['auth']);
  });

  it('declares error schemas that the real refusals satisfy, the logistics 200-with-401 included', async () => {
    const { doc, list } = await operations();
    const ajv = new Ajv({ strict: false });
    ajv.addSchema(doc, 'openapi.json');
    // A declared schema, its #/components references read in the document.
    const validatorFor = (schema: object) => ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')));
    const byId = Object.fromEntries(list.map(({ op }) => [op.operationId, op]));
    const declared = (id: string, status: string) => byId[id].responses[status]?.content?.['application/json']?.schema;

    const unauthorized = await call(t.app, endpoints.user.info, {});
    assert.equal(unauthorized.status, 401);
    assert.ok(declared('userInfo', '401'));
    const refusals = [
      unauthorized,
      await call(t.app, endpoints.auth.captcha, { query: { phone: '123' } }),
      await call(t.app, endpoints.auth.smsSend, { params: { phone: 'x' } }),
    ];
    const validate = validatorFor(declared('userInfo', '401') as object);
    for (const refused of refusals) {
      assert.ok(refused.status >= 400);
      assert.ok(validate(refused.body), `${refused.text}: ${ajv.errorsText(validate.errors)}`);
    }

    // The logistics service: a bad logistics token answers HTTP 200 with the error envelope.
    const logisticsCall = list.find(({ label, op }) => label.startsWith('GET /logistics/api') && op.responses['401'] && !label.includes('{'));
    assert.ok(logisticsCall);
    const [method, url] = logisticsCall.label.split(' ');
    const refusedToken = await t.app.inject({ method: method as 'GET', url, headers: { 'logistics-authorization': 'Bearer nonsense' } });
    assert.equal(refusedToken.statusCode, 200);
    const ok = validatorFor(logisticsCall.op.responses['200'].content?.['application/json'].schema as object);
    assert.ok(ok(json(refusedToken)), `${refusedToken.body}: ${ajv.errorsText(ok.errors)}`);
  });
});
