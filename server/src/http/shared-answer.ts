import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, deflateSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The answers a tourist reads from the public lists (the market pages), kept as bytes.
 *
 * Every tourist gets the same answer to the same URL (no contact numbers, no own goods), so the
 * answer is built once — data read, checked against its contract, serialised, tagged, compressed —
 * and served to every tourist asking the same URL while it is younger than the list's TTL and no
 * write to the list came since (the list's generation). Without this a cache hit still paid the
 * response check, JSON.stringify, an ETag hash and a streaming compressor on every request, which
 * held the market page to a few % of the bare route (bench/README.md "The API").
 *
 * Each answer carries `ETag` + `Cache-Control: no-cache`, and a matching `If-None-Match` gets 304
 * with no body, so a phone on a weak signal downloads nothing while the page is unchanged.
 */

/** What a list route says about its freshness: how long an answer may be reused, and its write counter. */
export interface SharedAnswerPolicy {
  ttlMs(): number;
  /** Raised by every write to the list: an answer built under an older generation is not served. */
  generation(): number;
}

type Encoding = 'br' | 'gzip' | 'deflate';

interface Answer {
  at: number;
  generation: number;
  /**
   * A signed-in answer: served only to callers who own none of its rows (`owners`), and never
   * stored by the browser (kiosks: what one account read must not outlive its sign-out).
   */
  owners?: ReadonlySet<number>;
  json: string;
  etag: string;
  /** Compressed forms, made the first time a client asks for one. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Below this the bytes go as they are (what @fastify/compress does too: headers would outweigh the gain). */
const COMPRESS_THRESHOLD = 1024;
/** Distinct URLs kept per route at most (filters × pages); past it the store starts over. */
const MAX_ANSWERS = 500;

const ENCODERS: Record<Encoding, (bytes: string) => Buffer> = {
  // Quality 4, as @fastify/compress uses: most of brotli's gain for a fraction of its time.
  br: (bytes) => brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (bytes) => gzipSync(bytes),
  deflate: (bytes) => deflateSync(bytes),
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

/** Whether an If-None-Match value names `etag` (a list, weak tags compared weakly, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** One route's store of tourist answers, by URL. */
export class SharedAnswers {
  private readonly answers = new Map<string, Answer>();

  constructor(private readonly policy: SharedAnswerPolicy) {}

  /** The generation to build a new answer under: read BEFORE its data, so a write during the read makes it stale. */
  generation(): number {
    return this.policy.generation();
  }

  /** The kept answer for this URL, if still fresh (and, signed in, if `caller` owns none of its rows). */
  find(url: string, caller?: number): Answer | undefined {
    const kept = this.answers.get(url);
    if (!kept || kept.generation !== this.policy.generation() || performance.now() - kept.at >= this.policy.ttlMs()) return undefined;
    if (caller !== undefined && (!kept.owners || kept.owners.has(caller))) return undefined;
    return kept;
  }

  /** Keeps a newly built answer (serialised JSON) when the list may be reused, and answers it. */
  keep(url: string, json: string, generation: number, owners?: ReadonlySet<number>): Answer {
    const answer: Answer = {
      at: performance.now(),
      generation,
      owners,
      json,
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
      encoded: {},
    };
    if (this.policy.ttlMs() > 0 && generation === this.policy.generation()) {
      if (this.answers.size >= MAX_ANSWERS) this.answers.clear();
      this.answers.set(url, answer);
    }
    return answer;
  }
}

/** Sends a kept answer: 304 to a matching If-None-Match, else its bytes in the best encoding the client takes. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply | string | Buffer {
  if (answer.owners) {
    // One person's answer as far as the browser knows: not stored, no validator (as every signed-in read).
    reply.header('Cache-Control', 'no-store').header('Vary', 'accept-encoding');
  } else {
    reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache').header('Vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = answer.json.length >= COMPRESS_THRESHOLD ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return answer.json;
  const bytes = (answer.encoded[encoding] ??= ENCODERS[encoding](answer.json));
  // Already encoded: @fastify/compress leaves an answer with a Content-Encoding alone.
  reply.header('Content-Encoding', encoding);
  return bytes;
}
