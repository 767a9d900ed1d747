import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import { endpoints, type DataOf, type Page } from '../contract';
import { ApiError, serverErrorText } from '../http/errors';
import { apiKey, apiUrl, request, useApi, type Intent } from '../http';
import { refreshWaybills } from './waybill';

/**
 * Money (lib/contract/money.ts): wallets and their bank sub-accounts, bank cards, cash-out,
 * payments through the gateway, a waybill's freight held until the cargo owner settles, and the
 * fund records. Amounts are integer fen. The calls that move money take an idempotency key
 * (`newIdempotencyKey`), which the screen keeps for one attempt and sends again when it retries
 * the same attempt (see components/money/useAttempt.ts). After a change the cached money reads
 * are read again.
 */

const m = endpoints.money;
const NO_ARGS = {};
const FUND_PAGE_SIZE = 20;
/** How often a cash-out on its way to the bank is read again (until paid or failed). */
export const WITHDRAWAL_REFRESH_MS = 5_000;
/** How often a gateway payment is asked about after the gateway returned (until paid or closed)... */
export const PAYMENT_POLL_MS = 2_000;
/** ...for at most this long; then the screen says it is still waiting and offers a refresh. */
export const PAYMENT_POLL_LIMIT_MS = 60_000;
const WITHDRAWAL_ENDED = ['paid', 'failed'] as const;

export type WalletAccountInfo = DataOf<typeof m.creatBankCount>;
export type MerchantSettlementInfo = NonNullable<DataOf<typeof m.merchantSettlement>['settlement']>;
export type BankCardInfo = DataOf<typeof m.personalBankCardVerify>;
export type CardStartedInfo = DataOf<typeof m.personalBankCard>;
export type BankNameInfo = DataOf<typeof m.selectBankNameByBankNumber>;
export type MsgCodeSentInfo = DataOf<typeof m.getMsgCode>;
export type WithdrawalInfo = DataOf<typeof m.withdrawalDetail>;
export type PaymentInfo = DataOf<typeof m.paymentStatus>;
export type FreightPaymentInfo = DataOf<typeof m.freightPayment>;
export type FundRecordInfo = DataOf<typeof m.fundRecord>['records'][number];
export type FundSummaryInfo = DataOf<typeof m.fundSummary>;
export type FundSummaryDays = 7 | 30 | 90;
type Body<K extends keyof typeof m> = z.input<NonNullable<(typeof m)[K]['body']>>;
export type MerchantSettlementRequest = Body<'creat00Count'>;
export type PersonalCardRequest = Body<'personalBankCard'>;
export type EnterpriseCardRequest = Body<'enterpriseBankCard'>;
export type WithdrawalRequest = Body<'withdrawalFromAccount'>;
export type StartPayRequest = Body<'startPay'>;

/** Every cached money read (wallets, cards, cash-outs, payments, freight, fund summaries). */
export function refreshMoney() {
  return mutate(
    (key) =>
      Array.isArray(key) &&
      typeof key[0] === 'string' &&
      /\/logistics\/api\/(accountInquiry|merchantSettlement|bankCardList|withdrawal|payment\/|freightPayment|fundSummary)/.test(key[0]),
  );
}

export { isUnanswered, newIdempotencyKey } from '../http/retry';

// ---- reads -------------------------------------------------------------------------------

/** The caller's wallets: personal, the enterprises they manage, their merchant; available and frozen fen. */
export function useWallets() {
  const { data, error, mutate: revalidate } = useApi(m.accountInquiry, NO_ARGS);
  return { accounts: data?.accounts, error, mutate: revalidate };
}

/** The caller's merchant settlement side (null when they have none). */
export function useMerchantSettlement() {
  const { data, error, mutate: revalidate } = useApi(m.merchantSettlement, NO_ARGS);
  return { settlement: data === undefined ? undefined : data.settlement, error, mutate: revalidate };
}

