import { brotliCompress, brotliCompressSync, constants as zlibConstants, deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * JSON answers compressed by the app itself. @fastify/compress compresses every answer through a
 * chain of streams (a readable over the payload, a peeking duplex, the zlib transform, pumped into
 * the reply): for a JSON answer of a few KiB that chain cost more than the compression itself and
 * was ~25 % of a waybill detail's CPU (bench/README.md, session 17). JSON answers up to
 * SYNC_LIMIT_BYTES are compressed here at once; larger ones on zlib's thread pool, so the event
 * loop is not held. The contract's routes do not run the plugin at all (http/route.ts); the PWA's
 * files and the API docs still go through it, and it leaves an answer that has a Content-Encoding alone.
 */

export type Encoding = 'br' | 'gzip' | 'deflate';

/** Below this the bytes go as they are (what @fastify/compress does too: headers would outweigh the gain). */
export const COMPRESS_THRESHOLD = 1024;
/** Above this a JSON answer is compressed off the event loop: compressing it at once would hold every other request. */
const SYNC_LIMIT_BYTES = 64 * 1024;

/**
 * How hard brotli works. Quality 4 (what @fastify/compress uses: most of brotli's gain for a
 * fraction of its time) for bytes compressed once and sent many times (kept answers,
 * http/shared-answer.ts) and for big answers compressed off the event loop. Quality 3 for an
 * answer compressed at once on the event loop for one request (a waybill detail, a driver's
 * list): ~35 % less time for ~4 % more bytes (2 KB of JSON: 43 → 29 µs, 876 → 923 bytes; 4.3 KB:
 * 48 → 30 µs, 690 → 714; 16.7 KB: 102 → 66 µs, 2,572 → 2,668), and still smaller than gzip's
 * answer at less than its time. Compressing was ~19 % of a waybill detail's CPU (bench/README.md
 * "Session 20").
 */
export type Effort = 'once' | 'perRequest';
const BROTLI_QUALITY: Record<Effort, { params: Record<number, number> }> = {
  once: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  perRequest: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
};

const ENCODERS: Record<Encoding, (bytes: string | Buffer, effort: Effort) => Buffer> = {
  br: (bytes, effort) => brotliCompressSync(bytes, BROTLI_QUALITY[effort]),
  gzip: (bytes) => gzipSync(bytes),
  deflate: (bytes) => deflateSync(bytes),
};

/** `text` compressed in `encoding`; `effort` says whether the bytes are kept and sent again ('once') or made for one answer. */
export function encode(encoding: Encoding, text: string | Buffer, effort: Effort = 'once'): Buffer {
  return ENCODERS[encoding](text, effort);
}

type Done = (error: Error | null, bytes?: Buffer) => void;
const ENCODERS_OFF_LOOP: Record<Encoding, (bytes: string, done: Done) => void> = {
  br: (bytes, done) => brotliCompress(bytes, BROTLI_QUALITY.once, done),
  gzip: (bytes, done) => gzip(bytes, done),
  deflate: (bytes, done) => deflate(bytes, done),
};

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
 * An onSend step for every answer: a serialised JSON answer over the threshold goes compressed in
 * the client's best encoding, with Vary and its length; anything else is passed on unchanged.
 */
export function compressJsonAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void): void {
  if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD) return done(null, payload);
  if (reply.getHeader('Content-Encoding') || request.headers['x-no-compression'] !== undefined) return done(null, payload);
  if (!String(reply.getHeader('Content-Type') ?? '').startsWith('application/json')) return done(null, payload);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  const vary = reply.getHeader('Vary');
  if (!vary) reply.header('Vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('Vary', `${String(vary)}, accept-encoding`);
  reply.header('Content-Encoding', encoding);
  if (payload.length <= SYNC_LIMIT_BYTES) return done(null, encode(encoding, payload, 'perRequest'));
  ENCODERS_OFF_LOOP[encoding](payload, done);
}
