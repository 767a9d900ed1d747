/**
 * The yardstick of bench/web.ts: a bare Next.js static export (one page saying hello, the same
 * Next.js and React as the app, built with the same `next build --webpack`), served gzipped from
 * memory, so the app's first-screen JavaScript and Lighthouse score are compared with it in one run.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.txt': 'text/plain' };

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bare-next', private: true }),
  'next.config.mjs': "export default { output: 'export' };\n",
  'app/layout.jsx': "export default function RootLayout({ children }) { return <html lang=\"zh-CN\"><body>{children}</body></html>; }\n",
  'app/page.jsx': "export default function Page() { return <main><h1>你好</h1><p>A bare Next.js export.</p></main>; }\n",
};

/** Builds the bare export in a temporary folder (the project's node_modules linked in); answers the folder of `out/`. */
export function buildBareExport(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bare-next-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  execSync(`${process.execPath} ${join(ROOT, 'node_modules/next/dist/bin/next')} build --webpack`, {
    cwd: dir,
    stdio: ['ignore', 2, 2],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return join(dir, 'out');
}

/** Serves a folder with gzip (as the app's server compresses), until `stop`. */
export async function serveGzipped(folder: string, port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(folder, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(folder)) return void response.writeHead(403).end();
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return void response.writeHead(404).end();
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    response.end(gzip ? gzipSync(body) : body);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Removes the temporary folder of a bare export (the parent of its out/). */
export function removeBareExport(outFolder: string): void {
  rmSync(join(outFolder, '..'), { recursive: true, force: true });
}
