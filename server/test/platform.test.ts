import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { z } from 'zod';
import { PageQuery, SERVICE_PREFIX, SUCCESS_CODE, endpoint, pageOf, type Service } from '@/lib/contract';
import { mountEndpoint } from '../src/http/route';
import { tooManyRequests, unauthorized } from '../src/http/errors';
import { toPage } from '../src/http/paging';
import { BODY_LIMIT_BYTES } from '../src/plugins/errors';
import { createTestApp, json, type TestApp } from './helpers';

const SERVICES = Object.keys(SERVICE_PREFIX) as Service[];

/** Tiny endpoints, one set per service, exercising the platform rather than any module. */
const probe = (service: Service) => ({
  echo: endpoint({
    service, method: 'GET', path: '/__probe/echo', access: 'public', summary: 'probe: echo',
    response: z.object({ service: z.string() }),
  }),
  item: endpoint({
    service, method: 'POST', path: '/__probe/items/:id', access: 'public', summary: 'probe: validation',
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ dryRun: z.enum(['0', '1']).optional() }),
    body: z.object({ name: z.string().min(1), count: z.number().int() }),
    response: z.object({ id: z.number(), name: z.string(), count: z.number() }),
  }),
  boom: endpoint({
    service, method: 'GET', path: '/__probe/boom', access: 'public', summary: 'probe: unexpected error',
    response: z.null(),
  }),
  tokenRefused: endpoint({
    service, method: 'GET', path: '/__probe/token', access: 'public', summary: 'probe: token refused',
    response: z.null(),
  }),
  limited: endpoint({
    service, method: 'GET', path: '/__probe/limited', access: 'public', summary: 'probe: rate limited',
    response: z.null(),
  }),
  broken: endpoint({
    service, method: 'GET', path: '/__probe/broken', access: 'public', summary: 'probe: breaks its schema',
    response: z.object({ count: z.number() }),
  }),
  page: endpoint({
    service, method: 'GET', path: '/__probe/page', access: 'public', summary: 'probe: paging',
    query: PageQuery, response: pageOf(z.number()),
  }),
});

const SECRET_DETAIL = 'connection string postgres://admin:hunter2@db';

function mountProbes(app: FastifyInstance) {
  for (const service of SERVICES) {
    const e = probe(service);
    mountEndpoint(app, e.echo, async () => ({ service }));
    mountEndpoint(app, e.item, async ({ params, body }) => ({ id: params.id, ...body }));
    mountEndpoint(app, e.boom, async () => {
      throw new Error(SECRET_DETAIL);
    });
    mountEndpoint(app, e.tokenRefused, async () => {
      throw unauthorized('auth.tokenExpired', { token: 'user' });
    });
    mountEndpoint(app, e.limited, async () => {
      throw tooManyRequests('sms.tooManyPerMinute', 42, { retryAfter: 42 });
    });
    // Deliberately answers a shape its contract does not promise.
    mountEndpoint(app, e.broken, async () => ({ count: 'many' }) as unknown as { count: number });
    mountEndpoint(app, e.page, async ({ query }) => {
      const all = Array.from({ length: 23 }, (_, i) => i + 1);
      const start = (query.current - 1) * query.size;
      return toPage(all.slice(start, start + query.size), all.length, query.current, query.size);
    });
  }
}

const url = (service: Service, rest: string) => SERVICE_PREFIX[service] + rest;

