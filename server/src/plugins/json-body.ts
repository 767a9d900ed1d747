import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http/errors';

/**
 * Deepest nesting of objects and arrays a JSON body may have. The contract's deepest body is a few
 * levels; a body nested ~10,000 deep (well under the size limit) overflowed the stack of whatever
 * walked it (validation, the NUL check) and answered 500 on every call with a body.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether `text` nests objects/arrays deeper than `limit`, by one pass over the characters before
 * anything parses it (brackets inside strings are text). Malformed JSON is left for the parser to
 * refuse with its own message.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (secure-json-parse, refusing __proto__ and constructor
 * poisoning), behind the depth check above. Registered with fastify-plugin so it replaces the
 * parser for every route, not only this plugin's.
 */
export default fp(
  async function jsonBodyPlugin(app: FastifyInstance) {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
      const body = raw as string; // parseAs: 'string'
      if (nestedDeeperThan(body, MAX_JSON_DEPTH)) {
        done(badRequest('request.nestedTooDeep', { max: MAX_JSON_DEPTH }), undefined);
        return;
      }
      parse(request, body, done);
    });
  },
  { name: 'json-body' },
);
