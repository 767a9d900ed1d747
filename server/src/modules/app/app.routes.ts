import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { LocalSmsProvider } from '../../providers/sms/local';
import { getAppVersion, getLastSmsCode, getWxConfig } from './app.service';

const calls = endpoints.app;

/** App releases, the messaging app's JS-SDK config and, outside production, the last SMS per phone. */
export function registerAppRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.version, ({ query }) => getAppVersion(deps, query));
  mountEndpoint(app, calls.wxConfig, ({ query }) => getWxConfig(deps, query.url));

  // Development aid only: never mounted in production, and only the local simulator keeps messages.
  const sms = deps.providers.sms;
  if (deps.config.env !== 'production' && sms instanceof LocalSmsProvider) {
    mountEndpoint(app, calls.devLastSms, async ({ params }) => getLastSmsCode(sms, params.phone));
  }
}