describe('the four services', () => {
  let t: TestApp;
  const logLines: Record<string, unknown>[] = [];
  before(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp({}, { logger: pino({ level: 'warn' }, sink), routes: mountProbes });
  });
  after(() => t.close());

  for (const service of SERVICES) {
    describe(service, () => {
      it('answers success in its own envelope', async () => {
        const res = await t.app.inject({ method: 'GET', url: url(service, '/__probe/echo') });
        assert.equal(res.statusCode, 200);
        assert.deepEqual(json(res), { code: SUCCESS_CODE[service], data: { service }, msg: 'success' });
        assert.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/);
      });

      it('refuses bad path, query and body fields with 400 naming each field', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: url(service, '/__probe/items/abc?dryRun=maybe'),
          payload: { name: '', count: 1.5 },
        });
        assert.equal(res.statusCode, 400);
        const body = json(res);
        assert.notEqual(body.code, SUCCESS_CODE[service]);
        assert.equal(body.data, null);
        // Fastify validates params first and stops there: one part at a time, each field named.
        assert.deepEqual(body.errors.map((e: { field: string }) => e.field), ['id']);
        assert.match(body.msg, /\bid\b/);

        const badQuery = json(await t.app.inject({ method: 'POST', url: url(service, '/__probe/items/7?dryRun=maybe'), payload: { name: 'a', count: 1 } }));
        assert.deepEqual(badQuery.errors.map((e: { field: string }) => e.field), ['dryRun']);

        const badBody = json(await t.app.inject({ method: 'POST', url: url(service, '/__probe/items/7'), payload: { name: '', count: 1.5 } }));
        assert.deepEqual(badBody.errors.map((e: { field: string }) => e.field).sort(), ['count', 'name']);
        assert.match(badBody.msg, /name/);
        assert.match(badBody.msg, /count/);
      });

      it('says which field is missing', async () => {
        const res = await t.app.inject({ method: 'POST', url: url(service, '/__probe/items/7'), payload: { name: 'pallets' } });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(json(res).errors, [{ field: 'count', message: 'is required', error: 'request.fieldRequired' }]);
        assert.deepEqual([json(res).error, json(res).params, json(res).msg], ['request.invalidBody', { fields: 'count' }, 'Invalid body: count']);
      });

      it('accepts a valid call', async () => {
        const res = await t.app.inject({ method: 'POST', url: url(service, '/__probe/items/7?dryRun=1'), payload: { name: 'pallets', count: 3 } });
        assert.equal(res.statusCode, 200);
        assert.deepEqual(json(res).data, { id: 7, name: 'pallets', count: 3 });
      });

      it('refuses malformed JSON, a wrong content type and an oversized body in its envelope', async () => {
        const malformed = await t.app.inject({
          method: 'POST', url: url(service, '/__probe/items/7'), headers: { 'content-type': 'application/json' }, payload: '{"name": ',
        });
        assert.equal(malformed.statusCode, 400);
        assert.match(json(malformed).msg, /not valid JSON/);
        assert.equal(json(malformed).error, 'request.invalidJson');

        // multipart only on the upload call (its own context): a form sent to any other call is a wrong type too.
        for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
          const wrongType = await t.app.inject({ method: 'POST', url: url(service, '/__probe/items/7'), headers: { 'content-type': type }, payload: 'name=x' });
          assert.equal(wrongType.statusCode, 415, type);
          assert.equal(json(wrongType).data, null);
          assert.match(json(wrongType).msg, /application\/json/);
          assert.deepEqual([json(wrongType).error, json(wrongType).params], ['request.mediaType', { contentType: type }]);
        }

        const huge = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES), count: 1 });
        const tooLarge = await t.app.inject({ method: 'POST', url: url(service, '/__probe/items/7'), headers: { 'content-type': 'application/json' }, payload: huge });
        assert.equal(tooLarge.statusCode, 413);
        assert.match(json(tooLarge).msg, /1 MiB/);
        assert.deepEqual([json(tooLarge).error, json(tooLarge).params], ['request.bodyTooLarge', { limitMiB: 1 }]);
      });

      it('answers an unknown call with a 404 envelope of this service', async () => {
        for (const method of ['GET', 'POST'] as const) {
          const res = await t.app.inject({ method, url: url(service, '/no/such/call?x=1') });
          assert.equal(res.statusCode, 404);
          const body = json(res);
          assert.equal(body.data, null);
          assert.notEqual(body.code, SUCCESS_CODE[service]);
          assert.match(body.msg, /No such call/);
          assert.deepEqual([body.error, body.params], ['request.noSuchCall', { method, path: `${SERVICE_PREFIX[service]}/no/such/call` }]);
        }
      });

      it('hides an unexpected error behind a 500 envelope with the request id, and logs it', async () => {
        const res = await t.app.inject({ method: 'GET', url: url(service, '/__probe/boom') });
        assert.equal(res.statusCode, 500);
        const body = json(res);
        assert.equal(body.requestId, res.headers['x-request-id']);
        assert.doesNotMatch(res.body, /hunter2|at .*\.ts:\d+|stack/i);
        assert.ok(logLines.some((line) => line.reqId === body.requestId && line.level === 50), 'the error is logged with its request id');
      });

      it('answers a handler that breaks its response schema with a 500 envelope and logs the route', async () => {
        const res = await t.app.inject({ method: 'GET', url: url(service, '/__probe/broken') });
        assert.equal(res.statusCode, 500);
        assert.equal(json(res).data, null);
        assert.doesNotMatch(res.body, /many/);
        assert.ok(logLines.some((line) => String(line.route).includes(url(service, '/__probe/broken'))), 'the log names the route');
      });

      it('sets Retry-After on a rate-limited call', async () => {
        const res = await t.app.inject({ method: 'GET', url: url(service, '/__probe/limited') });
        assert.equal(res.statusCode, 429);
        assert.equal(res.headers['retry-after'], '42');
        assert.match(json(res).msg, /42 seconds/);
        assert.equal(json(res).error, 'sms.tooManyPerMinute');
        assert.deepEqual(json(res).params, { retryAfter: 42 });
      });

      it('pages as {records, total, size, current, pages} and refuses size over 100', async () => {
        const page = json(await t.app.inject({ method: 'GET', url: url(service, '/__probe/page?current=3&size=10') }));
        assert.deepEqual(page.data, { records: [21, 22, 23], total: 23, size: 10, current: 3, pages: 3 });
        const defaults = json(await t.app.inject({ method: 'GET', url: url(service, '/__probe/page') }));
        assert.deepEqual([defaults.data.current, defaults.data.size, defaults.data.records.length], [1, 10, 10]);
        const tooBig = await t.app.inject({ method: 'GET', url: url(service, '/__probe/page?size=101') });
        assert.equal(tooBig.statusCode, 400);
        assert.deepEqual(json(tooBig).errors.map((e: { field: string }) => e.field), ['size']);
        assert.equal(json(tooBig).error, 'request.invalidQuery');
        assert.deepEqual(json(tooBig).params, { fields: 'size' });
        assert.deepEqual(json(tooBig).errors[0].error, 'request.fieldTooLarge');
        assert.deepEqual(json(tooBig).errors[0].params, { maximum: 100 });
        const zero = await t.app.inject({ method: 'GET', url: url(service, '/__probe/page?current=0') });
        assert.equal(zero.statusCode, 400);
      });
    });
  }

  it('compresses a JSON answer over 1 KiB at once in the best encoding the client takes, with its length; small ones go as they are', async () => {
    const big = { method: 'POST' as const, url: url('logistics', '/__probe/items/7'), payload: { name: '货'.repeat(1500), count: 1 } };
    const plain = await t.app.inject(big);
    assert.equal(plain.headers['content-encoding'], undefined);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['deflate;q=1, gzip;q=0', 'deflate']] as const) {
      const res = await t.app.inject({ ...big, headers: { 'accept-encoding': accept } });
      assert.equal(res.headers['content-encoding'], encoding, accept);
      assert.equal(res.headers.vary, 'accept-encoding');
      // A length, not a chunked stream: the phone knows how much is still to come.
      assert.equal(Number(res.headers['content-length']), res.rawPayload.length);
      assert.ok(res.rawPayload.length < plain.rawPayload.length / 4);
      assert.deepEqual(JSON.parse(decoders[encoding](res.rawPayload).toString()), json(plain));
    }
    // Over the synchronous limit (64 KiB): compressed off the event loop, still whole and with its length.
    const large = { ...big, payload: { name: '货'.repeat(40_000), count: 2 } };
    const largePlain = await t.app.inject(large);
    for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['deflate', 'deflate']] as const) {
      const res = await t.app.inject({ ...large, headers: { 'accept-encoding': accept } });
      assert.equal(res.headers['content-encoding'], encoding, accept);
      assert.equal(Number(res.headers['content-length']), res.rawPayload.length);
      assert.deepEqual(JSON.parse(decoders[encoding](res.rawPayload).toString()), json(largePlain));
    }
    const small = await t.app.inject({ url: url('logistics', '/__probe/echo'), headers: { 'accept-encoding': 'gzip' } });
    assert.equal(small.headers['content-encoding'], undefined);
    const optedOut = await t.app.inject({ ...big, headers: { 'accept-encoding': 'gzip', 'x-no-compression': '1' } });
    assert.equal(optedOut.headers['content-encoding'], undefined);
  });

  it('answers a refused logistics token with HTTP 200 and a msg containing 401 (the client refreshes on that)', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('logistics', '/__probe/token') });
    assert.equal(res.statusCode, 200);
    const body = json(res);
    assert.equal(body.code, '401');
    assert.match(body.msg, /401/);
    assert.equal(body.data, null);
    // The code still says which failure it was, for the client's catalogue.
    assert.equal(body.error, 'auth.tokenExpired');
    assert.deepEqual(body.params, { token: 'user' });
  });

  it('answers a refused token with HTTP 401 on the other services', async () => {
    for (const service of ['appserver', 'app', 'store'] as const) {
      const res = await t.app.inject({ method: 'GET', url: url(service, '/__probe/token') });
      assert.equal(res.statusCode, 401, service);
      assert.match(json(res).msg, /expired/);
    }
    assert.equal(json(await t.app.inject({ url: url('appserver', '/__probe/token') })).code, 'P00401');
    assert.equal(json(await t.app.inject({ url: url('store', '/__probe/token') })).code, 401);
  });

  it('answers unknown paths outside the services with plain JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nothing-here.js' });
    assert.equal(res.statusCode, 404);
    assert.equal(json(res).statusCode, 404);
    assert.equal(json(res).code, undefined);
    // A lookalike prefix is not a service.
    assert.equal(json(await t.app.inject({ url: '/appserverx/y' })).code, undefined);
  });

  it('reports health and readiness as plain JSON', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    assert.equal(health.statusCode, 200);
    assert.deepEqual(json(health), { status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(json(ready), { status: 'ready', database: 'ok', store: 'ok' });
  });

  it('is not ready when the store does not answer', async () => {
    const original = t.deps.kv.get;
    t.deps.kv.get = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject({ url: '/readyz' });
      assert.equal(res.statusCode, 503);
      assert.equal(json(res).store, 'error: connection refused');
      assert.equal(json(res).database, 'ok');
    } finally {
      t.deps.kv.get = original;
    }
  });

  it('publishes OpenAPI from the contract at /docs/json and Swagger UI at /docs', async () => {
    const doc = json(await t.app.inject({ url: '/docs/json' }));
    assert.ok(doc.paths['/app/api/__probe/items/{id}'].post, 'probe route listed');
    assert.ok(doc.paths['/appserver/authentication/mobile'].post, 'module routes listed');
    const item = doc.paths['/app/api/__probe/items/{id}'].post;
    assert.deepEqual(item.requestBody.content['application/json'].schema.required.sort(), ['count', 'name']);
    assert.deepEqual(Object.keys(doc.components.securitySchemes).sort(), ['bearer', 'logistics']);
    assert.equal(doc.components.securitySchemes.logistics.name, 'Logistics-Authorization');
    assert.ok(!Object.keys(doc.paths).some((p) => p.startsWith('/docs')), 'the UI routes are hidden');
    const ui = await t.app.inject({ url: '/docs' });
    assert.ok([200, 302].includes(ui.statusCode));
    const page = ui.statusCode === 302 ? await t.app.inject({ url: `/docs/${String(ui.headers.location).replace(/^.*\//, '')}` }) : ui;
    assert.match(page.body, /swagger/i);
  });
});

