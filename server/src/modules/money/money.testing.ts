/**
 * Test support for the money suites (not a test itself): approved real names written directly (that
 * flow is tested in identity), opened accounts, verified cards, top-ups through the local gateway,
 * cash-out codes, and waiting for the gateway's asynchronous notification.
 */
import assert from 'node:assert/strict';
import { endpoints } from '@/lib/contract';
import { nowDate } from '../clock';
import { insertCertification, upsertRealNameDetails } from '../identity/identity.repository';
import { encryptIdCardNo, maskIdCardNo } from '../identity/identity.secrets';
import { nationalId } from '../identity/identity.testing';
import type { LocalSmsProvider } from '../../providers/sms/local';
import type { LocalPaymentGateway } from '../../providers/payment/local';
import type { GatewayNotification } from '../../providers/payment/payment.provider';
import type { ModuleSuite } from '../testing';
import { waybillHelpers, type Session } from '../waybill/waybill.testing';

const m = endpoints.money;
/** An ICBC debit card number (BIN 622202, 19 digits) the local bank verifies. */
export const DEBIT_CARD = '6222021234567890123';
/**
 * Makes the local gateway keep what it tries to deliver instead of sending it (answered as
 * received): nothing reaches the platform unless the test sends it. Answers the list it fills.
 */
export function holdGatewayDeliveries(gateway: LocalPaymentGateway): GatewayNotification[] {
  const held: GatewayNotification[] = [];
  gateway.useDelivery(async (_url, body) => {
    held.push(body);
    return { status: 200, body: '{"code":"SUCCESS"}' };
  });
  return held;
}

/** A debit card the local bank treats as frozen: pay-outs to it fail. */
export const FROZEN_CARD = '6222021234567894444';
let idCounter = 100;

export function moneyHelpers(suite: ModuleSuite) {
  const w = waybillHelpers(suite);
  const { lg } = w;
  const db = () => suite.deps.db;
  const sms = () => suite.deps.providers.sms as LocalSmsProvider;
  const gateway = () => suite.deps.providers.payment as LocalPaymentGateway;

  /** Approves a real name for the user (an adult's national ID unless one is given). */
  async function realName(userId: number, name = '张三', idNumber = nationalId(String((idCounter += 1)).padStart(3, '0'))) {
    const at = nowDate();
    const certification = await insertCertification(db(), { userId, kind: 'realName', status: 'approved', submittedAt: at, reviewedAt: at });
    await upsertRealNameDetails(db(), {
      certificationId: certification.id,
      name,
      idCardCipher: encryptIdCardNo(suite.deps.config.tokenSecret, idNumber),
      idCardMasked: maskIdCardNo(idNumber),
      frontFileId: await w.fileRow(userId),
      backFileId: await w.fileRow(userId),
    });
  }

  async function personalWallet(session: Session) {
    const result = await lg(m.accountInquiry, session);
    assert.equal(result.status, 200, result.text);
    return result.body.data.accounts[0] as { id: number; availableFen: number; frozenFen: number; bankStatus: string };
  }

  /** Real name approved and the personal account opened at the bank; answers the wallet. */
  async function openedWallet(session: Session & { userId: number }) {
    await realName(session.userId);
    const opened = await lg(m.creatBankCount, session, { body: { holderKind: 'personal' } });
    assert.equal(opened.status, 200, opened.text);
    return opened.body.data as { id: number };
  }

  /** Adds and verifies a personal card with the code the bank texted. */
  async function verifiedCard(session: Session, accountId: number, cardNumber = DEBIT_CARD, mobile = session.phone) {
    const started = await lg(m.personalBankCard, session, { body: { accountId, cardNumber, mobile } });
    assert.equal(started.status, 200, started.text);
    const code = sms().lastMessage(mobile)?.params.code;
    const verified = await lg(m.personalBankCardVerify, session, { body: { cardId: started.body.data.card.id, smsCode: code } });
    assert.equal(verified.status, 200, verified.text);
    return verified.body.data.id as number;
  }

  /** The cash-out code texted to the caller (a minute after their sign-in code: one code a minute per number). */
  async function withdrawCode(session: Session) {
    suite.clock.advance(61_000);
    const sent = await lg(m.getMsgCode, session, { body: { purpose: 'withdraw' } });
    assert.equal(sent.status, 200, sent.text);
    return sms().lastMessage(session.phone)!.params.code;
  }

  /** Waits until `check` holds (the gateway notifies asynchronously), up to `ms`. */
  async function eventually(check: () => Promise<boolean>, ms = 3000) {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Starts a gateway payment and pays it on the local cashier page; answers the payment id. */
  async function payAtGateway(session: Session, body: Record<string, unknown>) {
    const started = await lg(m.startPay, session, { body });
    assert.equal(started.status, 200, started.text);
    const paid = await suite.app.inject({ method: 'POST', url: started.body.data.payUrl, payload: { action: 'pay' } });
    assert.equal(paid.statusCode, 200, paid.body);
    return started.body.data.id as string;
  }

  /** Tops the wallet up through the gateway and waits for the notification to land. */
  async function topUp(session: Session, amountFen: number) {
    const id = await payAtGateway(session, { purpose: 'topUp', amountFen });
    await eventually(async () => (await lg(m.paymentStatus, session, { params: { id } })).body.data?.status === 'paid');
    return id;
  }

  return { ...w, realName, personalWallet, openedWallet, verifiedCard, withdrawCode, eventually, payAtGateway, topUp, gateway, sms };
}
