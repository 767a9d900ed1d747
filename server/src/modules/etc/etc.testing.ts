/**
 * Test support for the ETC suites (not a test itself): an applicant with a real name, a verified
 * bank card and a certified truck; a signed withholding contract; a draft and a submitted
 * application; the local issuer driven step by step with its notifications caught.
 */
import assert from 'node:assert/strict';
import { ETC_AGREEMENT_VERSION, ETC_SIGNATURE_HEADER, endpoints, type Endpoint } from '@/lib/contract';
import type { EtcNotification, LocalEtcIssuer } from '../../providers/etc/local';
import { moneyHelpers } from '../money/money.testing';
import { call, type CallOptions, type ModuleSuite } from '../testing';
import type { Driver, Session } from '../waybill/waybill.testing';

const e = endpoints.etc;

export interface Applicant extends Driver {
  bankCardId: number;
}

export function etcHelpers(suite: ModuleSuite) {
  const money = moneyHelpers(suite);
  const issuer = () => suite.deps.providers.etcIssuer as LocalEtcIssuer;

  /** Calls an app endpoint as `session` (user token); a fresh Idempotency-Key on idempotent calls. */
  const app = (endpoint: Endpoint, session: Session | undefined, options: CallOptions = {}) =>
    call(suite.app, endpoint, {
      ...options,
      token: session?.userToken,
      headers: { ...(endpoint.idempotent ? { 'idempotency-key': `k-${Math.random().toString(36).slice(2)}` } : {}), ...options.headers },
    });

  /** A driver with a real name, an opened wallet, a verified ICBC card and a certified truck (plate colour 2). */
  async function applicant(): Promise<Applicant> {
    const driver = await money.driver();
    const wallet = await money.openedWallet(driver);
    const bankCardId = await money.verifiedCard(driver, wallet.id);
    return { ...driver, bankCardId };
  }

  /** A signed withholding contract on the applicant's card (the three signing steps). */
  async function signedContract(session: Session & { phone: string }, bankCardId: number): Promise<number> {
    const started = await app(e.signStart, session, { body: { channelCode: 'ICBC', bankCardId } });
    assert.equal(started.status, 200, started.text);
    const contractId = started.body.data.contract.id as number;
    const code = money.sms().lastMessage(session.phone)!.params.code;
    const verified = await app(e.signVerify, session, { body: { contractId, smsCode: code } });
    assert.equal(verified.status, 200, verified.text);
    const signed = await app(e.signConfirm, session, { body: { contractId, agreementAccepted: true, agreementVersion: ETC_AGREEMENT_VERSION } });
    assert.equal(signed.status, 200, signed.text);
    assert.equal(signed.body.data.status, 'signed');
    return contractId;
  }

  /** The vehicle part for the applicant's certified truck (3 axles, 25 t, 9.6 m: class 3). */
  const certified = (vehicleId: number, overrides: Record<string, unknown> = {}) => ({ source: 'certified', vehicleId, axles: 3, totalWeightKg: 25_000, lengthMm: 9_600, ...overrides });

  const ADDRESS = { receiverName: '张三', receiverMobile: '13800138000', adCode: '350203', areaName: '福建省 厦门市 思明区', detail: '湖滨南路100号1号楼' };

  /** A draft for the applicant's truck. */
  async function draft(who: Applicant, vehicle = certified(who.vehicleId)) {
    const created = await app(e.createOrder, who, { body: { vehicle } });
    assert.equal(created.status, 200, created.text);
    return created.body.data as { id: number; orderNo: string; status: string };
  }

  /** A submitted application (mailed), with its contract; answers the order and the contract id. */
  async function submitted(who: Applicant, vehicle = certified(who.vehicleId)) {
    const order = await draft(who, vehicle);
    const contractId = await signedContract(who, who.bankCardId);
    const sent = await app(e.updateOrder, who, { body: { orderId: order.id, handleMethod: 'mail', contractId, address: ADDRESS, submit: true } });
    assert.equal(sent.status, 200, sent.text);
    assert.equal(sent.body.data.status, 'submitted');
    return { order: sent.body.data as { id: number; issuerOrderNo: string; status: string }, contractId };
  }

  /** Catches the issuer's notifications instead of delivering them (acknowledged). */
  function catchNotifications() {
    const caught: { body: EtcNotification; signature: string }[] = [];
    issuer().useDelivery(async (_url, body, headers) => {
      caught.push({ body, signature: headers[ETC_SIGNATURE_HEADER] });
      return { status: 200, body: '{"code":"SUCCESS","message":"OK"}' };
    });
    return caught;
  }

  /** Delivers one notification to the platform as the issuer does. */
  const deliver = (n: { body: unknown; signature: string }) => call(suite.app, e.issuerNotify, { body: n.body, headers: { [ETC_SIGNATURE_HEADER]: n.signature } });

  /** Moves the application `steps` steps at the issuer. */
  async function steps(issuerOrderNo: string, count: number) {
    for (let i = 0; i < count; i += 1) assert.ok(await issuer().step(issuerOrderNo), `step ${i + 1} of ${issuerOrderNo}`);
  }

  const orderOf = async (who: Session, orderId: number) => {
    const read = await app(e.orderQuery, who, { query: { orderId } });
    assert.equal(read.status, 200, read.text);
    return read.body.data;
  };

  return { ...money, app, issuer, applicant, signedContract, certified, ADDRESS, draft, submitted, catchNotifications, deliver, steps, orderOf };
}
