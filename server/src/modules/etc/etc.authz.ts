import { endpoints } from '@/lib/contract';
import { ANYONE, SIGNED_IN, own, type AuthzTable } from '../../http/authz';

/**
 * Who may get a 2xx from each ETC call (server/src/http/authz.ts; checked by
 * server/test/authz-matrix.test.ts). Everything is the caller's own: an application
 * ('etcOrder'), a withholding contract ('etcContract'), a card ('etcCard'), a toll ('etcToll'),
 * an uploaded photo ('file'), a vehicle they own or drive ('vehicle'), a waybill they drive
 * ('waybill'). Lists and new things are for anyone signed in (their own rows only). The issuer's
 * notification is public: its signature guards it.
 */
export const etcAuthz: AuthzTable<typeof endpoints.etc> = {
  etcCheckIssue: own('vehicle'),
  createOrder: SIGNED_IN,
  updateOrder: own('etcOrder'),
  cancelOrder: own('etcOrder'),
  orderQuery: own('etcOrder'),
  myOrders: SIGNED_IN,
  ocr: own('file'),
  signChannel: SIGNED_IN,
  signStart: SIGNED_IN,
  signVerify: own('etcContract'),
  signConfirm: own('etcContract'),
  contractInfo: own('etcContract'),
  sendSafetyCode: SIGNED_IN,
  checkSafetyCode: SIGNED_IN,
  myCards: SIGNED_IN,
  cardInfo: own('etcCard'),
  bindCard: SIGNED_IN,
  unbindCard: own('etcCard'),
  activate: SIGNED_IN,
  bills: SIGNED_IN,
  billMonths: SIGNED_IN,
  billDetail: own('etcToll'),
  waybillTolls: own('waybill'),
  issuerNotify: ANYONE,
};
