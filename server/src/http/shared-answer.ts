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
  const bytes = (answer.encoded[encoding] ??= encode(encoding, answer.json));
  // Already encoded: @fastify/compress leaves an answer with a Content-Encoding alone.
  reply.header('Content-Encoding', encoding);
  return bytes;
}