describe('static hosting of the PWA export', () => {
  let t: TestApp;
  let pwaDir: string;
  const bigScript = `console.log(${JSON.stringify('freight '.repeat(2000))});`;
  before(async () => {
    pwaDir = await mkdtemp(path.join(os.tmpdir(), 'pwa-'));
    await mkdir(path.join(pwaDir, '_next/static/chunks'), { recursive: true });
    await writeFile(path.join(pwaDir, 'index.html'), '<!doctype html><title>freight</title>');
    await writeFile(path.join(pwaDir, 'sw.js'), 'self.addEventListener("install", () => {});');
    await writeFile(path.join(pwaDir, 'manifest.webmanifest'), '{}');
    await writeFile(path.join(pwaDir, 'icon.png'), 'png');
    await writeFile(path.join(pwaDir, '_next/static/chunks/main-abc123.js'), bigScript);
    t = await createTestApp({ pwaDir, pwaSubpath: '/h5/freight/' });
  });
  after(async () => {
    await t.close();
    await rm(pwaDir, { recursive: true, force: true });
  });

  for (const base of ['/', '/h5/freight/']) {
    it(`serves the export at ${base} with the right caching`, async () => {
      const index = await t.app.inject({ url: base });
      assert.equal(index.statusCode, 200);
      assert.match(index.body, /<title>freight/);
      assert.equal(index.headers['cache-control'], 'no-cache');
      assert.equal((await t.app.inject({ url: `${base}sw.js` })).headers['cache-control'], 'no-cache');
      assert.equal((await t.app.inject({ url: `${base}manifest.webmanifest` })).headers['cache-control'], 'no-cache');
      assert.equal((await t.app.inject({ url: `${base}icon.png` })).headers['cache-control'], 'public, max-age=3600');
      const chunk = await t.app.inject({ url: `${base}_next/static/chunks/main-abc123.js`, headers: { 'accept-encoding': 'gzip' } });
      assert.equal(chunk.statusCode, 200);
      assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(chunk.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(chunk.rawPayload).toString(), bigScript);
    });
  }

  it('sends the sub-path without its slash to the folder, so relative assets resolve', async () => {
    const res = await t.app.inject({ url: '/h5/freight' });
    assert.equal(res.statusCode, 301);
    assert.equal(res.headers.location, '/h5/freight/');
  });

  it('keeps API 404s in their envelope and other missing files plain', async () => {
    assert.equal(json(await t.app.inject({ url: '/app/api/nope' })).code, '404');
    assert.equal(json(await t.app.inject({ url: '/store/api/nope' })).code, 404);
    const missing = await t.app.inject({ url: '/h5/freight/missing.js' });
    assert.equal(missing.statusCode, 404);
    assert.equal(json(missing).statusCode, 404);
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request, then refuses new connections', async () => {
    const slow = endpoint({
      service: 'app', method: 'GET', path: '/__probe/slow', access: 'public', summary: 'probe: slow',
      response: z.object({ done: z.boolean() }),
    });
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    const t = await createTestApp({}, {
      routes: (app) =>
        mountEndpoint(app, slow, async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { done: true };
        }),
    });
    const port = 8083;
    await t.app.listen({ port, host: '127.0.0.1' });
    const inFlight = fetch(`http://127.0.0.1:${port}/app/api/__probe/slow`);
    await handlerStarted;
    const closing = t.close();
    const res = await inFlight;
    assert.equal(res.status, 200);
    assert.deepEqual((await res.json()).data, { done: true });
    await closing;
    await assert.rejects(fetch(`http://127.0.0.1:${port}/healthz`));
  });
});
