import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/types';
import { isWriteRequest, onWriteRoutes } from '../../http/writes';
import { findAccessGrant } from './auth.repository';

/**
 * The access grants (session live or not, and the account with its profile) a node remembers for
 * config.grantCacheMs, so a signed-in read does not go to the database for who is calling (it
 * held user info to ~0.12 of the bare route: one round trip per call, bench/README.md).
 *
 * Only on a node that is the only one (no REDIS_URL): there every change to a session or an
 * account is a request to this node, and each changing request (any method but GET/HEAD/OPTIONS)
 * forgets every remembered grant after its handler (and so its transaction) finished and before
 * its answer leaves, so a logout, a refresh-token reuse, an identity switch or an approval is never
 * followed by the old grant on this node. A grant read while such a request ran is not kept (the
 * generation it was read under is stale). A change made outside any request (the operator script,
 * another process) shows within the TTL. Several nodes read the grant on every call: a logout on
 * one must stop the token on all at once.
 */

type Grant = Awaited<ReturnType<typeof findAccessGrant>>;

interface Kept {
  at: number;
  /** The generation the grant was read under: served only while no change came since. */
  generation: number;
  grant: Grant;
}

/** Raised by every changing request: grants read before it are not served again. */
let generation = 0;
/** Per database (tests run several apps in one process): refresh-token id → grant. */
const kept = new WeakMap<Db, Map<string, Kept>>();
/** Grants kept per database at most (live sessions at once); past it the map starts over. */
const MAX_GRANTS = 10_000;

/** The grant of a refresh token (an access token's `rid`), from memory while fresh, else from the database. */
export async function accessGrantOf(deps: AppDeps, refreshJti: string): Promise<Grant> {
  const ttl = deps.config.grantCacheMs;
  if (ttl <= 0) return findAccessGrant(deps.db, refreshJti);
  let byJti = kept.get(deps.db);
  if (!byJti) {
    byJti = new Map();
    kept.set(deps.db, byJti);
  }
  const now = performance.now();
  const hit = byJti.get(refreshJti);
  if (hit && hit.generation === generation && now - hit.at < ttl) return hit.grant;
  const readUnder = generation;
  const grant = await findAccessGrant(deps.db, refreshJti);
  // Only a grant no change overtook while it was read is remembered; an unknown token is not.
  if (grant && readUnder === generation) {
    if (byJti.size >= MAX_GRANTS) byJti.clear();
    byJti.set(refreshJti, { at: now, generation: readUnder, grant });
  }
  return grant;
}

/** Forgets every remembered grant on this node (a session or an account may have changed). */
export function grantsChanged(): void {
  generation += 1;
}

/**
 * The half of the promise above that the routes keep: a changing request forgets the grants
 * after its handler, before its answer is sent.
 */
export function forgetGrantsAfterWrites(app: FastifyInstance, deps: AppDeps): void {
  if (deps.config.grantCacheMs <= 0) return;
  onWriteRoutes(app, {
    onSend: (request, _reply, payload, done) => {
      if (isWriteRequest(request.method)) grantsChanged();
      done(null, payload);
    },
  });
}
