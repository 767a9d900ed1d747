import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endpoints } from '@/lib/contract';
import { useModuleSuite } from '../testing';
import { checkLedger } from './money.ledger';
import { sweepMoney } from './money.jobs';
import { DEBIT_CARD, FROZEN_CARD, moneyHelpers } from './money.testing';

const m = endpoints.money;
const wb = endpoints.waybill;
const suite = useModuleSuite({ clock: true });
const h = moneyHelpers(suite);

async function balanced() {
  const { problems } = await checkLedger(suite.deps.db);
  assert.deepEqual(problems, []);
}

describe('freight: pay, hold, settle', () => {
  it('the owner tops up part, pays the rest at the gateway, the freight is held, and settling pays the driver', async () => {
    const { driver, owner, waybillId } = await h.waybillAt('unloaded');
    await h.topUp(owner, 100_000);
    assert.equal((await h.personalWallet(owner)).availableFen, 100_000);

    const short = await h.lg(m.payFreight, owner, { params: { id: waybillId } });
    assert.equal(short.status, 409, short.text);
    assert.match(short.body.msg, /1000\.00.*4500\.50/);
    assert.equal((await h.personalWallet(owner)).availableFen, 100_000, 'a refused payment takes nothing');

    const view = await h.lg(m.freightPayment, owner, { params: { id: waybillId } });
    assert.equal(view.body.data.status, 'unpaid');
    assert.equal(view.body.data.canPay, true);
    assert.equal(view.body.data.walletAvailableFen, 100_000);

    // The difference through the gateway: on its notification the wallet is topped up and the freight held.
    const paymentId = await h.payAtGateway(owner, { purpose: 'freight', waybillId });
    const payment = await h.lg(m.paymentStatus, owner, { params: { id: paymentId } });
    assert.equal(payment.body.data.amountFen, 450_050 - 100_000);
    await h.eventually(async () => (await h.lg(m.freightPayment, owner, { params: { id: waybillId } })).body.data.status === 'held');
    assert.equal((await h.personalWallet(owner)).availableFen, 0);
    const driverView = await h.lg(m.freightPayment, driver, { params: { id: waybillId } });
    assert.equal(driverView.body.data.status, 'held');
    assert.equal(driverView.body.data.canSettle, false, 'only the owner settles');
    assert.equal(driverView.body.data.walletAvailableFen, null, "the driver does not see the owner's balance");

    const settled = await h.lg(m.ownerSettlement, owner, { body: { waybillId } });
    assert.equal(settled.status, 200, settled.text);
    assert.equal(settled.body.data.status, 'released');
    assert.equal(await h.statusOf(waybillId), 'settled');
    assert.equal((await h.personalWallet(driver)).availableFen, 450_050);

    const again = await h.lg(m.ownerSettlement, owner, { body: { waybillId } });
    assert.equal(again.status, 409, 'a settled waybill is not settled twice');
    assert.equal((await h.personalWallet(driver)).availableFen, 450_050);

    const records = await h.lg(m.fundRecord, driver, { query: {} });
    assert.deepEqual(
      records.body.data.records.map((r: { code: string; direction: string; amountFen: number }) => [r.code, r.direction, r.amountFen]),
      [['freightReceived', 'in', 450_050]],
    );
    const ownerRecords = await h.lg(m.fundRecord, owner, { query: {} });
    assert.deepEqual(
      ownerRecords.body.data.records.map((r: { code: string; direction: string }) => [r.code, r.direction]).sort(),
      [['freightPaid', 'out'], ['topUp', 'in'], ['topUp', 'in']],
    );
    const summary = await h.lg(m.fundSummary, driver, { query: { days: 7 } });
    assert.equal(summary.body.data.days.length, 7);
    assert.equal(summary.body.data.totalIncomeFen, 450_050);
    assert.equal(summary.body.data.days.at(-1).incomeFen, 450_050);
    await balanced();
  });

  it('settling needs the freight paid and the waybill unloaded', async () => {
    const { owner, waybillId } = await h.waybillAt('unloaded');
    const unpaid = await h.lg(m.ownerSettlement, owner, { body: { waybillId } });
    assert.equal(unpaid.status, 409);
    assert.match(unpaid.body.msg, /Pay the freight first/);

    const early = await h.waybillAt('loaded');
    await h.topUp(early.owner, 450_050);
    const paid = await h.lg(m.payFreight, early.owner, { params: { id: early.waybillId } });
    assert.equal(paid.status, 200, paid.text);
    assert.equal(paid.body.data.status, 'held');
    const notYet = await h.lg(m.ownerSettlement, early.owner, { body: { waybillId: early.waybillId } });
    assert.equal(notYet.status, 409);
    assert.equal(await h.statusOf(early.waybillId), 'loaded');
    await balanced();
  });

  it('a cancelled waybill gives the held freight back to the owner', async () => {
    const { driver, owner, waybillId } = await h.waybillAt('signed');
    await h.topUp(owner, 450_050);
    assert.equal((await h.lg(m.payFreight, owner, { params: { id: waybillId } })).status, 200);
    assert.equal((await h.personalWallet(owner)).availableFen, 0);
    const cancelled = await h.lg(wb.driverCancelOrder, driver, { body: { waybillId, reason: '车辆故障' } });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal((await h.personalWallet(owner)).availableFen, 450_050);
    assert.equal((await h.lg(m.freightPayment, owner, { params: { id: waybillId } })).body.data.status, 'refunded');
    const again = await h.lg(m.payFreight, owner, { params: { id: waybillId } });
    assert.equal(again.status, 409, 'a cancelled waybill cannot be paid');
    await balanced();
  });

  it('payFreight with the same Idempotency-Key answers the first payment; the freight is held once', async () => {
    const { owner, waybillId } = await h.waybillAt('created');
    await h.topUp(owner, 900_100);
    const headers = { 'idempotency-key': 'pay-freight-0001' };
    const first = await h.lg(m.payFreight, owner, { params: { id: waybillId }, headers });
    const replay = await h.lg(m.payFreight, owner, { params: { id: waybillId }, headers });
    assert.equal(first.status, 200, first.text);
    assert.equal(replay.status, 200, replay.text);
    assert.deepEqual(replay.body.data, first.body.data);
    assert.equal((await h.personalWallet(owner)).availableFen, 450_050);
    await balanced();
  });

  it('nobody but the owner pays or settles; strangers see no freight', async () => {
    const { driver, owner, waybillId } = await h.waybillAt('unloaded');
    const stranger = await h.owner();
    await h.topUp(driver, 500_000);
    assert.equal((await h.lg(m.payFreight, driver, { params: { id: waybillId } })).status, 403);
    assert.equal((await h.lg(m.freightPayment, stranger, { params: { id: waybillId } })).status, 404);
    assert.equal((await h.lg(m.payFreight, stranger, { params: { id: waybillId } })).status, 404);
    assert.equal((await h.lg(m.ownerSettlement, stranger, { body: { waybillId } })).status, 404);
    assert.equal((await h.lg(m.ownerSettlement, driver, { body: { waybillId } })).status, 403);
    // The logistics service answers a missing token inside its envelope (code 401), as the app expects.
    assert.equal(String((await h.lg(m.freightPayment, undefined, { params: { id: waybillId } })).body.code), '401');
    assert.equal((await h.personalWallet(driver)).availableFen, 500_000);
    assert.equal((await h.lg(m.freightPayment, owner, { params: { id: waybillId } })).body.data.status, 'unpaid');
  });
});

