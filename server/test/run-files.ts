/**
 * One worker of `npm run test:server`: runs the server test files named on its command line one
 * after another in this one process (scripts/run-server-tests.ts starts two per engine).
 *
 * A process per file paid ~3.3 s on PGlite (loading the server's modules ~1.2 s, opening PGlite from
 * the migrated dump ~1.2 s, exiting) and ~2 s on PostgreSQL (creating and migrating a database) before
 * its first test: over 76 files, more than a third of the PGlite pass. Here each file's tests keep
 * what a process of their own gave them:
 * - everything the file registers at its top level (its `useModuleSuite` hooks included) hangs off a
 *   suite of the file's own, so its `before`/`beforeEach`/`after` apply to its tests only;
 * - the shared test database is emptied before the file's first test, as a new process found it
 *   (files that do not reset between tests, like the fuzz suites, start from an installed database);
 * - the test database is closed (on PostgreSQL, dropped) once, after the last file: helpers.ts is
 *   imported here first, so its `after` hook hangs off the root, not off the first file's suite.
 */
import path from 'node:path';
import { after, before, describe } from 'node:test';
import { resetDatabase } from './helpers';

/** Printed when a file's suite ends; the runner (FILE_DONE there) shows these lines as they come. */
const FILE_DONE = '▶ done';

for (const file of process.argv.slice(2)) {
  let began = 0;
  describe(file, () => {
    before(async () => {
      began = performance.now();
      await resetDatabase();
    });
    after(() => {
      process.stderr.write(`${FILE_DONE} ${file} in ${((performance.now() - began) / 1000).toFixed(1)} s\n`);
    });
    // Synchronous, inside the suite: the file's describe/it/hook calls register under it.
    require(path.resolve(file));
  });
}
