/**
 * The client address the server acts on (per-address limits, the loopback-only development
 * endpoint) when it runs behind a load balancer: TRUST_PROXY as docs/scale.md documents it,
 * read through loadConfig, so the tests hold the documented setting and not a hand-made one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@/lib/contract';
import { loadConfig } from '../src/config';
import { SMS_LIMITS } from '../src/modules/auth/sms.service';
import { call, freshPhone } from '../src/modules/testing';
import { createTestApp, type TestApp } from './helpers';

const BALANCER = '10.1.1.1';

let dataDir: string;
before(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'client-address-'));
});
after(() => rm(dataDir, { recursive: true, force: true }));

/** The app with TRUST_PROXY as an operator would set it, and a route answering the address it sees. */
async function behindBalancer(trustProxy: string): Promise<TestApp> {
  const config = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: trustProxy }, () => {});
  return createTestApp({ trustProxy: config.trustProxy }, {
    routes: (app) => {
      app.get('/test/client-address', async (request) => ({ ip: request.ip }));
    },
  });
}

async function seenAddress(testApp: TestApp, from: string, forwardedFor?: string): Promise<string> {
  const response = await testApp.app.inject({
    url: '/test/client-address',
    remoteAddress: from,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  return response.json().ip;
}

/** An address in TEST-NET-3 of its own, as the balancer saw it. */
const realClient = () => `203.0.113.${randomInt(1, 255)}`;
const spoofed = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('TRUST_PROXY=1 (one balancer in front)', () => {
  let testApp: TestApp;
  before(async () => {
    testApp = await behindBalancer('1');
  });
  after(() => testApp.close());

  it('takes the address the balancer appended, not a first hop the client wrote', async () => {
    assert.equal(await seenAddress(testApp, BALANCER, '6.6.6.6, 198.51.100.7'), '198.51.100.7');
    assert.equal(await seenAddress(testApp, BALANCER, '198.51.100.7'), '198.51.100.7');
    assert.equal(await seenAddress(testApp, BALANCER), BALANCER);
  });

  it('keeps the per-address SMS limit when every request forges another first hop', async () => {
    const client = realClient();
    const forwarded = () => ({ 'x-forwarded-for': `${spoofed()}, ${client}` });
    const devices: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const device = await call(testApp.app, endpoints.auth.device, {
        body: { serialNo: `spoof-${randomInt(1e9)}`, os: 'H5', grant_type: 'custom_device' },
        ip: BALANCER,
        headers: forwarded(),
      });
      assert.equal(device.status, 200, device.text);
      devices.push(device.body.data.token);
    }
    const answers = [];
    for (let i = 0; i < SMS_LIMITS.perIpPerDay + 10; i += 1) {
      answers.push(
        await call(testApp.app, endpoints.auth.smsSend, {
          params: { phone: freshPhone() },
          query: { type: 'login' },
          token: devices[i % devices.length],
          ip: BALANCER,
          headers: forwarded(),
        }),
      );
    }
    assert.equal(answers.filter((a) => a.status === 200).length, SMS_LIMITS.perIpPerDay);
    const refused = answers.slice(SMS_LIMITS.perIpPerDay);
    for (const answer of refused) {
      assert.equal(answer.status, 429);
      assert.match(answer.body.msg, /this network address may get 50 codes a day/);
    }
  });

  it('never shows the development SMS endpoint to a client forwarded by a balancer on this machine', async () => {
    const phone = freshPhone();
    const device = await call(testApp.app, endpoints.auth.device, { body: { serialNo: `dev-${randomInt(1e9)}`, os: 'H5', grant_type: 'custom_device' } });
    const sent = await call(testApp.app, endpoints.auth.smsSend, { params: { phone }, query: { type: 'login' }, token: device.body.data.token, ip: '127.0.0.1', headers: { 'x-forwarded-for': realClient() } });
    assert.equal(sent.status, 200, sent.text);
    const remote = await call(testApp.app, endpoints.app.devLastSms, { params: { phone }, ip: '127.0.0.1', headers: { 'x-forwarded-for': realClient() } });
    assert.equal(remote.status, 403);
    assert.doesNotMatch(remote.text, /"code":"\d{6}"/);
    const local = await call(testApp.app, endpoints.app.devLastSms, { params: { phone }, ip: '127.0.0.1' });
    assert.equal(local.status, 200, 'a developer on the machine itself still reads it');
  });
});

describe('TRUST_PROXY as the balancers\' addresses', () => {
  let testApp: TestApp;
  before(async () => {
    testApp = await behindBalancer('10.1.1.0/24, 192.0.2.9');
  });
  after(() => testApp.close());

  it('trusts hops from those addresses only', async () => {
    assert.equal(await seenAddress(testApp, BALANCER, '6.6.6.6, 198.51.100.7'), '198.51.100.7');
    // Two balancers of ours in a row (an outer one at 192.0.2.9, then 10.1.1.1).
    assert.equal(await seenAddress(testApp, BALANCER, '6.6.6.6, 198.51.100.7, 192.0.2.9'), '198.51.100.7');
    // A client reaching a node directly is not a balancer: its own header counts for nothing.
    assert.equal(await seenAddress(testApp, '198.51.100.9', '6.6.6.6'), '198.51.100.9');
  });
});
