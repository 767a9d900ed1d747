import type { z } from 'zod';
import { endpoints, type EtcCard, type EtcToll } from '@/lib/contract';
import { appUser, envelope, type Sent } from '../../lib/support';

/**
 * A fake app server for the ETC card and bill screens. Bodies and queries are checked against the
 * contract (lib/contract/etc.ts) and answered 422 when they do not fit, as the real server would;
 * answers are parsed by the client with the same contract. State moves as the real one's: a
 * safety code answers a one-use ticket, binding adds a card, activation takes only the issued pair.
 */

export const APP = '/app/api/';
export const SAFETY_CODE = '246810';
export const CARD_NO = '35011234567890123456';
export const OBU_NO = '1A2B3C4D5E6F7081';

export function etcCard(overrides: Partial<EtcCard> = {}): EtcCard {
  return {
    id: 3,
    cardNo: CARD_NO,
    obuNo: OBU_NO,
    status: 'active',
    source: 'applied',
    plateNumber: '闽A36D88',
    plateColor: '2',
    vehicleClass: 4,
    orderId: 9,
    bankName: '兴业银行',
    bankCardLast4: '6789',
    issuedAt: '2026-11-10T02:00:00.000Z',
    activatedAt: '2026-11-12T02:00:00.000Z',
    unboundAt: null,
    monthTollFen: 15650,
    ...overrides,
  };
}

const station = (id: number, code: string, name: string, lat: number, lng: number) => ({ id, code, name, highway: '沈海高速', lat, lng });
export const FUZHOU = station(1, 'FJ-FZN', '福州南收费站', 25.99, 119.38);
export const QUANZHOU = station(2, 'FJ-QZ', '泉州收费站', 24.93, 118.6);

/** A toll of `month` (YYYY-MM), on day `day` in China time. */
export function toll(month: string, overrides: Partial<EtcToll> = {}, day = '05'): EtcToll {
  return {
    id: 51,
    issuerTxnId: 'TXN-0051',
    etcCardId: 3,
    cardNo: CARD_NO,
    plateNumber: '闽A36D88',
    vehicleClass: 4,
    entryStation: FUZHOU,
    exitStation: QUANZHOU,
    entryAt: `${month}-${day}T08:10:00+08:00`,
    exitAt: `${month}-${day}T09:52:00+08:00`,
    distanceM: 156_400,
    amountFen: 15_640,
    status: 'withheld',
    waybillId: 77,
    waybillNo: 'YD20261105000077',
    withheldAt: `${month}-${day}T09:53:00+08:00`,
    ...overrides,
  };
}

type Refusal = { status: number; msg: string; error?: string; params?: Record<string, string | number> };
const refused = ({ status, ...rest }: Refusal) => envelope(null, { code: String(status), status, ...rest });
const page = <T>(records: T[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });

const e = endpoints.etc;
const CALLS: Record<string, { body?: z.ZodType; query?: z.ZodType }> = Object.fromEntries(Object.values(e).map((call) => [call.path, { body: call.body, query: call.query }]));

export interface CardServer {
  cards: EtcCard[];
  tolls: EtcToll[];
  tickets: Map<string, string>;
  answer: (sent: Sent) => Response;
}

