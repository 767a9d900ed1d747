import { mutate } from 'swr';
import type { z } from 'zod';
import { endpoints, ETC_AGREEMENT_VERSION, type DataOf, type EtcOrderStatus } from '../contract';
import { request, useApi, type Intent } from '../http';

/**
 * ETC applications (lib/contract/etc.ts, docs/etc.md): the plate check, the application kept as
 * a draft on the server (createOrder, then updateOrder part by part, then submit), the licence
 * photo's OCR, the withholding banks and the three-step contract, the timeline and cancelling.
 * Cards, bills and tolls are in ./etcBills.ts. Every change takes the screen's intention (one
 * Idempotency-Key per tap); after a change the cached ETC reads are read again.
 */

const e = endpoints.etc;

export type EtcOrderInfo = DataOf<typeof e.orderQuery>;
export type EtcIssueCheckInfo = DataOf<typeof e.etcCheckIssue>;
export type EtcSignChannelInfo = DataOf<typeof e.signChannel>['channels'][number];
export type EtcContractInfo = DataOf<typeof e.signVerify>;
export type EtcOcrInfo = DataOf<typeof e.ocr>;
export type EtcVehicleRequest = z.input<NonNullable<typeof e.createOrder.body>>['vehicle'];
export type EtcOrderChange = Omit<z.input<NonNullable<typeof e.updateOrder.body>>, 'orderId' | 'submit'>;

/** How often the timeline is read again while the issuer is working on the application. */
export const ETC_PROGRESS_REFRESH_MS = 5_000;
/** The states where the issuer moves the application next (the timeline screen keeps reading). */
const ISSUER_MOVES: readonly EtcOrderStatus[] = ['submitted', 'reviewing', 'approved', 'issued', 'shipped', 'readyForPickup'];

/** Every cached ETC read (applications, contracts, channels, cards, bills). */
export function refreshEtc() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/app/api/etc/'));
}

async function changed<T>(result: Promise<T>): Promise<T> {
  const value = await result;
  await refreshEtc();
  return value;
}

// ---- reads -------------------------------------------------------------------------------

/** One application of the caller with its timeline; `watch` reads it again while the issuer has the next move. */
export function useEtcOrder(orderId: number | null, { watch = false }: { watch?: boolean } = {}) {
  const { data, error, mutate: revalidate } = useApi(e.orderQuery, orderId ? { query: { orderId } } : null, {
    refreshInterval: (latest) => (watch && latest && ISSUER_MOVES.includes(latest.status) ? ETC_PROGRESS_REFRESH_MS : 0),
  });
  return { order: data, error, mutate: revalidate };
}

/** The caller's applications, newest first (the first page: a person has a handful); `watch` as useEtcOrder's. */
export function useMyEtcOrders({ watch = false }: { watch?: boolean } = {}) {
  const { data, error, mutate: revalidate } = useApi(e.myOrders, { query: { current: 1, size: 20, scope: 'all' } }, {
    refreshInterval: (latest) => (watch && latest?.records.some((order) => ISSUER_MOVES.includes(order.status)) ? ETC_PROGRESS_REFRESH_MS : 0),
  });
  return { orders: data?.records, error, mutate: revalidate };
}

/** May this plate (or the caller's certified vehicle) get a card; null reads nothing. */
export function checkEtcIssue(query: { vehicleId: number } | { plateNumber: string; plateColor: '1' | '2' | '93' }) {
  return request(e.etcCheckIssue, { query });
}

/** The banks that can sign a withholding contract, each with the caller's verified cards of that bank. */
export function useSignChannels() {
  const { data, error, mutate: revalidate } = useApi(e.signChannel, {});
  return { channels: data?.channels, error, mutate: revalidate };
}

/** One withholding contract of the caller; null reads nothing. */
export function useEtcContract(contractId: number | null) {
  const { data, error, mutate: revalidate } = useApi(e.contractInfo, contractId ? { query: { contractId } } : null);
  return { contract: data, error, mutate: revalidate };
}

// ---- the application -----------------------------------------------------------------------

/** Reads an uploaded vehicle licence photo (front or back); unread fields are absent. */
export function readVehicleLicense(fileId: string, side: 'front' | 'back') {
  return request(e.ocr, { body: { fileId, side } });
}

/** Starts an application (a draft on the server) for a vehicle; one live application or card per plate. */
export function createEtcOrder(vehicle: EtcVehicleRequest, intent?: Intent) {
  return changed(request(e.createOrder, { body: { vehicle }, intent }));
}

/** Changes parts of a draft or rejected application. */
export function updateEtcOrder(orderId: number, change: EtcOrderChange, intent?: Intent) {
  return changed(request(e.updateOrder, { body: { orderId, ...change }, intent }));
}

/** Sends the application to the issuer (a rejected one: resubmits it); a missing part is refused. */
export function submitEtcOrder(orderId: number, intent?: Intent) {
  return changed(request(e.updateOrder, { body: { orderId, submit: true }, intent }));
}

/** Cancels an application before its card is issued: the plate and the contract are released. */
export function cancelEtcOrder(orderId: number, reason?: string, intent?: Intent) {
  return changed(request(e.cancelOrder, { body: reason ? { orderId, reason } : { orderId }, intent }));
}

// ---- the withholding contract ---------------------------------------------------------------

/** Step 1: a verified card of the chosen bank; the bank texts a code to the card's reserved mobile. */
export function startEtcContract(channelCode: string, bankCardId: number, orderId: number | undefined, intent?: Intent) {
  return changed(request(e.signStart, { body: { channelCode, bankCardId, ...(orderId ? { orderId } : {}) }, intent }));
}

/** Step 2: the bank's SMS code. */
export function verifyEtcContract(contractId: number, smsCode: string, intent?: Intent) {
  return changed(request(e.signVerify, { body: { contractId, smsCode }, intent }));
}

/** Step 3: the agreement accepted; the contract is signed. */
export function confirmEtcContract(contractId: number, intent?: Intent) {
  return changed(request(e.signConfirm, { body: { contractId, agreementAccepted: true, agreementVersion: ETC_AGREEMENT_VERSION }, intent }));
}
