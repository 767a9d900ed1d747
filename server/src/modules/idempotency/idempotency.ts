import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/types';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, fieldError, unprocessable } from '../../http/errors';
import { nowDate } from '../clock';
import { claimIdempotencyKey, findIdempotencyKey, purgeIdempotencyKeys, storeIdempotentResponse } from './idempotency.repository';

/**
 * Calls applied once per `Idempotency-Key` (docs/idempotency.md): every call the contract marks
 * `idempotent`, through the route layer (http/route.ts), and the money calls and waybill field
 * actions, which claim their key inside their own transaction.
 * The key is claimed with an INSERT in the action's own transaction: a concurrent replay waits on
 * the key's primary key until the first commits, then finds the stored answer. A refused action
 * rolls back with its key, so the phone may send it again. Keys are kept 7 days.
 */

export const IDEMPOTENCY_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
/** idempotency_keys.call is varchar(40). */
const CALL_COLUMN_LENGTH = 40;

/** The `Idempotency-Key` header of a request: undefined when absent, 400 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value[0] : value;
  if (!KEY_PATTERN.test(key)) {
    throw badRequest('idempotency.malformedKey', {}, [fieldError('Idempotency-Key', 'idempotency.fieldMalformed')]);
  }
  return key;
}

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Runs `action` in a transaction, once per (user, key): the first run's answer is stored with a
 * hash of the call and body; a replay with the same body answers it; another body or call → 422.
 * Without a key the action simply runs.
 */
export async function runIdempotent<T>(
  deps: AppDeps,
  userId: number,
  key: string | undefined,
  call: string,
  body: unknown,
  action: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (key === undefined) return deps.db.transaction(action);
  const requestHash = createHash('sha256').update(`${call}\n${canonical(body)}`).digest('hex');
  const now = nowDate();
  await purgeIdempotencyKeys(deps.db, now);
  return deps.db.transaction(async (tx) => {
    const claimed = await claimIdempotencyKey(tx, {
      userId,
      key,
      // The column names the call for people reading the table; the hash is what is compared.
      call: call.slice(0, CALL_COLUMN_LENGTH),
      requestHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEEP_MS),
    });
    if (!claimed) {
      const first = await findIdempotencyKey(tx, userId, key);
      if (!first) throw conflict('idempotency.inProgress');
      if (first.requestHash !== requestHash) {
        throw unprocessable('idempotency.keyReused');
      }
      // The key and its answer commit together, so a key seen here always has its answer (null
      // when the call answers null): a run still in progress holds the key's row until it ends.
      return first.response as T;
    }
    const result = await action(tx);
    await storeIdempotentResponse(tx, userId, key, result ?? null);
    return result;
  });
}
