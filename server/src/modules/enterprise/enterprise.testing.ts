/**
 * Test support for the enterprise suites (not a test itself): verified users, enterprise
 * applications, approved enterprises with their managers, and staff.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { endpoints, isCreditCode } from '@/lib/contract';
import { call } from '../testing';
import { makeImage, nationalId, signInOperator, signInWithId, upload, uploadIdCard } from '../identity/identity.testing';

const { identity, enterprise } = endpoints;

export type Session = Awaited<ReturnType<typeof signInWithId>>;
export type Operator = Awaited<ReturnType<typeof signInOperator>>;

/** A valid unified social credit code whose first 17 characters are `body`. */
export function creditCode(body: string): string {
  const check = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].find((c) => isCreditCode(body + c));
  if (!check) throw new Error(`no check character for ${body}`);
  return body + check;
}

let codeCounter = 0;
/** A credit code no other enterprise of this process uses. */
export function freshCreditCode(): string {
  codeCounter += 1;
  return creditCode(`91350100M${String(codeCounter).padStart(6, '0')}Y4`);
}

export function approve(app: FastifyInstance, operator: Operator, id: number) {
  return call(app, identity.approve, { token: operator.userToken, params: { id } });
}

/** A signed-in user whose real name an operator approved. */
export async function verifiedUser(app: FastifyInstance, operator: Operator): Promise<Session> {
  const session = await signInWithId(app);
  const images = await uploadIdCard(app, session.userToken);
  const submitted = await call(app, identity.verified, { token: session.userToken, body: { name: '李四', idCardNo: nationalId('456'), ...images } });
  assert.equal(submitted.status, 200, submitted.text);
  assert.equal((await approve(app, operator, submitted.body.data.id)).status, 200);
  return session;
}

/** A complete enterprise application body with the caller's own licence photos. */
export async function enterpriseBody(app: FastifyInstance, session: Session, overrides: Record<string, unknown> = {}) {
  const licence = await upload(app, session.userToken, await makeImage('jpeg'));
  const permit = await upload(app, session.userToken, await makeImage('jpeg'));
  return {
    role: 'consignor',
    enterpriseName: '福州闽运物流有限公司',
    creditCode: freshCreditCode(),
    legalPerson: '王五',
    legalPersonIdCardNo: nationalId('789'),
    address: '福建省福州市仓山区建新镇 1 号',
    contactName: '赵六',
    contactMobile: '13800138000',
    businessLicenseImage: licence.body.data.fileId,
    transportPermitImage: permit.body.data.fileId,
    ...overrides,
  };
}

/** A verified user applying through the app-service call; answers the pending enterprise's id. */
export async function appliedEnterprise(app: FastifyInstance, operator: Operator, role: 'consignor' | 'carrier' = 'consignor') {
  const applicant = await verifiedUser(app, operator);
  const applied = await call(app, enterprise.enterpriseCertification, { token: applicant.userToken, body: await enterpriseBody(app, applicant, { role }) });
  assert.equal(applied.status, 200, applied.text);
  const [mine] = applied.body.data.enterprises;
  return { applicant, enterpriseId: mine.enterpriseId as number, certificationId: mine.certification.id as number };
}

/** An approved enterprise and its manager. */
export async function approvedEnterprise(app: FastifyInstance, operator: Operator, role: 'consignor' | 'carrier' = 'consignor') {
  const { applicant, enterpriseId, certificationId } = await appliedEnterprise(app, operator, role);
  assert.equal((await approve(app, operator, certificationId)).status, 200);
  return { manager: applicant, enterpriseId };
}

/** Adds a newly signed-in user to the enterprise as staff; answers the user and the staff row. */
export async function addedStaff(app: FastifyInstance, by: Session, enterpriseId: number, body: Record<string, unknown> = {}) {
  const person = await signInWithId(app);
  const added = await call(app, enterprise.addStaff, {
    token: by.userToken,
    params: { enterpriseId },
    body: { mobile: person.phone, name: '陈调度', role: 'dispatcher', ...body },
  });
  assert.equal(added.status, 200, added.text);
  return { person, staffId: added.body.data.staffId as number, staff: added.body.data };
}
