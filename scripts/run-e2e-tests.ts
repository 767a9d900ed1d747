/**
 * `npm run test:e2e`: the browser tests, two files at a time. Each file starts its own server (own
 * port, own embedded database) and its own browser, so files are independent; they spend half their
 * time waiting (a weak signal's latency, a payment's polling, a kiosk's idle sign-out), which a
 * second file fills (CI, 2 cores: one at a time left the machine idle half of the 13.5 min).
 * The static export is built once first, not by whichever two files start together.
 *
 * Arguments narrow the set: `npm run test:e2e -- deploy shell` runs the files whose name contains
 * any of the words. E2E_CONCURRENCY sets how many run at once (1: one after the other).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensurePwaBuild } from './pwa-build';
import { runMain } from './run-main';

const DIR = path.join('__tests__', 'e2e');
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 2);

/**
 * The longest files first: started last, one of them would run alone at the end while the other
 * slot stood idle (minutes measured on CI, 2026-12-02).
 */
const LONGEST = ['goods-waybill', 'brigade', 'etc', 'weak-signal', 'deploy'];
const rank = (file: string) => {
  const at = LONGEST.findIndex((name) => path.basename(file) === `${name}.e2e.ts`);
  return at < 0 ? LONGEST.length : at;
};

async function main(): Promise<number> {
  const words = process.argv.slice(2);
  const files = readdirSync(path.join(ROOT, DIR))
    .filter((file) => file.endsWith('.e2e.ts'))
    .filter((file) => words.length === 0 || words.some((word) => file.includes(word)))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((file) => path.join(DIR, file));
  if (files.length === 0) {
    console.error('no browser test files match');
    return 1;
  }
  await ensurePwaBuild({ info: (message) => console.log(message) });
  const args = ['--import', 'tsx', '--test', `--test-concurrency=${CONCURRENCY}`, ...files];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

runMain(main);
