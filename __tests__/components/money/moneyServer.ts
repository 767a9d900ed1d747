import type { z } from 'zod';
import { endpoints, type BankCard, type WalletAccount, type Withdrawal } from '@/lib/contract';
import type { FreightPaymentInfo, FundRecordInfo, FundSummaryInfo, MerchantSettlementInfo, PaymentInfo } from '@/lib/api';
import { appUser, envelope, type Sent } from '../../lib/support';

/**
 * A fake logistics server for the money screens. It checks every request body against the
 * contract (lib/contract/money.ts) and answers 422 with zod's message when it does not fit, as the
 * real server would; its answers are parsed by the client with the same contract. State moves as
 * the real one does (opening, binding, cash-outs holding money, payments, freight).
 */

export const LOGISTICS = '/logistics/api/';
export const PERSONAL_ID = 1;
export const ENTERPRISE_ID = 2;
export const MERCHANT_ID = 3;
export const WAYBILL_ID = 42;
export const PAYMENT_ID = 'pay_Abcdefghijklmnop1234';
export const SMS_CODE = '123456';
/** The small deposit the fake bank made into corporate accounts. */
export const DEPOSIT_FEN = 35;

const m = endpoints.money;

export function wallet(overrides: Partial<WalletAccount> = {}): WalletAccount {
  return {
    id: PERSONAL_ID,
    holderKind: 'personal',
    holderName: '王师傅',
    enterpriseId: null,
    bankStatus: 'opened',
    subAccountNo: '6230****0001',
    bankMessage: null,
    availableFen: 123450,
    frozenFen: 20000,
    ...overrides,
  };
}

export function enterpriseWallet(overrides: Partial<WalletAccount> = {}): WalletAccount {
  return wallet({
    id: ENTERPRISE_ID,
    holderKind: 'enterprise',
    holderName: '福州顺达物流',
    enterpriseId: 8,
    subAccountNo: '6230****0002',
    availableFen: 500000,
    frozenFen: 0,
    ...overrides,
  });
}

export function bankCard(overrides: Partial<BankCard> = {}): BankCard {
  return {
    id: 11,
    accountId: PERSONAL_ID,
    kind: 'personal',
    bankName: '中国工商银行',
    bankCode: 'ICBC',
    cardTypeName: '借记卡',
    last4: '7890',
    holderName: '王师傅',
    status: 'verified',
    createdAt: '2026-11-20T02:00:00.000Z',
    verifiedAt: '2026-11-20T02:01:00.000Z',
    ...overrides,
  };
}

/** A returned cash-out as the server answers it: the bank's English hint and its code. */
const failureOf = (status: Withdrawal['status']) =>
  status === 'failed'
    ? { failureReason: 'The receiving account is frozen: the bank returned the money', failureError: 'bank.accountFrozen' }
    : { failureReason: null, failureError: null };

export function withdrawal(status: Withdrawal['status'], overrides: Partial<Withdrawal> = {}): Withdrawal {
  const steps: Withdrawal['status'][] = status === 'requested' ? ['requested'] : status === 'sentToBank' ? ['requested', 'sentToBank'] : ['requested', 'sentToBank', status];
  return {
    id: 9,
    accountId: PERSONAL_ID,
    amountFen: 8880,
    bankName: '中国工商银行',
    cardLast4: '7890',
    status,
    ...failureOf(status),
    createdAt: '2026-11-22T02:00:00.000Z',
    timeline: steps.map((step, index) => ({ status: step, at: `2026-11-22T02:0${index}:00.000Z`, note: null })),
    ...overrides,
  };
}

export function freightPayment(overrides: Partial<FreightPaymentInfo> = {}): FreightPaymentInfo {
  return {
    waybillId: WAYBILL_ID,
    freightFen: 350050,
    status: 'unpaid',
    waybillStatus: 'signed',
    route: '福州 → 厦门',
    plateNumber: '闽A12345',
    payeeName: '王师傅',
    paidAt: null,
    releasedAt: null,
    refundedAt: null,
    walletAvailableFen: 500000,
    canPay: true,
    canSettle: false,
    ...overrides,
  };
}

