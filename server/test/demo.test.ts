/**
 * The demo data set (docs/demo.md): what a newcomer sees on a fresh embedded start — an open market
 * along the Fujian toll stations, the demo driver's and owner's waybills in every state, wallets
 * whose history balances — and `npm run seed`: once per database, refused in production.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { WAYBILL_STATUSES } from '@/lib/contract/waybill';
import { loadDemoData } from '../src/db/demo';
import { DEMO_MARKET, DEMO_OWNER_MOBILE } from '../src/modules/goods/goods.demo';
import { insertGeneratedGoodsSources } from '../src/modules/goods/goods.generator';
import { checkLedger } from '../src/modules/money/money.ledger';
import { call, deviceToken, signIn, useModuleSuite } from '../src/modules/testing';
import { DEMO_USERS } from '../src/modules/user/user.demo';
import { migratedDataDir } from '../../scripts/embedded-template';
import { DEMO_GOODS_PER_STATION, DEMO_SECOND_COLLECTOR } from '../src/modules/waybill/waybill.station-demo';
import { DEMO_MERCHANT_ADMIN, DEMO_WAITER } from '../src/modules/coupon/coupon.demo';
import { onServer, rows } from './helpers';

type Session = Awaited<ReturnType<typeof signIn>>;
const DRIVER = DEMO_USERS.find((demo) => demo.identities.includes('driver'))!.mobile;
const DEMO_COLLECTOR = DEMO_USERS.find((demo) => demo.identities.includes('tollCollector'))!.mobile;

describe('the demo data on a fresh embedded database', () => {
  const suite = useModuleSuite();

  it('opens on a living market, the demo waybills in every state, and a balanced ledger', async () => {
    // On PostgreSQL a seed's transaction is one connection: a query sent on it while another runs
    // is what pg deprecates (and pg 9 refuses); the load must not provoke it.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      await loadDemoData(suite.deps.db, { storage: null, tokenSecret: suite.deps.config.tokenSecret });
    } finally {
      process.off('warning', onWarning);
    }
    assert.deepEqual(warnings.filter((message) => /client\.query\(\)/.test(message)), []);
    const touristToken = await deviceToken(suite.app);

    // A tourist in Fuzhou sees open goods nearby, the nearest a few kilometres away.
    const nearby = await call(suite.app, endpoints.goods.nearbySourceOfGoods, { token: touristToken, query: { latitude: '26.06', longitude: '119.28', current: 1, size: 20 } });
    assert.equal(nearby.status, 200, nearby.text);
    assert.equal(nearby.body.data.records.length, 20);
    assert.ok(nearby.body.data.records[0].distanceM < 15_000, `nearest at ${nearby.body.data.records[0].distanceM} m`);
    // Today's list: every station's goods, the market a newcomer lands on.
    const today = await call(suite.app, endpoints.goods.todaySourceOfGoodsList, { token: touristToken, query: { current: 1, size: 10 } });
    assert.equal(today.status, 200, today.text);
    assert.ok(today.body.data.total > 0, 'goods load today');
    const atStations = await rows<{ n: number }>(suite.deps.db, sql`select count(distinct origin_ad_code)::int as n from goods_sources where status = 'open' and origin_name like '%收费站'`);
    assert.ok(atStations[0].n >= 15, `goods at ${atStations[0].n} stations' counties`);

    const driver = await signIn(suite.app, DRIVER);
    const owner = await signIn(suite.app, DEMO_OWNER_MOBILE);
    for (const [who, session, endpoint] of [
      ['driver', driver, endpoints.waybill.waybillListOfDriver],
      ['owner', owner, endpoints.waybill.waybillList],
    ] as const) {
      const list = await call(suite.app, endpoint, { logisticsToken: session.logisticsToken, query: { current: 1, size: 50 } });
      assert.equal(list.status, 200, list.text);
      const statuses = new Set(list.body.data.records.map((record: { status: string }) => record.status));
      assert.deepEqual([...statuses].sort(), [...WAYBILL_STATUSES].sort(), `the ${who} sees a waybill in every state`);
    }

    const driverFunds = await call(suite.app, endpoints.money.fundRecord, { logisticsToken: driver.logisticsToken, query: { current: 1, size: 20 } });
    assert.equal(driverFunds.status, 200, driverFunds.text);
    assert.deepEqual(driverFunds.body.data.records.map((r: { code: string }) => r.code), ['freightReceived']);
    const ownerFunds = await call(suite.app, endpoints.money.fundRecord, { logisticsToken: owner.logisticsToken, query: { current: 1, size: 20 } });
    const codes = ownerFunds.body.data.records.map((r: { code: string }) => r.code);
    for (const code of ['topUp', 'freightPaid', 'freightRefund']) assert.ok(codes.includes(code), `the owner's history has ${code}: ${codes}`);
    assert.deepEqual((await checkLedger(suite.deps.db)).problems, []);

    // The kiosk's station: both demo collectors work there; a loading waits for the station to sign for it.
    for (const mobile of [DEMO_COLLECTOR, DEMO_SECOND_COLLECTOR.mobile]) {
      const collector = await signIn(suite.app, mobile);
      const key = await call(suite.app, endpoints.waybill.stationQrKey, { logisticsToken: collector.logisticsToken, query: {} });
      assert.equal(key.status, 200, key.text);
      const loadings = await call(suite.app, endpoints.waybill.stationLoadingList, { logisticsToken: collector.logisticsToken, query: { stationId: key.body.data.station.id, current: 1, size: 10 } });
      assert.equal(loadings.status, 200, loadings.text);
      assert.deepEqual(loadings.body.data.records.map((r: { status: string; signedFor: boolean }) => [r.status, r.signedFor]), [['loaded', false]]);
    }

    await agreesWithItself(driver, owner);
    assert.deepEqual(await loadDemoData(suite.deps.db), [], 'a second start adds nothing');
  });

  /** What the UI audit found contradicting itself (the driver and owner already signed in: one SMS code a minute). */
  async function agreesWithItself(driver: Session, owner: Session) {

    // merchantInfo: the administrator listed with their own mobile, the store reachable on it.
    const admin = await signIn(suite.app, DEMO_MERCHANT_ADMIN.mobile);
    const info = await call(suite.app, endpoints.merchant.getMerchantInfo, { token: admin.userToken });
    assert.equal(info.status, 200, info.text);
    assert.equal(info.body.data.length, 1);
    const [{ merchantId, contactPhone }] = info.body.data;
    assert.equal(contactPhone, DEMO_MERCHANT_ADMIN.mobile);
    const staff = await call(suite.app, endpoints.merchant.staffList, { token: admin.userToken, query: { merchantId } });
    assert.equal(staff.status, 200, staff.text);
    assert.deepEqual(
      staff.body.data.map((row: { role: string; phone: string }) => [row.role, row.phone]).sort(),
      [['admin', DEMO_MERCHANT_ADMIN.mobile], ['waiter', DEMO_WAITER.mobile]],
    );

    // The driver: allAuthen, driverLicenseInfo and the real-name screen say the same.
    const overview = await call(suite.app, endpoints.identity.qualification, { token: driver.userToken });
    assert.equal(overview.status, 200, overview.text);
    const statusOf = (kind: string) => overview.body.data.items.find((item: { kind: string }) => item.kind === kind)?.certification?.status;
    assert.equal(overview.body.data.isVerified, true);
    for (const kind of ['realName', 'driver', 'vehicle']) assert.equal(statusOf(kind), 'approved', `the driver's ${kind}`);
    const licence = await call(suite.app, endpoints.driver.info, { token: driver.userToken });
    assert.equal(licence.status, 200, licence.text);
    assert.equal(licence.body.data.realNameApproved, true);
    assert.equal(licence.body.data.driver?.certification.status, 'approved');
    assert.equal(licence.body.data.driver?.licenseClass, 'A2');
    assert.deepEqual(licence.body.data.expiries, [], 'nothing about to expire');
    const realName = await call(suite.app, endpoints.identity.realName, { token: driver.userToken });
    assert.equal(realName.status, 200, realName.text);
    assert.equal(realName.body.data.status, 'approved');
    assert.equal(realName.body.data.name, licence.body.data.name);
    // The ID number is sealed under the server's secret: the settled waybill's payment names the driver.
    const [settled] = await rows<{ id: number }>(suite.deps.db, sql`select id from waybills where status = 'settled'`);
    const payment = await call(suite.app, endpoints.money.freightPayment, { logisticsToken: driver.logisticsToken, params: { id: settled.id } });
    assert.equal(payment.status, 200, payment.text);
    assert.equal(payment.body.data.payeeName, realName.body.data.name);

    // The owner: real name and personal cargo owner approved (owner auth screen and allAuthen).
    const auth = await call(suite.app, endpoints.owner.getOwnerAuthInfo, { logisticsToken: owner.logisticsToken });
    assert.equal(auth.status, 200, auth.text);
    assert.equal(auth.body.data.realNameApproved, true);
    assert.equal(auth.body.data.personal?.certification.status, 'approved');
    const ownerOverview = await call(suite.app, endpoints.identity.qualification, { token: owner.userToken });
    const ownerStatus = (kind: string) => ownerOverview.body.data.items.find((item: { kind: string }) => item.kind === kind)?.certification?.status;
    for (const kind of ['realName', 'cargoOwner']) assert.equal(ownerStatus(kind), 'approved', `the owner's ${kind}`);

    // Every waybill past the contract step shows both signatures, signed before loading started.
    const list = await call(suite.app, endpoints.waybill.waybillListOfDriver, { logisticsToken: driver.logisticsToken, query: { current: 1, size: 50 } });
    let signedWaybills = 0;
    for (const { waybillId, status } of list.body.data.records as { waybillId: number; status: string }[]) {
      if (status === 'assigned' || status === 'created') continue;
      const detail = await call(suite.app, endpoints.waybill.waybillDetail, { logisticsToken: driver.logisticsToken, params: { id: waybillId } });
      assert.equal(detail.status, 200, detail.text);
      const { signatures, loading } = detail.body.data as { signatures: { party: string; signed: boolean; signerName: string; signedAt: string }[]; loading: { scannedAt: string } | null };
      assert.deepEqual(signatures.map((s) => [s.party, s.signed]), [['driver', true], ['cargoOwner', true]], `waybill ${waybillId} (${status})`);
      assert.equal(signatures[0].signerName, realName.body.data.name);
      if (loading) for (const s of signatures) assert.ok(s.signedAt < loading.scannedAt, `waybill ${waybillId} signed before loading`);
      signedWaybills += 1;
    }
    assert.ok(signedWaybills >= 8, `${signedWaybills} signed waybills`);
    // The goods behind the waybills were released before them; loading dates fall on the loading scan's day (China time).
    const [misdated] = await rows<{ n: number }>(
      suite.deps.db,
      sql`select count(*)::int as n from waybills w join goods_sources g on g.id = w.goods_source_id
        where g.opened_at > w.created_at or (w.loading_scanned_at is not null and g.loading_date <> (w.loading_scanned_at at time zone 'Asia/Shanghai')::date)`,
    );
    assert.equal(misdated.n, 0, 'goods dated before their waybills, loading on the loading day');

    // 站点货源: every toll station lists the goods its collectors released there for offline shippers.
    const stationIds = await rows<{ id: number }>(suite.deps.db, sql`select id from stations order by code`);
    assert.ok(stationIds.length >= 21);
    for (const { id } of stationIds) {
      const list = await call(suite.app, endpoints.goods.stationCommerceSourceList, { token: driver.userToken, query: { stationId: id, current: 1, size: 10 } });
      assert.equal(list.status, 200, list.text);
      assert.ok(list.body.data.total >= DEMO_GOODS_PER_STATION, `station ${id} lists ${list.body.data.total} goods`);
    }
    const [mismatched] = await rows<{ n: number }>(
      suite.deps.db,
      sql`select count(*)::int as n from goods_sources g join station_collectors c on c.user_id = g.owner_user_id where g.station_id is not null and c.station_id <> g.station_id`,
    );
    assert.equal(mismatched.n, 0, 'each released by a collector of its station');
  }

  it('draws the same market from the same seed', async () => {
    const [owner] = await rows<{ id: number }>(suite.deps.db, sql`insert into users (mobile, nickname, created_at) values ('13900000077', 'g', now()) returning id`);
    const draw = async () => {
      await insertGeneratedGoodsSources(suite.deps.db, { ...DEMO_MARKET, count: 50, ownerUserId: owner.id, contactMobile: DEMO_OWNER_MOBILE });
      const drawn = await rows<Record<string, unknown>>(
        suite.deps.db,
        sql`select origin_name, origin_lng, origin_lat, destination_name, cargo_type, weight_kg, trucks_needed, freight_fen, loading_date, remarks from goods_sources order by id`,
      );
      await suite.deps.db.execute(sql`delete from goods_sources`);
      return drawn;
    };
    const first = await draw();
    assert.equal(first.length, 50);
    assert.deepEqual(await draw(), first);
    assert.ok(first.every((row) => Number(row.weight_kg) % 1000 === 0), 'whole tonnes');
    assert.ok(new Set(first.map((row) => row.destination_name)).size > 5, 'destinations vary');
  });
});

