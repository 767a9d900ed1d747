/**
 * The contract fuzz (server/test/fuzz.test.ts) calls as a user with no card, toll or waybill, and
 * its issuer notifications carry no valid signature, so the toll calls stop at "not yours" or 403.
 * Here the same generated requests are sent by a driver with a withheld toll, its card and its
 * waybill put in, and the generated toll notifications are SIGNED by the issuer, so they reach
 * applyTollNotification: no answer may be a 5xx, no 2xx may break its response schema, and the
 * ledger stays balanced.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { z } from 'zod';
import { ETC_SIGNATURE_HEADER, EtcTollNotify, SERVICE_PREFIX, SUCCESS_CODE, endpoints, envelopeOf, fillPath, type Endpoint } from '@/lib/contract';
import { arbitraryOf, jsonSchemaOf } from '../../../test/schema-arbitrary';
import { checkLedger } from '../money/money.ledger';
import { useModuleSuite } from '../testing';
import { tripIn } from '../tracking/tracking.testing';
import { eq } from 'drizzle-orm';
import { etcTollTransactions } from './etc.table';
import { FQ, FZN, cardFor, catchNotifications, deliver, drivePoints, issuerOf, postDrive } from './etc.tolls.testing';

const CASES = Number(process.env.FUZZ_CASES ?? 24);
const suite = useModuleSuite({ reset: false, clock: true, config: { etc: { issuerKey: null, issuerTimeScale: 0, issuerDuplicateRate: 0, issuerFirstDelayMs: 0 } } });

const CALLS = ['bills', 'billMonths', 'billDetail', 'waybillTolls'] as const;

describe('toll calls fuzzed by a driver with a toll, and signed toll notifications', () => {
  it(`answers ${CASES} generated requests per call without a 5xx or a broken response`, { timeout: 20 * 60 * 1000 }, async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    const card = await cardFor(suite.deps, trip.driver, trip.plateNumber);
    const caught = catchNotifications(suite.deps);
    await postDrive(suite.app, trip.driver, trip.waybillId, drivePoints([FZN, FQ]));
    for (const n of caught) await deliver(suite.app, n);
    const [toll] = await suite.deps.db.select().from(etcTollTransactions).where(eq(etcTollTransactions.waybillId, trip.waybillId));
    assert.ok(toll, 'the drive was charged');
    const own: Record<string, number | string> = { tollId: toll.id, etcCardId: card.cardId, waybillId: trip.waybillId, month: new Date(toll.exitAt.getTime() + 8 * 3600_000).toISOString().slice(0, 7) };

    const failures: string[] = [];
    let sent = 0;
    let succeeded = 0;
    const check = (name: string, label: string, status: number, text: string, e: Endpoint) => {
      if (status >= 500) failures.push(`${status} ← ${name} ${label}: ${text.slice(0, 300)}`);
      else if (status < 300) {
        succeeded += 1;
        const answer = JSON.parse(text);
        if (answer.code === SUCCESS_CODE[e.service] && !envelopeOf(e.response).safeParse(answer).success) failures.push(`breaks its schema ← ${name} ${label}`);
      }
    };
    for (const [index, name] of CALLS.entries()) {
      const e = endpoints.etc[name] as Endpoint;
      const samples = fc.sample(arbitraryOf(jsonSchemaOf(e.query as z.ZodType)!), { numRuns: CASES, seed: 1700 + index });
      for (const sample of samples) {
        sent += 1;
        const query = { ...(sample as Record<string, unknown>) };
        // Half the requests name the driver's own toll, card, waybill and month.
        if (sent % 2 === 0) for (const key of Object.keys(query)) if (key in own) query[key] = own[key];
        const response = await suite.app.inject({
          method: e.method,
          url: SERVICE_PREFIX[e.service] + fillPath(e.path, {}),
          query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
          headers: { authorization: `Bearer ${trip.driver.userToken}` },
        });
        check(name, JSON.stringify(query).slice(0, 300), response.statusCode, response.body, e);
      }
    }
    // Signed toll notifications: generated, half of them for the driver's own card and plate.
    const notify = endpoints.etc.issuerNotify as Endpoint;
    const bodies = fc.sample(arbitraryOf(jsonSchemaOf(EtcTollNotify)!), { numRuns: CASES * 2, seed: 1799 });
    for (const [i, sample] of bodies.entries()) {
      sent += 1;
      const body = { ...(sample as Record<string, unknown>), kind: 'toll', waybillId: (sample as { waybillId?: unknown }).waybillId ?? null };
      if (i % 2 === 0) Object.assign(body, { cardNo: card.cardNo, plateNumber: trip.plateNumber, entryStationCode: FZN.code, exitStationCode: FQ.code });
      const signature = issuerOf(suite.deps).sign(body as never);
      const response = await suite.app.inject({ method: 'POST', url: SERVICE_PREFIX.app + notify.path, payload: body, headers: { [ETC_SIGNATURE_HEADER]: signature } });
      check('issuerNotify', JSON.stringify(body).slice(0, 300), response.statusCode, response.body, notify);
    }
    console.log(`etc toll fuzz: ${sent} requests, ${succeeded} succeeded, ${failures.length} failures`);
    for (const failure of failures) console.log(`etc toll fuzz failure: ${failure}`);
    assert.deepEqual(failures.slice(0, 20), []);
    assert.deepEqual((await checkLedger(suite.deps.db)).problems, []);
  });
});
