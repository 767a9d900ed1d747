import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { endpoints, type Endpoint } from '@/lib/contract';
import { call, deviceToken, signIn, useModuleSuite, type CallOptions } from '../testing';
import { certificationAudit, certifications } from '../identity/identity.table';
import { codeLabels, signInOperator, signInWithId } from '../identity/identity.testing';
import { vehicleEvents, vehicles } from './vehicle.table';
import { vehiclesDrivenBy } from './vehicle.queries';
import { approvedVehicle, dayFrom, decide, managedEnterprise, registerVehicle, uploadPhoto, vehicleBody } from './vehicle.testing';

const { identity, vehicle, user } = endpoints;
const suite = useModuleSuite({ clock: true });

async function vehicleRows() {
  const [row] = await suite.deps.db.select({ n: count() }).from(vehicles);
  return row.n;
}

describe('every vehicle call needs a signed-in user', () => {
  const today = '2030-01-01';
  const id = { vehicleId: 1 };
  const calls: [Endpoint, CallOptions][] = [
    [vehicle.save, { body: { plateNumber: '粤B12345', plateColor: '2', vehicleType: 'H12', energyType: 'diesel', approvedLoadKg: 1000, ownerName: '张三', vin: 'LFWSRXRJ5A1B00001', registerDate: today, licenseFrontImage: 'a'.repeat(20), licenseBackImage: 'b'.repeat(20), inspectionValidUntil: today } }],
    [vehicle.remove, { params: id }],
    [vehicle.mine, {}],
    [vehicle.enterpriseVehicles, { params: { enterpriseId: 1 } }],
    [vehicle.authorized, {}],
    [vehicle.info, { params: id }],
    [vehicle.untie, { body: id }],
    [vehicle.certificateAudits, {}],
    [vehicle.roadTransport, { params: id, body: { roadTransportNo: '440300123456', roadTransportValidUntil: today, roadTransportImage: 'a'.repeat(20) } }],
    [vehicle.annualInspection, { params: id, body: { inspectionValidUntil: today } }],
    [vehicle.contact, { params: id, body: { contactMobile: null } }],
    [vehicle.allocate, { params: id, body: { enterpriseId: null } }],
    [vehicle.unverified, {}],
    [vehicle.drivers, { params: id }],
    [vehicle.authorize, { params: id, body: { mobile: '13912345678' } }],
    [vehicle.authorizationRequests, {}],
    [vehicle.settleRequest, { params: { requestId: 1 }, body: { accept: true } }],
    [vehicle.save2Vehicle, { body: { plateNumber: '粤B12345', plateColor: '2', vehicleType: 'H12', contactName: '张三', contactMobile: '13912345678', validFrom: today, validUntil: today } }],
    [vehicle.temporaryVehicles, {}],
    [vehicle.temporaryVehicle, { params: { temporaryId: 1 } }],
    [vehicle.endTemporary, { params: { temporaryId: 1 } }],
    [vehicle.drivable, {}],
    [vehicle.myAuthorizations, {}],
    [vehicle.spareCapacity, { params: id }],
    [vehicle.publishSpareCapacity, { params: id, body: { freeLoadKg: 1000, fromArea: '深圳市', toArea: '广州市', availableDate: today } }],
    [vehicle.closeSpareCapacity, { params: id }],
    [vehicle.capacities, {}],
    [vehicle.sharedInventory, {}],
    [vehicle.expiring, {}],
  ];
  it('answers 401 to a tourist / no token, for each of the calls', async () => {
    assert.equal(Object.keys(vehicle).length, calls.length);
    const tourist = await deviceToken(suite.app);
    for (const [endpoint, options] of calls) {
      const answered = await call(suite.app, endpoint, options);
      assert.equal(answered.status, 401, `${endpoint.method} ${endpoint.path}: ${answered.text}`);
      const asTourist = await call(suite.app, endpoint, { ...options, token: tourist });
      assert.equal(asTourist.status, 401, `tourist ${endpoint.method} ${endpoint.path}: ${asTourist.text}`);
    }
  });
});