describe('cash-out', () => {
  it('to a verified card: held, sent to the bank, paid; the timeline says so', async () => {
    const driver = await h.driver();
    const wallet = await h.openedWallet(driver);
    await h.topUp(driver, 300_000);
    const cardId = await h.verifiedCard(driver, wallet.id);
    const smsCode = await h.withdrawCode(driver);
    const out = await h.lg(m.withdrawalFromAccount, driver, {
      body: { accountId: wallet.id, cardId, amountFen: 120_000, smsCode },
      headers: { 'idempotency-key': 'cash-out-0001' },
    });
    assert.equal(out.status, 200, out.text);
    assert.equal(out.body.data.status, 'sentToBank');
    assert.equal(out.body.data.cardLast4, DEBIT_CARD.slice(-4));
    assert.deepEqual((await h.personalWallet(driver)) && { a: (await h.personalWallet(driver)).availableFen, f: (await h.personalWallet(driver)).frozenFen }, { a: 180_000, f: 120_000 });

    const replay = await h.lg(m.withdrawalFromAccount, driver, {
      body: { accountId: wallet.id, cardId, amountFen: 120_000, smsCode },
      headers: { 'idempotency-key': 'cash-out-0001' },
    });
    assert.equal(replay.status, 200, replay.text);
    assert.equal(replay.body.data.id, out.body.data.id, 'a replay answers the same cash-out');
    const other = await h.lg(m.withdrawalFromAccount, driver, {
      body: { accountId: wallet.id, cardId, amountFen: 100, smsCode },
      headers: { 'idempotency-key': 'cash-out-0001' },
    });
    assert.equal(other.status, 422);

    await sweepMoney(suite.deps);
    const detail = await h.lg(m.withdrawalDetail, driver, { params: { id: out.body.data.id } });
    assert.equal(detail.body.data.status, 'paid');
    assert.deepEqual(detail.body.data.timeline.map((t: { status: string }) => t.status), ['requested', 'sentToBank', 'paid']);
    const after = await h.personalWallet(driver);
    assert.deepEqual([after.availableFen, after.frozenFen], [180_000, 0]);
    await balanced();
  });

  it('a failed bank transfer returns the money to the wallet', async () => {
    const driver = await h.driver();
    const wallet = await h.openedWallet(driver);
    await h.topUp(driver, 50_000);
    const cardId = await h.verifiedCard(driver, wallet.id, FROZEN_CARD);
    const out = await h.lg(m.withdrawalFromAccount, driver, { body: { accountId: wallet.id, cardId, amountFen: 50_000, smsCode: await h.withdrawCode(driver) } });
    assert.equal(out.status, 200, out.text);
    assert.equal((await h.personalWallet(driver)).availableFen, 0);
    const detail = await h.lg(m.withdrawalDetail, driver, { params: { id: out.body.data.id } });
    assert.equal(detail.body.data.status, 'failed');
    assert.match(detail.body.data.failureReason, /frozen/);
    assert.deepEqual(detail.body.data.timeline.at(-1), { status: 'failed', at: detail.body.data.timeline.at(-1).at, note: 'returned to the wallet' });
    assert.equal((await h.personalWallet(driver)).availableFen, 50_000);
    const records = await h.lg(m.fundRecord, driver, { query: {} });
    assert.equal(records.body.data.records[0].state, 'returned');
    await balanced();
  });

  it('refuses more than is available, unverified cards, wrong codes and closed accounts, and keeps the money', async () => {
    const driver = await h.driver();
    const wallet = await h.openedWallet(driver);
    await h.topUp(driver, 10_000);
    const cardId = await h.verifiedCard(driver, wallet.id);
    const over = await h.lg(m.withdrawalFromAccount, driver, { body: { accountId: wallet.id, cardId, amountFen: 10_001, smsCode: await h.withdrawCode(driver) } });
    assert.equal(over.status, 409);
    const wrongCode = await h.lg(m.withdrawalFromAccount, driver, { body: { accountId: wallet.id, cardId, amountFen: 100, smsCode: '000000' } });
    assert.equal(wrongCode.status, 400);
    const tiny = await h.lg(m.withdrawalFromAccount, driver, { body: { accountId: wallet.id, cardId, amountFen: 99, smsCode: '123456' } });
    assert.equal(tiny.status, 400);
    assert.equal(tiny.body.errors?.[0].field, 'amountFen');
    const stranger = await h.driver();
    const theirs = await h.lg(m.withdrawalFromAccount, stranger, { body: { accountId: wallet.id, cardId, amountFen: 100, smsCode: '123456' } });
    assert.equal(theirs.status, 404, "nobody moves another's money");
    const empty = await h.lg(m.cleanBankCount, driver, { body: { accountId: wallet.id } });
    assert.equal(empty.status, 409, 'an account with money cannot close');
    assert.equal((await h.personalWallet(driver)).availableFen, 10_000);
    await balanced();
  });
});

