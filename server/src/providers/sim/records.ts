import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { providerSimRecords } from '../../modules/money/money.table';

/**
 * What a local simulator keeps on "its side" (orders, verifications, transfers), in the shared
 * database so every API node's simulator sees the same records, as with a real vendor.
 */
export class SimRecords<T extends { state: string }> {
  constructor(
    private readonly db: Db,
    private readonly provider: string,
  ) {}

  async insert(id: string, data: T): Promise<boolean> {
    const at = new Date();
    const rows = await this.db.insert(providerSimRecords).values({ provider: this.provider, id, data, createdAt: at, updatedAt: at }).onConflictDoNothing().returning();
    return rows.length === 1;
  }

  async find(id: string): Promise<T | null> {
    const [row] = await this.db
      .select()
      .from(providerSimRecords)
      .where(and(eq(providerSimRecords.provider, this.provider), eq(providerSimRecords.id, id)));
    return row ? (row.data as T) : null;
  }

  /** Changes a record only while it is in state `from` (so a double click pays once); answers the new record. */
  async transition(id: string, from: string, patch: Partial<T>): Promise<T | null> {
    const [row] = await this.db
      .update(providerSimRecords)
      .set({ data: sql`${providerSimRecords.data} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
      .where(and(eq(providerSimRecords.provider, this.provider), eq(providerSimRecords.id, id), sql`${providerSimRecords.data}->>'state' = ${from}`))
      .returning();
    return row ? (row.data as T) : null;
  }
}
