import type { Db } from './types';
import { SeedList, runInTransaction, type Seed } from './seeding';

/**
 * Reference data: rows every installation needs (dictionaries, app versions, ...). Unlike demo
 * data these run on every start and on every database, so each seed must be idempotent
 * (insert ... on conflict do nothing / do update).
 */
const referenceSeeds = new SeedList('reference');

/** Registers an idempotent reference-data seed; called by a module at import time. Answers its removal. */
export function registerReferenceSeed(name: string, run: Seed['run']): () => void {
  return referenceSeeds.add(name, run);
}

/** The names of the registered reference seeds, in order (the server test workers check none is left behind). */
export function referenceSeedNames(): string[] {
  return referenceSeeds.names();
}

/** Runs every reference seed, in registration order; answers the names that ran. */
export async function seedReferenceData(db: Db): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of referenceSeeds.all()) {
    await runInTransaction(db, seed, { storage: null });
    ran.push(seed.name);
  }
  return ran;
}
