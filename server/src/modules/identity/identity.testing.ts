/**
 * Test support for the identity suites (not a test itself): real images made with sharp,
 * multipart uploads as a browser sends them, valid national ID numbers, and operators.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { SERVICE_PREFIX, endpoints, fillPath, type SubmissionDetail } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { nowDate } from '../clock';
import { call, signIn } from '../testing';
import { addIdentity } from '../user/user.repository';

const { identity, user } = endpoints;

/** A real photo-like image (noise, so it does not compress to nothing), optionally with EXIF. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  options: { width?: number; height?: number; exif?: Record<string, Record<string, string>> } = {},
): Promise<Buffer> {
  const width = options.width ?? 64;
  const height = options.height ?? 48;
  const raw = randomBytes(width * height * 3);
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (options.exif) image = image.withExif(options.exif);
  return image.toFormat(format).toBuffer();
}

/** Sends `bytes` as a multipart upload, the way a browser's FormData does. */
export async function upload(
  app: FastifyInstance,
  token: string | undefined,
  bytes: Buffer,
  options: { filename?: string; contentType?: string; field?: string } = {},
) {
  return postMultipart(app, token, [
    { name: options.field ?? 'file', filename: options.filename ?? 'photo.jpg', contentType: options.contentType ?? 'image/jpeg', bytes },
  ]);
}

/** `count` photo-like JPEGs uploaded by the holder of `token`: their file ids (a refusal throws). */
export async function uploadedImages(app: FastifyInstance, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await upload(app, token, await makeImage('jpeg'));
    if (answer.status !== 200) throw new Error(`upload: ${JSON.stringify(answer.body)}`);
    ids.push(answer.body.data.fileId);
  }
  return ids;
}

/** One part of a multipart form: a file when it has a filename, a text field otherwise. */
export interface FormPart {
  name: string;
  bytes: Buffer;
  filename?: string;
  contentType?: string;
}

/** Posts a multipart form of `parts` to the upload call. */
export async function postMultipart(app: FastifyInstance, token: string | undefined, parts: FormPart[]) {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.filename ? `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '') +
          '\r\n\r\n',
      ),
      part.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: SERVICE_PREFIX[identity.upload.service] + identity.upload.path,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Reads a stored file back (raw bytes). */
export async function readFile(app: FastifyInstance, token: string | undefined, fileId: string) {
  const response = await app.inject({
    method: 'GET',
    url: SERVICE_PREFIX[identity.file.service] + fillPath(identity.file.path, { fileId }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** A well-formed national ID number (Beijing Chaoyang, born 1990-01-01) with sequence `sequence`. */
export function nationalId(sequence: string): string {
  const body = `11010519900101${sequence}`;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);
  return body + ID_CHECK_CHARS[sum % 11];
}

/** A signed-in user with their id. */
export async function signInWithId(app: FastifyInstance) {
  const session = await signIn(app);
  const info = await call(app, user.info, { token: session.userToken });
  return { ...session, userId: info.body.data.userId as number };
}

/** A signed-in operator (the identity granted directly, as `npm run operator` does). */
export async function signInOperator(app: FastifyInstance, deps: AppDeps) {
  const operator = await signInWithId(app);
  await addIdentity(deps.db, operator.userId, 'operator', nowDate());
  return operator;
}

/**
 * The Chinese labels of a submission's coded details by field, read from the dict endpoint as the
 * console reads them; a code its group does not know reads `?code`, so a wrong group shows up.
 */
export async function codeLabels(app: FastifyInstance, details: SubmissionDetail[]): Promise<Record<string, string[]>> {
  const labels: Record<string, string[]> = {};
  for (const detail of details) {
    if (detail.kind !== 'code' && detail.kind !== 'codes') continue;
    const entries = (await call(app, identity.dict, { params: { groupCode: detail.group } })).body.data as { code: string; label: string }[] | null;
    const codes = detail.kind === 'code' ? [detail.code] : detail.codes;
    labels[detail.field] = codes.map((code) => entries?.find((entry) => entry.code === code)?.label ?? `?${code}`);
  }
  return labels;
}

/** Uploads the two ID card photos of a user; answers their file ids. */
export async function uploadIdCard(app: FastifyInstance, token: string) {
  const front = await upload(app, token, await makeImage('jpeg'));
  const back = await upload(app, token, await makeImage('png'), { filename: 'back.png', contentType: 'image/png' });
  if (front.status !== 200 || back.status !== 200) throw new Error(`upload: ${JSON.stringify([front.body, back.body])}`);
  return { frontImage: front.body.data.fileId as string, backImage: back.body.data.fileId as string };
}
