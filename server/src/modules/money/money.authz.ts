import { endpoints } from '@/lib/contract';
import { ANYONE, SIGNED_IN, own, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each money call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const moneyAuthz: AuthzTable<typeof endpoints.money> = {
  accountInquiry: SIGNED_IN,
  creatBankCount: own('enterprise'),
  creat00Count: SIGNED_IN,
  merchantSettlement: SIGNED_IN,
  cleanBankCount: own('wallet'),
  personalBankCard: own('wallet'),
  personalBankCardVerify: own('card'),
  enterpriseBankCard: own('wallet'),
  enterpriseBankCardVerify: own('card'),
  bankCardList: own('wallet'),
  unBindBankCard: own('card'),
  selectBankNameByBankNumber: SIGNED_IN,
  getMsgCode: SIGNED_IN,
  withdrawalFromAccount: own('wallet'),
  withdrawalList: own('wallet'),
  withdrawalDetail: own('withdrawal'),
  startPay: own('waybill'),
  paymentStatus: own('payment'),
  paymentNotify: ANYONE,
  freightPayment: own('waybill'),
  payFreight: own('waybill'),
  ownerSettlement: own('waybill'),
  fundRecord: own('wallet'),
  fundSummary: own('wallet'),
};
