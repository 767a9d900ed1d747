import { demoSeeds } from './seeds.table';
import { SeedList, runInTransaction, type Seed, type SeedContext } from './seeding';
import type { Db } from './types';

/**
 * The demo data set a newcomer sees on `npm start`: demo users, an open market along the Fujian
 * toll stations, the demo driver's waybills in every state with their freight and wallets, a
 * fleet (docs/demo.md). main.ts loads it only when `config.demo` is true (embedded database,
 * unless DEMO=0; a real database only with DEMO=1); `npm run seed` loads it on request.
 *
 * Each seed runs at most once per database: its name goes into `demo_seeds` in the same
 * transaction as its rows, so a restart (or a second API node racing on PostgreSQL: the primary
 * key serialises them) skips it. Demo rows should also carry their table's demo flag
 * (e.g. `users.is_demo`) so they can be told apart from and removed without touching real data.
 */
const demoSeedList = new SeedList('demo');

/** Registers a demo seed; called by a module at import time (e.g. the demo users of the auth module). Answers its removal. */
export function registerDemoSeed(name: string, run: Seed['run']): () => void {
  return demoSeedList.add(name, run);
}

/** The names of the registered demo seeds, in order (the server test workers check none is left behind). */
export function demoSeedNames(): string[] {
  return demoSeedList.names();
}

/** Runs the demo seeds that have not run on this database yet; answers the names that ran now. */
export async function loadDemoData(db: Db, context: SeedContext = { storage: null }): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of demoSeedList.all()) {
    const claimed = await runInTransaction(db, seed, context, async (tx) => {
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
