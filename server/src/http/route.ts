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
import type { Principal } from './principal';

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
  }
  interface FastifyContextConfig {
    /** The service a route belongs to: decides its envelope (set by mountEndpoint). */
    service?: Service;
    /** The contract endpoint a route serves (set by mountEndpoint; read by the route table). */
    endpoint?: Endpoint;
  }
  interface FastifyInstance {
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
}

export interface MountOptions {
  /** A list a tourist reads: ETag and 304 when unchanged for tourists (plugins/revalidate.ts). */
  revalidate?: boolean;
}

export type CallHandler<E extends Endpoint> = (input: CallInput<E>, ctx: CallContext) => Promise<DataOf<E>>;

/**
 * Mounts one contract endpoint at `SERVICE_PREFIX[service] + path`: validates params, query and
 * body with the contract's schemas (400 with the failing fields otherwise), checks access through
 * `app.authorize`, runs the handler and answers `{code, data, msg}` in the service's envelope
 * (or the raw bytes for `raw` endpoints). The response schema is enforced on the way out, so a
 * handler cannot answer a shape its contract does not promise.
 */
export function mountEndpoint<E extends Endpoint>(app: FastifyInstance, e: E, handler: CallHandler<E>, options: MountOptions = {}): void {
  app.route({
    method: e.method,
    url: SERVICE_PREFIX[e.service] + e.path,
    config: { service: e.service, endpoint: e, revalidate: options.revalidate ?? false },
    schema: {
      summary: e.summary,
      tags: [e.service],
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.raw ? {} : { response: { 200: envelopeOf(e.response) } }),
      ...(e.access === 'public' ? {} : { security: [{ [e.access === 'logistics' ? 'logistics' : 'bearer']: [] }] }),
    },
    handler: async (request, reply) => {
      const principal = await app.authorize(request, e);
      request.principal = principal;
      const input = { params: request.params, query: request.query, body: request.body } as CallInput<E>;
      const data = await handler(input, { request, reply, principal, requestId: request.id, ip: request.ip });
      if (e.raw) {
        reply.type(e.raw.contentType).header('Cache-Control', 'no-store');
        return data;
      }
      return { code: SUCCESS_CODE[e.service], data, msg: 'success' };
    },
  });
}