describe('accounts and cards', () => {
  it('opening needs an approved real name; the bank refuses minors; closing unbinds the cards', async () => {
    const person = await h.driver();
    const noName = await h.lg(m.creatBankCount, person, { body: { holderKind: 'personal' } });
    assert.equal(noName.status, 403);
    const minor = await h.driver();
    await h.realName(minor.userId, '李小', `110105${new Date().getFullYear() - 10}0101001X`.slice(0, 17) + 'X');
    const refused = await h.lg(m.creatBankCount, minor, { body: { holderKind: 'personal' } });
    assert.equal(refused.status, 200, refused.text);
    assert.equal(refused.body.data.bankStatus, 'refused');
    assert.match(refused.body.data.bankMessage, /18/);

    const wallet = await h.openedWallet(person);
    const inquiry = await h.personalWallet(person);
    assert.equal(inquiry.bankStatus, 'opened');
    const twice = await h.lg(m.creatBankCount, person, { body: { holderKind: 'personal' } });
    assert.equal(twice.status, 409);
    await h.verifiedCard(person, wallet.id);
    assert.equal((await h.lg(m.bankCardList, person, { query: {} })).body.data.length, 1);
    const closed = await h.lg(m.cleanBankCount, person, { body: { accountId: wallet.id } });
    assert.equal(closed.status, 200, closed.text);
    assert.equal(closed.body.data.bankStatus, 'closed');
    assert.equal((await h.lg(m.bankCardList, person, { query: {} })).body.data.length, 0);
  });

  it('the bank calls answer when sent with an Idempotency-Key, as the app always sends one', { timeout: 20_000 }, async () => {
    // The bank simulator keeps its records in the same database: inside the key's transaction on
    // PGlite's one connection it waited for ever, and every later call of the node with it.
    const person = await h.driver();
    await h.realName(person.userId);
    const keyed = (key: string) => ({ body: { holderKind: 'personal' as const }, headers: { 'idempotency-key': key } });
    const opened = await h.lg(m.creatBankCount, person, keyed('open-account-once-1'));
    assert.equal(opened.status, 200, opened.text);
    assert.equal(opened.body.data.bankStatus, 'opened');
    const again = await h.lg(m.creatBankCount, person, keyed('open-account-once-2'));
    assert.equal(again.status, 409, 'a second opening is refused: the account is there');
    assert.equal((await h.lg(m.accountInquiry, person)).status, 200, 'the node still answers');
  });

  it('a personal card: the BIN names the bank, credit cards are refused, the code is checked, one card once', async () => {
    const driver = await h.driver();
    const wallet = await h.openedWallet(driver);
    const name = await h.lg(m.selectBankNameByBankNumber, driver, { params: { n: DEBIT_CARD } });
    assert.equal(name.status, 200, name.text);
    assert.equal(name.body.data.bankName, '中国工商银行');
    assert.equal((await h.lg(m.selectBankNameByBankNumber, driver, { params: { n: '1234567890123456' } })).status, 404);
    assert.equal((await h.lg(m.selectBankNameByBankNumber, driver, { params: { n: '62a' } })).status, 400);

    const started = await h.lg(m.personalBankCard, driver, { body: { accountId: wallet.id, cardNumber: '6222 0212 3456 7890 123', mobile: driver.phone } });
    assert.equal(started.status, 200, started.text);
    assert.equal(started.body.data.card.status, 'verifying');
    assert.equal(started.body.data.card.last4, '0123');
    const wrong = await h.lg(m.personalBankCardVerify, driver, { body: { cardId: started.body.data.card.id, smsCode: '000000' } });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.errors?.[0].field, 'smsCode');
    const code = h.sms().lastMessage(driver.phone)!.params.code;
    const ok = await h.lg(m.personalBankCardVerify, driver, { body: { cardId: started.body.data.card.id, smsCode: code } });
    assert.equal(ok.body.data.status, 'verified');
    const duplicate = await h.lg(m.personalBankCard, driver, { body: { accountId: wallet.id, cardNumber: DEBIT_CARD, mobile: driver.phone } });
    assert.equal(duplicate.status, 409);
    const shortNumber = await h.lg(m.personalBankCard, driver, { body: { accountId: wallet.id, cardNumber: '622202123456789', mobile: driver.phone } });
    assert.equal(shortNumber.status, 400);
    const stranger = await h.driver();
    assert.equal((await h.lg(m.unBindBankCard, stranger, { body: { cardId: ok.body.data.id } })).status, 404);
    assert.equal((await h.lg(m.bankCardList, stranger, { query: { accountId: wallet.id } })).status, 404);
    const unbound = await h.lg(m.unBindBankCard, driver, { body: { cardId: ok.body.data.id } });
    assert.equal(unbound.body.data.status, 'unbound');
  });
});
