/**
 * Test support for the vehicle suites (not a test itself): a valid vehicle registration with the
 * caller's own licence photos, dates relative to the (test) clock's today, approved enterprises
 * and their drivers written directly, and an operator's decision.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { nowDate } from '../clock';
import { chinaToday } from '../driver/driver.expiry';
import { driverInvitations, enterpriseDrivers } from '../driver/driver.table';
import { insertCertification } from '../identity/identity.repository';
import { makeImage, signInOperator, signInWithId, upload } from '../identity/identity.testing';
import { insertEnterprise, setEnterpriseManager } from '../owner/owner.repository';
import { call } from '../testing';

const { identity, vehicle } = endpoints;

export type Session = Awaited<ReturnType<typeof signInWithId>>;
export type Operator = Awaited<ReturnType<typeof signInOperator>>;

/** The date `days` after today in China (negative: before), YYYY-MM-DD. */
export function dayFrom(days: number): string {
  return new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Uploads an image as `session`; answers its file id. */
export async function uploadPhoto(app: FastifyInstance, session: Session): Promise<string> {
  const uploaded = await upload(app, session.userToken, await makeImage('jpeg'));
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  return uploaded.body.data.fileId as string;
}

/** A valid registration body with the caller's own licence photos. */
export async function vehicleBody(app: FastifyInstance, session: Session, overrides: Record<string, unknown> = {}) {
  return {
    plateNumber: '粤B12345',
    plateColor: '2',
    vehicleType: 'H12',
    vehicleLength: '9.6',
    energyType: 'diesel',
    approvedLoadKg: 18000,
    ownerName: '张三',
    vin: 'LFWSRXRJ5A1B00001',
    registerDate: dayFrom(-800),
    licenseFrontImage: await uploadPhoto(app, session),
    licenseBackImage: await uploadPhoto(app, session),
    inspectionValidUntil: dayFrom(200),
    ...overrides,
  };
}

/** Registers a vehicle (asserting 200); answers the VehicleDetail. */
export async function registerVehicle(app: FastifyInstance, session: Session, overrides: Record<string, unknown> = {}) {
  const saved = await call(app, vehicle.save, { token: session.userToken, body: await vehicleBody(app, session, overrides) });
  assert.equal(saved.status, 200, saved.text);
  return saved.body.data as { vehicleId: number; plateNumber: string; certification: { id: number; status: string } };
}

export async function decide(app: FastifyInstance, operator: Operator, certificationId: number, reason?: string) {
  const result = reason
    ? await call(app, identity.reject, { token: operator.userToken, params: { id: certificationId }, body: { reason } })
    : await call(app, identity.approve, { token: operator.userToken, params: { id: certificationId } });
  assert.equal(result.status, 200, result.text);
}

/** Registers and approves a vehicle; answers its id. */
export async function approvedVehicle(app: FastifyInstance, operator: Operator, session: Session, overrides: Record<string, unknown> = {}) {
  const saved = await registerVehicle(app, session, overrides);
  await decide(app, operator, saved.certification.id);
  return saved.vehicleId;
}

let creditCounter = 0;

/** An approved carrier enterprise managed by `managerId`, written directly (the owner flow is tested elsewhere). */
export async function managedEnterprise(app: FastifyInstance, deps: AppDeps, manager: Session, name = '福州闽运物流有限公司') {
  const managerId = manager.userId;
  const at = nowDate();
  const licence = { id: await uploadPhoto(app, manager) };
  const certification = await insertCertification(deps.db, { userId: managerId, kind: 'enterprise', status: 'approved', submittedAt: at, reviewedAt: at });
  const enterprise = await insertEnterprise(deps.db, {
    certificationId: certification.id,
    applicantId: managerId,
    role: 'carrier',
    name,
    creditCode: `91350100M0001${String(++creditCounter).padStart(5, '0')}`,
    legalPerson: '王五',
    legalPersonIdCipher: 'x',
    legalPersonIdMasked: '110105********1234',
    address: '福建省福州市仓山区建新镇 1 号',
    contactName: '赵六',
    contactMobile: '13800138000',
    businessLicenseFileId: licence.id,
  });
  await setEnterpriseManager(deps.db, enterprise.id, managerId);
  return enterprise.id;
}

/** Makes `driverId` an active driver of the enterprise (an accepted invitation), written directly. */
export async function enterpriseDriver(deps: AppDeps, enterpriseId: number, managerId: number, driverId: number) {
  const at = nowDate();
  const [invitation] = await deps.db
    .insert(driverInvitations)
    .values({ enterpriseId, driverId, invitedBy: managerId, status: 'accepted', createdAt: at, expiresAt: new Date(at.getTime() + 86_400_000), respondedAt: at, respondedBy: driverId })
    .returning();
  await deps.db.insert(enterpriseDrivers).values({ enterpriseId, driverId, invitationId: invitation.id, joinedAt: at });
}
