import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { DEFAULT_MAP_TILE_URL } from '@/lib/constants';
import type { AppConfig } from '../config';
import { SIGNING_PAGE_SCRIPT } from '../providers/esign/local.page';
import { CASHIER_PAGE_SCRIPT } from '../providers/payment/local.page';

/** HSTS for answers over TLS: half a year, subdomains included (the app has no plain-HTTP subdomain). */
export const HSTS_VALUE = 'max-age=15552000; includeSubDomains';

/** The CSP form of a script's hash. */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The bodies of the inline <script> elements (no src) of an HTML page. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(attributes))
    .map(([, , body]) => body)
    .filter((body) => body.length > 0);
}

/**
 * Hashes of the inline scripts the exported PWA's pages carry (Next's bootstrapping pushes its
 * payload through inline scripts), read once at start: the export is built before the server
 * runs and does not change under it.
 */
function exportScriptHashes(pwaDir: string): string[] {
  if (!existsSync(pwaDir)) return [];
  const pages = readdirSync(pwaDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return pages.flatMap((file) => inlineScripts(readFileSync(path.join(pwaDir, file), 'utf8')).map(scriptHash));
}

/**
 * Where the map tiles come from, as a CSP source: the template's scheme and host, with Leaflet's
 * `{s}` subdomain (or any placeholder in the host) as a `*.` wildcard.
 */
export function tileSource(template: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return 'https:';
  const [, scheme, host] = match;
  const wildcarded = host.replace(/^\{[^}]+\}\./, '*.');
  return /[{}]/.test(wildcarded) ? `${scheme}:` : `${scheme}://${wildcarded}`;
}

/**
 * What a contract call's answer carries instead of the page policy (OWASP's REST headers): its
 * body is JSON (or the captcha's PNG), never a document, so it may load nothing and be framed by
 * nobody. Half the bytes of the page set (whose script-src lists every inline script's hash) on
 * the calls a phone makes most, set from one object instead of helmet's eleven header writes.
 */
export const API_ANSWER_HEADERS = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
});

/**
 * Security headers on every answer, through helmet (the library @fastify/helmet wraps, built once
 * here: @fastify/helmet builds helmet's middleware anew on every request, which cost ~80-600 µs a
 * request on a small call against ~10 µs for the middleware built once):
 * - a Content-Security-Policy fitting the PWA: scripts only from this origin plus the hashes of
 *   the export's inline scripts and of the local vendor pages' scripts (no 'unsafe-inline' or
 *   'unsafe-eval' for scripts); inline styles allowed (MUI/emotion write <style> elements and
 *   style attributes at run time); images from here, data:/blob: URLs (previews, signatures,
 *   QR codes) and the map tile host; the service worker and workers from here; frames of https
 *   pages (the in-app web view) but nobody may frame this app, the e-sign or the cashier pages
 *   (frame-ancestors 'none', and X-Frame-Options: DENY for old browsers);
 * - X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin (tile
 *   servers such as OpenStreetMap's ask for a referrer; only the origin leaves);
 * - Strict-Transport-Security only on answers that went out over TLS (request.protocol, which
 *   reads X-Forwarded-Proto behind a trusted proxy): over plain HTTP on a LAN it would be ignored
 *   at best and lock people out of the next plain-HTTP deployment at worst. Helmet has no
 *   per-request switch for it, so it is set here. No upgrade-insecure-requests for the same reason.
 * Contract calls get API_ANSWER_HEADERS instead (their route config names their endpoint).
 * Swagger UI at /docs keeps its own page policy (its routes set one; its inline script hashes are
 * added here as well so the global header does not block it).
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, { config }: { config: Pick<AppConfig, 'pwaDir' | 'mapTileUrl'> }) {
    const tiles = tileSource(config.mapTileUrl ?? DEFAULT_MAP_TILE_URL);
    const scriptHashes = [...new Set([...exportScriptHashes(config.pwaDir), scriptHash(SIGNING_PAGE_SCRIPT), scriptHash(CASHIER_PAGE_SCRIPT)])];
    const swaggerScripts = app.hasDecorator('swaggerCSP') ? (app as unknown as { swaggerCSP: { script: string[] } }).swaggerCSP.script : [];
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...scriptHashes, ...swaggerScripts],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', tiles],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", tiles],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          frameSrc: ["'self'", 'https:'],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
        },
      },
      // Map tiles come from another origin without CORP headers: requiring them would blank the map.
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
      if (request.routeOptions.config?.endpoint) {
        reply.headers(API_ANSWER_HEADERS);
        return done();
      }
      // helmet sets headers on the raw response synchronously and calls back at once.
      applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
