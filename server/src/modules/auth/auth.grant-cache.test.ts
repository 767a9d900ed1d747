import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { call, signIn, useModuleSuite } from '../testing';
import { authSessions } from './auth.table';

/**
 * A lone node remembers access grants (auth.grant-cache.ts), yet a logout or an identity switch is
 * never followed by the old grant on that node; only a change made outside any request (another
 * process) waits for the TTL.
 */
const { auth, user } = endpoints;
// Long enough that only a forgetting, never the TTL, can explain a fresh grant.
const suite = useModuleSuite({ config: { grantCacheMs: 2000 } });

const info = (token: string) => call(suite.app, user.info, { token });

describe('remembered access grants', () => {
  it('a logout stops the token at the very next call', async () => {
    const person = await signIn(suite.app);
    assert.equal((await info(person.userToken)).status, 200);
    assert.equal((await info(person.userToken)).status, 200, 'served from memory');
    const out = await call(suite.app, auth.logout, { token: person.userToken, body: { userRefreshToken: person.userRefreshToken } });
    assert.equal(out.status, 200, out.text);
    const after = await info(person.userToken);
    assert.equal(after.status, 401, after.text);
  });

  it("answers user info again from the account it was built for, as one person's answer (no-store), and anew after a change", async () => {
    const person = await signIn(suite.app);
    const first = await info(person.userToken);
    const again = await info(person.userToken);
    assert.equal(again.text, first.text);
    assert.equal(again.headers['cache-control'], 'no-store');
    assert.match(String(again.headers['content-type']), /^application\/json/);
    const renamed = await call(suite.app, user.setIdentity, { token: person.userToken, body: { identityType: 'driver' } });
    assert.equal(renamed.status, 200, renamed.text);
    const after = await info(person.userToken);
    assert.equal(after.body.data.identityType, 'driver');
    assert.deepEqual(after.body.data.identities, ['driver']);
  });

  it('an identity switch shows at the very next call', async () => {
    const person = await signIn(suite.app);
    assert.equal((await info(person.userToken)).body.data.identityType ?? null, null);
    const switched = await call(suite.app, user.setIdentity, { token: person.userToken, body: { identityType: 'cargoOwner' } });
    assert.equal(switched.status, 200, switched.text);
    assert.equal((await info(person.userToken)).body.data.identityType, 'cargoOwner');
  });

  it('a change made behind every request (another process) is seen after the next changing request, not before', async () => {
    const person = await signIn(suite.app);
    const other = await signIn(suite.app);
    const { userId } = (await info(person.userToken)).body.data;
    await suite.deps.db.update(authSessions).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(eq(authSessions.userId, userId));
    assert.equal((await info(person.userToken)).status, 200, 'still the remembered grant');
    // Any changing request on this node forgets every remembered grant.
    await call(suite.app, user.setIdentity, { token: other.userToken, body: { identityType: 'driver' } });
    assert.equal((await info(person.userToken)).status, 401);
  });
});
