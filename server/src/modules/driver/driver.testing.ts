/**
 * Test support for the driver suites (not a test itself): verified users, driver applications
 * with dates relative to the suite's clock, approved drivers and approved carrier enterprises.
 */
import assert from 'node:assert/strict';
import { count } from 'drizzle-orm';
import { endpoints, isCreditCode } from '@/lib/contract';
import type { ModuleSuite } from '../testing';
import { call } from '../testing';
import { certificationAudit, certifications } from '../identity/identity.table';
import { makeImage, nationalId, signInOperator, signInWithId, upload, uploadIdCard } from '../identity/identity.testing';
import { driverDetails, driverInvitations, enterpriseDrivers } from './driver.table';

const { identity, owner, driver } = endpoints;

export type Session = Awaited<ReturnType<typeof signInWithId>>;
export type Operator = Awaited<ReturnType<typeof signInOperator>>;

const DAY = 86_400_000;

export function driverTesting(suite: ModuleSuite) {
  /** A date `days` from today (China time) as YYYY-MM-DD. */
  const day = (days: number) => new Date(suite.clock.now() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);
  const approve = (operator: Operator, id: number) => call(suite.app, identity.approve, { token: operator.userToken, params: { id } });
  const reject = (operator: Operator, id: number, reason: string) =>
    call(suite.app, identity.reject, { token: operator.userToken, params: { id }, body: { reason } });

  let sequence = 100;
  /** A signed-in user whose real name (with a national ID of their own) an operator approved. */
  async function verifiedUser(operator: Operator): Promise<Session & { idCardNo: string }> {
    const session = await signInWithId(suite.app);
    sequence += 1;
    const idCardNo = nationalId(String(sequence));
    const images = await uploadIdCard(suite.app, session.userToken);
    const submitted = await call(suite.app, identity.verified, { token: session.userToken, body: { name: '张三', idCardNo, ...images } });
    assert.equal(submitted.status, 200, submitted.text);
    assert.equal((await approve(operator, submitted.body.data.id)).status, 200);
    return { ...session, idCardNo };
  }

  const photo = async (session: Session) => (await upload(suite.app, session.userToken, await makeImage('jpeg'))).body.data.fileId as string;

  /** A valid driver application of `session` (licence valid 6 years from a year ago). */
  async function applicationOf(session: Session & { idCardNo: string }, overrides: Record<string, unknown> = {}) {
    return {
      licenseNo: session.idCardNo,
      licenseClass: 'A2',
      issuingAuthority: '北京市公安局公安交通管理局',
      firstIssueDate: day(-800),
      validFrom: day(-365),
      validUntil: day(6 * 365 - 365),
      mainImage: await photo(session),
      subImage: await photo(session),
      ...overrides,
    };
  }
  const save = async (session: Session & { idCardNo: string }, overrides: Record<string, unknown> = {}) =>
    call(suite.app, driver.save, { token: session.userToken, body: await applicationOf(session, overrides) });

  /** A verified user whose driver certification an operator approved. */
  async function approvedDriver(operator: Operator) {
    const session = await verifiedUser(operator);
    const saved = await save(session);
    assert.equal(saved.status, 200, saved.text);
    assert.equal((await approve(operator, saved.body.data.driver.certification.id)).status, 200);
    return session;
  }

  let codeCounter = 100;
  function creditCode(): string {
    codeCounter += 1;
    const body = `91350100M000${codeCounter}Y4`;
    const check = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].find((c) => isCreditCode(body + c));
    if (!check) throw new Error(`no check character for ${body}`);
    return body + check;
  }

  /** A verified user managing an approved enterprise (carrier unless told), with its id. */
  async function enterpriseManager(operator: Operator, role: 'carrier' | 'consignor' = 'carrier') {
    const session = await verifiedUser(operator);
    const applied = await call(suite.app, owner.applyLogisticsEnterprises, {
      logisticsToken: session.logisticsToken,
      body: {
        role,
        enterpriseName: '福州闽运物流有限公司',
        creditCode: creditCode(),
        legalPerson: '王五',
        legalPersonIdCardNo: nationalId('789'),
        address: '福建省福州市仓山区建新镇 1 号',
        contactName: '赵六',
        contactMobile: '13800138000',
        businessLicenseImage: await photo(session),
        transportPermitImage: await photo(session),
      },
    });
    assert.equal(applied.status, 200, applied.text);
    const enterprise = applied.body.data.enterprises[0];
    assert.equal((await approve(operator, enterprise.certification.id)).status, 200);
    return { ...session, enterpriseId: enterprise.enterpriseId as number };
  }

  const storedRows = async () => ({
    certifications: (await suite.deps.db.select({ n: count() }).from(certifications))[0].n,
    audit: (await suite.deps.db.select({ n: count() }).from(certificationAudit))[0].n,
    details: (await suite.deps.db.select({ n: count() }).from(driverDetails))[0].n,
    invitations: (await suite.deps.db.select({ n: count() }).from(driverInvitations))[0].n,
    memberships: (await suite.deps.db.select({ n: count() }).from(enterpriseDrivers))[0].n,
  });

  return { day, approve, reject, verifiedUser, photo, applicationOf, save, approvedDriver, enterpriseManager, storedRows };
}