describe('registering a vehicle', () => {
  it('stores a pending personal vehicle with its own certification and an audit entry', async () => {
    const owner = await signInWithId(suite.app);
    const saved = await registerVehicle(suite.app, owner);
    assert.equal(saved.plateNumber, '粤B12345');
    assert.equal(saved.certification.status, 'pending');
    const detail = (await call(suite.app, vehicle.info, { token: owner.userToken, params: { vehicleId: saved.vehicleId } })).body.data;
    assert.equal(detail.relation, 'owner');
    assert.deepEqual(detail.owner, { kind: 'person', userId: owner.userId, enterpriseId: null, enterpriseName: null });
    assert.equal(detail.vin, 'LFWSRXRJ5A1B00001');
    assert.ok(detail.licenseFrontImage.url.includes(detail.licenseFrontImage.fileId));
    const [cert] = await suite.deps.db.select().from(certifications).where(eq(certifications.id, saved.certification.id));
    assert.equal(cert.kind, 'vehicle');
    const [trail] = await suite.deps.db.select({ n: count() }).from(certificationAudit).where(eq(certificationAudit.certificationId, cert.id));
    assert.equal(trail.n, 1);
  });

  it('lets one user have several vehicles under review at once', async () => {
    const owner = await signInWithId(suite.app);
    await registerVehicle(suite.app, owner);
    await registerVehicle(suite.app, owner, { plateNumber: '粤B23456', vin: 'LFWSRXRJ5A1B00002' });
    const mine = await call(suite.app, vehicle.mine, { token: owner.userToken });
    assert.equal(mine.body.data.total, 2);
    assert.deepEqual(mine.body.data.records.map((v: { certification: { status: string } }) => v.certification.status), ['pending', 'pending']);
  });

  it('normalises the plate and accepts new-energy plates with their green colours', async () => {
    const owner = await signInWithId(suite.app);
    const small = await registerVehicle(suite.app, owner, { plateNumber: ' 粤bd 12345', plateColor: '5', energyType: 'electric' });
    assert.equal(small.plateNumber, '粤BD12345');
    const large = await registerVehicle(suite.app, owner, { plateNumber: '粤B12345D', plateColor: '93', energyType: 'electric', vin: 'LFWSRXRJ5A1B00003' });
    assert.equal(large.plateNumber, '粤B12345D');
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const owner = await signInWithId(suite.app);
    const stranger = await signInWithId(suite.app);
    const strangersPhoto = await uploadPhoto(suite.app, stranger);
    const cases: [Record<string, unknown>, string][] = [
      [{ plateNumber: '粤I12345' }, 'plateNumber'],
      [{ plateNumber: '粤B1234' }, 'plateNumber'],
      [{ plateNumber: 'AB12345' }, 'plateNumber'],
      [{ plateNumber: '粤BD12345', plateColor: '2' }, 'plateColor'],
      [{ plateNumber: '粤B12345', plateColor: '5' }, 'plateColor'],
      [{ plateNumber: '粤B12345D', plateColor: '5' }, 'plateColor'],
      [{ plateColor: '77' }, 'plateColor'],
      [{ vehicleType: 'XX' }, 'vehicleType'],
      [{ vehicleLength: '99' }, 'vehicleLength'],
      [{ energyType: 'steam' }, 'energyType'],
      [{ vin: 'LFWSRXRJ5A1B0000O' }, 'vin'],
      [{ vin: 'SHORT' }, 'vin'],
      [{ approvedLoadKg: 0 }, 'approvedLoadKg'],
      [{ approvedLoadKg: 12.5 }, 'approvedLoadKg'],
      [{ ownerName: '' }, 'ownerName'],
      [{ registerDate: '2020-02-30' }, 'registerDate'],
      [{ registerDate: dayFrom(3) }, 'registerDate'],
      [{ inspectionValidUntil: dayFrom(-1) }, 'inspectionValidUntil'],
      [{ licenseFrontImage: strangersPhoto }, 'licenseFrontImage'],
      [{ roadTransportNo: '440300123456' }, 'roadTransportValidUntil'],
    ];
    for (const [overrides, field] of cases) {
      const answered = await call(suite.app, vehicle.save, { token: owner.userToken, body: await vehicleBody(suite.app, owner, overrides) });
      assert.equal(answered.status, 400, `${JSON.stringify(overrides)}: ${answered.text}`);
      assert.ok(answered.body.errors?.some((e) => e.field === field), `${field} in ${answered.text}`);
    }
    const body = await vehicleBody(suite.app, owner);
    const sameTwice = await call(suite.app, vehicle.save, { token: owner.userToken, body: { ...body, licenseBackImage: body.licenseFrontImage } });
    assert.equal(sameTwice.status, 400);
    assert.equal(await vehicleRows(), 0);
  });

  it('registers a plate once platform-wide: a second registration is 409 naming the plate', async () => {
    const first = await signInWithId(suite.app);
    const second = await signInWithId(suite.app);
    await registerVehicle(suite.app, first);
    const again = await call(suite.app, vehicle.save, { token: second.userToken, body: await vehicleBody(suite.app, second) });
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /粤B12345/);
    const mineToo = await call(suite.app, vehicle.save, { token: first.userToken, body: await vehicleBody(suite.app, first) });
    assert.equal(mineToo.status, 409);
    assert.equal(await vehicleRows(), 1);
  });

  it('ends a race of two registrations of one plate in one 200 and one 409', async () => {
    const a = await signInWithId(suite.app);
    const b = await signInWithId(suite.app);
    const [bodyA, bodyB] = await Promise.all([vehicleBody(suite.app, a), vehicleBody(suite.app, b)]);
    const answers = await Promise.all([
      call(suite.app, vehicle.save, { token: a.userToken, body: bodyA }),
      call(suite.app, vehicle.save, { token: b.userToken, body: bodyB }),
    ]);
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409]);
    assert.equal(await vehicleRows(), 1);
  });

  it('frees the plate once the vehicle is deleted', async () => {
    const first = await signInWithId(suite.app);
    const saved = await registerVehicle(suite.app, first);
    assert.equal((await call(suite.app, vehicle.remove, { token: first.userToken, params: { vehicleId: saved.vehicleId } })).status, 200);
    const second = await signInWithId(suite.app);
    await registerVehicle(suite.app, second);
  });

  it('registers an enterprise vehicle for its manager only', async () => {
    const manager = await signInWithId(suite.app);
    const other = await signInWithId(suite.app);
    const enterpriseId = await managedEnterprise(suite.app, suite.deps, manager);
    const saved = await registerVehicle(suite.app, manager, { enterpriseId });
    const detail = (await call(suite.app, vehicle.info, { token: manager.userToken, params: { vehicleId: saved.vehicleId } })).body.data;
    assert.equal(detail.owner.kind, 'enterprise');
    assert.equal(detail.owner.enterpriseId, enterpriseId);
    assert.equal(detail.relation, 'manager');
    const refused = await call(suite.app, vehicle.save, { token: other.userToken, body: await vehicleBody(suite.app, other, { enterpriseId, plateNumber: '粤B54321' }) });
    assert.equal(refused.status, 404);
    const list = await call(suite.app, vehicle.enterpriseVehicles, { token: manager.userToken, params: { enterpriseId } });
    assert.equal(list.body.data.total, 1);
    assert.equal((await call(suite.app, vehicle.enterpriseVehicles, { token: other.userToken, params: { enterpriseId } })).status, 404);
    assert.equal((await call(suite.app, vehicle.mine, { token: manager.userToken })).body.data.total, 0);
  });
});

