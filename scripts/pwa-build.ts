/**
 * Keeps the static export (out/) in step with its sources: `npm start` calls ensurePwaBuild()
 * before serving, and `node --import tsx scripts/pwa-build.ts` does the same from the command line
 * (e2e and bench scripts that need a current export).
 *
 * "Stale" means a source file changed after the last successful build: the newest mtime under the
 * sources is compared with the stamp file written when `npm run build` succeeded (or, without a
 * stamp, with out/index.html). A checkout or an edit touches mtimes, so both trigger a rebuild.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join('out', '.build-stamp');

/** What the export is built from. */
const SOURCES = ['app', 'components', 'lib', 'public', 'service-worker', 'next.config.ts', 'package.json'];
/** Files next-pwa writes into public/ during a build: outputs, not sources (next.config.ts names them too). */
const GENERATED_IN_PUBLIC = /^(sw|workbox-.*|worker-.*|fallback-.*|swe-worker-.*)\.js(\.map)?$/;

export interface BuildState {
  fresh: boolean;
  /** Why a build is needed (or "up to date"), for the log. */
  reason: string;
}

/** Newest modification time (ms) of the files under `entry`, 0 when it does not exist. */
function newestMtime(root: string, entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer directory
  for (const file of readdirSync(entry, { recursive: true, encoding: 'utf8' })) {
    if (file.split(path.sep).includes('node_modules')) continue;
    if (path.relative(root, entry) === 'public' && GENERATED_IN_PUBLIC.test(path.basename(file))) continue;
    newest = Math.max(newest, statSync(path.join(entry, file)).mtimeMs);
  }
  return newest;
}

/** Whether out/ holds an export at least as new as every source. */
export function pwaBuildState(root: string = ROOT): BuildState {
  const index = path.join(root, 'out', 'index.html');
  if (!existsSync(index)) return { fresh: false, reason: 'there is no static export (out/index.html) yet' };
  const stamp = path.join(root, STAMP);
  // The stamp marks a build that finished; a build run by hand (npm run build) leaves a newer index.html.
  const builtAt = Math.max(statSync(index).mtimeMs, existsSync(stamp) ? statSync(stamp).mtimeMs : 0);
  const changed = SOURCES.map((source) => ({ source, at: newestMtime(root, path.join(root, source)) })).filter(({ at }) => at > builtAt);
  if (changed.length === 0) return { fresh: true, reason: 'up to date' };
  return { fresh: false, reason: `sources changed since the last build (${changed.map(({ source }) => source).join(', ')})` };
}

interface Log {
  info(message: string): void;
}

export interface BuildOptions {
  root?: string;
  /** The build command; `npm run build` (next build --webpack) unless a test gives another. */
  command?: [string, ...string[]];
}

/** Runs the build when the export is missing or stale; rejects when the build fails. */
export async function ensurePwaBuild(log: Log, options: BuildOptions = {}): Promise<void> {
  const root = options.root ?? ROOT;
  const [command, ...args] = options.command ?? ['npm', 'run', 'build'];
  const state = pwaBuildState(root);
  if (state.fresh) {
    log.info('static export is up to date');
    return;
  }
  log.info(`building the static export first: ${state.reason} (${[command, ...args].join(' ')}; this takes a minute)`);
  const startedAt = Date.now();
  await new Promise<void>((resolve, reject) => {
    // The build's own output goes to stderr so stdout stays the server's (JSON) log.
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`the static export build failed (exit ${code}); fix the build, or start with SKIP_BUILD=1 to serve the API only`)),
    );
  });
  writeFileSync(path.join(root, STAMP), `${new Date().toISOString()}\n`);
  log.info(`static export built in ${Math.round((Date.now() - startedAt) / 1000)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  ensurePwaBuild({ info: (message) => console.log(message) }).catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
