import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  SERVICE_PREFIX,
  SUCCESS_CODE,
  envelopeOf,
  type DataOf,
  type Endpoint,
  type Service,
} from '@/lib/contract';
import type { AppDeps } from '../deps';
import { idempotencyKeyOf, runIdempotent } from '../modules/idempotency/idempotency';
import type { Principal } from './principal';
import { SharedAnswers, keptAnswer, sendAnswer, type KeptAnswer, type SharedAnswerPolicy } from './shared-answer';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Establishes who is calling and whether they may call `endpoint` (its `access`), from the
     * request's tokens. Throws an AppError 401/403 when they may not. Decorated by plugins/auth.
     */
    authorize(request: FastifyRequest, endpoint: Endpoint): Promise<Principal | null>;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** `principal` was established already (a route that keeps answers looks for one first). */
    principalChecked: boolean;
  }
  interface FastifyContextConfig {
    /** The service a route belongs to: decides its envelope (set by mountEndpoint). */
    service?: Service;
    /** The contract endpoint a route serves (set by mountEndpoint; read by the route table). */
    endpoint?: Endpoint;
    /** The route sets its own Cache-Control (see MountOptions.ownCaching); otherwise answers are `no-store`. */
    ownCaching?: boolean;
  }
  interface FastifyInstance {
    /** What the modules are built from (app.ts); idempotent calls get a copy whose `db` is their transaction. */
    deps: AppDeps;
    /** Every route this server mounted, as Fastify registered it (app.ts); the authorization matrix walks it. */
    routeTable: MountedRoute[];
  }
}

// `params` etc. are optional properties, so `E['params']` is `Schema | undefined`: strip the
// undefined first, or every handler would have to null-check input the schema already validated.
type Out<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

/** One mounted route: method, URL, and the contract endpoint behind it (none for pages and health). */
export interface MountedRoute {
  method: string;
  url: string;
  endpoint: Endpoint | null;
}

export interface CallInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

export interface CallContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** Null only on `public` endpoints called without a credential. */
  principal: Principal | null;
  requestId: string;
  ip: string;
  /**
   * What the service is built from. On an `idempotent` call sent with an Idempotency-Key, `db` is
   * the transaction that claimed the key: the handler must hand THESE deps to its service, so the
   * action commits or rolls back together with its key (docs/idempotency.md).
   */
  deps: AppDeps;
  /**
   * On a route mounted with `sharedSignedIn`: the handler says its answer is the same for every
   * signed-in caller except the owners named (the rows' owners, who see them as their own). Not
   * called, the answer is built for this caller alone.
   */
  sameForSignedInExcept(owners: Iterable<number>): void;
}

export interface MountOptions {
  /**
   * A list a tourist reads, the same for every tourist: their answers are kept as bytes for the
   * policy's TTL (until a write raises its generation), with an ETag and 304 when unchanged
   * (http/shared-answer.ts). A signed-in caller's answer holds their own view and is built each time.
   */
  shared?: SharedAnswerPolicy;
  /**
   * With `shared`: a signed-in caller's answer is kept too, per URL, when the handler declares it
   * the same for every signed-in caller but the rows' owners (`ctx.sameForSignedInExcept`), and
   * served to signed-in callers who own none of its rows. Only for lists whose rows depend on the
   * URL alone (not on the caller's history). Sent `no-store`, as every signed-in read.
   */
  sharedSignedIn?: boolean;
  /**
   * The opt-out of `Cache-Control: no-store`. Every answer of a contract route is `no-store` by
   * default: most carry one person's data (the user with their mobile number, waybills, wallets),
   * and a shared cache or the browser's disk must not keep them. A route whose answer is the same
   * for everyone (e.g. a public list served with an ETag) sets `ownCaching: true` and then sets
   * Cache-Control itself in its handler; say in a comment why the answer may be shared. (`shared`
   * routes need not: a tourist's answer is `no-cache` with an ETag, http/shared-answer.ts.)
   */
  ownCaching?: boolean;
  /**
   * 'service': the service claims the Idempotency-Key itself, inside the transaction it already
   * runs (money and waybill field actions, which hash the call their own way); the route layer
   * leaves the key to it.
   */
  idempotency?: 'service' | 'providerOutside';
  /**
   * The answer is a function of the signed-in caller's account alone (user info): kept as its
   * checked and serialised JSON beside the account object the session lookup produced, so a phone
   * asking again skips the handler and the response check. A lone node's grant cache
   * (modules/auth/auth.grant-cache.ts) hands out the same account object until a change or
   * GRANT_CACHE_MS; any change, or a lookup on a node without it, makes a new object and a new
   * answer. Weakly held: an account no session holds any more is forgotten with it.
   */
  perAccount?: boolean;
}

