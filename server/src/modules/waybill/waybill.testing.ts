/**
 * Test support for the waybill suites (not a test itself): drivers with an approved driver
 * certification and vehicle, cargo owners with open goods sources, toll collectors and stations
 * (written directly: those flows are tested in their own modules), logistics calls, the signing
 * through the local e-sign page, and walking a waybill forward.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { asc, count } from 'drizzle-orm';
import { endpoints, type Endpoint } from '@/lib/contract';
import { nowDate } from '../clock';
import { goodsSources, stations } from '../goods/goods.table';
import { signInWithId, makeImage, upload } from '../identity/identity.testing';
import { files } from '../identity/identity.table';
import { insertCertification } from '../identity/identity.repository';
import { addIdentity } from '../user/user.repository';
import { vehicles } from '../vehicle/vehicle.table';
import type { Db } from '../../db/types';
import { call, type CallOptions, type ModuleSuite } from '../testing';
import { idempotencyKeys } from '../idempotency/idempotency.table';
import { waybillSignings, waybillStatusHistory, waybills } from './waybill.table';

const w = endpoints.waybill;
export type Session = Awaited<ReturnType<typeof signInWithId>>;
export interface Driver extends Session {
  plate: string;
  vehicleId: number;
}

let plateCounter = 0;
let stationCounter = 0;

/** A 1x1 PNG data URL, what the signature pad would post. */
export const SIGNATURE_PNG = `data:image/png;base64,${Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a0c5f3a20000000049454e44ae426082',
  'hex',
).toString('base64')}`;

/** A file row owned by the user (no bytes: for rows that must name a photo). */
export async function insertFileRow(db: Db, userId: number): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.insert(files).values({ id, ownerId: userId, storageKey: `${id}.jpg`, contentType: 'image/jpeg', size: 1 });
  return id;
}

/** A vehicle of the user with `plate`, its certification `status` (written directly); answers its id. */
export async function insertVehicle(db: Db, userId: number, plate: string, status: 'approved' | 'pending' = 'approved'): Promise<number> {
  const at = nowDate();
  const certification = await insertCertification(db, { userId, kind: 'vehicle', status, submittedAt: at, reviewedAt: status === 'approved' ? at : null });
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      certificationId: certification.id,
      submitterId: userId,
      ownerUserId: userId,
      plateNumber: plate,
      plateColor: '2',
      vehicleType: 'H12',
      vehicleLength: '9.6',
      energyType: 'diesel',
      approvedLoadKg: 18000,
      ownerName: '张三',
      vin: 'LFWSRXRJ5A1B00001',
      registerDate: '2020-01-01',
      licenseFrontFileId: await insertFileRow(db, userId),
      licenseBackFileId: await insertFileRow(db, userId),
      inspectionValidUntil: '2040-01-01',
      createdAt: at,
    })
    .returning();
  return vehicle.id;
}

