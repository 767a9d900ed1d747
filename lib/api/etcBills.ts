import useSWRInfinite from 'swr/infinite';
import { endpoints, type DataOf, type Page, type ETC_READ_METHODS, type ETC_SAFETY_PURPOSES, type EtcPlateColor } from '../contract';
import { apiKey, request, useApi, type Intent } from '../http';
import { refreshEtc } from './etc';

/**
 * ETC cards and bills (lib/contract/etc.ts, docs/etc.md): the caller's cards, binding an existing
 * card and unbinding one after the SMS safety check, activating an issued card with the numbers
 * read from card and OBU, the tolls of a month with its total, one toll with its route, and a
 * waybill's tolls and net. Every change takes the screen's intention (one Idempotency-Key per tap).
 * The application calls (createOrder … orderQuery) are in lib/api/etc.ts.
 */

const e = endpoints.etc;
const BILL_PAGE_SIZE = 20;

export type EtcCardInfo = DataOf<typeof e.cardInfo>;
export type EtcTollInfo = DataOf<typeof e.bills>['records'][number];
/** A page of a month's tolls; every page also carries the month's total and count (optional only so a list can take it as a plain page). */
export type EtcBillPageInfo = Page<EtcTollInfo> & Partial<Pick<DataOf<typeof e.bills>, 'month' | 'totalFen' | 'count'>>;
export type EtcTollDetailInfo = DataOf<typeof e.billDetail>;
export type EtcWaybillTollsInfo = DataOf<typeof e.waybillTolls>;
export type EtcBillMonthInfo = DataOf<typeof e.billMonths>['months'][number];
export type EtcSafetyPurpose = (typeof ETC_SAFETY_PURPOSES)[number];
export type EtcReadMethod = (typeof ETC_READ_METHODS)[number];


// ---- cards --------------------------------------------------------------------------------------

/** The caller's cards (issued and active; unbound ones too with `includeUnbound`). */
export function useMyEtcCards({ includeUnbound = false }: { includeUnbound?: boolean } = {}) {
  const { data, error, mutate: revalidate } = useApi(e.myCards, { query: { includeUnbound: includeUnbound ? '1' : '0' } });
  return { cards: data, error, mutate: revalidate };
}

/** One card of the caller; null reads nothing. */
export function useEtcCard(etcCardId: number | null) {
  const { data, error, mutate: revalidate } = useApi(e.cardInfo, etcCardId ? { query: { etcCardId } } : null);
  return { card: data, error, mutate: revalidate };
}

/** Sends the SMS code of the safety check before binding or unbinding a card; answers when another may be sent and where it went. */
export function sendEtcSafetyCode(purpose: EtcSafetyPurpose, intent?: Intent) {
  return request(e.sendSafetyCode, { body: { purpose }, intent });
}

/** Checks the safety code: answers a one-use ticket for that change, good for a few minutes. */
export function checkEtcSafetyCode(purpose: EtcSafetyPurpose, smsCode: string, intent?: Intent) {
  return request(e.checkSafetyCode, { body: { purpose, smsCode }, intent });
}

/** Binds an existing card by its number and plate (checked with the issuer), with a bindCard ticket. */
export async function bindEtcCard(card: { cardNo: string; plateNumber: string; plateColor: EtcPlateColor; safetyTicket: string }, intent?: Intent) {
  const bound = await request(e.bindCard, { body: card, intent });
  await refreshEtc();
  return bound;
}

/** Takes a card off the platform with an unbindCard ticket (its tolls stay in the bills). */
export async function unbindEtcCard(etcCardId: number, safetyTicket: string, intent?: Intent) {
  const card = await request(e.unbindCard, { body: { etcCardId, safetyTicket }, intent });
  await refreshEtc();
  return card;
}

/** Activates an issued card with the card and OBU numbers read (or typed); only the issued pair is taken. */
export async function activateEtcCard(read: { cardNo: string; obuNo: string; method: EtcReadMethod; etcCardId?: number }, intent?: Intent) {
  const card = await request(e.activate, { body: read, intent });
  await refreshEtc();
  return card;
}

// ---- bills --------------------------------------------------------------------------------------

/**
 * The caller's tolls of `month` (YYYY-MM, China time), one card or all, newest first, page by
 * page; every page carries the month's total and count.
 */
export function useEtcBills(month: string, etcCardId: number | null) {
  return useSWRInfinite<EtcBillPageInfo>(
    (index: number, previous: EtcBillPageInfo | null) => {
      if (previous && previous.current >= previous.pages) return null;
      const query = { month, current: index + 1, size: BILL_PAGE_SIZE, ...(etcCardId ? { etcCardId } : {}) };
      return apiKey(e.bills, { query } as never);
    },
    ([, args]: readonly [string, object]) => request(e.bills, args as never) as Promise<EtcBillPageInfo>,
  );
}

/** The caller's last months of tolls with their totals, newest first (one card or all). */
export function useEtcBillMonths(etcCardId: number | null) {
  const { data, error, mutate: revalidate } = useApi(e.billMonths, { query: etcCardId ? { etcCardId } : {} });
  return { months: data?.months, error, mutate: revalidate };
}

/** One toll of the caller with the positions driven between its stations; null reads nothing. */
export function useEtcToll(tollId: number | null) {
  const { data, error, mutate: revalidate } = useApi(e.billDetail, tollId ? { query: { tollId } } : null);
  return { toll: data, error, mutate: revalidate };
}

/** A waybill's tolls, the freight and the trip's net (its driver or the truck's owner); null reads nothing. */
export function useWaybillTolls(waybillId: number | null) {
  const { data, error, mutate: revalidate } = useApi(e.waybillTolls, waybillId ? { query: { waybillId } } : null);
  return { tolls: data, error, mutate: revalidate };
}
