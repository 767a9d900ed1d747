import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '@/lib/contract';
import type { AppDeps } from '../deps';
import { authenticate } from '../modules/auth/auth.access';
import { forgetGrantsAfterWrites } from '../modules/auth/auth.grant-cache';

/**
 * Decorates `app.authorize(request, endpoint)`: the caller's principal from `Authorization` /
 * `Logistics-Authorization`, checked against the endpoint's access level (AppError 401 when
 * refused; on the logistics service the error handler answers that as HTTP 200 with msg 401).
 */
async function authPlugin(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;
  if (!app.hasRequestDecorator('principal')) app.decorateRequest('principal', null);
  if (!app.hasRequestDecorator('principalChecked')) app.decorateRequest('principalChecked', false);
  forgetGrantsAfterWrites(app, deps);
  app.decorate('authorize', (request: FastifyRequest, endpoint: Endpoint) =>
    authenticate(
      deps,
      {
        authorization: headerValue(request.headers.authorization),
        logisticsAuthorization: headerValue(request.headers['logistics-authorization']),
      },
      endpoint.access,
    ),
  );
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x' });
