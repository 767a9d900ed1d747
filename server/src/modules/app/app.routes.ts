import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import { LocalSmsProvider } from '../../providers/sms/local';
import { forbidden } from '../../http/errors';
import { getAppVersion, getLastSmsCode, getWxConfig } from './app.service';

const calls = endpoints.app;

/** App releases, the messaging app's JS-SDK config and, outside production, the last SMS per phone. */
export function registerAppRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.version, ({ query }) => getAppVersion(deps, query));
  mountEndpoint(app, calls.wxConfig, ({ query }) => getWxConfig(deps, query.url));

  // Development aid only: never mounted in production, and only the local simulator keeps messages.
  const sms = deps.providers.sms;
  if (deps.config.env !== 'production' && deps.config.simulators && sms instanceof LocalSmsProvider) {
    mountEndpoint(app, calls.devLastSms, async ({ params }, { request }) => {
      // Anyone who reads it signs in as anyone: only a developer on this machine may, even when the
      // server listens on the network (HOST=0.0.0.0) or a local proxy forwards a remote client.
      if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) {
        throw forbidden('app.devSmsLocalOnly');
      }
      return getLastSmsCode(sms, params.phone);
    });
  }
}

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
