/**
 * Test support for the fleet suites (not a test itself): verified users, a founded fleet, an
 * invitation and joining it, as the app does them.
 */
import assert from 'node:assert/strict';
import { beforeEach } from 'node:test';
import { count } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import type { ModuleSuite } from '../testing';
import { call } from '../testing';
import { nationalId, signInOperator, signInWithId, uploadIdCard } from '../identity/identity.testing';
import { fleetMemberships, fleets } from './fleet.table';
import { userIdentities } from '../user/user.table';

const { identity, fleet, user } = endpoints;

export type Session = Awaited<ReturnType<typeof signInWithId>>;

export function fleetHelpers(suite: ModuleSuite) {
  let operator: Awaited<ReturnType<typeof signInOperator>> | undefined;
  let sequence = 100;
  // Each test starts from an empty database: the operator of the previous one is gone.
  beforeEach(() => {
    operator = undefined;
  });

  /** A signed-in user whose real name an operator approved (named `name`). */
  async function verifiedUser(name = '张三'): Promise<Session> {
    operator ??= await signInOperator(suite.app, suite.deps);
    const session = await signInWithId(suite.app);
    const images = await uploadIdCard(suite.app, session.userToken);
    sequence += 1;
    const submitted = await call(suite.app, identity.verified, {
      token: session.userToken,
      body: { name, idCardNo: nationalId(String(sequence)), ...images },
    });
    assert.equal(submitted.status, 200, submitted.text);
    const approved = await call(suite.app, identity.approve, { token: operator.userToken, params: { id: submitted.body.data.id } });
    assert.equal(approved.status, 200, approved.text);
    return session;
  }

  const apply = (session: Session, body: Record<string, unknown> = {}) =>
    call(suite.app, fleet.applyToBeAFleet, {
      token: session.userToken,
      body: { fleetName: '闽运车队', region: '福建 福州', description: '冷链为主', ...body },
    });

  /** A verified captain with their fleet. */
  async function captainWithFleet(name = '王队长') {
    const captain = await verifiedUser(name);
    const founded = await apply(captain);
    assert.equal(founded.status, 200, founded.text);
    return { captain, fleetId: founded.body.data.fleetId as number };
  }

  async function inviteToken(captain: Session, fleetId: number): Promise<string> {
    const invitation = await call(suite.app, fleet.getFleetCaptainAuthUrl, { token: captain.userToken, query: { fleetId } });
    assert.equal(invitation.status, 200, invitation.text);
    return invitation.body.data.token;
  }

  const join = (session: Session | undefined, fleetId: number, token: string) =>
    call(suite.app, fleet.addAMember, { token: session?.userToken, body: { fleetId, token } });

  /** A verified user who joined the fleet through a fresh invitation. */
  async function member(captain: Session, fleetId: number, name = '李四') {
    const session = await verifiedUser(name);
    const joined = await join(session, fleetId, await inviteToken(captain, fleetId));
    assert.equal(joined.status, 200, joined.text);
    return session;
  }

  const identitiesOf = async (session: Session) =>
    ((await call(suite.app, user.info, { token: session.userToken })).body.data.identities as string[]).slice().sort();

  /** The fleet rows and how many identities are held, to show a refused call changed nothing. */
  const storedRows = async () => ({
    fleets: await suite.deps.db.select().from(fleets).orderBy(fleets.id),
    memberships: await suite.deps.db.select().from(fleetMemberships).orderBy(fleetMemberships.id),
    identities: (await suite.deps.db.select({ n: count() }).from(userIdentities))[0].n,
  });

  return { verifiedUser, apply, captainWithFleet, inviteToken, join, member, identitiesOf, storedRows };
}
