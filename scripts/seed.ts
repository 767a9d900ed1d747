/**
 * `npm run seed`: loads the demo data set (docs/demo.md) into the database the server would open
 * (DATABASE_URL, or the embedded one in DATA_DIR, whose lock it takes: stop the server first), after
 * the migrations and reference data. Each demo seed runs once per database (demo_seeds), so a
 * second run adds nothing. Under NODE_ENV=production it refuses unless given --force: demo users
 * and goods must not appear in front of real customers by accident.
 */
import { ConfigError, loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { loadDemoData } from '../server/src/db/demo';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../server/src/db/lock';
import { seedReferenceData } from '../server/src/db/reference';
import '../server/src/modules';
import { createProviders } from '../server/src/providers';

async function main(args: string[]): Promise<number> {
  const flags = args.filter((arg) => arg !== '--');
  if (flags.some((flag) => flag !== '--force')) {
    console.error('usage: npm run seed [-- --force]');
    return 2;
  }
  if (process.env.NODE_ENV === 'production' && !flags.includes('--force')) {
    console.error('seed: NODE_ENV is production: refusing to load demo data (add -- --force if you really mean it)');
    return 3;
  }
  const config = loadConfig(process.env, (notice) => console.error(notice));
  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) lock = await acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase(config);
    try {
      await seedReferenceData(database.db);
      const ran = await loadDemoData(database.db, { storage: createProviders(config, database.db).storage, tokenSecret: config.tokenSecret });
      console.log(ran.length > 0 ? `demo data loaded: ${ran.join(', ')}` : 'demo data already present: nothing to add');
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    await lock?.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError || error instanceof ConfigError) console.error(error.message);
    else console.error(`seed: ${(error as Error).message}`);
    process.exit(1);
  },
);
