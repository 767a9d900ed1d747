import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { SeedContext } from '../../db/seeding';
import type { Executor } from '../../db/types';
import { nowDate } from '../clock';
import { insertFile } from './identity.repository';

/**
 * A demo photo owned by `ownerId` (a weighing slip, a licence…): a small JPEG with `caption` on
 * it, stored like an upload, so demo screens that show a photo show one. Without storage (tests)
 * only the row is written.
 */
export async function insertDemoPhoto(tx: Executor, context: SeedContext, ownerId: number, caption: string): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  const storageKey = `${id}.jpg`;
  let size = 1;
  if (context.storage) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="100%" height="100%" fill="#eef3f8"/><rect x="16" y="16" width="448" height="288" fill="none" stroke="#1565c0" stroke-width="4"/><text x="240" y="170" font-size="36" text-anchor="middle" fill="#1565c0">${caption}</text></svg>`;
    const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
    // A rolled-back seed leaves an unreferenced file behind: harmless, and the keys are random.
    await context.storage.put(storageKey, bytes);
    size = bytes.length;
  }
  await insertFile(tx, { id, ownerId, storageKey, contentType: 'image/jpeg', size, createdAt: nowDate() });
  return id;
}