export function cardServer(init: Partial<Pick<CardServer, 'cards' | 'tolls'>> = {}): CardServer {
  const server: CardServer = {
    cards: [],
    tolls: [],
    tickets: new Map(),
    ...init,
    answer: (sent) => {
      const url = new URL(sent.url);
      if (!url.pathname.startsWith(APP)) return refused({ status: 404, msg: 'not here' });
      const call = url.pathname.slice(APP.length - 1);
      if (call === '/user/info') return envelope(appUser({ mobile: '13800000001' }));
      const schemas = CALLS[call];
      if (!schemas) return refused({ status: 404, msg: `no call ${call}` });
      const checked = sent.method === 'GET' ? schemas.query?.safeParse(Object.fromEntries(url.searchParams)) : schemas.body?.safeParse(sent.body);
      if (checked && !checked.success) return refused({ status: 422, msg: `does not fit the contract: ${checked.error.message}` });
      const input = (checked?.data ?? {}) as Record<string, never>;
      const cardOf = (id: unknown) => server.cards.find((card) => card.id === Number(id));

      switch (call) {
        case '/etc/cards':
          return envelope(server.cards.filter((card) => input.includeUnbound === '1' || card.status !== 'unbound'));
        case '/etc/cards/info': {
          const card = cardOf(input.etcCardId);
          return card ? envelope(card) : refused({ status: 404, msg: 'no card', error: 'etc.cardNotFound' });
        }
        case '/etc/safety/sendCode':
          return envelope({ resendAfter: 60, expiresIn: 300, mobileMasked: '138****0001' });
        case '/etc/safety/check': {
          if (input.smsCode !== SAFETY_CODE) return refused({ status: 400, msg: 'wrong code', error: 'sms.wrongCode', params: { triesLeft: 4 } });
          const ticket = `ticket-${input.purpose}-${server.tickets.size + 1}-0123456789`;
          server.tickets.set(ticket, input.purpose);
          return envelope({ ticket, purpose: input.purpose, expiresIn: 300 });
        }
        case '/etc/cards/bind': {
          const body = input as unknown as { cardNo: string; plateNumber: string; plateColor: string; safetyTicket: string };
          if (server.tickets.get(body.safetyTicket) !== 'bindCard') return refused({ status: 403, msg: 'ticket', error: 'etc.safetyTicketInvalid' });
          server.tickets.delete(body.safetyTicket);
          const card = etcCard({ id: 4, cardNo: body.cardNo, plateNumber: body.plateNumber, plateColor: body.plateColor, source: 'bound', bankName: null, bankCardLast4: null, orderId: null, monthTollFen: 0 });
          server.cards.push(card);
          return envelope(card);
        }
        case '/etc/cards/unbind': {
          const body = input as unknown as { etcCardId: number; safetyTicket: string };
          if (server.tickets.get(body.safetyTicket) !== 'unbindCard') return refused({ status: 403, msg: 'ticket', error: 'etc.safetyTicketInvalid' });
          server.tickets.delete(body.safetyTicket);
          const card = cardOf(body.etcCardId)!;
          Object.assign(card, { status: 'unbound', unboundAt: '2026-11-26T02:00:00.000Z' });
          return envelope(card);
        }
        case '/etc/cards/activate': {
          const body = input as unknown as { cardNo: string; obuNo: string; etcCardId?: number };
          const card = server.cards.find((each) => each.status === 'issued' && (body.etcCardId === undefined || each.id === body.etcCardId));
          if (!card || card.cardNo !== body.cardNo || card.obuNo !== body.obuNo) return refused({ status: 409, msg: 'mismatch', error: 'etc.activationMismatch' });
          Object.assign(card, { status: 'active', activatedAt: '2026-11-26T02:00:00.000Z' });
          return envelope(card);
        }
        case '/etc/bills': {
          const mine = server.tolls.filter((each) => each.exitAt.startsWith(input.month) && (!input.etcCardId || each.etcCardId === input.etcCardId));
          return envelope({ ...page(mine), month: input.month, totalFen: mine.reduce((sum, each) => sum + each.amountFen, 0), count: mine.length });
        }
        case '/etc/bills/months': {
          const byMonth = new Map<string, { month: string; totalFen: number; count: number }>();
          for (const each of server.tolls.filter((one) => !input.etcCardId || one.etcCardId === input.etcCardId)) {
            const month = each.exitAt.slice(0, 7);
            const row = byMonth.get(month) ?? { month, totalFen: 0, count: 0 };
            byMonth.set(month, { month, totalFen: row.totalFen + each.amountFen, count: row.count + 1 });
          }
          return envelope({ months: [...byMonth.values()].sort((a, b) => b.month.localeCompare(a.month)) });
        }
        case '/etc/bills/detail': {
          const found = server.tolls.find((each) => each.id === Number(input.tollId));
          if (!found) return refused({ status: 404, msg: 'no toll', error: 'etc.tollNotFound' });
          return envelope({ ...found, rateFenPerKm: 100, route: [{ lat: FUZHOU.lat, lng: FUZHOU.lng, at: found.entryAt }, { lat: QUANZHOU.lat, lng: QUANZHOU.lng, at: found.exitAt }] });
        }
        case '/etc/waybillTolls': {
          const mine = server.tolls.filter((each) => each.waybillId === Number(input.waybillId));
          const tollsFen = mine.reduce((sum, each) => sum + each.amountFen, 0);
          return envelope({ waybillId: Number(input.waybillId), freightFen: 320_000, tollsFen, netFen: 320_000 - tollsFen, tolls: mine });
        }
        default:
          return refused({ status: 404, msg: `not faked: ${call}` });
      }
    },
  };
  return server;
}

/** The calls sent to `path` (after /app/api), optionally of one method. */
export function callsTo(sent: Sent[], path: string, method?: string): Sent[] {
  return sent.filter((each) => new URL(each.url).pathname === `/app/api${path}` && (!method || each.method === method));
}