export function payment(status: PaymentInfo['status'], overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    id: PAYMENT_ID,
    purpose: 'freight',
    waybillId: WAYBILL_ID,
    amountFen: 250050,
    status,
    payUrl: `/logistics/api/pay/page/${PAYMENT_ID}`,
    createdAt: '2026-11-22T02:00:00.000Z',
    paidAt: status === 'paid' ? '2026-11-22T02:01:00.000Z' : null,
    ...overrides,
  };
}

export const page = <T>(records: T[], current = 1, pages = 1) => ({ records, total: records.length, size: 20, current, pages });

/** A refusal; `error`/`params`/`errors` as the real server sends them (the screen shows the catalogue's text). */
type Refusal = { status: number; msg: string; error?: string; params?: Record<string, string | number>; errors?: unknown };

export interface MoneyServer {
  accounts: WalletAccount[];
  cards: BankCard[];
  withdrawals: Withdrawal[];
  /** What each read of a cash-out answers next (the last one stays). */
  withdrawalStatuses: Withdrawal['status'][];
  /** What each read of the payment answers next (the last one stays). */
  paymentStatuses: PaymentInfo['status'][];
  freight: FreightPaymentInfo;
  settlement: MerchantSettlementInfo | null;
  fundPages: FundRecordInfo[][];
  summary: (days: number) => FundSummaryInfo;
  ownerStanding: unknown;
  /** What the bank answers to opening a sub-account (opened by default). */
  bankAnswer: Partial<WalletAccount> | null;
  /** Card number prefixes the BIN lookup knows. */
  bins: Record<string, { bankName: string; bankCode: string; cardType: string; cardTypeName: string }>;
  /** The next POST to these calls is refused with this answer (once). */
  refuse: Record<string, Refusal>;
  /** The next POST to these calls gets no answer a person can use (a 503), once. */
  unavailable: Set<string>;
  answer: (sent: Sent) => Response;
}

/** The calls of the contract by path, to check what was sent against their body schema. */
const POSTS: Record<string, z.ZodType | undefined> = {
  creatBankCount: m.creatBankCount.body,
  creat00Count: m.creat00Count.body,
  cleanBankCount: m.cleanBankCount.body,
  personalBankCard: m.personalBankCard.body,
  'personalBankCard/verify': m.personalBankCardVerify.body,
  enterpriseBankCard: m.enterpriseBankCard.body,
  'enterpriseBankCard/verify': m.enterpriseBankCardVerify.body,
  unBindBankCard: m.unBindBankCard.body,
  getMsgCode: m.getMsgCode.body,
  withdrawalFromAccount: m.withdrawalFromAccount.body,
  startPay: m.startPay.body,
  ownerSettlement: m.ownerSettlement.body,
};

const refused = ({ status, ...rest }: Refusal) => envelope(null, { code: String(status), status, ...rest });

