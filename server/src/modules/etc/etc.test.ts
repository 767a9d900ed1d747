import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { endpoints } from '@/lib/contract';
import { drawLicenceFixture } from '../../providers/ocr/fixture-code';
import { upload } from '../identity/identity.testing';
import { useModuleSuite } from '../testing';
import { etcCards, etcContracts, etcIssuerNotifications, etcOrderEvents } from './etc.table';
import { sweepEtcApplications } from './etc.orders';
import { etcHelpers } from './etc.testing';

const e = endpoints.etc;
const suite = useModuleSuite({ clock: true });
const h = etcHelpers(suite);

const statusesOf = (order: { timeline: { status: string }[] }) => order.timeline.map((step) => step.status);

describe('issuer notifications', () => {
  it('duplicates and out-of-order deliveries apply once, never backwards, losing no step', async () => {
    const caught = h.catchNotifications();
    const who = await h.applicant();
    const { order } = await h.submitted(who);
    await h.steps(order.issuerOrderNo, 4); // reviewing, approved, issued, shipped
    assert.equal(caught.length, 4);
    // Newest first, each twice, and two more copies of the oldest under fresh notify ids (the issuer's redelivery).
    const reviewing = caught[0];
    const stale = await h.issuer().notificationOf(order.issuerOrderNo);
    const deliveries = [...caught].reverse().flatMap((n) => [n, n]);
    for (const n of deliveries) assert.equal((await h.deliver(n)).status, 200);
    // And all of them again at once.
    const answers = await Promise.all(deliveries.map((n) => h.deliver(n)));
    for (const answer of answers) assert.equal(answer.status, 200, answer.text);
    assert.equal((await h.deliver(reviewing)).status, 200);
    assert.equal((await h.deliver(stale!)).status, 200);

    const read = await h.orderOf(who, order.id);
    assert.equal(read.status, 'shipped');
    assert.deepEqual(statusesOf(read), ['draft', 'submitted', 'reviewing', 'approved', 'issued', 'shipped']);
    assert.match(read.cardNo, /^\d{20}$/);
    assert.match(read.trackingNo, /^SF\d+$/);
    const { db } = suite.deps;
    const [{ n: cards }] = await db.select({ n: count() }).from(etcCards).where(eq(etcCards.orderId, order.id));
    assert.equal(cards, 1);
    const [{ n: events }] = await db.select({ n: count() }).from(etcOrderEvents).where(eq(etcOrderEvents.orderId, order.id));
    assert.equal(events, 6);
    const taken = await db.select().from(etcIssuerNotifications).where(eq(etcIssuerNotifications.orderId, order.id));
    assert.equal(taken.filter((n) => n.outcome === 'applied').length, 1, 'the newest snapshot applied, the rest stale');
    assert.equal(taken.length, 5, 'four notifications and one fresh copy, each taken once');
  });

  it('a forged or missing signature is 403 and changes nothing', async () => {
    const caught = h.catchNotifications();
    const who = await h.applicant();
    const { order } = await h.submitted(who);
    await h.steps(order.issuerOrderNo, 1);
    const [n] = caught;
    const forged = await h.deliver({ body: { ...n.body, status: 'approved' }, signature: n.signature });
    assert.equal(forged.status, 403);
    assert.equal(forged.body.error, 'etc.badNotificationSignature');
    assert.equal((await h.deliver({ body: n.body, signature: '' })).status, 403);
    assert.equal((await h.orderOf(who, order.id)).status, 'submitted');
  });

  it('a quiet application is asked about when read (no notification needed)', async () => {
    h.catchNotifications();
    const who = await h.applicant();
    const { order } = await h.submitted(who);
    await h.steps(order.issuerOrderNo, 2);
    assert.equal((await h.orderOf(who, order.id)).status, 'submitted');
    suite.clock.advance(16_000);
    const read = await h.orderOf(who, order.id);
    assert.equal(read.status, 'approved');
    assert.deepEqual(statusesOf(read), ['draft', 'submitted', 'reviewing', 'approved']);
    // Nobody reading: the sweeper asks.
    await h.steps(order.issuerOrderNo, 1);
    suite.clock.advance(16_000);
    assert.equal(await sweepEtcApplications(suite.deps), 1);
    assert.equal((await h.orderOf(who, order.id)).status, 'issued');
  });
});

