import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD, chooseEncoding, encode, type Encoding } from './encoding';

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

/**
 * An answer serialised once and sent many times. Kept as its UTF-8 bytes: a string answer is
 * measured (Content-Length) and encoded again on every send, and a Chinese text takes two passes
 * each time (the user info answer spent ~6 % of its CPU there, bench/README.md "Session 19").
 */
export interface KeptAnswer {
  /** The envelope as UTF-8 JSON. */
  bytes: Buffer;
  /**
   * One person's answer (signed in): never stored by the browser (kiosks: what one account read
   * must not outlive its sign-out) and sent without a validator.
   */
  personal: boolean;
  etag: string;
  /** Compressed forms, made the first time a client asks for one. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

interface Answer extends KeptAnswer {
  at: number;
  generation: number;
  /** A signed-in answer: served only to callers who own none of its rows. */
  owners?: ReadonlySet<number>;
}

/** Keeps a serialised answer for sending again (`personal`: a signed-in caller's own, see KeptAnswer). */
export function keptAnswer(json: string, personal: boolean): KeptAnswer {
  const bytes = Buffer.from(json, 'utf8');
  return { bytes, personal, etag: personal ? '' : `"${createHash('sha1').update(bytes).digest('base64url')}"`, encoded: {} };
}

/** Distinct URLs kept per route at most (filters × pages); past it the store starts over. */
const MAX_ANSWERS = 500;

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
    const answer: Answer = { ...keptAnswer(json, owners !== undefined), at: performance.now(), generation, owners };
    if (this.policy.ttlMs() > 0 && generation === this.policy.generation()) {
      if (this.answers.size >= MAX_ANSWERS) this.answers.clear();
      this.answers.set(url, answer);
    }
    return answer;
  }
}

/** Sends a kept answer: 304 to a matching If-None-Match, else its bytes in the best encoding the client takes. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): FastifyReply | Buffer {
  if (answer.personal) {
    // One person's answer as far as the browser knows: not stored, no validator (as every signed-in read).
    reply.header('Cache-Control', 'no-store');
  } else {
    reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache');
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  // Below the threshold the bytes are the same whatever the client accepts: no Vary to send.
  if (answer.bytes.length < COMPRESS_THRESHOLD) return answer.bytes;
  reply.header('Vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return answer.bytes;
  const bytes = (answer.encoded[encoding] ??= encode(encoding, answer.bytes));
  // Already encoded: nothing after this step encodes an answer that has a Content-Encoding.
  reply.header('Content-Encoding', encoding);
  return bytes;
}
