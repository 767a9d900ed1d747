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
 *   imported here first, so its `after` hook hangs off the root, not off the first file's suite;
 * - what a file's tests change of the process and leave changed (an environment variable, a demo or
 *   reference seed registered) fails that file, naming it, instead of the next file of the worker
 *   failing for no reason of its own.
 */
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import { demoSeedNames } from '../src/db/demo';
import { referenceSeedNames } from '../src/db/reference';
import { resetDatabase } from './helpers';

/** Printed when a file's suite ends; the runner (FILE_DONE there) shows these lines as they come. */
const FILE_DONE = '▶ done';

/** What of the process a file's tests could leave behind for the next file. */
function processState() {
  return { environment: { ...process.env }, seeds: { demo: demoSeedNames(), reference: referenceSeedNames() } };
}

/** The parts of the process that differ between two states, in words. */
function changed(before: ReturnType<typeof processState>, now: ReturnType<typeof processState>): string[] {
  const keys = new Set([...Object.keys(before.environment), ...Object.keys(now.environment)]);
  const variables = [...keys].filter((key) => before.environment[key] !== now.environment[key]).map((key) => `environment variable ${key}`);
  const seeds = (['demo', 'reference'] as const).filter((kind) => !isDeepStrictEqual(before.seeds[kind], now.seeds[kind])).map((kind) => `the ${kind} seeds registered`);
  return [...variables, ...seeds];
}

for (const file of process.argv.slice(2)) {
  let began = 0;
  let state: ReturnType<typeof processState>;
  describe(file, () => {
    before(async () => {
      began = performance.now();
      state = processState();
      await resetDatabase();
    });
    after(() => {
      process.stderr.write(`${FILE_DONE} ${file} in ${((performance.now() - began) / 1000).toFixed(1)} s\n`);
      const left = changed(state, processState());
      if (left.length > 0) throw new Error(`${file} left the process changed (${left.join('; ')}): put it back in an after hook, the next file of this worker would meet it`);
    });
    // Synchronous, inside the suite: the file's describe/it/hook calls register under it.
    require(path.resolve(file));
  });
}
