import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * HTTP validators for the lists a tourist reads (routes mounted with `revalidate: true`): a
 * tourist's (or an anonymous) 200 answer carries `Cache-Control: no-cache` (keep it, but ask every
 * time) and an `ETag` of its bytes; a request whose `If-None-Match` names that tag gets 304 with
 * no body, so a phone on a weak signal downloads nothing while the page is unchanged. A signed-in
 * caller's answer holds their own view (full contact numbers, their own goods) and is left alone.
 * Runs before compression (a route-level hook), so the tag is of the JSON, whatever the encoding.
 */
async function revalidatePlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.revalidate || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const principal = request.principal;
    if (principal && principal.kind !== 'tourist') return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('Content-Type').removeHeader('Content-Length');
    return null;
  });
}

/** Whether an If-None-Match value names `etag` (a list, weak tags compared weakly, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A list a tourist reads: answer it with an ETag and 304 when unchanged (plugins/revalidate.ts). */
    revalidate?: boolean;
  }
}

export default fp(revalidatePlugin, { name: 'revalidate', fastify: '5.x' });
