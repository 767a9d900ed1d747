import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const destination = path.join(import.meta.dirname, 'log-destination.ts');

/** Runs `body` in a node process whose pino logs to stdout through lineBatchingDestination; answers its lines. */
function logsOf(body: string): { status: number | null; lines: { msg: string; level: number }[] } {
  const script = `
    const pino = require('pino');
    const { lineBatchingDestination } = require(${JSON.stringify(destination)});
    const log = pino({ level: 'info' }, lineBatchingDestination(1));
    ${body}
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', timeout: 30_000 });
  assert.equal(run.stderr, '', 'nothing on stderr');
  const lines = run.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line));
  return { status: run.status, lines };
}

describe('the log destination (lines of one turn handed over together)', () => {
  it('writes every line of a burst, in order, each a JSON line of its own', () => {
    const { status, lines } = logsOf(`
      for (let i = 0; i < 3000; i++) log.info('line ' + i + ' 货物 ' + 'x'.repeat(i % 50));
      setTimeout(() => { log.info('a later turn'); }, 20);
    `);
    assert.equal(status, 0);
    assert.deepEqual(
      lines.map((line) => line.msg),
      [...Array.from({ length: 3000 }, (_, i) => `line ${i} 货物 ${'x'.repeat(i % 50)}`), 'a later turn'],
    );
  });

  it('a line logged just before the process exits is written (the reason a server stopped)', () => {
    const { status, lines } = logsOf(`
      for (let i = 0; i < 100; i++) log.info('before ' + i);
      log.fatal('could not start: the data folder is locked');
      process.exit(1);
    `);
    assert.equal(status, 1);
    assert.equal(lines.length, 101);
    assert.deepEqual(lines.at(-1), { ...lines.at(-1), level: 60, msg: 'could not start: the data folder is locked' });
  });
});
