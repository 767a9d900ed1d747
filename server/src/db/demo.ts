import { demoSeeds } from './seeds.table';
import { SeedList, runInTransaction, type Seed } from './seeding';
import type { Db } from './types';

/**
 * The demo data set a newcomer sees on `npm start` (issue 2): demo users and, in later issues,
 * their goods sources, waybills and so on. main.ts loads it only when `config.demo` is true
 * (embedded database, unless DEMO=0; a real database only with DEMO=1).
 *
 * Each seed runs at most once per database: its name goes into `demo_seeds` in the same
 * transaction as its rows, so a restart (or a second API node racing on PostgreSQL: the primary
 * key serialises them) skips it. Demo rows should also carry their table's demo flag
 * (e.g. `users.is_demo`) so they can be told apart from and removed without touching real data.
 */
const demoSeedList = new SeedList('demo');

/** Registers a demo seed; called by a module at import time (e.g. the demo users of the auth module). */
export function registerDemoSeed(name: string, run: Seed['run']): void {
  demoSeedList.add(name, run);
}

/** Runs the demo seeds that have not run on this database yet; answers the names that ran now. */
export async function loadDemoData(db: Db): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of demoSeedList.all()) {
    const claimed = await runInTransaction(db, seed, async (tx) => {
      const inserted = await tx
        .insert(demoSeeds)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning({ name: demoSeeds.name });
      return inserted.length === 1;
    });
    if (claimed) ran.push(seed.name);
  }
  return ran;
}