export function moneyServer(init: Partial<Omit<MoneyServer, 'answer'>> = {}): MoneyServer {
  const server: MoneyServer = {
    accounts: [wallet()],
    cards: [bankCard()],
    withdrawals: [],
    withdrawalStatuses: ['requested'],
    paymentStatuses: ['created'],
    freight: freightPayment(),
    settlement: null,
    fundPages: [[]],
    summary: () => ({ days: [], totalIncomeFen: 0, totalSpendingFen: 0 }),
    ownerStanding: { realNameApproved: true, personal: null, enterprises: [] },
    bankAnswer: null,
    bins: { '622202': { bankName: '中国工商银行', bankCode: 'ICBC', cardType: 'DC', cardTypeName: '借记卡' } },
    refuse: {},
    unavailable: new Set(),
    ...init,
    answer: (sent) => {
      const url = new URL(sent.url);
      const path = url.pathname;
      if (path === '/app/api/user/info') return envelope(appUser());
      if (!path.startsWith(LOGISTICS)) return envelope(null, { code: '404', msg: 'not here', status: 404 });
      const call = path.slice(LOGISTICS.length);
      const query = url.searchParams;

      if (sent.method === 'POST') {
        const base = call.replace(/\/\d+$/, '');
        if (server.unavailable.delete(base)) return envelope(null, { code: '503', msg: '服务暂时不可用', status: 503 });
        if (server.refuse[base]) {
          const refusal = server.refuse[base];
          delete server.refuse[base];
          return refused(refusal);
        }
        const schema = POSTS[base];
        if (schema) {
          const checked = schema.safeParse(sent.body);
          if (!checked.success) return refused({ status: 422, msg: `body does not fit the contract: ${checked.error.message}` });
        }
      }
      const body = sent.body as Record<string, unknown>;
      const account = (id: unknown) => server.accounts.find((a) => a.id === id);

      switch (call) {
        case 'accountInquiry':
          return envelope({ accounts: server.accounts });
        case 'getOwnerAuthInfo':
          return envelope(server.ownerStanding);
        case 'creatBankCount': {
          let target = server.accounts.find((a) =>
            body.holderKind === 'personal' ? a.holderKind === 'personal' : a.holderKind === 'enterprise' && a.enterpriseId === body.enterpriseId,
          );
          if (!target) {
            target = body.holderKind === 'personal' ? wallet({ bankStatus: 'none', subAccountNo: null }) : enterpriseWallet({ enterpriseId: body.enterpriseId as number });
            server.accounts.push(target);
          }
          Object.assign(target, server.bankAnswer ?? { bankStatus: 'opened', subAccountNo: `6230****000${target.id}`, bankMessage: null });
          return envelope(target);
        }
        case 'cleanBankCount': {
          const target = account(body.accountId)!;
          Object.assign(target, { bankStatus: 'closed', subAccountNo: null });
          return envelope(target);
        }
        case 'merchantSettlement':
          return envelope({ settlement: server.settlement });
        case 'creat00Count': {
          const merchantAccount = wallet({ id: MERCHANT_ID, holderKind: 'merchant', holderName: body.merchantName as string, availableFen: 0, frozenFen: 0, subAccountNo: '6230****0003' });
          server.accounts.push(merchantAccount);
          server.settlement = {
            merchantName: body.merchantName as string,
            creditCodeMasked: '9135********100Y43',
            legalPersonName: body.legalPersonName as string,
            contactMobile: body.contactMobile as string,
            storeAddress: body.storeAddress as string,
            account: merchantAccount,
          };
          return envelope(server.settlement);
        }
        case 'bankCardList': {
          const accountId = query.get('accountId');
          return envelope(server.cards.filter((c) => !accountId || c.accountId === Number(accountId)));
        }
        case 'personalBankCard':
        case 'enterpriseBankCard': {
          const number = String(body.cardNumber).replace(/\s+/g, '');
          const enterprise = call === 'enterpriseBankCard';
          const card = bankCard({
            id: 20 + server.cards.length,
            accountId: body.accountId as number,
            kind: enterprise ? 'enterprise' : 'personal',
            bankName: enterprise ? (body.bankName as string) : '中国工商银行',
            cardTypeName: enterprise ? null : '借记卡',
            last4: number.slice(-4),
            status: 'verifying',
            verifiedAt: null,
          });
          server.cards.push(card);
          return envelope({ card, hint: enterprise ? '银行已向该账户转入一笔小额款项' : '验证码已发送至 138****8000' });
        }
        case 'personalBankCard/verify':
        case 'enterpriseBankCard/verify': {
          const card = server.cards.find((c) => c.id === body.cardId)!;
          const right = call === 'personalBankCard/verify' ? body.smsCode === SMS_CODE : body.amountFen === DEPOSIT_FEN;
          if (!right) return refused({ status: 400, msg: '验证信息不正确' });
          Object.assign(card, { status: 'verified', verifiedAt: '2026-11-22T03:00:00.000Z' });
          return envelope(card);
        }
        case 'unBindBankCard': {
          const card = server.cards.find((c) => c.id === body.cardId)!;
          card.status = 'unbound';
          return envelope(card);
        }
        case 'getMsgCode':
          return envelope({ resendAfter: 60, expiresIn: 300, mobileMasked: '138****8000' });
        case 'withdrawalFromAccount': {
          const source = account(body.accountId)!;
          const card = server.cards.find((c) => c.id === body.cardId)!;
          const made = withdrawal('requested', { id: 9, accountId: source.id, amountFen: body.amountFen as number, bankName: card.bankName, cardLast4: card.last4 });
          source.availableFen -= made.amountFen;
          source.frozenFen += made.amountFen;
          server.withdrawals.unshift(made);
          return envelope(made);
        }
        case 'withdrawalList':
          return envelope({ ...page(server.withdrawals.slice(0, Number(query.get('size') ?? 10))), size: Number(query.get('size') ?? 10) });
        case 'startPay':
          return envelope(
            body.purpose === 'topUp'
              ? payment('created', { purpose: 'topUp', waybillId: null, amountFen: body.amountFen as number })
              : payment('created', { amountFen: server.freight.freightFen - (server.freight.walletAvailableFen ?? 0) }),
          );
        case `freightPayment/${WAYBILL_ID}`:
          return envelope(server.freight);
        case `payFreight/${WAYBILL_ID}`: {
          const { freight } = server;
          if ((freight.walletAvailableFen ?? 0) < freight.freightFen) return refused({ status: 409, msg: '钱包余额不足' });
          server.freight = { ...freight, status: 'held', canPay: false, paidAt: '2026-11-22T04:00:00.000Z', walletAvailableFen: (freight.walletAvailableFen ?? 0) - freight.freightFen };
          return envelope(server.freight);
        }
        case 'ownerSettlement':
          server.freight = { ...server.freight, status: 'released', canSettle: false, releasedAt: '2026-11-22T05:00:00.000Z' };
          return envelope(server.freight);
        case 'fundRecord': {
          const current = Number(query.get('current') ?? 1);
          return envelope(page(server.fundPages[current - 1] ?? [], current, server.fundPages.length));
        }
        case 'fundSummary':
          return envelope(server.summary(Number(query.get('days') ?? 30)));
      }
      if (call.startsWith('selectBankNameByBankNumber/')) {
        const number = call.slice('selectBankNameByBankNumber/'.length);
        const known = Object.entries(server.bins).find(([prefix]) => number.startsWith(prefix));
        return known ? envelope(known[1]) : refused({ status: 404, msg: '未知的卡BIN' });
      }
      if (call.startsWith('withdrawal/')) {
        const id = Number(call.slice('withdrawal/'.length));
        const status = server.withdrawalStatuses.length > 1 ? server.withdrawalStatuses.shift()! : server.withdrawalStatuses[0];
        const base = server.withdrawals.find((w) => w.id === id) ?? withdrawal(status, { id });
        return envelope(withdrawal(status, { ...base, status, timeline: withdrawal(status).timeline, ...failureOf(status) }));
      }
      if (call.startsWith('payment/')) {
        const status = server.paymentStatuses.length > 1 ? server.paymentStatuses.shift()! : server.paymentStatuses[0];
        if (status === 'paid') server.freight = { ...server.freight, status: 'held', canPay: false, paidAt: '2026-11-22T04:00:00.000Z' };
        return envelope(payment(status));
      }
      return envelope(null, { code: '404', msg: 'not here', status: 404 });
    },
  };
  return server;
}

/** The requests sent to one logistics call (path after /logistics/api/), by method. */
export function callsTo(sent: Sent[], call: string, method = 'POST') {
  return sent.filter((s) => s.method === method && new URL(s.url).pathname === `${LOGISTICS}${call}`);
}
