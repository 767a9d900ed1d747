import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { useModuleSuite } from '../testing';
import { etcIssuerNotifications } from './etc.table';
import { etcHelpers } from './etc.testing';

/**
 * The local issuer on its own (as in development, time scaled down): it reviews, issues and ships by
 * itself, and its notifications (every one sent twice, after random delays, so in any order) reach
 * the platform's notify route in-process and apply once.
 */
const suite = useModuleSuite({ clock: false, config: { etc: { issuerKey: null, issuerTimeScale: 0.01, issuerDuplicateRate: 1, issuerFirstDelayMs: 150 } } });
const h = etcHelpers(suite);

describe('the local issuer by itself', () => {
  it('reviews, issues and ships an application; duplicates apply once', async () => {
    const who = await h.applicant();
    const { order } = await h.submitted(who);
    await h.eventually(async () => (await h.orderOf(who, order.id)).status === 'shipped', 8000);
    // Let the late copies arrive too.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const read = await h.orderOf(who, order.id);
    assert.deepEqual(read.timeline.map((step: { status: string }) => step.status), ['draft', 'submitted', 'reviewing', 'approved', 'issued', 'shipped']);
    const taken = await suite.deps.db.select().from(etcIssuerNotifications).where(eq(etcIssuerNotifications.orderId, order.id));
    assert.equal(new Set(taken.map((n) => n.notifyId)).size, taken.length);
    assert.ok(taken.length >= 4);
    const activated = await h.app(endpoints.etc.activate, who, { body: { cardNo: read.cardNo, obuNo: read.obuNo, method: 'typed' } });
    assert.equal(activated.status, 200, activated.text);
    await h.eventually(async () => (await h.orderOf(who, order.id)).status === 'activated', 3000);
  });
});
