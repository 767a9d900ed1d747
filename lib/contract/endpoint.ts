import type { z } from 'zod';
import type { Service } from './service';

/**
 * Who may call an endpoint:
 * - `public`: anyone, no credential (health, captcha image, shared content);
 * - `tourist`: the tourist device token or a signed-in user's token (sms sending, registration);
 * - `user`: a signed-in user's token (`Authorization: Bearer <userToken>`);
 * - `logistics`: a signed-in user's logistics token (`Logistics-Authorization: Bearer <token>`).
 */
export type Access = 'public' | 'tourist' | 'user' | 'logistics';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: the single description both halves use. The server mounts it at
 * `SERVICE_PREFIX[service] + path`, validates params/query/body with these schemas and publishes
 * them as OpenAPI; the client builds the URL from it and parses `data` with `response`.
 * `path` uses `:name` for path parameters, e.g. `/api/sms/send/:phone`.
 * `response` describes the envelope's `data` (the envelope itself is implied), except when
 * `raw` is set: then the call answers bytes (an image, a file) with `contentType`.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  service: Service;
  method: HttpMethod;
  path: string;
  summary: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  raw?: { contentType: string };
  /** Answers 429 with Retry-After when called too often (SMS sending): published in OpenAPI. */
  rateLimited?: boolean;
  /**
   * The call creates or changes something and must apply once per user intention: it takes an
   * `Idempotency-Key` header (the client always sends one), a replay with the same key answers the
   * first answer, the same key with another request is 422 (docs/idempotency.md).
   */
  idempotent?: true;
  /**
   * The body travels form-encoded (`application/x-www-form-urlencoded`, flat string fields) rather
   * than as JSON, where the spec says so (the circles' comment add and browseRecord); the server
   * takes both for these calls.
   */
  formEncoded?: true;
}

/** Identity helper that keeps the schema types of an endpoint literal. */
export function endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

/** Fills `:name` path parameters; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path parameter "${name}" is missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export type ParamsOf<E> = E extends Endpoint<infer P, any, any, any> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<any, infer Q, any, any> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<any, any, infer B, any> ? z.input<B> : never;
export type DataOf<E> = E extends Endpoint<any, any, any, infer R> ? z.output<R> : never;
