/**
 * The contract fuzz (server/test/fuzz.test.ts) calls as a plain user, so the operator's calls stop
 * at 403 and the favourites name nothing that exists. Here the same kind of generated requests
 * (valid ones from each call's schemas, and ones with a field broken) are sent by an operator who
 * is also a driver, with half of them naming a real article, hotline, goods source and circle post:
 * no answer may be a 5xx, no 2xx may break its response schema.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { SERVICE_PREFIX, SUCCESS_CODE, endpoints, envelopeOf, fillPath, type Endpoint } from '@/lib/contract';
import { arbitraryOf, jsonSchemaOf } from '../../../test/schema-arbitrary';
import { nowDate } from '../clock';
import { useModuleSuite } from '../testing';
import { addIdentity } from '../user/user.repository';
import { contentHelpers } from './content.testing';

const CASES = Number(process.env.FUZZ_CASES ?? 24);
const suite = useModuleSuite({ reset: false });
const { operator, userWith, article, circlePost, goods, send } = contentHelpers(suite);

const BAD_VALUES: unknown[] = [null, -1, 0, 2 ** 31, 1e308, '', 'x', '漢字😀\u0000', "' OR 1=1 --", 'a'.repeat(5000), [], {}, ['news', 'news']];

/** Breaks one field of an object (or drops it), chosen by `n`. */
function broken(value: unknown, n: number): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return BAD_VALUES[n % BAD_VALUES.length];
  const keys = Object.keys(value);
  if (keys.length === 0) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const key = keys[n % keys.length];
  if (n % 7 === 0) delete copy[key];
  else copy[key] = BAD_VALUES[n % BAD_VALUES.length];
  return copy;
}

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v ?? ''));

describe('content calls fuzzed by an operator with real items named', () => {
  it(`answers ${CASES} generated requests per call without a 5xx or a broken response`, { timeout: 20 * 60 * 1000 }, async () => {
    const op = await operator();
    await addIdentity(suite.deps.db, op.userId, 'driver', nowDate());
    const owner = await userWith('cargoOwner');
    const news = await article(op);
    const hotlines = (await send(endpoints.content.hotlineList, op)).body.data as { id: number }[];
    const own = { id: news.id, itemId: await goods(owner.userId) };
    const postId = await circlePost(owner.userId);

    const failures: string[] = [];
    let sent = 0;
    const succeeded = new Map<string, number>();
    for (const [index, [name, e]] of Object.entries(endpoints.content as Record<string, Endpoint>).entries()) {
      const shape = (s: Endpoint['query']) => (s ? arbitraryOf(jsonSchemaOf(s)!) : fc.constant(undefined));
      const samples = fc.sample(fc.record({ params: shape(e.params), query: shape(e.query), body: shape(e.body) }), { numRuns: CASES, seed: 1800 + index });
      for (const [n, sample] of samples.entries()) {
        sent += 1;
        const parts = { params: { ...(sample.params as object) }, query: { ...(sample.query as object) }, body: sample.body } as Record<string, any>;
        // Half name real things: the article (or a hotline, for hotline calls), a goods source or a post.
        if (n % 2 === 0) {
          const id = name.toLowerCase().includes('hotline') ? hotlines[n % hotlines.length].id : own.id;
          if ('id' in parts.params) parts.params.id = id;
          for (const part of [parts.query, parts.body]) {
            if (part && typeof part === 'object' && 'itemId' in part) part.itemId = part.kind === 'circlePost' ? postId : part.kind === 'news' ? news.id : own.itemId;
          }
        }
        // A quarter break a field.
        if (n % 4 === 1) {
          if (e.body) parts.body = broken(parts.body, n);
          else if (e.query) parts.query = broken(parts.query, n) as Record<string, unknown>;
        }
        let url: string;
        try {
          url = SERVICE_PREFIX[e.service] + fillPath(e.path, Object.fromEntries(Object.entries(parts.params).map(([k, v]) => [k, text(v)])));
        } catch {
          url = SERVICE_PREFIX[e.service] + e.path.replace(/:[A-Za-z0-9_]+/g, 'x');
        }
        const query = parts.query && typeof parts.query === 'object' ? Object.fromEntries(Object.entries(parts.query).map(([k, v]) => [k, text(v)])) : {};
        const headers: Record<string, string> = { authorization: `Bearer ${op.userToken}` };
        if (e.idempotent) headers['idempotency-key'] = `content-fuzz-${index}-${n}`;
        const payload = parts.body === undefined || e.method === 'GET' ? undefined : JSON.stringify(parts.body);
        if (payload !== undefined) headers['content-type'] = 'application/json';
        const response = await suite.app.inject({ method: e.method, url, query, headers, ...(payload === undefined ? {} : { payload }) });
        const label = `${name} ${e.method} ${url} ${JSON.stringify(parts).slice(0, 300)}`;
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ← ${label}: ${response.body.slice(0, 300)}`);
        else if (response.statusCode < 300) {
          succeeded.set(name, (succeeded.get(name) ?? 0) + 1);
          const answer = response.json();
          if (answer.code === SUCCESS_CODE[e.service] && !envelopeOf(e.response).safeParse(answer).success) failures.push(`breaks its schema ← ${label}`);
        }
      }
    }
    console.log(`content fuzz: ${sent} requests, ${failures.length} failures; successes by call: ${JSON.stringify(Object.fromEntries(succeeded))}`);
    for (const failure of failures) console.log(`content fuzz failure: ${failure}`);
    assert.deepEqual(failures.slice(0, 20), []);
  });
});
