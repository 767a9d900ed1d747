import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ETC_LIVE_CARD_STATUSES,
  ETC_SAFETY_TICKET_SECONDS,
  type EtcActivate,
  type EtcBindCard,
  type EtcCard,
  type EtcMyCardsQuery,
  type EtcOcrRequest,
  type EtcOcrResult,
  type EtcSafetyCheck,
  type EtcSafetyCodeRequest,
  type EtcUnbindCard,
} from '@/lib/contract/etc';
import { isPlate } from '@/lib/contract/patterns';
import { normalizePlate } from '@/lib/contract/vehicle';
import type { AppDeps } from '../../deps';
import { AppError, appError, badField, conflict, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { sendCode, verifyCode } from '../auth/sms.service';
import { nowDate } from '../clock';
import { maskMobile } from '../goods/goods.view';
import { isUniqueViolation } from '../identity/certification.submit';
import { files } from '../identity/identity.table';
import { cardOf, cardViews, certifiedVehicleOf, liveCardOfPlate, lockPlate, orderOf, requireUser, type CardRow } from './etc.access';
import { applyIssuerState } from './etc.orders';
import { etcCards, etcOrders } from './etc.table';

/*
 * Cards (docs/etc.md "Cards"): the caller's cards, binding an existing card and unbinding one
 * (each after an SMS safety check), activation with the numbers read from the card and the OBU;
 * and the OCR of the vehicle licence. The issuer is asked outside any transaction.
 */

// ---------------------------------------------------------------------------------------------
// Safety verification

const ticketKey = (ticket: string) => `etc:safety:${ticket}`;
const ticketUsedKey = (ticket: string) => `etc:safety-used:${ticket}`;

/** POST safety/sendCode: a code to the caller's own mobile (the SMS limits apply: 429). */
export async function sendSafetyCode(deps: AppDeps, principal: Principal | null, _body: z.output<typeof EtcSafetyCodeRequest>, ip: string) {
  const me = requireUser(principal);
  const sent = await sendCode(deps, { phone: me.account.mobile, type: 'verify', caller: { kind: 'user', id: me.userId }, ip, ownNumber: true });
  return { ...sent, mobileMasked: maskMobile(me.account.mobile) };
}

/** POST safety/check: the code right → a one-use ticket for that purpose, ETC_SAFETY_TICKET_SECONDS. */
export async function checkSafetyCode(deps: AppDeps, principal: Principal | null, body: z.output<typeof EtcSafetyCheck>) {
  const me = requireUser(principal);
  await verifyCode(deps, me.account.mobile, 'verify', body.smsCode);
  const ticket = randomBytes(24).toString('base64url');
  await deps.kv.set(ticketKey(ticket), JSON.stringify({ userId: me.userId, purpose: body.purpose }), ETC_SAFETY_TICKET_SECONDS);
  return { ticket, purpose: body.purpose, expiresIn: ETC_SAFETY_TICKET_SECONDS };
}

/** Whether the ticket is the caller's, for `purpose`, unused and unexpired (not using it up). */
async function requireTicket(deps: AppDeps, userId: number, ticket: string, purpose: z.output<typeof EtcSafetyCheck>['purpose']): Promise<void> {
  const raw = await deps.kv.get(ticketKey(ticket));
  const held = raw ? (JSON.parse(raw) as { userId: number; purpose: string }) : null;
  if (!held || held.userId !== userId || held.purpose !== purpose || (await deps.kv.get(ticketUsedKey(ticket)))) {
    throw badField('safetyTicket', 'etc.safetyTicketInvalid');
  }
}

/** Uses the ticket up (once: a second use is refused). */
async function useTicket(deps: AppDeps, ticket: string): Promise<void> {
  if (!(await deps.kv.setIfAbsent(ticketUsedKey(ticket), '1', ETC_SAFETY_TICKET_SECONDS))) throw badField('safetyTicket', 'etc.safetyTicketInvalid');
  await deps.kv.del(ticketKey(ticket));
}

// ---------------------------------------------------------------------------------------------
// Cards

const view = async (deps: AppDeps, card: CardRow): Promise<EtcCard> => (await cardViews(deps.db, [card], nowDate()))[0];

/** GET cards: the caller's live cards (and unbound ones when asked), newest first. */
export async function myCards(deps: AppDeps, principal: Principal | null, query: z.output<typeof EtcMyCardsQuery>): Promise<EtcCard[]> {
  const { userId } = requireUser(principal);
  const rows = await deps.db
    .select()
    .from(etcCards)
    .where(and(eq(etcCards.userId, userId), query.includeUnbound === '1' ? undefined : inArray(etcCards.status, [...ETC_LIVE_CARD_STATUSES])))
    .orderBy(desc(etcCards.createdAt), desc(etcCards.id));
  return cardViews(deps.db, rows, nowDate());
}

export async function cardInfo(deps: AppDeps, principal: Principal | null, cardId: number): Promise<EtcCard> {
  const { userId } = requireUser(principal);
  return view(deps, await cardOf(deps.db, userId, cardId));
}

/**
 * POST cards/bind: an existing card, checked with the issuer (it must know the card, for this
 * plate and colour, not cancelled), after the safety check. The plate must have no live card on
 * the platform (the caller's own same card answers as it is).
 */
export async function bindCard(deps: AppDeps, principal: Principal | null, body: z.output<typeof EtcBindCard>): Promise<EtcCard> {
  const { userId } = requireUser(principal);
  await requireTicket(deps, userId, body.safetyTicket, 'bindCard');
  const mine = await liveCardOfPlate(deps.db, body.plateNumber);
  if (mine && mine.userId === userId && mine.cardNo === body.cardNo) return view(deps, mine);
  const issued = await deps.providers.etcIssuer.findCard(body.cardNo);
  if (!issued) throw notFound('etc.cardUnknownAtIssuer');
  if (issued.plateNumber !== body.plateNumber || issued.plateColor !== body.plateColor) throw conflict('etc.cardPlateMismatch');
  if (issued.state === 'cancelled') throw conflict('etc.cardCancelled');
  const vehicle = await certifiedVehicleOf(deps.db, userId, { plateNumber: body.plateNumber });
  const card = await deps.db.transaction(async (tx) => {
    await lockPlate(tx, body.plateNumber);
    if (await liveCardOfPlate(tx, body.plateNumber)) throw conflict('etc.plateHasCard');
    const now = nowDate();
    try {
      const [row] = await tx
        .insert(etcCards)
        .values({
          userId,
          source: 'bound',
          orderId: null,
          cardNo: issued.cardNo,
          obuNo: issued.obuNo,
          plateNumber: issued.plateNumber,
          plateColor: issued.plateColor,
          vehicleClass: issued.vehicleClass,
          vehicleId: vehicle?.id ?? null,
          contractId: null,
          status: issued.state === 'active' ? 'active' : 'issued',
          issuedAt: now,
          activatedAt: issued.state === 'active' ? now : null,
          createdAt: now,
        })
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('etc.plateHasCard');
      throw error;
    }
  });
  await useTicket(deps, body.safetyTicket);
  return view(deps, card);
}

/** POST cards/unbind: the caller's live card off the platform (its tolls stay), after the safety check. */
export async function unbindCard(deps: AppDeps, principal: Principal | null, body: z.output<typeof EtcUnbindCard>): Promise<EtcCard> {
  const { userId } = requireUser(principal);
  const card = await cardOf(deps.db, userId, body.etcCardId);
  if (card.status === 'unbound') return view(deps, card);
  await requireTicket(deps, userId, body.safetyTicket, 'unbindCard');
  const now = nowDate();
  const [row] = await deps.db
    .update(etcCards)
    .set({ status: 'unbound', unboundAt: now })
    .where(and(eq(etcCards.id, card.id), inArray(etcCards.status, [...ETC_LIVE_CARD_STATUSES])))
    .returning();
  await useTicket(deps, body.safetyTicket);
  return view(deps, row ?? (await cardOf(deps.db, userId, card.id)));
}

/**
 * POST cards/activate: the card and OBU numbers read from the devices must be the pair issued for
 * one of the caller's issued cards (checked here, then by the issuer with the plate): anything
 * else is 409 etc.activationMismatch and changes nothing. The card goes live and its application
 * is activated. Activating an active card with its own numbers answers it as it is.
 */
export async function activate(deps: AppDeps, principal: Principal | null, body: z.output<typeof EtcActivate>): Promise<EtcCard> {
  const { userId } = requireUser(principal);
  let card: CardRow | undefined;
  if (body.etcCardId !== undefined) {
    card = await cardOf(deps.db, userId, body.etcCardId);
  } else {
    const live = await deps.db.select().from(etcCards).where(and(eq(etcCards.userId, userId), inArray(etcCards.status, [...ETC_LIVE_CARD_STATUSES])));
    card = live.find((c) => c.cardNo === body.cardNo) ?? (live.filter((c) => c.status === 'issued').length === 1 ? live.find((c) => c.status === 'issued') : undefined);
  }
  if (!card) throw notFound('etc.cardNotFound');
  if (card.status === 'unbound') throw conflict('etc.cardNotLive');
  if (card.cardNo !== body.cardNo || card.obuNo !== body.obuNo) throw conflict('etc.activationMismatch');
  if (card.status === 'active') return view(deps, card);
  const answer = await deps.providers.etcIssuer.activate({ cardNo: body.cardNo, obuNo: body.obuNo, plateNumber: card.plateNumber });
  if (answer.status === 'refused') throw conflict(answer.reason === 'notIssued' ? 'etc.cardNotIssued' : 'etc.activationMismatch');
  const target = card;
  const activated = await deps.db.transaction(async (tx) => {
    const now = nowDate();
    const [row] = await tx
      .update(etcCards)
      .set({ status: 'active', activatedAt: now, activatedVia: body.method })
      .where(and(eq(etcCards.id, target.id), eq(etcCards.status, 'issued')))
      .returning();
    if (target.orderId && answer.state) {
      const [order] = await tx.select().from(etcOrders).where(eq(etcOrders.id, target.orderId)).for('update');
      if (order) await applyIssuerState(tx, order, answer.state, null);
    }
    return row ?? (await cardOf(tx, userId, target.id));
  });
  return view(deps, activated);
}

// ---------------------------------------------------------------------------------------------
// OCR

const firstNumber = (text: string | undefined): number | undefined => {
  const match = text ? /\d+(?:\.\d+)?/.exec(text.replace(/,/g, '')) : null;
  return match ? Math.round(Number(match[0])) : undefined;
};

/**
 * POST ocr: reads one of the caller's uploaded vehicle licence photos through the OCR provider.
 * Only fields that read as what they should be are answered (a plate that is a plate, numbers
 * that are numbers); nothing read is `recognized: false`.
 */
export async function ocr(deps: AppDeps, principal: Principal | null, body: z.output<typeof EtcOcrRequest>): Promise<EtcOcrResult> {
  const { userId } = requireUser(principal);
  const [file] = await deps.db.select().from(files).where(and(eq(files.id, body.fileId), eq(files.ownerId, userId)));
  if (!file) throw notFound('etc.fileNotFound');
  const bytes = await deps.providers.storage.get(file.storageKey);
  if (!bytes) throw notFound('etc.fileNotFound');
  let read: Record<string, string | undefined>;
  try {
    read = await deps.providers.ocr.recognize(body.side === 'front' ? 'vehicleLicence' : 'vehicleLicenceBack', bytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw Object.assign(appError(502, 'etc.issuerUnavailable'), { cause: error });
  }
  const fields: EtcOcrResult['fields'] = {};
  const plate = read.plateNumber ? normalizePlate(read.plateNumber) : undefined;
  if (plate && isPlate(plate)) fields.plateNumber = plate;
  if (read.plateColor && /^\d{1,2}$/.test(read.plateColor)) fields.plateColor = read.plateColor;
  for (const name of ['vehicleType', 'ownerName', 'registerDate'] as const) {
    const value = read[name]?.trim();
    if (value) fields[name] = value.slice(0, 60);
  }
  const vin = read.vin?.trim().toUpperCase();
  if (vin && /^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) fields.vin = vin;
  for (const name of ['totalWeightKg', 'approvedLoadKg', 'lengthMm'] as const) {
    const value = firstNumber(read[name]);
    if (value !== undefined && value > 0 && value < 1_000_000) fields[name] = value;
  }
  return { recognized: Object.keys(fields).length > 0, fields };
}

/** The application a card was issued for (tests). */
export const orderOfCard = (deps: AppDeps, userId: number, card: CardRow) => (card.orderId ? orderOf(deps.db, userId, card.orderId) : null);
