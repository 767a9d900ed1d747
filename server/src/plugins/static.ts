import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { AppConfig } from '../config';

/**
 * Serves the exported PWA (out/) at `/` and, with PWA_SUBPATH, also under that sub-path (the
 * export uses relative asset URLs, so one build works from both). The app routes by hash, so the
 * server never sees app paths: an unknown file is a plain 404, no index.html fallback.
 * Without an export the server runs API-only (tests, or before the first build) and says so.
 */
export default async function staticPlugin(app: FastifyInstance, { config }: { config: Pick<AppConfig, 'pwaDir' | 'pwaSubpath'> }) {
  if (!existsSync(path.join(config.pwaDir, 'index.html'))) {
    app.log.warn({ pwaDir: config.pwaDir }, 'no PWA export found: serving the API only (run `npm run build`)');
    return;
  }
  const common = {
    root: config.pwaDir,
    index: 'index.html',
    // Cache-Control is decided per file below; ETag/Last-Modified still let browsers revalidate.
    cacheControl: false,
    setHeaders: (res: SetHeadersResponse, filePath: string) => {
      res.setHeader('Cache-Control', cachePolicy(path.relative(config.pwaDir, filePath)));
    },
  };
  await app.register(fastifyStatic, { ...common, prefix: '/' });
  if (config.pwaSubpath) {
    // Given without its final slash, `redirect` sends "/h5/freight" to "/h5/freight/" so relative
    // asset URLs resolve inside it.
    const prefix = config.pwaSubpath.replace(/\/$/, '');
    await app.register(fastifyStatic, { ...common, prefix, decorateReply: false, redirect: true });
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * - the service worker and the HTML entry points: revalidated on every load, or a new release
 *   would wait behind a cached worker;
 * - `_next/static/`: content-hashed file names, cacheable for ever;
 * - the rest (icons, manifest images): an hour.
 */
export function cachePolicy(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/');
  if (file.startsWith('_next/static/')) return IMMUTABLE;
  if (file === 'sw.js' || file.endsWith('.html') || file.endsWith('.webmanifest') || file === 'manifest.json') {
    return REVALIDATE;
  }
  return SHORT;
}
