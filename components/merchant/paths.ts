/** The merchant screens (spec routes: merchant console, staff, agreement; the merchant's goods), for links between them. */
export const MERCHANT_INFO_PATH = '/pages/merchantInfo/merchantInfo';
export const MERCHANT_STAFF_PATH = '/pages/merchantInfo/modifyUser';
export const MERCHANT_AGREEMENT_PATH = '/pages/merchantAgreement/merchantAgreement';
export const GOODS_MANAGER_PATH = '/pages/goodsManager/goodsManager';
export const CREATE_GOODS_PATH = '/pages/createGoods/createGoods';
export const GOODS_DETAILS_PATH = '/pages/goodsDetails/goodsDetails';