/** Runs `npm run seed` (the script itself) with `env`; answers its exit code and output. */
function runSeed(env: NodeJS.ProcessEnv, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, LOG_LEVEL: 'warn', REDIS_URL: '', DEMO: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run seed', () => {
  it('refuses under NODE_ENV=production unless forced', async () => {
    const refused = await runSeed({ NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    assert.equal(refused.code, 3);
    assert.match(refused.output, /production: refusing/);
    // Forced, it goes on to open the database (which here does not exist, so it fails there instead).
    const forced = await runSeed({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, ['--', '--force']);
    assert.doesNotMatch(forced.output, /refusing/);
    assert.equal(forced.code, 1);
  });

  it('loads the demo data once: a second run adds nothing', { timeout: 300_000 }, async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    let env: NodeJS.ProcessEnv;
    let cleanUp: () => Promise<void>;
    if (serverUrl) {
      const name = `seed_${process.pid}_${randomBytes(3).toString('hex')}`;
      await onServer(serverUrl, `create database "${name}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString(), NODE_ENV: 'development' };
      cleanUp = () => onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    } else {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'seed-'));
      await migratedDataDir(dataDir);
      env = { DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'development' };
      cleanUp = () => rm(dataDir, { recursive: true, force: true });
    }
    try {
      const first = await runSeed(env);
      assert.equal(first.code, 0, first.output);
      assert.match(first.output, /demo data loaded: demo-users, demo-operator, demo-market, demo-freight, demo-fleet, demo-station/);
      const second = await runSeed(env);
      assert.equal(second.code, 0, second.output);
      assert.match(second.output, /demo data already present/);
    } finally {
      await cleanUp();
    }
  });
});