export function waybillHelpers(suite: ModuleSuite) {
  const db = () => suite.deps.db;

  /** Calls a logistics endpoint as `session` (no session: no token). */
  const lg = (endpoint: Endpoint, session: Session | undefined, options: CallOptions = {}) =>
    call(suite.app, endpoint, { ...options, logisticsToken: session?.logisticsToken });

  const fileRow = (userId: number) => insertFileRow(db(), userId);

  /** Adds an approved (or `status`) vehicle owned by the user; answers its plate and id. */
  async function addVehicle(userId: number, status: 'approved' | 'pending' = 'approved') {
    plateCounter += 1;
    const plate = `粤B${String(10000 + (plateCounter % 90000)).padStart(5, '0')}`;
    return { plate, vehicleId: await insertVehicle(db(), userId, plate, status) };
  }

  /** A signed-in driver with an approved driver certification and an approved vehicle of their own. */
  async function driver(options: { certified?: boolean } = {}): Promise<Driver> {
    const session = await signInWithId(suite.app);
    if (options.certified ?? true) {
      const at = nowDate();
      await insertCertification(db(), { userId: session.userId, kind: 'driver', status: 'approved', submittedAt: at, reviewedAt: at });
    }
    return { ...session, ...(await addVehicle(session.userId)) };
  }

  /** A signed-in cargo owner. */
  const owner = () => signInWithId(suite.app);

  /** A signed-in toll collector. */
  async function tollCollector() {
    const session = await signInWithId(suite.app);
    await addIdentity(db(), session.userId, 'tollCollector', nowDate());
    return session;
  }

  async function station() {
    stationCounter += 1;
    const [row] = await db()
      .insert(stations)
      .values({ code: `T-${stationCounter}-${randomBytes(3).toString('hex')}`, name: '福州收费站', highway: 'G15 沈海高速', address: '福州', lng: 119.3, lat: 26.08, adCode: '350104' })
      .returning();
    return row.id;
  }

  /** An open goods source of `ownerId` (written directly), answers its id. */
  async function goods(ownerId: number, overrides: Partial<typeof goodsSources.$inferInsert> = {}) {
    const at = nowDate();
    const [row] = await db()
      .insert(goodsSources)
      .values({
        ownerUserId: ownerId,
        releasedBy: 'cargoOwner',
        originName: '福州仓山',
        originAddress: '福建省福州市仓山区建新镇 1 号',
        originLng: 119.28,
        originLat: 26.05,
        originAdCode: '350104',
        destinationName: '深圳宝安',
        destinationAddress: '广东省深圳市宝安区西乡 2 号',
        destinationLng: 113.88,
        destinationLat: 22.58,
        destinationAdCode: '440306',
        cargoType: 'steel',
        weightKg: 20000,
        trucksNeeded: 1,
        freightFen: 450050,
        loadingDate: '2030-06-01',
        contactName: '李四',
        contactMobile: '13800138001',
        status: 'open',
        openedAt: at,
        ...overrides,
      })
      .returning();
    return row.id;
  }

  /** Goods released by a toll collector at a station for an offline shipper. */
  async function stationGoods(collectorId: number, stationId: number, overrides: Partial<typeof goodsSources.$inferInsert> = {}) {
    return goods(collectorId, { releasedBy: 'tollCollector', stationId, offlineShipperName: '陈七', offlineShipperMobile: '13900139000', ...overrides });
  }

  async function grab(session: Driver, goodsSourceId: number) {
    const result = await lg(w.grabOrder, session, { body: { goodsSourceId, carNumber: session.plate } });
    assert.equal(result.status, 200, result.text);
    return result.body.data.waybillId as number;
  }

  /** Signs as `session` through the local e-sign page (URL from getSignUrl / waybillSignUrl). */
  async function signAs(session: Session, waybillId: number, party: 'driver' | 'cargoOwner', name = '张三') {
    const url = await lg(party === 'driver' ? w.getSignUrl : w.waybillSignUrl, session, { query: { waybillId } });
    assert.equal(url.status, 200, url.text);
    const posted = await suite.app.inject({ method: 'POST', url: url.body.data.url, payload: { signerName: name, signatureImage: SIGNATURE_PNG } });
    assert.equal(posted.statusCode, 200, posted.body);
    return posted.json() as { redirect: string };
  }

  async function qr(session: Session, goodsSourceId: number, purpose: 'loading' | 'unloading') {
    const result = await lg(w.sourceQrCode, session, { query: { goodsSourceId, purpose } });
    assert.equal(result.status, 200, result.text);
    return result.body.data.token as string;
  }

  async function photo(session: Session) {
    const uploaded = await upload(suite.app, session.userToken, await makeImage('jpeg'));
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
    return uploaded.body.data.fileId as string;
  }

  /** Steps of a waybill, each asserting 200. */
  const steps = {
    async signed(d: Driver, o: Session, waybillId: number) {
      await signAs(d, waybillId, 'driver');
      await signAs(o, waybillId, 'cargoOwner', '李四');
    },
    async loading(d: Driver, o: Session, waybillId: number, goodsSourceId: number) {
      const result = await lg(w.scanningLoading, d, { body: { waybillId, qrToken: await qr(o, goodsSourceId, 'loading') } });
      assert.equal(result.status, 200, result.text);
    },
    async loaded(d: Driver, waybillId: number) {
      const result = await lg(w.loadingCompleted, d, { body: { waybillId, loadedWeightKg: 20000, weighingSlipFileIds: [await photo(d)] } });
      assert.equal(result.status, 200, result.text);
    },
    async unloading(d: Driver, o: Session, waybillId: number, goodsSourceId: number) {
      const result = await lg(w.scanningUnloading, d, { body: { waybillId, qrToken: await qr(o, goodsSourceId, 'unloading') } });
      assert.equal(result.status, 200, result.text);
    },
    async unloaded(d: Driver, waybillId: number) {
      const result = await lg(w.unLoadingCompleted, d, { body: { waybillId, unloadedWeightKg: 19990, receiptFileIds: [await photo(d)] } });
      assert.equal(result.status, 200, result.text);
    },
  };

  /** A driver, an owner, one-truck goods and a grabbed waybill walked up to `until`. */
  async function waybillAt(until: 'created' | 'signed' | 'loading' | 'loaded' | 'unloading' | 'unloaded', goodsOverrides = {}) {
    const d = await driver();
    const o = await owner();
    const goodsSourceId = await goods(o.userId, goodsOverrides);
    const waybillId = await grab(d, goodsSourceId);
    const order = ['created', 'signed', 'loading', 'loaded', 'unloading', 'unloaded'];
    const reach = order.indexOf(until);
    if (reach >= 1) await steps.signed(d, o, waybillId);
    if (reach >= 2) await steps.loading(d, o, waybillId, goodsSourceId);
    if (reach >= 3) await steps.loaded(d, waybillId);
    if (reach >= 4) await steps.unloading(d, o, waybillId, goodsSourceId);
    if (reach >= 5) await steps.unloaded(d, waybillId);
    return { driver: d, owner: o, goodsSourceId, waybillId };
  }

  /** Moves the test clock by `ms` and renews the sessions' user and logistics tokens (they last 2 hours). */
  async function later(ms: number, ...sessions: Session[]) {
    suite.clock.advance(ms);
    for (const session of sessions) {
      const user = await call(suite.app, endpoints.auth.refreshUser, { body: { grant_type: 'refresh_token', refresh_token: session.userRefreshToken } });
      assert.equal(user.status, 200, user.text);
      const logistics = await call(suite.app, endpoints.auth.refreshLogistics, {
        body: { grant_type: 'refresh_token', refresh_token: session.logisticsRefreshToken },
      });
      assert.equal(logistics.body.code, '200', logistics.text);
      Object.assign(session, user.body.data, logistics.body.data);
    }
  }

  /** The waybill rows, history, signings, keys and the goods sources, to show a refused call changed nothing. */
  const stored = async () => ({
    waybills: await db().select().from(waybills).orderBy(asc(waybills.id)),
    history: (await db().select({ n: count() }).from(waybillStatusHistory))[0].n,
    signings: await db().select().from(waybillSignings).orderBy(asc(waybillSignings.signingId)),
    keys: (await db().select({ n: count() }).from(idempotencyKeys))[0].n,
    goods: await db().select().from(goodsSources).orderBy(asc(goodsSources.id)),
  });

  const statusOf = async (waybillId: number) => {
    const rows = await db().select().from(waybills);
    return rows.find((r) => r.id === waybillId)?.status;
  };

  return { lg, later, fileRow, driver, owner, tollCollector, station, goods, stationGoods, grab, signAs, qr, photo, steps, waybillAt, stored, statusOf, addVehicle };
}

export type WaybillHelpers = ReturnType<typeof waybillHelpers>;
