import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedDataDir } from '../scripts/embedded-template';

/**
 * Starts the real server (`server/src/main.ts`) as a child process on a fresh embedded database and
 * waits until /readyz answers. Shared by the benchmarks and the browser tests. The fresh database is
 * a copy of one migrated once (scripts/embedded-template.ts): each start used to migrate its own.
 */
export async function startServer(opts: {
  port: number;
  env?: Record<string, string>;
  /** Print the server's log lines (default: only on failure to start). */
  verbose?: boolean;
  /** Let the server rebuild a missing or stale static export first (slow: minutes). */
  build?: boolean;
  /**
   * Write the server's output into this file instead of collecting it here (the API benchmark: a
   * log line per request, written as a deployment writes it, not piped through the bench).
   */
  logFile?: string;
  /** Another entry point than server/src/main.ts (the benchmark's ceiling server). */
  entry?: string;
  /** How long to wait for /readyz (default 60 s, 600 s with `build`): a loaded machine starts slowly. */
  startLimitMs?: number;
}): Promise<{ url: string; child: ChildProcess; log: () => string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tf-serve-'));
  await migratedDataDir(dataDir);
  const logFd = opts.logFile ? openSync(opts.logFile, 'a') : null;
  const child = spawn(process.execPath, ['--import', 'tsx', opts.entry ?? 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...(opts.build ? {} : { SKIP_BUILD: '1' }), ...opts.env },
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
  });
  let collected = '';
  const collect = (chunk: Buffer) => {
    collected += chunk.toString();
    if (opts.verbose) process.stdout.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => (opts.logFile ? readFileSync(opts.logFile, 'utf8').slice(-20_000) : collected);
  const url = `http://127.0.0.1:${opts.port}`;
  const startLimitMs = opts.startLimitMs ?? (opts.build ? 600_000 : 60_000);
  const deadline = Date.now() + startLimitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready in ${startLimitMs / 1000} s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
  return { url, child, log: output, stop };
}

/** Chromium flags for this machine: no sandbox as root, no background networking (closed network). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
