/**
 * Fuzzing every call of the contract (issue 7): requests generated from each endpoint's own zod
 * schemas (through their JSON Schema), valid ones and ones with each field broken in turn (wrong
 * type, missing, huge, negative, unicode, SQL and script fragments, wrong enum), broken JSON, a
 * wrong content type and an oversized body, sent as a signed-in user. Goal: no answer with a 5xx
 * status and no 2xx answer that breaks its own response schema. FUZZ_CASES sets the cases per call
 * (default 24 in `npm test`; `FUZZ_CASES=1000 npm run test:server -- fuzz` for the full run).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { z } from 'zod';
import { ErrorEnvelope, SERVICE_PREFIX, SUCCESS_CODE, endpoints, envelopeOf, fillPath, type Endpoint } from '@/lib/contract';
import { BODY_LIMIT_BYTES } from '../src/plugins/errors';
import { arbitraryOf, jsonSchemaOf } from './schema-arbitrary';
import { signIn } from '../src/modules/testing';
import { createTestApp, resetDatabase, type TestApp } from './helpers';

const CASES = Number(process.env.FUZZ_CASES ?? 24);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

/** Values that break a field: wrong types, extremes, unicode, injection fragments. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  12345,
  -1,
  -9007199254740993,
  1e308,
  0.5,
  '',
  'x',
  'NOT_A_KNOWN_VALUE',
  'Ω≈ç√∫˜µ≤≥÷ 漢字 😀 \u202e\u0000',
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'a'.repeat(20_000),
  [],
  [1, 'a', null],
  {},
  { $gt: '' },
];

interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** One fuzz case: the request pieces, or a raw payload/content type for the framing cases. */
type Case = { parts: Parts; raw?: { payload: string | Buffer; contentType: string } };

/** Breaks one field of one part (or drops it). */
function broken(parts: Parts, rng: () => number): Parts {
  const targets = (['params', 'query', 'body'] as const).filter((p) => {
    const value = parts[p];
    return value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0;
  });
  if (targets.length === 0) return { ...parts, body: BAD_VALUES[Math.floor(rng() * BAD_VALUES.length)] };
  const part = targets[Math.floor(rng() * targets.length)];
  const copy = { ...(parts[part] as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const key = keys[Math.floor(rng() * keys.length)];
  if (rng() < 0.15) delete copy[key];
  else copy[key] = BAD_VALUES[Math.floor(rng() * BAD_VALUES.length)];
  return { ...parts, [part]: copy };
}

function casesFor(e: Endpoint, count: number, seed: number): Case[] {
  const shape = (s: z.ZodType | undefined) => {
    const json = jsonSchemaOf(s);
    return json ? arbitraryOf(json) : fc.constant(undefined);
  };
  const valid = fc.record({ params: shape(e.params), query: shape(e.query), body: shape(e.body) }).map((p) => ({
    params: (p.params ?? {}) as Record<string, unknown>,
    query: (p.query ?? {}) as Record<string, unknown>,
    body: p.body,
  }));
  const samples = fc.sample(valid, { numRuns: count, seed });
  let state = seed;
  const rng = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const cases: Case[] = samples.map((parts, i) => ({ parts: i % 2 === 0 ? parts : broken(parts, rng) }));
  if (e.body && count >= 4) {
    const base = samples[0];
    cases[1] = { parts: base, raw: { payload: '{"broken": ', contentType: 'application/json' } };
    cases[2] = { parts: base, raw: { payload: 'plain text', contentType: 'text/plain' } };
    cases[3] = { parts: base, raw: { payload: Buffer.alloc(BODY_LIMIT_BYTES + 1024, 'a'), contentType: 'application/json' } };
  }
  return cases;
}

const ANSWER_WITHIN_MS = 20_000;
/** The answer, or 'hung' when none came in time. */
function withinTime<T>(answer: Promise<T>): Promise<T | 'hung'> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), ANSWER_WITHIN_MS)));
  return Promise.race([answer, hung]).finally(() => clearTimeout(timer));
}

