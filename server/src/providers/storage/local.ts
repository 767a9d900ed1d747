import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_KEY_PATTERN, type StorageProvider } from './storage.provider';

/** Files on local disk under one folder (config.dataDir/uploads), two levels of fan-out by key. */
export class LocalDiskStorage implements StorageProvider {
  constructor(readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': a key is random and new; refusing to overwrite makes a collision loud, not silent.
    await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The file of a key; the key pattern is checked so nothing can climb out of the folder. */
  private pathOf(key: string): string {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`"${key}" is not a storage key`);
    return path.join(this.root, key.slice(0, 2), key);
  }
}
