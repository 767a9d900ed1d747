import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { useModuleSuite } from '../testing';
import { checkLedger } from '../money/money.ledger';
import { tripIn } from '../tracking/tracking.testing';
import { etcIssuerNotifications, etcTollTransactions } from './etc.table';
import { FQ, FZN, cardFor, drivePoints, postDrive } from './etc.tolls.testing';

// The issuer as in development: its own timers, random delays, every notification sometimes sent twice more.
const suite = useModuleSuite({ clock: true, config: { etc: { issuerKey: null, issuerTimeScale: 0.01, issuerDuplicateRate: 1, issuerFirstDelayMs: 300 } } });

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('tolls with the issuer running on its own timers', () => {
  it('a drive through two stations is withheld once, whatever the copies and their order', async () => {
    const trip = await tripIn(suite.app, suite.deps, 'inTransit');
    await cardFor(suite.deps, trip.driver, trip.plateNumber);
    await postDrive(suite.app, trip.driver, trip.waybillId, drivePoints([FZN, FQ]));
    const tolls = () => suite.deps.db.select().from(etcTollTransactions).where(eq(etcTollTransactions.waybillId, trip.waybillId));
    const [toll, ...more] = await eventually(tolls, (rows) => rows.length > 0 && rows[0].status === 'withheld');
    assert.equal(more.length, 0);
    assert.equal(toll?.status, 'withheld');
    // Two copies, each sent twice (duplicate rate 1): four deliveries, one toll, one withholding.
    const taken = await eventually(
      () => suite.deps.db.select().from(etcIssuerNotifications).where(eq(etcIssuerNotifications.subject, toll.issuerTxnId)),
      (rows) => rows.length >= 2,
    );
    assert.ok(taken.length >= 2, `${taken.length} notifications taken`);
    assert.equal(taken.filter((n) => n.outcome === 'applied').length, 1);
    assert.equal((await tolls()).length, 1);
    assert.deepEqual((await checkLedger(suite.deps.db)).problems, []);
  });
});
