import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { compressJsonAnswer } from './http/encoding';
import authPlugin from './plugins/auth';
import errorsPlugin, { BODY_LIMIT_BYTES } from './plugins/errors';
import healthPlugin from './plugins/health';
import jsonBodyPlugin from './plugins/json-body';
import securityHeadersPlugin from './plugins/security-headers';
import staticPlugin from './plugins/static';
import swaggerPlugin from './plugins/swagger';
import { registerModules } from './modules';
import { trustedProxies } from './http/client-address';
import { badRequest, fieldError } from './http/errors';
import type { MountedRoute } from './http/route';

/** Spec §9: 60 s for a request to arrive in full; slower senders are cut off with 408. */
const REQUEST_TIMEOUT_MS = 60_000;

export interface BuildAppOptions {
  /** false (tests), pino options, or a pino logger (main.ts shares its own). */
  logger?: boolean | object;
}

/**
 * Builds the whole server, in tiers (STYLE.md "Plugins in tiers"): external plugins (OpenAPI,
 * security headers, compression; multipart is the upload call's own), app plugins (error envelopes, auth, health), the modules' routes,
 * then the exported PWA. `deps` carries everything from outside (database, store, providers),
 * so tests build the same app on their own.
 */
export async function buildApp(deps: AppDeps, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const logger = opts.logger ?? false;
  const isLoggerInstance = typeof logger === 'object' && typeof (logger as FastifyBaseLogger).child === 'function';
  const app = Fastify({
    ...(isLoggerInstance ? { loggerInstance: logger as FastifyBaseLogger } : { logger }),
    genReqId: () => randomUUID(),
    trustProxy: trustedProxies(deps.config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // One access line per request (the onResponse hook below) carrying what Fastify's two did
    // (the call, its status and time): on a small call, logging is a fair share of the cost.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The server's own route table: every route as registered (the authorization matrix walks it).
  app.decorate('routeTable', [] as MountedRoute[]);
  app.decorate('deps', deps);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, endpoint: route.config?.endpoint ?? null });
    }
  });
  // The API speaks JSON (and multipart for uploads): a text body is refused with 415 rather than
  // reaching a schema as a string; JSON nested too deep is refused before it is parsed.
  app.removeContentTypeParser('text/plain');
  await app.register(jsonBodyPlugin);
  // PostgreSQL cannot store the NUL character in text: refuse it with the field's name before any
  // handler runs, instead of failing in the database (found by the fuzz suite, server/test/fuzz.test.ts).
  // Callback-style hooks on the request path (no promise and microtask per hook and request).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [['path', request.params], ['query', request.query], ['body', request.body]] as const) {
      const field = fieldWithNul(value, part);
      if (field) return done(badRequest('request.nulCharacter', { field }, [fieldError(field, 'request.fieldNul')]));
    }
    done();
  });
  // The request id the error envelopes quote, on every answer, so a report can name the request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, ip: request.ip, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
  // While shutting down, in-flight answers close their keep-alive connection: otherwise an idle
  // client socket would hold the process open until the keep-alive time-out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    // Before @fastify/compress's own step where a route has one (a route-level hook, so it runs after this one).
    compressJsonAnswer(request, reply, payload, done);
  });

  await app.register(swaggerPlugin);
  await app.register(securityHeadersPlugin, { config: deps.config });
  await app.register(fastifyCompress, { global: true });

  await app.register(errorsPlugin);
  await app.register(authPlugin, { deps });
  await app.register(healthPlugin, { deps });

  await registerModules(app, deps);

  await app.register(staticPlugin, { config: deps.config });
  return app as unknown as FastifyInstance;
}

/** The path of the first string holding U+0000 inside a request part, or null. */
function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Buffer.isBuffer(value) || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const found = fieldWithNul(inner, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}
