import type { StorageProvider } from '../providers/storage/storage.provider';
import type { Db, Tx } from './types';

/** What a seed may use beyond the database. */
export interface SeedContext {
  /** Where file bytes go (null: file rows without bytes, as in tests). */
  storage: StorageProvider | null;
  /**
   * The server's token secret, which also seals national ID numbers at rest (identity.secrets.ts):
   * the demo's certified people carry sealed ID numbers the running server must be able to open.
   * Tests that never read them back may leave it out (a throwaway secret seals them then).
   */
  tokenSecret?: string;
}

/** One named seed: fills rows inside the transaction it is handed. */
export interface Seed {
  name: string;
  run(tx: Tx, context: SeedContext): Promise<void>;
}

/**
 * An ordered list of seeds with unique names. Modules register at import time, so the order is
 * the modules' import order: a seed may rely on rows of seeds its module imports first.
 */
export class SeedList {
  private readonly seeds: Seed[] = [];

  constructor(private readonly kind: string) {}

  /** Adds a seed; answers how to take it out again (a test's own seeds, once its suite ends). */
  add(name: string, run: Seed['run']): () => void {
    if (this.seeds.some((seed) => seed.name === name)) {
      throw new Error(`${this.kind} seed "${name}" is registered twice`);
    }
    const seed = { name, run };
    this.seeds.push(seed);
    return () => {
      const at = this.seeds.indexOf(seed);
      if (at >= 0) this.seeds.splice(at, 1);
    };
  }

  /** The registered seeds' names, in order. */
  names(): string[] {
    return this.seeds.map((seed) => seed.name);
  }

  all(): readonly Seed[] {
    return this.seeds;
  }
}

/** Runs `seed` in its own transaction, so a failing seed leaves nothing half-written. */
export function runInTransaction(db: Db, seed: Seed, context: SeedContext, before?: (tx: Tx) => Promise<boolean>): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (before && !(await before(tx))) return false;
    await seed.run(tx, context);
    return true;
  });
}