/** A path parameter or query value as it travels: text (objects and arrays as JSON). */
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v ?? ''));

let testApp: TestApp;
before(async () => {
  testApp = await createTestApp();
  await resetDatabase();
});
after(async () => testApp?.close());

/** FUZZ_ONLY=etc. (a prefix of `<domain>.<call>`) fuzzes only those calls, for a module's own run. */
const ONLY = process.env.FUZZ_ONLY;
const calls = Object.entries(endpoints)
  .flatMap(([domain, group]) => Object.entries(group as Record<string, Endpoint>).map(([name, e]) => ({ name: `${domain}.${name}`, e })))
  .filter(({ name }) => !ONLY || name.startsWith(ONLY));

describe('fuzzing every call', () => {
  it(`answers ${CASES} generated requests per call without a 5xx or a broken response`, { timeout: 60 * 60 * 1000 }, async () => {
    let run = 0;
    const failures: string[] = [];
    for (const [index, { name, e }] of calls.entries()) {
      // A fresh session per call: a call that signs out or burns limits does not spoil the next.
      const session = await signIn(testApp.app);
      for (const c of casesFor(e, CASES, SEED + index)) {
        run += 1;
        let url: string;
        try {
          url = SERVICE_PREFIX[e.service] + fillPath(e.path, Object.fromEntries(Object.entries(c.parts.params).map(([k, v]) => [k, asText(v)])));
        } catch {
          url = SERVICE_PREFIX[e.service] + e.path.replace(/:[A-Za-z0-9_]+/g, 'x');
        }
        const query = Object.fromEntries(Object.entries(c.parts.query).map(([k, v]) => [k, asText(v)]));
        const headers: Record<string, string> = { authorization: `Bearer ${session.userToken}`, 'logistics-authorization': `Bearer ${session.logisticsToken}` };
        // Every key-taking call runs inside the transaction that claims its key: a handler that
        // reached past it to the database would hang here (the embedded database has one connection).
        if (e.idempotent) headers['idempotency-key'] = `fuzz-${index}-${run}`;
        const payload = c.raw ? c.raw.payload : c.parts.body === undefined || e.method === 'GET' ? undefined : JSON.stringify(c.parts.body);
        if (payload !== undefined) headers['content-type'] = c.raw?.contentType ?? 'application/json';
        const label = `${name} ${e.method} ${url} ${JSON.stringify(c.parts).slice(0, 300)}${c.raw ? ` [${c.raw.contentType}, ${c.raw.payload.length} bytes]` : ''}`;
        const response = await withinTime(testApp.app.inject({ method: e.method, url, query, headers, ...(payload === undefined ? {} : { payload }) }));
        // A hung call holds the database, so every later call would hang too: stop at the first.
        if (response === 'hung') assert.fail(`no answer in ${ANSWER_WITHIN_MS} ms ← ${label}`);
        if (response.statusCode >= 500) {
          failures.push(`${response.statusCode} ← ${label}: ${response.body.slice(0, 300)}`);
          continue;
        }
        if (response.statusCode < 300 && !e.raw) {
          // The logistics service answers a token failure with HTTP 200 and its error envelope.
          const answer = response.json();
          const parsed = (answer.code === SUCCESS_CODE[e.service] ? envelopeOf(e.response) : ErrorEnvelope).safeParse(answer);
          if (!parsed.success) failures.push(`response breaks its schema ← ${label}: ${parsed.error.message.slice(0, 300)}`);
        }
      }
    }
    console.log(`fuzz: ${calls.length} calls × ${CASES} cases = ${run} requests, ${failures.length} failures`);
    for (const failure of failures) console.log(`fuzz failure: ${failure}`);
    assert.deepEqual(failures.slice(0, 20), []);
  });
});
