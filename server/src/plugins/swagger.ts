import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '@/lib/constants';
import { serviceOfUrl } from '../http/envelope';
import { ErrorEnvelope, SUCCESS_CODE, endpoints, errorCode, type Endpoint, type Service } from '@/lib/contract';

export const DOCS_PREFIX = '/docs';

/** Where the published error envelope lives in the document. */
export const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';

/** Each contract endpoint's domain and name in `endpoints` (e.g. auth, captcha), for operation ids and tags. */
const ENDPOINT_NAMES = new Map<Endpoint, { domain: string; name: string }>(
  Object.entries(endpoints).flatMap(([domain, table]) =>
    Object.entries(table as Record<string, Endpoint>).map(([name, e]) => [e, { domain, name }] as const),
  ),
);

const ACCESS_TEXT: Record<Endpoint['access'], string> = {
  public: 'Anyone, no credential.',
  tourist: 'The tourist device token or a signed-in user token (`Authorization: Bearer`).',
  user: 'A signed-in user token (`Authorization: Bearer`).',
  logistics: 'A signed-in logistics token (`Logistics-Authorization: Bearer`).',
};

/** What each refusal means, as the error handler (plugins/errors.ts) answers it. */
const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input: a path, query or body field is invalid (`errors` names each), the JSON is malformed or nested too deep',
  401: 'No credential, or it is invalid or expired',
  403: 'The caller may not do this (role, ownership or state of the account)',
  404: 'The object named does not exist or is not the caller\'s to see',
  409: 'The object is not in a state that allows this (e.g. already signed, already taken)',
  413: 'The body, form or file is larger than allowed',
  415: 'The Content-Type is not accepted (send application/json, or multipart for uploads)',
  422: 'Refused as a whole: an Idempotency-Key reused for another request, or the bank refused',
  429: 'Called too often; Retry-After says in how many seconds to try again',
  500: 'Unexpected failure; quote `requestId` when reporting it',
};

/** The refusals a call can meet, from what its contract says (the `default` response covers the rarer ones, e.g. 410). */
function errorStatuses(e: Endpoint): number[] {
  const mutates = e.method !== 'GET';
  return [
    400,
    ...(e.access === 'public' ? [] : [401, 403]),
    ...(e.params || e.body || e.query ? [404] : []),
    ...(mutates ? [409, 413, 415, 422] : []),
    ...(e.rateLimited ? [429] : []),
    500,
  ];
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: ERROR_ENVELOPE_REF } } },
});

const ucfirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An operation id for a route outside the contract tables (health, test probes): method and path in camel case. */
const operationIdOf = (method: string, url: string) =>
  method.toLowerCase() + url.split(/[^A-Za-z0-9]+/).filter(Boolean).map(ucfirst).join('');

interface OperationSchema {
  hide?: boolean;
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * Completes one operation of the document from its contract endpoint: operation id
 * (`<domain><Name>`, e.g. authCaptcha), the domain as tag, a description with the access rule
 * and the service's codes, and every refusal it can meet in the error envelope the server
 * really sends. On the logistics service a refused token answers HTTP 200 with the error
 * envelope (the client refreshes on it), so there 200 is either envelope.
 */
export function documentOperation(schema: OperationSchema, e: Endpoint | undefined, method: string, url: string): OperationSchema {
  const names = e ? ENDPOINT_NAMES.get(e) : undefined;
  const responses: Record<string, unknown> = { ...schema.response };
  if (e?.raw) {
    responses[200] = { description: `The ${e.raw.contentType} bytes`, content: { [e.raw.contentType]: { schema: { type: 'string', format: 'binary' } } } };
  } else if (e && responses[200]) {
    const success = responses[200];
    const okText = `Success: \`{code: ${JSON.stringify(SUCCESS_CODE[e.service])}, data, msg}\``;
    responses[200] =
      e.service === 'logistics'
        ? { description: `${okText}; or a refused logistics token: the error envelope with a msg containing 401`, content: { 'application/json': { schema: { anyOf: [success, { $ref: ERROR_ENVELOPE_REF }] } } } }
        : { description: okText, content: { 'application/json': { schema: success } } };
  }
  for (const status of e ? errorStatuses(e) : [500]) {
    responses[status] = errorResponse(`${ERROR_TEXT[status]} (code ${JSON.stringify(e ? errorCode(e.service, status) : status)})`);
  }
  responses.default = errorResponse('Any other refusal, in the same error envelope');
  return {
    ...schema,
    operationId: names ? `${names.domain}${ucfirst(names.name)}` : operationIdOf(method, url),
    ...(names ? { tags: [names.domain] } : schema.tags ? {} : { tags: [e?.service ?? serviceOfUrl(url) ?? 'platform'] }),
    description: [schema.summary ?? e?.summary ?? `${method} ${url}`, e ? `Access: ${ACCESS_TEXT[e.access]}` : ''].filter(Boolean).join('\n\n'),
    response: responses,
  };
}

const SERVICES_TEXT = (Object.keys(SUCCESS_CODE) as Service[])
  .map((s) => `${s} (success code ${JSON.stringify(SUCCESS_CODE[s])}, errors ${JSON.stringify(errorCode(s, 404))} for 404 and so on)`)
  .join('; ');

/**
 * OpenAPI built from the contract's zod schemas (every mountEndpoint route carries them), with
 * Swagger UI at /docs and the document at /docs/json. Registered before the routes so it sees
 * them all; the UI's own routes and the static files are hidden from the document. The
 * additions (ids, tags, refusals) are made to the document only: the routes' runtime schemas
 * stay as they are.
 */
export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Toll freight API',
          description:
            'Four services on one origin, each answering `{code, data, msg}`: /appserver (success code "P00000"), ' +
            '/app/api ("200"), /logistics/api ("200"; an invalid logistics token answers HTTP 200 with a msg ' +
            `containing 401), /store/api (0). Refusals answer the error envelope: ${SERVICES_TEXT}.`,
          version: APP_VERSION,
        },
        tags: Object.keys(endpoints).map((domain) => ({ name: domain, description: `The ${domain} calls (lib/contract/${domain}.ts)` })),
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'User token (or the tourist device token where allowed)' },
            logistics: { type: 'apiKey', in: 'header', name: 'Logistics-Authorization', description: '"Bearer <logistics token>"' },
          },
          schemas: {
            ErrorEnvelope: z.toJSONSchema(ErrorEnvelope, { target: 'openapi-3.0' }) as Record<string, unknown>,
          },
        },
      },
      transform: (input) => {
        const out = jsonSchemaTransform(input);
        const schema = (out.schema ?? {}) as OperationSchema;
        if (schema.hide) return out;
        const method = [input.route.method].flat()[0];
        return { ...out, schema: documentOperation(schema, input.route.config?.endpoint, method, input.url) };
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'swagger' },
);
