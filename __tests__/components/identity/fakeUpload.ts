/**
 * Uploads go through XMLHttpRequest (fetch cannot report progress), which the fetch mock does not
 * see: this stands in for it, records each upload and answers with a stored file.
 */
export interface SentUpload {
  url: string;
  method: string;
  body: unknown;
}

export function fakeUploads(answer: (index: number) => { status: number; body: unknown }) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    timeout = 0;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private target = { method: '', url: '' };
    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader() {}
    getResponseHeader() {
      return 'application/json';
    }
    abort() {}
    send(body: unknown) {
      const index = sent.push({ ...this.target, body }) - 1;
      const reply = answer(index);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }
  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => (globalThis.XMLHttpRequest = original) };
}

/** A stored file as POST /app/api/file/upload answers it. */
export function storedFile(index: number) {
  const fileId = `file-${String(index).padStart(12, '0')}`;
  return { code: '200', msg: 'ok', data: { fileId, url: `/app/api/file/${fileId}`, contentType: 'image/jpeg', size: 1024 } };
}
