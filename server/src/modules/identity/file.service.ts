import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { SERVICE_PREFIX, endpoints, fillPath } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badRequest, fieldError, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { UPLOAD_LIMITS } from '../../plugins/errors';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { findFile, insertFile, type FileRow } from './identity.repository';

/** Formats accepted, as sharp reads them from the bytes (never the name or the declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Longest side kept: enough to read an ID card or a licence, small enough for a phone upload. */
const MAX_SIDE_PX = 2000;
/** Pictures larger than this many pixels are refused rather than decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 60_000_000;
const STORED_TYPE = 'image/jpeg';

/** The URL a stored file is read from (owner or operator). */
export function fileUrl(fileId: string): string {
  return SERVICE_PREFIX[endpoints.identity.file.service] + fillPath(endpoints.identity.file.path, { fileId });
}

function toStoredFile(row: FileRow) {
  return { fileId: row.id, url: fileUrl(row.id), contentType: row.contentType, size: row.size };
}

/**
 * Takes one image from the multipart field `file`: checks it is a JPEG, PNG or WebP by decoding
 * it, re-encodes it as JPEG (turned upright by its EXIF orientation, metadata such as GPS
 * stripped, long side capped) and stores it under a random name. Too large: 413 from multipart.
 */
export async function uploadImage(deps: AppDeps, principal: Principal | null, request: FastifyRequest) {
  const { userId } = requireSignedIn(principal);
  if (!request.isMultipart()) throw badRequest('file.notMultipart');
  const original = await readImagePart(request);
  const bytes = await reencode(original);

  const id = randomBytes(18).toString('base64url');
  const storageKey = `${id}.jpg`;
  await deps.providers.storage.put(storageKey, bytes);
  try {
    const row = await insertFile(deps.db, { id, ownerId: userId, storageKey, contentType: STORED_TYPE, size: bytes.length, createdAt: nowDate() });
    return toStoredFile(row);
  } catch (error) {
    await deps.providers.storage.remove(storageKey);
    throw error;
  }
}

/**
 * The bytes of the form's one file, which must be in the field "file"; other text fields are
 * ignored. The whole form is read, so a limit it breaks (413 from multipart, see UPLOAD_LIMITS)
 * is what the caller hears: when a limit trips, multipart closes the file being read and queues
 * the limit's error as the next part, so a closed file is skipped to reach that error.
 */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  let image: Buffer | null = null;
  for await (const part of request.parts({ limits: { files: 1 } })) {
    if (part.type !== 'file') continue;
    try {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') image = bytes;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    }
  }
  if (!image) throw badRequest('file.wrongField', {}, [fieldError('file', 'request.fieldRequired')]);
  return image;
}

async function reencode(original: Buffer): Promise<Buffer> {
  const notAnImage = () =>
    badRequest('file.notImage', {}, [fieldError('file', 'file.fieldNotImage')]);
  if (original.length === 0) throw notAnImage();
  let format: string | undefined;
  try {
    format = (await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    // sharp writes no metadata unless asked (withMetadata), so EXIF, GPS and ICC notes go.
    return await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    // A header that reads as an image over a body that does not decode (truncated, corrupt).
    throw badRequest('file.damaged', {}, [fieldError('file', 'file.fieldDamaged')]);
  }
}

/**
 * Who else than its uploader and operators may read a file: a module that shows uploads to others
 * registers a rule (a merchant's goods photo to everyone signed in once on shelf, its licence to
 * its staff: merchant.files.ts), so this module need not know their tables.
 */
export type FileReadRule = (db: Executor, fileId: string, userId: number) => Promise<boolean>;
const fileReadRules: FileReadRule[] = [];

export function registerFileReadRule(rule: FileReadRule): void {
  fileReadRules.push(rule);
}

async function sharedWith(db: Executor, fileId: string, userId: number): Promise<boolean> {
  for (const rule of fileReadRules) if (await rule(db, fileId, userId)) return true;
  return false;
}

/**
 * The bytes of a stored file, for its owner, an operator, or whom a module's rule shares it with.
 * Anyone else gets the same 404 as for a file that does not exist, so file ids cannot be probed.
 */
export async function readImage(deps: AppDeps, principal: Principal | null, fileId: string): Promise<Buffer> {
  const { userId, account } = requireSignedIn(principal);
  const row = await findFile(deps.db, fileId);
  const mayRead = row && (row.ownerId === userId || account.identities.includes('operator') || (await sharedWith(deps.db, fileId, userId)));
  if (!row || !mayRead) throw notFound('file.notFound');
  const bytes = await deps.providers.storage.get(row.storageKey);
  if (!bytes) throw notFound('file.notFound');
  return bytes;
}
