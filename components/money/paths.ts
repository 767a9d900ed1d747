/** The money screens, for links between them (and from the mine tab and the waybill screens). */
export const MY_WALLET_PATH = '/pages/myWallet/myWallet';
export const OPEN_ACCOUNT_PATH = '/pages/openAccount/openAccount';
export const MERCHANT_ACCOUNT_PATH = '/pages/openAccount00/openAccount00';
export const MERCHANT_SETTLEMENT_PATH = '/pages/mercSett/mercSett';
export const ADD_BANK_CARD_PATH = '/pages/appIndex/addBankCard';
export const BANK_CARD_LIST_PATH = '/pages/logistBankList/logistBankList';
export const CASH_OUT_PATH = '/pages/cashOut/cashOut';
export const CAPITAL_FLOW_PATH = '/pages/capitalFlow/capitalFlow';
export const FREIGHT_PAY_PATH = '/pages/freightPay/freightPay';
