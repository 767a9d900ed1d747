import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@/lib/constants';

export const DOCS_PREFIX = '/docs';

/**
 * OpenAPI built from the contract's zod schemas (every mountEndpoint route carries them), with
 * Swagger UI at /docs and the document at /docs/json. Registered before the routes so it sees
 * them all; the UI's own routes and the static files are hidden from the document.
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
            'containing 401), /store/api (0).',
          version: APP_VERSION,
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'User token (or the tourist device token where allowed)' },
            logistics: { type: 'apiKey', in: 'header', name: 'Logistics-Authorization', description: '"Bearer <logistics token>"' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'swagger' },
);
