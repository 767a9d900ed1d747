/**
 * Test support for the toll suites (not a test itself): a card on the issuer's and the platform's
 * side written directly (the application flow is tested in etc.test.ts), a drive through toll
 * stations posted as the driver's tracked positions, and the issuer's toll notifications caught
 * instead of delivered, so a test can deliver them in any order, any number of times.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SERVICE_PREFIX, endpoints, ETC_SIGNATURE_HEADER } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { FUJIAN_STATIONS } from '../../providers/maps/stations.data';
import { distanceMetres } from '../../providers/maps/maps.provider';
import type { EtcNotification, LocalEtcIssuer } from '../../providers/etc/local';
import { now, nowDate } from '../clock';
import { ensureWallet } from '../money/money.ledger';
import { bankCards } from '../money/money.table';
import type { Session } from '../goods/goods.testing';
import { call } from '../testing';
import { send } from '../tracking/tracking.testing';
import { inArray } from 'drizzle-orm';
import { stations } from '../goods/goods.table';
import { etcCards, etcContracts, etcTollTransactions } from './etc.table';

export const station = (code: string) => {
  const found = FUJIAN_STATIONS.find((s) => s.code === code);
  if (!found) throw new Error(`no station ${code}`);
  return found;
};
/** 福州南 → 福清 on the G15 (about 27.9 km), and 莆田 → 泉州 further south. */
export const FZN = station('FJ-G15-FZN');
export const FQ = station('FJ-G15-FQ');
export const PT = station('FJ-G15-PT');
export const QZ = station('FJ-G15-QZ');

export const issuerOf = (deps: AppDeps) => deps.providers.etcIssuer as LocalEtcIssuer;

export interface TestCard {
  cardId: number;
  cardNo: string;
  obuNo: string;
  contractId: number;
}

/**
 * An ETC card for `plate` held by `holder`: at the issuer (issued or active) and on the platform
 * (bound, with a signed withholding contract on a bank card ending in `last4`; 4444: the bank
 * refuses to withhold).
 */
export async function cardFor(
  deps: AppDeps,
  holder: Session,
  plateNumber: string,
  { vehicleClass = 3, state = 'active', last4 = '1234' }: { vehicleClass?: number; state?: 'issued' | 'active'; last4?: string } = {},
): Promise<TestCard> {
  const issued = await issuerOf(deps).issueExternalCard({ plateNumber, plateColor: '2', vehicleClass }, state);
  if (!issued) throw new Error(`the issuer refused a card for ${plateNumber}`);
  const at = nowDate();
  const wallet = await ensureWallet(deps.db, 'personal', holder.userId);
  const [bankCard] = await deps.db
    .insert(bankCards)
    .values({
      accountId: wallet.id,
      addedBy: holder.userId,
      kind: 'personal',
      numberCipher: 'test',
      numberHash: randomBytes(16).toString('hex'),
      last4,
      bankName: '中国工商银行',
      holderName: '张三',
      verificationId: randomBytes(8).toString('hex'),
      status: 'verified',
      createdAt: at,
      verifiedAt: at,
    })
    .returning({ id: bankCards.id });
  const [contract] = await deps.db
    .insert(etcContracts)
    .values({
      userId: holder.userId,
      bankCardId: bankCard.id,
      channelCode: 'ICBC',
      bankName: '中国工商银行',
      cardLast4: last4,
      holderName: '张三',
      status: 'signed',
      agreementVersion: 'test',
      contractNo: `TEST${randomInt(1e9, 1e10)}${randomBytes(3).toString('hex')}`,
      createdAt: at,
      verifiedAt: at,
      signedAt: at,
    })
    .returning({ id: etcContracts.id });
  const [card] = await deps.db
    .insert(etcCards)
    .values({
      userId: holder.userId,
      source: 'bound',
      cardNo: issued.cardNo,
      obuNo: issued.obuNo,
      plateNumber,
      plateColor: '2',
      vehicleClass,
      contractId: contract.id,
      status: state,
      issuedAt: at,
      activatedAt: state === 'active' ? at : null,
      createdAt: at,
    })
    .returning({ id: etcCards.id });
  return { cardId: card.id, cardNo: issued.cardNo, obuNo: issued.obuNo, contractId: contract.id };
}

