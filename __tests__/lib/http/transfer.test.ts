/** Uploads (multipart with progress, over XMLHttpRequest) and downloads, with the same headers and error rules. */
import { z } from 'zod';
import { envelope, freshClient, mockFetch, signIn, type Client } from '../support';

/** A stand-in for XMLHttpRequest that records what would go to the server and answers as scripted. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer: (xhr: FakeXhr) => { status: number; text: string } = () => ({ status: 200, text: '' });
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  requestHeaders: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name.toLowerCase()] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => {
      for (const loaded of [400, 1000]) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1000 } as ProgressEvent);
      }
      const { status, text } = FakeXhr.answer(this);
      this.status = status;
      this.responseText = text;
      this.onload?.();
    }, 0);
  }
}

const uploadEndpoint = {
  service: 'app',
  method: 'POST',
  path: '/file/upload',
  access: 'user',
  summary: 'file upload',
  response: z.object({ url: z.string() }),
} as const;

let client: Client;

beforeEach(() => {
  localStorage.clear();
  client = freshClient();
  signIn(client);
  FakeXhr.sent = [];
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

afterEach(() => jest.restoreAllMocks());

test('an upload sends the file as multipart with the session headers and reports progress', async () => {
  FakeXhr.answer = () => ({ status: 200, text: JSON.stringify({ code: '200', data: { url: '/files/abc.jpg' }, msg: 'ok' }) });
  const progress: number[] = [];
  const photo = new File(['jpeg bytes'], 'licence.jpg', { type: 'image/jpeg' });
  const result = await client.http.upload(uploadEndpoint, photo, { onProgress: (p) => progress.push(p.fraction) });

  expect(result).toEqual({ url: '/files/abc.jpg' });
  expect(progress).toEqual([0.4, 1]);
  const [xhr] = FakeXhr.sent;
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('http://localhost/app/api/file/upload');
  expect(xhr.withCredentials).toBe(true);
  expect(xhr.timeout).toBe(60_000);
  expect(xhr.requestHeaders).toMatchObject({ authorization: 'Bearer user-1', platform: 'H5' });
  const form = xhr.body as FormData;
  expect((form.get('file') as File).name).toBe('licence.jpg');
});

test('an upload refused with a bodiless status rejects with the table message', async () => {
  FakeXhr.answer = () => ({ status: 503, text: '' });
  await expect(client.http.upload('/app/api/file/upload', new Blob(['x']))).rejects.toMatchObject({
    message: 'service unavailable',
    status: 503,
  });
});

test('an upload refused with HTTP 401 refreshes the user token and is sent again', async () => {
  const { sent } = mockFetch(() => envelope({ userToken: 'user-2', userRefreshToken: 'user-refresh-2' }, { code: 'P00000' }));
  FakeXhr.answer = (xhr) =>
    xhr.requestHeaders.authorization === 'Bearer user-2'
      ? { status: 200, text: JSON.stringify({ code: '200', data: { url: '/files/ok.jpg' }, msg: 'ok' }) }
      : { status: 401, text: '' };
  await expect(client.http.upload(uploadEndpoint, new Blob(['x']))).resolves.toEqual({ url: '/files/ok.jpg' });
  expect(sent).toHaveLength(1);
  expect(FakeXhr.sent.map((x) => x.requestHeaders.authorization)).toEqual(['Bearer user-1', 'Bearer user-2']);
});

test('a download resolves the bytes, sent with the session headers', async () => {
  const { sent } = mockFetch(() => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));
  const file = await client.http.download('/app/api/files/agreement.pdf');
  expect(await file.text()).toBe('%PDF-1.7');
  expect(sent[0].url).toBe('http://localhost/app/api/files/agreement.pdf');
  expect(sent[0].headers.authorization).toBe('Bearer user-1');
});

test('a failed download rejects with the table message', async () => {
  mockFetch(() => new Response(null, { status: 404 }));
  await expect(client.http.download('/app/api/files/missing.pdf')).rejects.toThrow('network connection failed');
});
