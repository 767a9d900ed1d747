import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  ADD_BANK_CARD_PATH,
  BANK_CARD_LIST_PATH,
  CAPITAL_FLOW_PATH,
  CASH_OUT_PATH,
  FREIGHT_PAY_PATH,
  MERCHANT_ACCOUNT_PATH,
  MERCHANT_SETTLEMENT_PATH,
  MY_WALLET_PATH,
  OPEN_ACCOUNT_PATH,
} from './paths';

const loadScreen = screenLoader('money', 'vehicle', 'identity', 'waybill', 'goods', 'enterpriseVehicle');

/** Wallets, bank cards, freight payment and cash-out; the "money" chunk. */
export const moneyRoutes: ScreenRoute[] = [
  { path: MY_WALLET_PATH, titleKey: 'money.wallet.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "money" */ './MyWalletScreen')) },
  {
    path: OPEN_ACCOUNT_PATH,
    titleKey: 'money.open.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "money" */ './OpenAccountScreen')),
  },
  {
    path: MERCHANT_ACCOUNT_PATH,
    titleKey: 'money.merchantAccount.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "money" */ './MerchantAccountScreen')),
  },
  {
    path: MERCHANT_SETTLEMENT_PATH,
    titleKey: 'money.mercSett.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "money" */ './MerchantSettlementScreen')),
  },
  {
    path: ADD_BANK_CARD_PATH,
    titleKey: 'money.addCard.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "money" */ './AddBankCardScreen')),
  },
  {
    path: BANK_CARD_LIST_PATH,
    titleKey: 'money.cards.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "money" */ './BankCardListScreen')),
  },
  { path: CASH_OUT_PATH, titleKey: 'money.cashOut.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "money" */ './CashOutScreen')) },
  {
    path: CAPITAL_FLOW_PATH,
    titleKey: 'money.flow.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "money" */ './CapitalFlowScreen')),
  },
  {
    path: FREIGHT_PAY_PATH,
    titleKey: 'money.freight.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "money" */ './FreightPayScreen')),
  },
];