describe('one live card or application per plate', () => {
  it('refuses a second application for a plate with a live application or a live card', async () => {
    h.catchNotifications();
    const who = await h.applicant();
    await h.draft(who);
    const again = await h.app(e.createOrder, who, { body: { vehicle: h.certified(who.vehicleId) } });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'etc.plateHasApplication');

    // Another user's card on a plate: typed applications for it are refused, and the check says why.
    const other = await h.applicant();
    const card = await h.issuer().issueExternalCard({ plateNumber: other.plate, plateColor: '2', vehicleClass: 3 });
    suite.clock.advance(61_000);
    const sent = await h.app(e.sendSafetyCode, other, { body: { purpose: 'bindCard' } });
    assert.equal(sent.status, 200, sent.text);
    const ticket = await h.app(e.checkSafetyCode, other, { body: { purpose: 'bindCard', smsCode: h.sms().lastMessage(other.phone)!.params.code } });
    assert.equal(ticket.status, 200, ticket.text);
    const bound = await h.app(e.bindCard, other, { body: { cardNo: card!.cardNo, plateNumber: other.plate, plateColor: '2', safetyTicket: ticket.body.data.ticket } });
    assert.equal(bound.status, 200, bound.text);
    assert.equal(bound.body.data.status, 'active');
    const check = await h.app(e.etcCheckIssue, who, { query: { plateNumber: other.plate, plateColor: '2' } });
    assert.equal(check.status, 200, check.text);
    assert.equal(check.body.data.eligible, false);
    assert.deepEqual(check.body.data.blockers, ['etc.plateHasCard']);
    const photos = [await h.fileRow(who.userId), await h.fileRow(who.userId)];
    const typed = { source: 'typed', plateNumber: other.plate, plateColor: '2', ownerName: '李四', axles: 3, totalWeightKg: 25_000, lengthMm: 9_600, licenseFrontFileId: photos[0], licenseBackFileId: photos[1] };
    const refused = await h.app(e.createOrder, who, { body: { vehicle: typed } });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'etc.plateHasCard');
    // The ticket was used: binding again with it is refused.
    const reused = await h.app(e.bindCard, who, { body: { cardNo: card!.cardNo, plateNumber: other.plate, plateColor: '2', safetyTicket: ticket.body.data.ticket } });
    assert.equal(reused.status, 400);
  });

  it('an application reaching its issued card holds the plate for good', async () => {
    h.catchNotifications();
    const who = await h.applicant();
    const { order } = await h.submitted(who);
    await h.steps(order.issuerOrderNo, 3);
    await h.orderOf(who, order.id);
    suite.clock.advance(16_000);
    assert.equal((await h.orderOf(who, order.id)).status, 'issued');
    const cancel = await h.app(e.cancelOrder, who, { body: { orderId: order.id } });
    assert.equal(cancel.status, 409);
    assert.equal(cancel.body.error, 'etc.orderNotCancellable');
    const check = await h.app(e.etcCheckIssue, who, { query: { vehicleId: who.vehicleId } });
    assert.deepEqual(check.body.data.blockers, ['etc.plateHasCard', 'etc.plateHasApplication']);
  });
});

