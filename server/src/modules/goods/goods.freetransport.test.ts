import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { call, deviceToken, useModuleSuite } from '../testing';
import { signInOperator } from '../identity/identity.testing';
import { approvedVehicle, registerVehicle } from '../vehicle/vehicle.testing';
import { freeTransports } from './goods.table';
import { FUZHOU, XIAMEN, dayFrom, freshPlate, statusOf, userWith, type Session } from './goods.testing';

const { goods } = endpoints;
const suite = useModuleSuite({ clock: true });

async function offerCount() {
  const [row] = await suite.deps.db.select({ n: count() }).from(freeTransports);
  return row.n;
}

/** A driver with an approved vehicle; answers the session and the vehicle id. */
async function driverWithVehicle() {
  const operator = await signInOperator(suite.app, suite.deps);
  const driver = await userWith(suite.app, suite.deps, 'driver');
  const vehicleId = await approvedVehicle(suite.app, operator, driver, { plateNumber: freshPlate() });
  return { driver, vehicleId };
}

const offerBody = (vehicleId: number, overrides: Record<string, unknown> = {}) => ({
  origin: XIAMEN,
  destination: FUZHOU,
  departDate: dayFrom(1),
  vehicleId,
  contactMobile: '13600000001',
  remarks: '回程空车',
  ...overrides,
});

const post = (endpoint: (typeof goods)[keyof typeof goods], session: Session, body: unknown) =>
  call(suite.app, endpoint, { logisticsToken: session.logisticsToken, body });

describe('free transport', () => {
  it('a driver offers a return trip with their approved vehicle; it is listed and readable by a tourist (masked)', async () => {
    const { driver, vehicleId } = await driverWithVehicle();
    const offered = await post(goods.freeTransportRelease, driver, offerBody(vehicleId));
    assert.equal(offered.status, 200, offered.text);
    const offer = offered.body.data;
    assert.equal(offer.isMine, true);
    assert.equal(offer.vehicleType, 'H12');
    assert.equal(offer.vehicleLength, '9.6');
    assert.match(offer.plateNumber, /^闽D/);
    const device = await deviceToken(suite.app);
    const list = await call(suite.app, goods.freeTransportInfo, { token: device });
    assert.deepEqual(list.body.data.records.map((r: { id: number }) => r.id), [offer.id]);
    assert.equal(list.body.data.records[0].contactMobile, '136****0001');
    const detail = await call(suite.app, goods.freeTransportDetail, { token: device, params: { id: offer.id } });
    assert.equal(detail.status, 200);
    assert.equal(detail.body.data.isMine, false);
    const filtered = await call(suite.app, goods.freeTransportInfo, { token: device, query: { originAdCode: '350100' } });
    assert.equal(filtered.body.data.total, 0);
    const history = await call(suite.app, goods.operationHistory, { logisticsToken: driver.logisticsToken });
    assert.equal(history.body.data.records[0].action, 'freeTransportReleased');
    assert.equal(history.body.data.records[0].freeTransport.id, offer.id);
  });

  it("refuses someone else's vehicle (403), an unapproved one (409), a past date or bad fields (400); nothing written", async () => {
    const { vehicleId } = await driverWithVehicle();
    const other = await userWith(suite.app, suite.deps, 'driver');
    assert.equal((await post(goods.freeTransportRelease, other, offerBody(vehicleId))).status, 403);
    const pending = await registerVehicle(suite.app, other, { plateNumber: freshPlate() });
    assert.equal((await post(goods.freeTransportRelease, other, offerBody(pending.vehicleId))).status, 409);
    const { driver, vehicleId: mine } = await driverWithVehicle();
    for (const override of [{ departDate: dayFrom(-1) }, { contactMobile: '1' }, { origin: undefined }, { vehicleId: 0 }, { remarks: 'x'.repeat(201) }]) {
      const result = await post(goods.freeTransportRelease, driver, offerBody(mine, override));
      assert.equal(result.status, 400, `${JSON.stringify(override)}: ${result.text}`);
    }
    const device = await deviceToken(suite.app);
    assert.equal(statusOf(await call(suite.app, goods.freeTransportRelease, { token: device, body: offerBody(mine) })), 401);
    assert.equal(await offerCount(), 0);
  });

  it('only the offering driver edits or withdraws (403 for another); a withdrawn offer is gone (404)', async () => {
    const { driver, vehicleId } = await driverWithVehicle();
    const offer = (await post(goods.freeTransportRelease, driver, offerBody(vehicleId))).body.data;
    const other = await userWith(suite.app, suite.deps, 'driver');
    assert.equal((await post(goods.freeTransportEdit, other, { ...offerBody(vehicleId), id: offer.id })).status, 403);
    assert.equal((await post(goods.freeTransportDelete, other, { id: offer.id })).status, 403);

    const edited = await post(goods.freeTransportEdit, driver, { ...offerBody(vehicleId, { departDate: dayFrom(3), remarks: '改期' }), id: offer.id });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.data.departDate, dayFrom(3));
    assert.equal(edited.body.data.remarks, '改期');
    assert.equal((await post(goods.freeTransportEdit, driver, { ...offerBody(vehicleId, { departDate: dayFrom(-3) }), id: offer.id })).status, 400);

    const removed = await post(goods.freeTransportDelete, driver, { id: offer.id });
    assert.equal(removed.status, 200, removed.text);
    assert.equal((await post(goods.freeTransportDelete, driver, { id: offer.id })).status, 404);
    assert.equal((await post(goods.freeTransportEdit, driver, { ...offerBody(vehicleId), id: offer.id })).status, 404);
    const device = await deviceToken(suite.app);
    assert.equal((await call(suite.app, goods.freeTransportDetail, { token: device, params: { id: offer.id } })).status, 404);
    assert.equal((await call(suite.app, goods.freeTransportInfo, { token: device })).body.data.total, 0);
  });

  it('offers that already departed leave the list', async () => {
    const { driver, vehicleId } = await driverWithVehicle();
    await post(goods.freeTransportRelease, driver, offerBody(vehicleId, { departDate: dayFrom(0) }));
    suite.clock.advance(86_400_000);
    const list = await call(suite.app, goods.freeTransportInfo, { token: await deviceToken(suite.app) });
    assert.equal(list.body.data.total, 0);
  });
});