/** Cards of one wallet (or of all the caller's wallets when `accountId` is undefined); null reads nothing. */
export function useBankCards(accountId: number | null | undefined) {
  const { data, error, mutate: revalidate } = useApi(m.bankCardList, accountId === null ? null : { query: { accountId } });
  return { cards: data, error, mutate: revalidate };
}

/** The bank and card type of a card number (6+ digits; fewer reads nothing). A 404 means the BIN is unknown. */
export function useBankName(digits: string) {
  const { data, error, isLoading } = useApi(m.selectBankNameByBankNumber, digits.length >= 6 ? { params: { n: digits } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const unknown = error instanceof ApiError && (error.status === 404 || error.envelopeCode === '404');
  return { bank: error ? undefined : data, unknown, error: unknown ? undefined : error, looking: isLoading };
}

/** The caller's latest cash-outs (newest first), e.g. the wallet's three most recent. */
export function useRecentWithdrawals(size: number, accountId?: number) {
  const { data, error, mutate: revalidate } = useApi(m.withdrawalList, { query: { current: 1, size, accountId } });
  return { withdrawals: data?.records, error, mutate: revalidate };
}

/** One cash-out with its timeline, read again every 5 s until it is paid or failed. */
export function useWithdrawal(id: number | null) {
  const { data, error, mutate: revalidate } = useApi(m.withdrawalDetail, id ? { params: { id } } : null, {
    refreshInterval: (latest) => (latest && (WITHDRAWAL_ENDED as readonly string[]).includes(latest.status) ? 0 : WITHDRAWAL_REFRESH_MS),
  });
  return { withdrawal: data, error, mutate: revalidate };
}

/** A gateway payment, asked about every 2 s while `polling` and it is not yet paid or closed. */
export function usePayment(id: string | null, polling: boolean) {
  const { data, error, mutate: revalidate, isValidating } = useApi(m.paymentStatus, id ? { params: { id } } : null, {
    refreshInterval: (latest) => (polling && (!latest || latest.status === 'created') ? PAYMENT_POLL_MS : 0),
    revalidateOnFocus: false,
  });
  return { payment: data, error, refresh: revalidate, refreshing: isValidating };
}

/** A waybill's freight on the platform and what the caller may do with it (pay, settle). */
export function useFreightPayment(waybillId: number | null, { quiet = false }: { quiet?: boolean } = {}) {
  const { data, error, mutate: revalidate } = useApi(m.freightPayment, waybillId ? { params: { id: waybillId } } : null, {
    // An entrance on another screen: a refusal (not the caller's, not payable yet) just hides it.
    shouldRetryOnError: !quiet,
  });
  return { freight: data, error, mutate: revalidate };
}

/** Fund records of a wallet (the personal one when `accountId` is undefined), page by page for PagedList. */
export function useFundRecords(accountId: number | undefined) {
  return useSWRInfinite<Page<FundRecordInfo>>(
    (index: number, previous: Page<FundRecordInfo> | null) => {
      if (previous && previous.current >= previous.pages) return null;
      return apiKey(m.fundRecord, { query: { accountId, current: index + 1, size: FUND_PAGE_SIZE } });
    },
    ([, args]: readonly [string, { query: { accountId?: number; current: number; size: number } }]) => request(m.fundRecord, args),
  );
}

/** Income and spending per day over the last 7, 30 or 90 days, for the chart. */
export function useFundSummary(accountId: number | undefined, days: FundSummaryDays) {
  const { data, error, mutate: revalidate } = useApi(m.fundSummary, { query: { accountId, days } });
  return { summary: data, error, mutate: revalidate };
}

// ---- verbs -------------------------------------------------------------------------------

/** Opens the bank sub-account of the personal wallet or of an enterprise the caller manages; answers the bank's answer. */
export async function openBankAccount(body: Body<'creatBankCount'>, intent?: Intent) {
  const account = await request(m.creatBankCount, { intent, body });
  await refreshMoney();
  return account;
}

/** Closes a wallet's bank sub-account (nothing may be available or frozen; its cards are unbound). */
export async function closeBankAccount(accountId: number, intent?: Intent) {
  const account = await request(m.cleanBankCount, { intent, body: { accountId } });
  await refreshMoney();
  return account;
}

/** Registers the caller's merchant settlement side and opens the merchant's sub-account. */
export async function registerMerchant(body: MerchantSettlementRequest, intent?: Intent) {
  const settlement = await request(m.creat00Count, { intent, body });
  await refreshMoney();
  return settlement;
}

/** Starts adding a personal debit card: the bank texts a code to the card's reserved mobile. */
export function addPersonalCard(body: PersonalCardRequest, intent?: Intent) {
  return request(m.personalBankCard, { intent, body });
}

/** Confirms a personal card with the bank's code. */
export async function verifyPersonalCard(cardId: number, smsCode: string, intent?: Intent) {
  const card = await request(m.personalBankCardVerify, { intent, body: { cardId, smsCode } });
  await refreshMoney();
  return card;
}

/** Starts adding a corporate account: the bank deposits a small amount into it. */
export function addEnterpriseCard(body: EnterpriseCardRequest, intent?: Intent) {
  return request(m.enterpriseBankCard, { intent, body });
}

/** Confirms a corporate account with the small amount (fen) the bank deposited. */
export async function verifyEnterpriseCard(cardId: number, amountFen: number, intent?: Intent) {
  const card = await request(m.enterpriseBankCardVerify, { intent, body: { cardId, amountFen } });
  await refreshMoney();
  return card;
}

/** Unbinds a card (refused while a cash-out to it is on its way). */
export async function unbindBankCard(cardId: number, intent?: Intent) {
  const card = await request(m.unBindBankCard, { intent, body: { cardId } });
  await refreshMoney();
  return card;
}

/** Texts a cash-out confirmation code to the caller's own mobile. */
export function sendWithdrawCode(): Promise<MsgCodeSentInfo> {
  return request(m.getMsgCode, { body: { purpose: 'withdraw' } });
}

/** Cashes out to a verified card: the amount is held and sent to the bank. */
export async function withdraw(body: WithdrawalRequest, idempotencyKey: string) {
  const withdrawal = await request(m.withdrawalFromAccount, { body, idempotencyKey });
  await refreshMoney();
  return withdrawal;
}

/** Starts a gateway payment (a top-up, or the part of a freight the wallet cannot cover). */
export function startPayment(body: StartPayRequest, idempotencyKey: string): Promise<PaymentInfo> {
  return request(m.startPay, { body, idempotencyKey });
}

/** Where the browser pays a gateway payment: its `payUrl` is a path on the API server, resolved against the service's base URL. */
export function gatewayPageUrl(payment: Pick<PaymentInfo, 'payUrl'>): string {
  return apiUrl(payment.payUrl);
}

/** CARGO OWNERS: pays a waybill's freight from the wallet; it is held until settlement. */
export async function payFreight(waybillId: number, idempotencyKey: string) {
  const freight = await request(m.payFreight, { params: { id: waybillId }, idempotencyKey });
  await refreshMoney();
  return freight;
}

/** CARGO OWNERS: confirms an unloaded waybill; its held freight goes to the payee and the waybill is settled. */
export async function settleFreight(waybillId: number, idempotencyKey: string) {
  const freight = await request(m.ownerSettlement, { body: { waybillId }, idempotencyKey });
  await Promise.all([refreshMoney(), refreshWaybills()]);
  return freight;
}

/** Why the bank refused a wallet's sub-account, in the person's language ('' when it did not say). */
export function bankRefusalText(account: Pick<WalletAccountInfo, 'bankError' | 'bankMessage'>): string {
  return serverErrorText(account.bankError, undefined, account.bankMessage ?? '');
}

/** Why the bank returned a cash-out, in the person's language, or null when it did not say. */
export function cashOutFailureText(withdrawal: Pick<WithdrawalInfo, 'failureError' | 'failureReason'>): string | null {
  return withdrawal.failureReason === null ? null : serverErrorText(withdrawal.failureError, undefined, withdrawal.failureReason);
}
