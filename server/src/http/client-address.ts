import type { AppConfig } from '../config';

/** How many X-Forwarded-For hops to believe: proxy-addr's trust function (address, hop index from the socket). */
type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for TRUST_PROXY (config.ts). A hop count becomes a trust function: the
 * socket's peer and the n-1 hops it appended are proxies, the next hop to the left is the client;
 * whatever further left the client wrote itself is ignored. (Fastify refuses a bare number.)
 */
export function trustedProxies(setting: AppConfig['trustProxy']): TrustProxy {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