describe('binding and unbinding', () => {
  it('each needs a fresh safety ticket of its own purpose; an unbound card can be bound again', async () => {
    const who = await h.applicant();
    const card = (await h.issuer().issueExternalCard({ plateNumber: who.plate, plateColor: '2', vehicleClass: 3 }))!;
    const ticketFor = async (purpose: 'bindCard' | 'unbindCard') => {
      suite.clock.advance(61_000);
      // After two codes a day a number needs a solved captcha (the auth flow, tested there): granted directly.
      await suite.deps.kv.set(`captcha:passed:${who.phone}`, String(suite.clock.now() + 300_000), 300);
      const sent = await h.app(e.sendSafetyCode, who, { body: { purpose } });
      assert.equal(sent.status, 200, sent.text);
      const checked = await h.app(e.checkSafetyCode, who, { body: { purpose, smsCode: h.sms().lastMessage(who.phone)!.params.code } });
      assert.equal(checked.status, 200, checked.text);
      return checked.body.data.ticket as string;
    };
    const bindTicket = await ticketFor('bindCard');
    const wrongPlate = await h.app(e.bindCard, who, { body: { cardNo: card.cardNo, plateNumber: '闽A12345', plateColor: '2', safetyTicket: bindTicket } });
    assert.equal(wrongPlate.status, 409);
    assert.equal(wrongPlate.body.error, 'etc.cardPlateMismatch');
    const unknown = await h.app(e.bindCard, who, { body: { cardNo: '35012326000000000000', plateNumber: who.plate, plateColor: '2', safetyTicket: bindTicket } });
    assert.equal(unknown.status, 404);
    // The refusals did not use the ticket up.
    const bound = await h.app(e.bindCard, who, { body: { cardNo: card.cardNo, plateNumber: who.plate, plateColor: '2', safetyTicket: bindTicket } });
    assert.equal(bound.status, 200, bound.text);
    const cardId = bound.body.data.id;
    // A bind ticket does not unbind.
    const notThatTicket = await h.app(e.unbindCard, who, { body: { etcCardId: cardId, safetyTicket: await ticketFor('bindCard') } });
    assert.equal(notThatTicket.status, 400);
    assert.equal(notThatTicket.body.error, 'etc.safetyTicketInvalid');
    const unbound = await h.app(e.unbindCard, who, { body: { etcCardId: cardId, safetyTicket: await ticketFor('unbindCard') } });
    assert.equal(unbound.status, 200, unbound.text);
    assert.equal(unbound.body.data.status, 'unbound');
    assert.equal((await h.app(e.myCards, who)).body.data.length, 0);
    assert.equal((await h.app(e.myCards, who, { query: { includeUnbound: '1' } })).body.data.length, 1);
    const again = await h.app(e.bindCard, who, { body: { cardNo: card.cardNo, plateNumber: who.plate, plateColor: '2', safetyTicket: await ticketFor('bindCard') } });
    assert.equal(again.status, 200, again.text);
    assert.notEqual(again.body.data.id, cardId);
  });
});

describe('cancelling releases what the application held', () => {
  it('a cancelled draft frees the plate; a cancelled submitted one frees the contract too', async () => {
    h.catchNotifications();
    const who = await h.applicant();
    const first = await h.draft(who);
    const cancelled = await h.app(e.cancelOrder, who, { body: { orderId: first.id, reason: '信息填错' } });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(cancelled.body.data.status, 'cancelled');
    assert.equal((await h.app(e.cancelOrder, who, { body: { orderId: first.id } })).body.data.status, 'cancelled', 'cancelling again answers it');

    const { order, contractId } = await h.submitted(who);
    await h.steps(order.issuerOrderNo, 1);
    const gone = await h.app(e.cancelOrder, who, { body: { orderId: order.id } });
    assert.equal(gone.status, 200, gone.text);
    assert.equal(gone.body.data.status, 'cancelled');
    assert.deepEqual(statusesOf(gone.body.data), ['draft', 'submitted', 'reviewing', 'cancelled']);
    const [contract] = await suite.deps.db.select().from(etcContracts).where(eq(etcContracts.id, contractId));
    assert.equal(contract.status, 'released');
    // The issuer's cancellation notification arriving later changes nothing; the plate is free again.
    assert.equal((await h.issuer().findApplication(order.issuerOrderNo))!.state, 'cancelled');
    await h.draft(who);
    // A released contract cannot be attached again.
    const next = await h.draft({ ...who, vehicleId: (await h.addVehicle(who.userId)).vehicleId });
    const reuse = await h.app(e.updateOrder, who, { body: { orderId: next.id, contractId } });
    assert.equal(reuse.status, 400);
    assert.equal(reuse.body.error, 'etc.contractNotUsable');
  });
});

