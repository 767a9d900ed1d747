import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink, link } from 'node:fs/promises';
import { readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data folder both write and silently lose
 * rows. The server therefore holds `DATA_DIR/.lock` for as long as it runs.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server process (pid ${holderPid}). ` +
        'Stop that process first, or give this one its own folder with DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  path: string;
  /** Removes the lock file if it is still ours. */
  release(): Promise<void>;
  /** The same, for `process.on('exit')`, where nothing asynchronous runs. */
  releaseSync(): void;
}

interface LockRecord {
  pid: number;
  /** The holder's start time from /proc, so a reused pid is not mistaken for the holder. */
  startedAt: string | null;
  /** Makes each lock's content unique, so release() can tell our lock from a successor's. */
  token: string;
}

const LOCK_FILE = '.lock';
/** Takeover attempts when another process races us for a stale lock. */
const ATTEMPTS = 3;

/**
 * Takes the lock on `dataDir` (created atomically with O_EXCL). A lock left by a process that is no
 * longer running is taken over; a live holder makes this throw DataDirLockedError.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const record: LockRecord = { pid: process.pid, startedAt: processStartTime(process.pid), token: randomUUID() };
  const content = JSON.stringify(record);

  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      const file = await open(lockPath, 'wx', 0o644);
      await file.writeFile(content);
      await file.close();
      return lockHandle(lockPath, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = await readFile(lockPath, 'utf8').catch(() => null);
    if (existing === null) continue; // released between our two steps: try again
    const holder = parseRecord(existing);
    if (holder && isRunning(holder)) throw new DataDirLockedError(dataDir, holder.pid);
    await removeStaleLock(lockPath, existing);
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep taking it over`);
}

function lockHandle(lockPath: string, content: string): DataDirLock {
  const stillOurs = (current: string | null) => current === content;
  return {
    path: lockPath,
    async release() {
      if (stillOurs(await readFile(lockPath, 'utf8').catch(() => null))) await unlink(lockPath).catch(() => {});
    },
    releaseSync() {
      try {
        if (stillOurs(readFileSync(lockPath, 'utf8'))) unlinkSync(lockPath);
      } catch {
        // Already gone: nothing to release.
      }
    },
  };
}

/**
 * Moves the stale lock aside and deletes it. If what we moved is not the stale content we judged
 * (another process took the lock over in between), it is put back: a fresh lock is never deleted.
 */
async function removeStaleLock(lockPath: string, staleContent: string): Promise<void> {
  const aside = `${lockPath}.stale-${process.pid}-${randomUUID()}`;
  try {
    await rename(lockPath, aside);
  } catch {
    return; // someone else moved it first
  }
  const moved = await readFile(aside, 'utf8').catch(() => null);
  if (moved !== staleContent) await link(aside, lockPath).catch(() => {});
  await unlink(aside).catch(() => {});
}

function parseRecord(text: string): LockRecord | null {
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    return typeof value.pid === 'number' && Number.isInteger(value.pid) && value.pid > 0
      ? { pid: value.pid, startedAt: value.startedAt ?? null, token: String(value.token ?? '') }
      : null;
  } catch {
    return null; // a torn or foreign file: nobody we can ask holds it
  }
}

function isRunning(holder: LockRecord): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A pid that is alive but started at another time was reused (a restarted container's pid 1).
  const startedAt = processStartTime(holder.pid);
  return holder.startedAt === null || startedAt === null || startedAt === holder.startedAt;
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); null where /proc is absent. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}