describe('review of a vehicle', () => {
  it('shows the submission to operators; approval makes a personal owner a truck owner', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    const saved = await registerVehicle(suite.app, owner);
    const queued = await call(suite.app, identity.reviewDetail, { token: operator.userToken, params: { id: saved.certification.id } });
    assert.equal(queued.status, 200, queued.text);
    // Codes travel with their dictionary group, for the console to show by label.
    const details = queued.body.data.details;
    assert.deepEqual(details.slice(0, 6), [
      { field: 'plateNumber', kind: 'text', value: '粤B12345' },
      { field: 'plateColor', kind: 'code', group: 'plateColor', code: '2' },
      { field: 'vehicleType', kind: 'code', group: 'vehicleType', code: 'H12' },
      { field: 'vehicleLength', kind: 'code', group: 'vehicleLength', code: '9.6' },
      { field: 'energyType', kind: 'code', group: 'energyType', code: 'diesel' },
      { field: 'approvedLoadKg', kind: 'weight', kg: 18000 },
    ]);
    assert.deepEqual(await codeLabels(suite.app, details), {
      plateColor: ['黄色'],
      vehicleType: ['重型厢式货车'],
      vehicleLength: ['9.6米'],
      energyType: ['柴油'],
    });
    // A vehicle without a length has no length line (not an empty one).
    const short = await registerVehicle(suite.app, owner, { plateNumber: '粤B54321', vin: 'LFWSRXRJ5A1B00009', vehicleLength: undefined });
    const shortDetail = await call(suite.app, identity.reviewDetail, { token: operator.userToken, params: { id: short.certification.id } });
    assert.equal(shortDetail.body.data.details.some((d: { field: string }) => d.field === 'vehicleLength'), false);
    await decide(suite.app, operator, saved.certification.id);
    const info = await call(suite.app, user.info, { token: owner.userToken });
    assert.ok(JSON.stringify(info.body.data).includes('truckOwner'), info.text);
    const qualification = await call(suite.app, identity.qualification, { token: owner.userToken });
    const item = qualification.body.data.items.find((i: { kind: string }) => i.kind === 'vehicle');
    assert.equal(item.certification.status, 'approved');
  });

  it('qualification shows approved when any vehicle is, else the latest', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    const first = await registerVehicle(suite.app, owner);
    await decide(suite.app, operator, first.certification.id);
    await registerVehicle(suite.app, owner, { plateNumber: '粤B23456', vin: 'LFWSRXRJ5A1B00002' });
    const qualification = await call(suite.app, identity.qualification, { token: owner.userToken });
    assert.equal(qualification.body.data.items.find((i: { kind: string }) => i.kind === 'vehicle').certification.status, 'approved');
  });

  it('resubmits a rejected vehicle on the same rows; the trail has every step', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    const stranger = await signInWithId(suite.app);
    const saved = await registerVehicle(suite.app, owner);
    await decide(suite.app, operator, saved.certification.id, 'The licence photo is blurred');
    const rejected = (await call(suite.app, vehicle.info, { token: owner.userToken, params: { vehicleId: saved.vehicleId } })).body.data;
    assert.equal(rejected.certification.rejectReason, 'The licence photo is blurred');
    assert.equal((await call(suite.app, vehicle.unverified, { token: owner.userToken })).body.data.length, 1);

    const byStranger = await call(suite.app, vehicle.save, { token: stranger.userToken, body: await vehicleBody(suite.app, stranger, { vehicleId: saved.vehicleId }) });
    assert.equal(byStranger.status, 404);
    const again = await call(suite.app, vehicle.save, {
      token: owner.userToken,
      body: await vehicleBody(suite.app, owner, { vehicleId: saved.vehicleId, approvedLoadKg: 17500 }),
    });
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.data.vehicleId, saved.vehicleId);
    assert.equal(again.body.data.certification.id, saved.certification.id);
    assert.equal(again.body.data.certification.status, 'pending');
    assert.equal(again.body.data.approvedLoadKg, 17500);
    const pendingAgain = await call(suite.app, vehicle.save, { token: owner.userToken, body: await vehicleBody(suite.app, owner, { vehicleId: saved.vehicleId }) });
    assert.equal(pendingAgain.status, 409);

    const audits = await call(suite.app, vehicle.certificateAudits, { token: owner.userToken });
    assert.deepEqual(audits.body.data.records.map((e: { action: string }) => e.action), ['resubmitted', 'rejected', 'submitted']);
    assert.equal(audits.body.data.records[1].reason, 'The licence photo is blurred');
    assert.equal((await call(suite.app, vehicle.certificateAudits, { token: stranger.userToken })).body.data.total, 0);
    assert.equal(await vehicleRows(), 1);
  });
});