describe('withholding contracts', () => {
  it('need a verified bank card of the applicant, of the chosen bank', async () => {
    const who = await h.applicant();
    const stranger = await h.applicant();
    suite.clock.advance(61_000);
    const foreign = await h.app(e.signStart, who, { body: { channelCode: 'ICBC', bankCardId: stranger.bankCardId } });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.error, 'etc.bankCardNotFound');
    const wrongBank = await h.app(e.signStart, who, { body: { channelCode: 'CCB', bankCardId: who.bankCardId } });
    assert.equal(wrongBank.status, 409);
    assert.equal(wrongBank.body.error, 'etc.channelBankMismatch');
    // A card still being verified is not enough.
    const wallet = await h.personalWallet(who);
    const pending = await h.lg(endpoints.money.personalBankCard, who, { body: { accountId: wallet.id, cardNumber: '6222021234567891111', mobile: who.phone } });
    assert.equal(pending.status, 200, pending.text);
    const unverified = await h.app(e.signStart, who, { body: { channelCode: 'ICBC', bankCardId: pending.body.data.card.id } });
    assert.equal(unverified.status, 409);
    assert.equal(unverified.body.error, 'etc.bankCardNotVerified');
    // Signing steps out of order, a wrong code.
    const started = await h.app(e.signStart, who, { body: { channelCode: 'ICBC', bankCardId: who.bankCardId } });
    assert.equal(started.status, 200, started.text);
    const contractId = started.body.data.contract.id;
    const early = await h.app(e.signConfirm, who, { body: { contractId, agreementAccepted: true, agreementVersion: 'etc-withholding-2026-01' } });
    assert.equal(early.status, 409);
    const code = h.sms().lastMessage(who.phone)!.params.code;
    const wrong = await h.app(e.signVerify, who, { body: { contractId, smsCode: code === '000000' ? '111111' : '000000' } });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.error, 'etc.wrongSignCode');
    // A stranger cannot read or move it.
    assert.equal((await h.app(e.signVerify, stranger, { body: { contractId, smsCode: code } })).status, 404);
    // An unsigned contract cannot be attached; the signed one can.
    const order = await h.draft(who);
    const notYet = await h.app(e.updateOrder, who, { body: { orderId: order.id, contractId } });
    assert.equal(notYet.status, 400);
    assert.equal((await h.app(e.signVerify, who, { body: { contractId, smsCode: code } })).status, 200);
    assert.equal((await h.app(e.signConfirm, who, { body: { contractId, agreementAccepted: true, agreementVersion: 'etc-withholding-2026-01' } })).body.data.status, 'signed');
    const attached = await h.app(e.updateOrder, who, { body: { orderId: order.id, contractId } });
    assert.equal(attached.status, 200, attached.text);
    assert.equal(attached.body.data.channelCode, 'ICBC');
    assert.deepEqual(attached.body.data.missing, ['handleMethod']);
    // Submitting without a way to receive the card is refused with what is missing.
    const incomplete = await h.app(e.updateOrder, who, { body: { orderId: order.id, submit: true } });
    assert.equal(incomplete.status, 400);
    assert.equal(incomplete.body.error, 'etc.orderIncomplete');
  });
});

