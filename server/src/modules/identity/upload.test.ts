import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { endpoints } from '@/lib/contract';
import { call, deviceToken, useModuleSuite } from '../testing';
import { files } from './identity.table';
import { makeImage, postMultipart, readFile, signInOperator, signInWithId, upload } from './identity.testing';

const suite = useModuleSuite();

const fileCount = async () => (await suite.deps.db.select({ n: count() }).from(files))[0].n;

describe('uploading an image', () => {
  it('accepts a PNG and stores it re-encoded as JPEG the owner can read back', async () => {
    const owner = await signInWithId(suite.app);
    const png = await makeImage('png', { width: 120, height: 80 });
    const result = await upload(suite.app, owner.userToken, png, { filename: 'licence.png', contentType: 'image/png' });
    assert.equal(result.status, 200, JSON.stringify(result.body));
    const stored = result.body.data;
    assert.match(stored.fileId, /^[A-Za-z0-9_-]{16,64}$/);
    assert.equal(stored.url, `/app/api/file/${stored.fileId}`);
    assert.equal(stored.contentType, 'image/jpeg');

    const read = await readFile(suite.app, owner.userToken, stored.fileId);
    assert.equal(read.status, 200);
    assert.match(String(read.headers['content-type']), /^image\/jpeg/);
    assert.equal(read.bytes.length, stored.size);
    const meta = await sharp(read.bytes).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 120, 80]);
  });

  it('strips the metadata of a JPEG (EXIF such as the camera and place) and caps the long side', async () => {
    const owner = await signInWithId(suite.app);
    const jpeg = await makeImage('jpeg', { width: 2400, height: 600, exif: { IFD0: { Make: 'PhoneMaker', Copyright: 'secret place' } } });
    assert.ok((await sharp(jpeg).metadata()).exif, 'the test image carries EXIF');
    const result = await upload(suite.app, owner.userToken, jpeg);
    assert.equal(result.status, 200, JSON.stringify(result.body));
    const read = await readFile(suite.app, owner.userToken, result.body.data.fileId);
    const meta = await sharp(read.bytes).metadata();
    assert.equal(meta.exif, undefined);
    assert.equal(read.bytes.includes(Buffer.from('PhoneMaker')), false);
    assert.deepEqual([meta.width, meta.height], [2000, 500]);
  });

  it('accepts WebP', async () => {
    const owner = await signInWithId(suite.app);
    const result = await upload(suite.app, owner.userToken, await makeImage('webp'), { filename: 'a.webp', contentType: 'image/webp' });
    assert.equal(result.status, 200);
  });

  it('refuses a text file named .jpg and declared image/jpeg with 400, storing nothing', async () => {
    const owner = await signInWithId(suite.app);
    const before = await fileCount();
    const result = await upload(suite.app, owner.userToken, Buffer.from('just some text, not a picture\n'.repeat(20)));
    assert.equal(result.status, 400);
    assert.equal(result.body.code, '400');
    assert.match(result.body.msg, /not a JPEG, PNG or WebP image/);
    assert.equal(await fileCount(), before);
  });

  it('refuses a GIF (a real image, but not an accepted type) and an empty file', async () => {
    const owner = await signInWithId(suite.app);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).gif().toBuffer();
    assert.equal((await upload(suite.app, owner.userToken, gif, { filename: 'a.jpg' })).status, 400);
    assert.equal((await upload(suite.app, owner.userToken, Buffer.alloc(0))).status, 400);
    assert.equal(await fileCount(), 0);
  });

  it('refuses a truncated JPEG with 400', async () => {
    const owner = await signInWithId(suite.app);
    const jpeg = await makeImage('jpeg', { width: 300, height: 300 });
    const result = await upload(suite.app, owner.userToken, jpeg.subarray(0, Math.floor(jpeg.length / 3)));
    assert.equal(result.status, 400);
    assert.equal(await fileCount(), 0);
  });

  it('refuses a file over 10 MiB with 413, storing nothing', async () => {
    const owner = await signInWithId(suite.app);
    const result = await upload(suite.app, owner.userToken, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
    assert.equal(result.status, 413);
    assert.equal(result.body.code, '413');
    assert.match(result.body.msg, /larger than 10 MiB/);
    assert.equal(await fileCount(), 0);
  });

  it('refuses a form with too many fields or too many files with 413 and says which limit, storing nothing', async () => {
    const owner = await signInWithId(suite.app);
    const image = await makeImage('jpeg');
    const fields = Array.from({ length: 60 }, (_, i) => ({ name: `note${i}`, bytes: Buffer.from('x') }));
    const tooManyFields = await postMultipart(suite.app, owner.userToken, [...fields, { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', bytes: image }]);
    assert.equal(tooManyFields.status, 413, JSON.stringify(tooManyFields.body));
    assert.equal(tooManyFields.body.code, '413');
    assert.match(tooManyFields.body.msg, /more than 50 fields/);

    const files = Array.from({ length: 12 }, (_, i) => ({ name: i === 0 ? 'file' : `extra${i}`, filename: `${i}.jpg`, contentType: 'image/jpeg', bytes: image }));
    const tooManyFiles = await postMultipart(suite.app, owner.userToken, files);
    assert.equal(tooManyFiles.status, 413, JSON.stringify(tooManyFiles.body));
    assert.match(tooManyFiles.body.msg, /more files than this call takes/);

    const fieldsAfterTheFile = await postMultipart(suite.app, owner.userToken, [{ name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', bytes: image }, ...fields]);
    assert.equal(fieldsAfterTheFile.status, 413, JSON.stringify(fieldsAfterTheFile.body));
    assert.equal(await fileCount(), 0);
  });

  it('refuses an upload in another field, and a JSON body, with 400', async () => {
    const owner = await signInWithId(suite.app);
    const wrongField = await upload(suite.app, owner.userToken, await makeImage('jpeg'), { field: 'photo' });
    assert.equal(wrongField.status, 400);
    assert.match(wrongField.body.msg, /field "file"/);
    const json = await call(suite.app, endpoints.identity.upload, { token: owner.userToken, body: { file: 'x' } });
    assert.equal(json.status, 400);
    assert.equal(await fileCount(), 0);
  });

  it('needs a signed-in user: no token or a tourist token is 401', async () => {
    const image = await makeImage('jpeg');
    assert.equal((await upload(suite.app, undefined, image)).status, 401);
    assert.equal((await upload(suite.app, await deviceToken(suite.app), image)).status, 401);
    assert.equal(await fileCount(), 0);
  });
});

describe('reading an image', () => {
  it("answers 404 to another user, exactly as for a file that does not exist", async () => {
    const owner = await signInWithId(suite.app);
    const other = await signInWithId(suite.app);
    const stored = (await upload(suite.app, owner.userToken, await makeImage('jpeg'))).body.data;
    const foreign = await readFile(suite.app, other.userToken, stored.fileId);
    const missing = await readFile(suite.app, other.userToken, 'AAAAAAAAAAAAAAAAAAAAAAAA');
    assert.equal(foreign.status, 404);
    assert.equal(missing.status, 404);
    assert.equal(JSON.parse(foreign.bytes.toString()).msg, JSON.parse(missing.bytes.toString()).msg);
  });

  it('lets an operator read any file, for review', async () => {
    const owner = await signInWithId(suite.app);
    const operator = await signInOperator(suite.app, suite.deps);
    const stored = (await upload(suite.app, owner.userToken, await makeImage('jpeg'))).body.data;
    const read = await readFile(suite.app, operator.userToken, stored.fileId);
    assert.equal(read.status, 200);
    assert.equal(read.bytes.length, stored.size);
  });

  it('refuses a malformed file id (a path) with 400 and no token with 401', async () => {
    const owner = await signInWithId(suite.app);
    assert.equal((await readFile(suite.app, owner.userToken, '..%2F..%2Fetc%2Fpasswd')).status, 400);
    const stored = (await upload(suite.app, owner.userToken, await makeImage('jpeg'))).body.data;
    assert.equal((await readFile(suite.app, undefined, stored.fileId)).status, 401);
  });
});