describe('reading and changing a vehicle', () => {
  it('answers a stranger 404 for every call about a vehicle, changing nothing', async () => {
    const owner = await signInWithId(suite.app);
    const stranger = await signInWithId(suite.app);
    const { vehicleId } = await registerVehicle(suite.app, owner);
    const photo = await uploadPhoto(suite.app, stranger);
    const token = stranger.userToken;
    const params = { vehicleId };
    const answers = [
      await call(suite.app, vehicle.info, { token, params }),
      await call(suite.app, vehicle.remove, { token, params }),
      await call(suite.app, vehicle.roadTransport, { token, params, body: { roadTransportNo: '440300123456', roadTransportValidUntil: dayFrom(100), roadTransportImage: photo } }),
      await call(suite.app, vehicle.annualInspection, { token, params, body: { inspectionValidUntil: dayFrom(300) } }),
      await call(suite.app, vehicle.contact, { token, params, body: { contactMobile: '13912345678' } }),
      await call(suite.app, vehicle.allocate, { token, params, body: { enterpriseId: null } }),
      await call(suite.app, vehicle.drivers, { token, params }),
      await call(suite.app, vehicle.authorize, { token, params, body: { mobile: owner.phone } }),
      await call(suite.app, vehicle.spareCapacity, { token, params }),
      await call(suite.app, vehicle.publishSpareCapacity, { token, params, body: { freeLoadKg: 1000, fromArea: '深圳市', toArea: '广州市', availableDate: dayFrom(1) } }),
      await call(suite.app, vehicle.closeSpareCapacity, { token, params }),
      await call(suite.app, vehicle.untie, { token, body: { vehicleId, driverUserId: owner.userId } }),
      await call(suite.app, vehicle.certificateAudits, { token, query: { vehicleId } }),
    ];
    assert.deepEqual(answers.slice(0, -1).map((a) => a.status), Array(answers.length - 1).fill(404));
    assert.equal(answers.at(-1)!.body.data.total, 0);
    const [events] = await suite.deps.db.select({ n: count() }).from(vehicleEvents);
    assert.equal(events.n, 0);
    const detail = (await call(suite.app, vehicle.info, { token: owner.userToken, params })).body.data;
    assert.equal(detail.contactMobile, null);
    assert.equal(detail.inspectionValidUntil, dayFrom(200));
  });

  it('updates the annual inspection and road transport permit without a new review, keeping history', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    const vehicleId = await approvedVehicle(suite.app, operator, owner, { inspectionValidUntil: dayFrom(10) });
    const expiring = await call(suite.app, vehicle.expiring, { token: owner.userToken });
    assert.deepEqual(expiring.body.data, [{ vehicleId, plateNumber: '粤B12345', warnings: [{ document: 'annualInspection', validUntil: dayFrom(10), daysLeft: 10, expired: false }] }]);

    const past = await call(suite.app, vehicle.annualInspection, { token: owner.userToken, params: { vehicleId }, body: { inspectionValidUntil: dayFrom(-2) } });
    assert.equal(past.status, 400);
    const inspected = await call(suite.app, vehicle.annualInspection, { token: owner.userToken, params: { vehicleId }, body: { inspectionValidUntil: dayFrom(375) } });
    assert.equal(inspected.status, 200, inspected.text);
    assert.equal(inspected.body.data.certification.status, 'approved');
    assert.deepEqual(inspected.body.data.warnings, []);

    const photo = await uploadPhoto(suite.app, owner);
    const badNo = await call(suite.app, vehicle.roadTransport, { token: owner.userToken, params: { vehicleId }, body: { roadTransportNo: '1', roadTransportValidUntil: dayFrom(20), roadTransportImage: photo } });
    assert.equal(badNo.status, 400);
    const permit = await call(suite.app, vehicle.roadTransport, { token: owner.userToken, params: { vehicleId }, body: { roadTransportNo: '粤440300123456', roadTransportValidUntil: dayFrom(20), roadTransportImage: photo } });
    assert.equal(permit.status, 200, permit.text);
    assert.equal(permit.body.data.roadTransportNo, '粤440300123456');
    assert.equal(permit.body.data.warnings[0].document, 'roadTransport');

    // A day after the permit's end it is reported expired.
    suite.clock.advance(21 * 86_400_000);
    const later = await signIn(suite.app, owner.phone);
    const expired = await call(suite.app, vehicle.expiring, { token: later.userToken });
    assert.equal(expired.body.data[0].warnings[0].expired, true);
    assert.equal(expired.body.data[0].warnings[0].daysLeft, -1);

    const events = await suite.deps.db.select().from(vehicleEvents).where(eq(vehicleEvents.vehicleId, vehicleId));
    assert.deepEqual(events.map((e) => e.action), ['inspectionUpdated', 'roadTransportUpdated']);
  });

  it('sets the contact mobile, refusing a bad one', async () => {
    const owner = await signInWithId(suite.app);
    const { vehicleId } = await registerVehicle(suite.app, owner);
    assert.equal((await call(suite.app, vehicle.contact, { token: owner.userToken, params: { vehicleId }, body: { contactMobile: '1234' } })).status, 400);
    const set = await call(suite.app, vehicle.contact, { token: owner.userToken, params: { vehicleId }, body: { contactMobile: '13912345678' } });
    assert.equal(set.body.data.contactMobile, '13912345678');
  });

  it('allocates a personal vehicle to a managed enterprise and back, keeping history', async () => {
    const owner = await signInWithId(suite.app);
    const other = await signInWithId(suite.app);
    const enterpriseId = await managedEnterprise(suite.app, suite.deps, owner);
    const othersEnterprise = await managedEnterprise(suite.app, suite.deps, other, '厦门运输有限公司');
    const { vehicleId } = await registerVehicle(suite.app, owner);
    const notMine = await call(suite.app, vehicle.allocate, { token: owner.userToken, params: { vehicleId }, body: { enterpriseId: othersEnterprise } });
    assert.equal(notMine.status, 404);
    const same = await call(suite.app, vehicle.allocate, { token: owner.userToken, params: { vehicleId }, body: { enterpriseId: null } });
    assert.equal(same.status, 409);
    const moved = await call(suite.app, vehicle.allocate, { token: owner.userToken, params: { vehicleId }, body: { enterpriseId } });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.data.owner.enterpriseId, enterpriseId);
    assert.equal((await call(suite.app, vehicle.mine, { token: owner.userToken })).body.data.total, 0);
    assert.equal((await call(suite.app, vehicle.enterpriseVehicles, { token: owner.userToken, params: { enterpriseId } })).body.data.total, 1);
    const back = await call(suite.app, vehicle.allocate, { token: owner.userToken, params: { vehicleId }, body: { enterpriseId: null } });
    assert.equal(back.body.data.owner.kind, 'person');
    const events = await suite.deps.db.select().from(vehicleEvents).where(eq(vehicleEvents.vehicleId, vehicleId));
    assert.deepEqual(events.map((e) => e.action), ['allocated', 'allocated']);
  });

  it('deletes softly: gone from lists and info, the row and history kept', async () => {
    const owner = await signInWithId(suite.app);
    const { vehicleId } = await registerVehicle(suite.app, owner);
    assert.equal((await call(suite.app, vehicle.remove, { token: owner.userToken, params: { vehicleId } })).status, 200);
    assert.equal((await call(suite.app, vehicle.remove, { token: owner.userToken, params: { vehicleId } })).status, 404);
    assert.equal((await call(suite.app, vehicle.info, { token: owner.userToken, params: { vehicleId } })).status, 404);
    assert.equal((await call(suite.app, vehicle.mine, { token: owner.userToken })).body.data.total, 0);
    assert.equal(await vehicleRows(), 1);
    assert.equal((await suite.deps.db.select().from(vehicleEvents)).at(0)?.action, 'deleted');
  });

  it('filters lists by status and plate, and pages them', async () => {
    const operator = await signInOperator(suite.app, suite.deps);
    const owner = await signInWithId(suite.app);
    await approvedVehicle(suite.app, operator, owner);
    await registerVehicle(suite.app, owner, { plateNumber: '粤B23456', vin: 'LFWSRXRJ5A1B00002' });
    const approved = await call(suite.app, vehicle.mine, { token: owner.userToken, query: { status: 'approved' } });
    assert.deepEqual(approved.body.data.records.map((v: { plateNumber: string }) => v.plateNumber), ['粤B12345']);
    const byPlate = await call(suite.app, vehicle.mine, { token: owner.userToken, query: { plate: '3456' } });
    assert.deepEqual(byPlate.body.data.records.map((v: { plateNumber: string }) => v.plateNumber), ['粤B23456']);
    const paged = await call(suite.app, vehicle.mine, { token: owner.userToken, query: { size: 1, current: 2 } });
    assert.equal(paged.body.data.pages, 2);
    assert.equal(paged.body.data.records.length, 1);
    assert.equal((await call(suite.app, vehicle.mine, { token: owner.userToken, query: { size: 1000 } })).status, 400);
  });

  it('vehiclesDrivenBy answers owned and authorised vehicles per user', async () => {
    const owner = await signInWithId(suite.app);
    const nobody = await signInWithId(suite.app);
    const saved = await registerVehicle(suite.app, owner);
    const driven = await vehiclesDrivenBy(suite.deps.db, [owner.userId, nobody.userId]);
    assert.deepEqual(driven.get(owner.userId), [
      { vehicleId: saved.vehicleId, plateNumber: '粤B12345', plateColor: '2', vehicleType: 'H12', vehicleLength: '9.6', status: 'pending' },
    ]);
    assert.deepEqual(driven.get(nobody.userId), []);
  });
});