describe('activation', () => {
  it('succeeds only for the card and OBU issued for the application', async () => {
    h.catchNotifications();
    const who = await h.applicant();
    const { order } = await h.submitted(who);
    await h.steps(order.issuerOrderNo, 4);
    suite.clock.advance(16_000);
    const shipped = await h.orderOf(who, order.id);
    assert.equal(shipped.status, 'shipped');
    assert.equal(shipped.canActivate, true);
    const { cardNo, obuNo } = shipped;

    const wrongObu = await h.app(e.activate, who, { body: { cardNo, obuNo: obuNo.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')), method: 'typed' } });
    assert.equal(wrongObu.status, 409);
    assert.equal(wrongObu.body.error, 'etc.activationMismatch');
    // Another user's card pair read on this user's phone: not theirs.
    const other = await h.applicant();
    const otherCard = await h.issuer().issueExternalCard({ plateNumber: other.plate, plateColor: '2', vehicleClass: 3 }, 'issued');
    const foreign = await h.app(e.activate, who, { body: { cardNo: otherCard!.cardNo, obuNo: otherCard!.obuNo, method: 'bluetooth' } });
    assert.equal(foreign.status, 409);
    assert.equal((await h.orderOf(who, order.id)).status, 'shipped', 'refusals change nothing');

    const activated = await h.app(e.activate, who, { body: { cardNo, obuNo, method: 'bluetooth' } });
    assert.equal(activated.status, 200, activated.text);
    assert.equal(activated.body.data.status, 'active');
    const done = await h.orderOf(who, order.id);
    assert.equal(done.status, 'activated');
    assert.equal(statusesOf(done).at(-1), 'activated');
    assert.equal((await h.app(e.activate, who, { body: { cardNo, obuNo, method: 'bluetooth' } })).status, 200, 'again: answered as it is');
    const cards = await h.app(e.myCards, who);
    assert.equal(cards.body.data.length, 1);
    assert.equal(cards.body.data[0].bankName, '中国工商银行');
    // A stranger cannot read it.
    assert.equal((await h.app(e.cardInfo, other, { query: { etcCardId: cards.body.data[0].id } })).status, 404);
  });
});

describe('review', () => {
  it('a rejected application is fixed and resubmitted on the same order', async () => {
    h.catchNotifications();
    const who = await h.applicant();
    // 25 t on 2 axles is over the legal limit: the issuer rejects it.
    const { order } = await h.submitted(who, h.certified(who.vehicleId, { axles: 2 }));
    await h.steps(order.issuerOrderNo, 2);
    suite.clock.advance(16_000);
    const rejected = await h.orderOf(who, order.id);
    assert.equal(rejected.status, 'rejected');
    assert.match(rejected.rejectReason, /18/);
    assert.equal(rejected.canEdit, true);
    const fixed = await h.app(e.updateOrder, who, { body: { orderId: order.id, vehicle: h.certified(who.vehicleId, { axles: 2, totalWeightKg: 18_000 }), submit: true } });
    assert.equal(fixed.status, 200, fixed.text);
    assert.equal(fixed.body.data.status, 'submitted');
    assert.equal(fixed.body.data.vehicle.vehicleClass, 2);
    await h.steps(order.issuerOrderNo, 2);
    suite.clock.advance(16_000);
    const approved = await h.orderOf(who, order.id);
    assert.equal(approved.status, 'approved');
    assert.deepEqual(statusesOf(approved), ['draft', 'submitted', 'reviewing', 'rejected', 'submitted', 'reviewing', 'approved']);
  });
});

describe('OCR of the vehicle licence', () => {
  it('reads a document that carries its fields, and nothing from a photo it cannot read', async () => {
    const who = await h.applicant();
    const front = await drawLicenceFixture('vehicleLicence', { plateNumber: '闽D12345', vehicleType: '重型厢式货车', ownerName: '林建国', vin: 'LFWSRXRJ5A1B00001', registerDate: '2020-05-18' });
    const back = await drawLicenceFixture('vehicleLicenceBack', { totalWeightKg: '25000kg', approvedLoadKg: '15500kg', lengthMm: '9600×2550×3800mm' });
    const frontId = (await upload(suite.app, who.userToken, front)).body.data.fileId;
    const backId = (await upload(suite.app, who.userToken, back)).body.data.fileId;
    const readFront = await h.app(e.ocr, who, { body: { fileId: frontId, side: 'front' } });
    assert.equal(readFront.status, 200, readFront.text);
    assert.deepEqual(readFront.body.data, {
      recognized: true,
      fields: { plateNumber: '闽D12345', vehicleType: '重型厢式货车', ownerName: '林建国', vin: 'LFWSRXRJ5A1B00001', registerDate: '2020-05-18' },
    });
    const readBack = await h.app(e.ocr, who, { body: { fileId: backId, side: 'back' } });
    assert.deepEqual(readBack.body.data.fields, { totalWeightKg: 25_000, approvedLoadKg: 15_500, lengthMm: 9_600 });
    // The back page is not the front: nothing is guessed.
    assert.deepEqual((await h.app(e.ocr, who, { body: { fileId: backId, side: 'front' } })).body.data, { recognized: false, fields: {} });
    const photo = await h.photo(who);
    assert.deepEqual((await h.app(e.ocr, who, { body: { fileId: photo, side: 'front' } })).body.data, { recognized: false, fields: {} });
    const stranger = await h.applicant();
    assert.equal((await h.app(e.ocr, stranger, { body: { fileId: frontId, side: 'front' } })).status, 404);
  });
});