/** Mount option of the calls whose service claims the Idempotency-Key itself. */
export const KEY_CLAIMED_BY_SERVICE: MountOptions = { idempotency: 'service' };

/**
 * Mount option of the calls that ask a provider whose local simulator keeps its records in the
 * same database (the bank): they cannot run inside the key's transaction (PGlite has one
 * connection, so the provider's own query would wait on the transaction for ever: every call of the
 * node hung after one sub-account opening). They apply once by their own rule instead: the bank
 * answers the same sub-account or card check when asked twice, and the service refuses a second
 * opening or binding of what is already there.
 */
export const PROVIDER_OUTSIDE_TRANSACTION: MountOptions = { idempotency: 'providerOutside' };

export type CallHandler<E extends Endpoint> = (input: CallInput<E>, ctx: CallContext) => Promise<DataOf<E>>;

/**
 * Mounts one contract endpoint at `SERVICE_PREFIX[service] + path`: validates params, query and
 * body with the contract's schemas (400 with the failing fields otherwise), checks access through
 * `app.authorize`, runs the handler and answers `{code, data, msg}` in the service's envelope
 * (or the raw bytes for `raw` endpoints), `Cache-Control: no-store` unless `options.ownCaching`.
 * The response schema is enforced on the way out, so a handler cannot answer a shape its contract
 * does not promise.
 * An `idempotent` endpoint called with an Idempotency-Key runs once per (user, key): the handler
 * runs in a transaction that claims the key, and a replay answers the stored first answer
 * (`runIdempotent`); the handler must pass `ctx.deps` to its service.
 */