/**
 * Fixes about every `stepM` metres along straight lines through `via` (a lead-in of 2 km before
 * the first and a lead-out of 2 km after the last), one a minute, ending `endMinutesAgo` before
 * the clock's now: what the driver's phone sends.
 */
export function drivePoints(via: { lat: number; lng: number }[], { stepM = 1000, endMinutesAgo = 1 } = {}) {
  const extend = (from: { lat: number; lng: number }, to: { lat: number; lng: number }, metres: number) => {
    const k = metres / distanceMetres(from, to);
    return { lat: to.lat + (to.lat - from.lat) * k, lng: to.lng + (to.lng - from.lng) * k };
  };
  const legs = [extend(via[1], via[0], 2000), ...via, extend(via.at(-2)!, via.at(-1)!, 2000)];
  const fixes: { lat: number; lng: number }[] = [];
  for (let leg = 0; leg + 1 < legs.length; leg += 1) {
    const a = legs[leg];
    const b = legs[leg + 1];
    const n = Math.max(1, Math.round(distanceMetres(a, b) / stepM));
    for (let i = 0; i < n; i += 1) fixes.push({ lat: a.lat + ((b.lat - a.lat) * i) / n, lng: a.lng + ((b.lng - a.lng) * i) / n });
  }
  fixes.push(legs.at(-1)!);
  const end = now() - endMinutesAgo * 60_000;
  return fixes.map((p, i) => ({ ...p, at: new Date(end - (fixes.length - 1 - i) * 60_000).toISOString(), speed: 16.7, accuracy: 10 }));
}

/** Posts the points as the driver in batches of at most 200 (the phone's queue). */
export async function postDrive(app: FastifyInstance, driver: Session, waybillId: number, points: unknown[]) {
  for (let i = 0; i < points.length; i += 200) {
    const sent = await send(app, driver, waybillId, points.slice(i, i + 200));
    if (sent.status !== 200) throw new Error(sent.text);
  }
}

/** Catches the issuer's notifications instead of delivering them (acknowledged, so nothing is retried). */
export function catchNotifications(deps: AppDeps) {
  const caught: { body: EtcNotification; signature: string }[] = [];
  issuerOf(deps).useDelivery(async (_url, body, headers) => {
    caught.push({ body, signature: headers[ETC_SIGNATURE_HEADER] });
    return { status: 200, body: '{"code":"SUCCESS","message":"OK"}' };
  });
  return caught;
}

/** Delivers one caught notification to the platform's notify route, as the issuer does. */
export function deliver(app: FastifyInstance, n: { body: unknown; signature: string }) {
  return call(app, endpoints.etc.issuerNotify, { body: n.body, headers: { [ETC_SIGNATURE_HEADER]: n.signature } });
}

export const NOTIFY_URL = SERVICE_PREFIX.app + endpoints.etc.issuerNotify.path;

/**
 * A toll of `holder` written directly (authorization matrix, fuzz): on a fresh active card of
 * theirs for `plateNumber`, 福州南 → 福清 an hour ago, recorded (not withheld), on `waybillId` if given.
 */
export async function tollOf(deps: AppDeps, holder: Session, plateNumber: string, waybillId: number | null = null) {
  const card = await cardFor(deps, holder, plateNumber);
  const rows = await deps.db.select().from(stations).where(inArray(stations.code, [FZN.code, FQ.code]));
  const id = (code: string) => rows.find((r) => r.code === code)!.id;
  const exitAt = new Date(now() - 60 * 60_000);
  const [toll] = await deps.db
    .insert(etcTollTransactions)
    .values({
      issuerTxnId: `TTEST${randomBytes(12).toString('hex')}`,
      cardId: card.cardId,
      userId: holder.userId,
      plateNumber,
      vehicleClass: 3,
      entryStationId: id(FZN.code),
      exitStationId: id(FQ.code),
      entryAt: new Date(exitAt.getTime() - 25 * 60_000),
      exitAt,
      distanceM: 27_809,
      rateFenPerKm: 130,
      amountFen: 3434,
      waybillId,
      status: 'recorded',
      notifyId: `test-${randomBytes(8).toString('hex')}`,
      createdAt: nowDate(),
    })
    .returning({ id: etcTollTransactions.id });
  return { tollId: toll.id, etcCardId: card.cardId };
}
