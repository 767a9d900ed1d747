import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensurePwaBuild, pwaBuildState } from '../../scripts/pwa-build';

/** A project folder with the export's sources, and a "build" that writes out/index.html. */
describe('static export freshness (npm start builds when missing or stale)', () => {
  let root: string;
  const log: string[] = [];
  const logger = { info: (message: string) => log.push(message) };
  const fakeBuild: [string, ...string[]] = [process.execPath, '-e', "require('fs').mkdirSync('out',{recursive:true});require('fs').writeFileSync('out/index.html','<html>')"];
  const age = async (file: string, secondsAgo: number) => {
    const at = new Date(Date.now() - secondsAgo * 1000);
    await utimes(path.join(root, file), at, at);
  };

  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'pwa-build-'));
    for (const dir of ['app', 'components', 'lib', 'public', 'service-worker']) await mkdir(path.join(root, dir));
    await writeFile(path.join(root, 'app/page.tsx'), 'export default 1');
    await writeFile(path.join(root, 'package.json'), '{}');
    for (const file of ['app/page.tsx', 'package.json', 'app', 'components', 'lib', 'public', 'service-worker']) await age(file, 600);
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('builds when there is no export, then counts it fresh', async () => {
    assert.deepEqual(pwaBuildState(root), { fresh: false, reason: 'there is no static export (out/index.html) yet' });
    await ensurePwaBuild(logger, { root, command: fakeBuild });
    assert.ok(existsSync(path.join(root, 'out/index.html')));
    assert.ok(existsSync(path.join(root, 'out/.build-stamp')));
    assert.match(log.join('\n'), /building the static export first: there is no static export/);
    assert.equal(pwaBuildState(root).fresh, true);
  });

  it('ignores the worker files the build itself writes into public/', async () => {
    await writeFile(path.join(root, 'public/sw.js'), '// generated');
    await writeFile(path.join(root, 'public/workbox-1a2b.js'), '// generated');
    await age('public', 600);
    assert.equal(pwaBuildState(root).fresh, true);
  });

  it('rebuilds when a source changed after the last build, and says which', async () => {
    await age('out/index.html', 60);
    await age('out/.build-stamp', 60);
    await writeFile(path.join(root, 'lib/new-helper.ts'), 'export const x = 1');
    const state = pwaBuildState(root);
    assert.equal(state.fresh, false);
    assert.match(state.reason, /sources changed since the last build \(lib\)/);
    log.length = 0;
    await ensurePwaBuild(logger, { root, command: fakeBuild });
    assert.match(log[0], /building the static export first/);
    assert.equal(pwaBuildState(root).fresh, true);
  });

  it('does not build an export that is up to date', async () => {
    log.length = 0;
    await ensurePwaBuild(logger, { root, command: [process.execPath, '-e', 'process.exit(3)'] });
    assert.deepEqual(log, ['static export is up to date']);
  });

  it('fails the start when the build fails, saying how to serve the API only', async () => {
    // The last build a minute ago: an edit in the same clock tick as the stamp would not count as newer.
    await age('out/index.html', 60);
    await age('out/.build-stamp', 60);
    await writeFile(path.join(root, 'app/page.tsx'), 'export default 2');
    await assert.rejects(ensurePwaBuild(logger, { root, command: [process.execPath, '-e', 'process.exit(3)'] }), /exit 3.*SKIP_BUILD=1/);
  });
});
