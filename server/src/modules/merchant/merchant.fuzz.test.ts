/**
 * The contract fuzz (server/test/fuzz.test.ts) calls as a user with no merchant, so the merchant
 * calls stop at "not yours". Here the same generated requests are sent by a merchant's
 * administrator with its own merchant, staff row and goods put in, so they reach the writes: no
 * answer may be a 5xx, and no 2xx may break its response schema.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { z } from 'zod';
import { SERVICE_PREFIX, SUCCESS_CODE, endpoints, envelopeOf, fillPath, type Endpoint } from '@/lib/contract';
import { arbitraryOf, jsonSchemaOf } from '../../../test/schema-arbitrary';
import { useModuleSuite } from '../testing';
import { merchantAuthz } from './merchant.authz';
import { merchantHelpers } from './merchant.testing';

const CASES = Number(process.env.FUZZ_CASES ?? 24);
const suite = useModuleSuite({ reset: false });
const { approvedMerchant, staffMember, goodsOnShelf, photo } = merchantHelpers(suite);

describe('merchant calls fuzzed by an administrator of the merchant they name', () => {
  it(`answers ${CASES} generated requests per call without a 5xx or a broken response`, { timeout: 20 * 60 * 1000 }, async () => {
    const { admin, merchantId, operator } = await approvedMerchant();
    const { staffId } = await staffMember(admin, merchantId, 'liaison');
    const goodsId = await goodsOnShelf(admin, merchantId, operator);
    const ownPhoto = await photo(admin);
    const failures: string[] = [];
    let sent = 0;
    let succeeded = 0;
    for (const [index, [name, e]] of (Object.entries(endpoints.merchant) as [string, Endpoint][]).entries()) {
      const idOf = merchantAuthz[name as keyof typeof merchantAuthz].object === 'merchantStaff' ? staffId : goodsId;
      const fill = (schema: z.ZodType | undefined, sample: unknown): Record<string, unknown> | undefined => {
        if (!schema) return undefined;
        const out = { ...(sample as Record<string, unknown>) };
        // Half the requests name the administrator's own objects; the rest keep what was generated.
        if (sample && typeof sample === 'object' && fc.sample(fc.boolean(), { numRuns: 1, seed: sent })[0]) {
          if ('merchantId' in out) out.merchantId = merchantId;
          if ('id' in out) out.id = idOf;
          if ('licenceImage' in out) out.licenceImage = ownPhoto;
          if ('image' in out) out.image = ownPhoto;
        }
        return out;
      };
      const arbitrary = (schema: z.ZodType | undefined) => (schema ? arbitraryOf(jsonSchemaOf(schema)!) : fc.constant(undefined));
      const samples = fc.sample(fc.record({ params: arbitrary(e.params), query: arbitrary(e.query), body: arbitrary(e.body) }), { numRuns: CASES, seed: 1600 + index });
      for (const sample of samples) {
        sent += 1;
        const params = fill(e.params, sample.params) ?? {};
        const query = fill(e.query, sample.query) ?? {};
        const body = fill(e.body, sample.body);
        const url = SERVICE_PREFIX[e.service] + fillPath(e.path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
        const response = await suite.app.inject({
          method: e.method,
          url,
          query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
          headers: { authorization: `Bearer ${admin.userToken}`, ...(e.idempotent ? { 'idempotency-key': `merchant-fuzz-${sent}` } : {}) },
          ...(body === undefined || e.method === 'GET' ? {} : { payload: body }),
        });
        const label = `${name} ${e.method} ${url} ${JSON.stringify({ query, body }).slice(0, 300)}`;
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ← ${label}: ${response.body.slice(0, 300)}`);
        else if (response.statusCode < 300) {
          succeeded += 1;
          const answer = response.json();
          if (answer.code === SUCCESS_CODE[e.service] && !envelopeOf(e.response).safeParse(answer).success) failures.push(`breaks its schema ← ${label}`);
        }
      }
    }
    console.log(`merchant fuzz: ${sent} requests, ${succeeded} succeeded, ${failures.length} failures`);
    for (const failure of failures) console.log(`merchant fuzz failure: ${failure}`);
    assert.deepEqual(failures.slice(0, 20), []);
  });
});
