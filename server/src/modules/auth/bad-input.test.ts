import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { SERVICE_PREFIX, endpoints, type Endpoint } from '@/lib/contract';
import { rowCounts, signIn, useModuleSuite } from '../testing';

/**
 * Whatever arrives (any JSON body, query and path segment, any credential), the sign-in, user and
 * app calls answer a 4xx envelope rather than a 500, and a refused call stores nothing.
 *
 * No reset between tests: each signs in a phone of its own and compares row counts of its own calls.
 */
const suite = useModuleSuite({ reset: false });

const json = fc.jsonValue({ maxDepth: 2 });
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  json,
);
/** Bodies shaped like the real ones (known field names) as well as arbitrary JSON. */
const fieldNames = ['mobile', 'smsCode', 'grant_type', 'deviceToken', 'serialNo', 'os', 'refresh_token', 'recommender',
  'captcha', 'vehicleId', 'phone', 'identityType', 'userRefreshToken', 'logisticsRefreshToken'];
const body = fc.oneof(json, fc.dictionary(fc.constantFrom(...fieldNames), fieldValue, { maxKeys: 6 }));
const query = fc.dictionary(fc.constantFrom('phone', 'type', 'platform', 'versionCode', 'url'), fc.string({ maxLength: 30 }), { maxKeys: 3 });

function pathOf(e: Endpoint, segment: string): string {
  return SERVICE_PREFIX[e.service] + e.path.replace(/:[A-Za-z]+/g, encodeURIComponent(segment));
}

const calls = [...Object.values(endpoints.auth), ...Object.values(endpoints.user), ...Object.values(endpoints.app)];

describe('bad input never breaks the server', () => {
  for (const e of calls) {
    it(`${e.method} ${SERVICE_PREFIX[e.service]}${e.path}`, async () => {
      // A session of its own: a random call may be a valid logout and end it.
      const session = await signIn(suite.app);
      const tokens = [session.userToken, session.logisticsToken, session.userRefreshToken, session.device, 'garbage', ''];
      const before = await rowCounts(suite.deps.db);
      await fc.assert(
        fc.asyncProperty(body, query, fc.string({ maxLength: 20 }), fc.nat(5), async (b, q, segment, t) => {
          const token = tokens[t];
          const response = await suite.app.inject({
            method: e.method,
            url: pathOf(e, segment || 'x'),
            query: q,
            ...(e.method === 'GET' ? {} : { payload: JSON.stringify(b), headers: { 'content-type': 'application/json' } }),
            ...(token ? { headers: { authorization: `Bearer ${token}`, ...(e.method === 'GET' ? {} : { 'content-type': 'application/json' }) } } : {}),
          });
          assert.ok(response.statusCode < 500, `${response.statusCode}: ${response.body}`);
          if (response.statusCode >= 400 && !e.raw) {
            const envelope = JSON.parse(response.body);
            assert.equal(typeof envelope.msg, 'string');
            assert.ok(envelope.msg.length > 0);
          }
        }),
        { numRuns: 60 },
      );
      // Random inputs may happen to be valid (a device token for a random serial): only refused ones must store nothing.
      if (e !== endpoints.auth.device) assert.deepEqual(await rowCounts(suite.deps.db), before);
    });
  }
});