export function mountEndpoint<E extends Endpoint>(app: FastifyInstance, e: E, handler: CallHandler<E>, options: MountOptions = {}): void {
  const ownCaching = options.ownCaching ?? false;
  const keyedHere = e.idempotent === true && options.idempotency === undefined;
  const call = `${e.method} ${SERVICE_PREFIX[e.service]}${e.path}`;
  const shared = options.shared && !e.raw ? new SharedAnswers(options.shared) : undefined;
  const sharedSignedIn = shared && options.sharedSignedIn ? new SharedAnswers(options.shared!) : undefined;
  const answerOfAccount = options.perAccount && !e.raw ? new WeakMap<object, KeptAnswer>() : undefined;
  const keepsAnswers = shared !== undefined || answerOfAccount !== undefined;
  /** The answer kept for this URL and caller (shared lists), or for the caller's account (perAccount). */
  const keptAnswerFor = (url: string, principal: Principal | null): KeptAnswer | undefined => {
    const signedIn = principal !== null && principal.kind !== 'tourist' ? principal.userId : undefined;
    const kept = (signedIn === undefined ? shared : sharedSignedIn)?.find(url, signedIn);
    if (kept) return kept;
    const account = answerOfAccount && principal && principal.kind !== 'tourist' ? principal.account : undefined;
    return account && answerOfAccount!.get(account);
  };
  app.route({
    method: e.method,
    url: SERVICE_PREFIX[e.service] + e.path,
    config: { service: e.service, endpoint: e, ownCaching },
    // A contract call answers JSON (compressed at once by the app's own step, http/encoding.ts) or
    // a picture, and takes JSON or a multipart upload: @fastify/compress's three hooks per request
    // and its accept-encoding parse were work for nothing here (it still serves the PWA's files).
    compress: false,
    decompress: false,
    schema: {
      summary: e.summary,
      tags: [e.service],
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.raw ? {} : { response: { 200: envelopeOf(e.response) } }),
      ...(e.access === 'public' ? {} : { security: [{ [e.access === 'logistics' ? 'logistics' : 'bearer']: [] }] }),
    },
    // A kept answer is sent as soon as the caller is known, before the request is validated and
    // the handler runs: only an answer built for this very URL is kept, so the URL was valid then
    // and is now (nothing but the URL is read). Any refusal falls through to the full path, which
    // refuses it in the order it always did (a bad query is a 400 before a missing token's 401).
    // Without it a kept answer still paid the query's zod check and the handler's chain of hooks
    // and promises: ~25 % of the market page's CPU (bench/README.md "Session 19").
    ...(keepsAnswers
      ? {
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            let principal: Principal | null;
            try {
              principal = await app.authorize(request, e);
            } catch {
              return;
            }
            request.principal = principal;
            request.principalChecked = true;
            const kept = keptAnswerFor(request.url, principal);
            if (kept) return reply.send(sendAnswer(request, reply, kept));
          },
        }
      : {}),
    handler: async (request, reply) => {
      const principal = request.principalChecked ? request.principal : await app.authorize(request, e);
      request.principal = principal;
      const signedIn = principal !== null && principal.kind !== 'tourist' ? principal.userId : undefined;
      const sharedAnswers = signedIn === undefined ? shared : sharedSignedIn;
      const account = answerOfAccount && principal && principal.kind !== 'tourist' ? principal.account : undefined;
      // Read before the data: a write during the read leaves the new answer stale, never kept as fresh.
      const generation = sharedAnswers?.generation();
      let owners: Set<number> | undefined;
      const input = { params: request.params, query: request.query, body: request.body } as CallInput<E>;
      const ctx: CallContext = {
        request,
        reply,
        principal,
        requestId: request.id,
        ip: request.ip,
        deps: app.deps,
        sameForSignedInExcept: (except) => {
          owners = new Set(except);
        },
      };
      // Tourists (sign-up calls) have no account to keep keys under; they are not marked idempotent.
      const userId = principal && principal.kind !== 'tourist' ? principal.userId : undefined;
      const key = keyedHere && userId !== undefined ? idempotencyKeyOf(request) : undefined;
      // Without a key (an old client) the call simply runs, as it always did.
      const data =
        key === undefined || userId === undefined
          ? await handler(input, ctx)
          : await runIdempotent(app.deps, userId, key, call, input, (tx) =>
              handler(input, { ...ctx, deps: { ...app.deps, db: tx as unknown as AppDeps['db'] } }),
            );
      // A signed-in answer is kept only when declared the same for others, and built for a non-owner.
      const keepable = signedIn === undefined || (owners !== undefined && !owners.has(signedIn));
      if (sharedAnswers && generation !== undefined && keepable) {
        // Checked against the contract by the route's serializer, once per kept answer.
        const json = reply.serialize({ code: SUCCESS_CODE[e.service], data, msg: 'success' }) as string;
        return sendAnswer(request, reply, sharedAnswers.keep(request.url, json, generation, signedIn === undefined ? undefined : owners));
      }
      if (account) {
        // Checked against the contract by the route's serializer, once per account object.
        const answer = keptAnswer(reply.serialize({ code: SUCCESS_CODE[e.service], data, msg: 'success' }) as string, true);
        answerOfAccount!.set(account, answer);
        return sendAnswer(request, reply, answer);
      }
      // Set after the handler, so only the declared opt-out can loosen it (refusals: plugins/errors.ts).
      if (!ownCaching) reply.header('Cache-Control', 'no-store');
      if (e.raw) {
        reply.type(e.raw.contentType);
        return data;
      }
      return { code: SUCCESS_CODE[e.service], data, msg: 'success' };
    },
  });
}
