/**
 * `npm run operator -- <mobile>`: grants the operator identity (certification review) to the
 * account of <mobile>, creating the account if the number never signed in. Opens the database the
 * server would (DATABASE_URL, or the embedded one in DATA_DIR) and, for the embedded one, takes the
 * data-folder lock first: PGlite must never be opened by two processes, so while a server runs on
 * that folder this refuses; stop the server (or use DATABASE_URL) and run it again.
 */
import { ConfigError, loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../server/src/db/lock';
import { grantOperator } from '../server/src/modules/identity/operator.service';

async function main(args: string[]): Promise<number> {
  const mobile = args.filter((arg) => arg !== '--')[0];
  if (!mobile || args.length > 2) {
    console.error('usage: npm run operator -- <mobile>');
    return 2;
  }
  const config = loadConfig(process.env, (notice) => console.error(notice));
  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) lock = await acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase(config);
    try {
      const grant = await grantOperator(database.db, mobile);
      const account = grant.createdAccount ? `created the account ${mobile} (user ${grant.userId})` : `found the account ${mobile} (user ${grant.userId})`;
      const identity = grant.alreadyOperator ? 'it already holds the operator identity: nothing changed' : 'granted it the operator identity';
      console.log(`${account}; ${identity}`);
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
    else console.error(`operator: ${(error as Error).message}`);
    process.exit(1);
  },
);
