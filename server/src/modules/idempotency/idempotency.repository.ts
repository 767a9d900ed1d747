import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { idempotencyKeys } from './idempotency.table';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims (user, key) for a first run; false when the key is already there (a replay). */
export async function claimIdempotencyKey(db: Executor, row: typeof idempotencyKeys.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(idempotencyKeys).values(row).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findIdempotencyKey(db: Executor, userId: number, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

export async function storeIdempotentResponse(db: Executor, userId: number, key: string, response: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Forgets keys past their keeping time. */
export async function purgeIdempotencyKeys(db: Executor, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.expiresAt} < ${now}`);
}
