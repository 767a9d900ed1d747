import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { endpoints } from '@/lib/contract';
import { migratedDataDir } from '../../../../scripts/embedded-template';
import { acquireDataDirLock } from '../../db/lock';
import { loadDemoData } from '../../db/demo';
import { call, signIn, useModuleSuite } from '../testing';
import { DEMO_OPERATOR } from './identity.demo';
import { grantOperator } from './operator.service';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const suite = useModuleSuite();

/** Runs `npm run operator -- <args>` as a person would (without npm), on its own data folder. */
function runOperatorScript(dataDir: string, args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', ...args], { cwd: ROOT, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('npm run operator', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'operator-script-'));
    // Migrated already (a copy): what is tested is the script, not a first migration.
    await migratedDataDir(dataDir);
  });
  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the account, grants the operator identity, and says nothing changed the second time', async () => {
    const first = await runOperatorScript(dataDir, ['--', '13912340009']);
    assert.equal(first.code, 0, first.err);
    assert.match(first.out, /created the account 13912340009 \(user 1\); granted it the operator identity/);
    const second = await runOperatorScript(dataDir, ['13912340009']);
    assert.equal(second.code, 0, second.err);
    assert.match(second.out, /found the account 13912340009 \(user 1\); it already holds the operator identity/);
  });

  it('refuses while a server holds the data folder, and refuses a bad number', async () => {
    const lock = await acquireDataDirLock(dataDir);
    try {
      const refused = await runOperatorScript(dataDir, ['13912340010']);
      assert.equal(refused.code, 1);
      assert.match(refused.err, new RegExp(`in use by another server process \\(pid ${process.pid}\\)`));
    } finally {
      await lock.release();
    }
    const bad = await runOperatorScript(dataDir, ['12345']);
    assert.equal(bad.code, 1);
    assert.match(bad.err, /not an 11-digit mobile number/);
    const usage = await runOperatorScript(dataDir, []);
    assert.equal(usage.code, 2);
    assert.match(usage.err, /usage: npm run operator -- <mobile>/);
  });
});

describe('granted operators', () => {
  it('may review once granted (an existing account keeps its identity and data)', async () => {
    const session = await signIn(suite.app);
    const queue = endpoints.identity.reviewQueue;
    assert.equal((await call(suite.app, queue, { token: session.userToken })).status, 403);
    const grant = await grantOperator(suite.deps.db, session.phone);
    assert.deepEqual([grant.createdAccount, grant.alreadyOperator], [false, false]);
    assert.equal((await call(suite.app, queue, { token: session.userToken })).status, 200);
  });

  it('include the demo operator 13800000009 once the demo data is loaded', async () => {
    assert.ok((await loadDemoData(suite.deps.db)).includes('demo-operator'));
    const session = await signIn(suite.app, DEMO_OPERATOR.mobile);
    const info = (await call(suite.app, endpoints.user.info, { token: session.userToken })).body.data;
    assert.equal(info.identityType, 'operator');
    assert.equal((await call(suite.app, endpoints.identity.reviewQueue, { token: session.userToken })).status, 200);
  });
});
