import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { KEY_CLAIMED_BY_SERVICE, PROVIDER_OUTSIDE_TRANSACTION, mountEndpoint } from '../../http/route';
import { PAY_SIGNATURE_HEADER } from '../../providers/payment/payment.provider';
import { idempotencyKeyOf } from '../idempotency/idempotency';
import { accountInquiry, closeAccount, merchantSettlement, openAccount, openMerchantAccount } from './money.accounts';
import { addEnterpriseCard, addPersonalCard, bankCardList, bankNameOf, unbindCard, verifyEnterpriseCard, verifyPersonalCard } from './money.cards';
import { freightPayment, ownerSettlement, payFreight } from './money.freight';
import { startMoneySweeper } from './money.jobs';
import { registerLocalGateway } from './money.pages';
import { paymentNotify, paymentStatus, startPay } from './money.payments';
import { fundRecord, fundSummary } from './money.records';
import { sendWithdrawalCode, withdraw, withdrawalDetail, withdrawalList } from './money.withdrawals';

const calls = endpoints.money;

/** Money (logistics service): wallets, bank accounts and cards, freight, gateway payments, cash-out, fund records. */
export function registerMoneyRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.accountInquiry, (_, { principal }) => accountInquiry(deps, principal));
  mountEndpoint(app, calls.creatBankCount, ({ body }, { principal, deps }) => openAccount(deps, principal, body), PROVIDER_OUTSIDE_TRANSACTION);
  mountEndpoint(app, calls.creat00Count, ({ body }, { principal, deps }) => openMerchantAccount(deps, principal, body), PROVIDER_OUTSIDE_TRANSACTION);
  mountEndpoint(app, calls.merchantSettlement, (_, { principal }) => merchantSettlement(deps, principal));
  mountEndpoint(app, calls.cleanBankCount, ({ body }, { principal, deps }) => closeAccount(deps, principal, body.accountId), PROVIDER_OUTSIDE_TRANSACTION);
  mountEndpoint(app, calls.personalBankCard, ({ body }, { principal, deps }) => addPersonalCard(deps, principal, body), PROVIDER_OUTSIDE_TRANSACTION);
  mountEndpoint(app, calls.personalBankCardVerify, ({ body }, { principal, deps }) => verifyPersonalCard(deps, principal, body), PROVIDER_OUTSIDE_TRANSACTION);
  mountEndpoint(app, calls.enterpriseBankCard, ({ body }, { principal, deps }) => addEnterpriseCard(deps, principal, body), PROVIDER_OUTSIDE_TRANSACTION);
  mountEndpoint(app, calls.enterpriseBankCardVerify, ({ body }, { principal, deps }) => verifyEnterpriseCard(deps, principal, body), PROVIDER_OUTSIDE_TRANSACTION);
  mountEndpoint(app, calls.bankCardList, ({ query }, { principal }) => bankCardList(deps, principal, query.accountId));
  mountEndpoint(app, calls.unBindBankCard, ({ body }, { principal, deps }) => unbindCard(deps, principal, body.cardId));
  mountEndpoint(app, calls.selectBankNameByBankNumber, async ({ params }, { principal }) => bankNameOf(principal, params.n));
  mountEndpoint(app, calls.getMsgCode, (_, { principal, ip }) => sendWithdrawalCode(deps, principal, ip));
  mountEndpoint(app, calls.withdrawalFromAccount, ({ body }, { principal, request }) => withdraw(deps, principal, idempotencyKeyOf(request), body), KEY_CLAIMED_BY_SERVICE);
  mountEndpoint(app, calls.withdrawalList, ({ query }, { principal }) => withdrawalList(deps, principal, query));
  mountEndpoint(app, calls.withdrawalDetail, ({ params }, { principal }) => withdrawalDetail(deps, principal, params.id));
  mountEndpoint(app, calls.startPay, ({ body }, { principal, request }) => startPay(deps, principal, idempotencyKeyOf(request), body), KEY_CLAIMED_BY_SERVICE);
  mountEndpoint(app, calls.paymentStatus, ({ params }, { principal }) => paymentStatus(deps, principal, params.id));
  mountEndpoint(app, calls.paymentNotify, ({ body }, { request }) => {
    const signature = request.headers[PAY_SIGNATURE_HEADER];
    return paymentNotify(deps, Array.isArray(signature) ? signature[0] : signature, body);
  });
  mountEndpoint(app, calls.freightPayment, ({ params }, { principal }) => freightPayment(deps, principal, params.id));
  mountEndpoint(app, calls.payFreight, ({ params }, { principal, request }) => payFreight(deps, principal, idempotencyKeyOf(request), params.id), KEY_CLAIMED_BY_SERVICE);
  mountEndpoint(app, calls.ownerSettlement, ({ body }, { principal, request }) => ownerSettlement(deps, principal, idempotencyKeyOf(request), body.waybillId), KEY_CLAIMED_BY_SERVICE);
  mountEndpoint(app, calls.fundRecord, ({ query }, { principal }) => fundRecord(deps, principal, query));
  mountEndpoint(app, calls.fundSummary, ({ query }, { principal }) => fundSummary(deps, principal, query));
  registerLocalGateway(app, deps);
  startMoneySweeper(app, deps);
}
