import { brotliCompressSync, constants as zlibConstants, deflateSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers compressed in one synchronous call. @fastify/compress compresses every answer through a
 * chain of streams (a readable over the payload, a peeking duplex, the zlib transform, pumped into
 * the reply): for a JSON answer of a few KiB that chain cost more than the compression itself and
 * was ~25 % of a waybill detail's CPU (bench/README.md, session 17). JSON answers up to
 * SYNC_LIMIT_BYTES are compressed here at once; larger ones and streams (files, the PWA) still go
 * through the plugin, which leaves an answer that already has a Content-Encoding alone.
 */

export type Encoding = 'br' | 'gzip' | 'deflate';

/** Below this the bytes go as they are (what @fastify/compress does too: headers would outweigh the gain). */
export const COMPRESS_THRESHOLD = 1024;
/** Above this a JSON answer is left to the plugin's streams: compressing it at once would hold the event loop. */
const SYNC_LIMIT_BYTES = 64 * 1024;

const ENCODERS: Record<Encoding, (bytes: string) => Buffer> = {
  // Quality 4, as @fastify/compress uses: most of brotli's gain for a fraction of its time.
  br: (bytes) => brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (bytes) => gzipSync(bytes),
  deflate: (bytes) => deflateSync(bytes),
};

export function encode(encoding: Encoding, text: string): Buffer {
  return ENCODERS[encoding](text);
}

/** Answers per Accept-Encoding value: phones send a handful of distinct values, parsed once each. */
const chosen = new Map<string, Encoding | null>();

/** The encoding to answer in: the first of br, gzip, deflate the client accepts (q > 0), else none. */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const known = chosen.get(value);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(value);
  if (chosen.size >= 100) chosen.clear();
  chosen.set(value, encoding);
  return encoding;
}

function parseAcceptEncoding(value: string): Encoding | null {
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  for (const encoding of ['br', 'gzip', 'deflate'] as const) if (accepted.has(encoding) || accepted.has('*')) return encoding;
  return null;
}

/**
 * An onSend step for every answer: a serialised JSON answer between the threshold and the limit
 * goes compressed in the client's best encoding, with Vary and its length; anything else is
 * passed on unchanged for the plugin.
 */
export function compressJsonAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD || payload.length > SYNC_LIMIT_BYTES) return payload;
  if (reply.getHeader('Content-Encoding') || request.headers['x-no-compression'] !== undefined) return payload;
  if (!String(reply.getHeader('Content-Type') ?? '').startsWith('application/json')) return payload;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const vary = reply.getHeader('Vary');
  if (!vary) reply.header('Vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('Vary', `${String(vary)}, accept-encoding`);
  reply.header('Content-Encoding', encoding);
  return encode(encoding, payload);
}
