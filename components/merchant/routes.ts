import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  CREATE_GOODS_PATH,
  GOODS_DETAILS_PATH,
  GOODS_MANAGER_PATH,
  MERCHANT_AGREEMENT_PATH,
  MERCHANT_INFO_PATH,
  MERCHANT_STAFF_PATH,
} from './paths';

// money: prices in yuan (components/money/amount.ts); waybill and goods: the detail blocks (Fact,
// Section); ops: the authorised image of goods (ReviewImage).
const loadScreen = screenLoader('merchant', 'money', 'waybill', 'goods', 'ops');

/** The merchant console, its staff, the application, and the merchant's goods; the "merchant" chunk. */
export const merchantRoutes: ScreenRoute[] = [
  { path: MERCHANT_INFO_PATH, titleKey: 'merchant.info.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "merchant" */ './MerchantInfoScreen')) },
  { path: MERCHANT_STAFF_PATH, titleKey: 'merchant.staffForm.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "merchant" */ './ModifyUserScreen')) },
  { path: MERCHANT_AGREEMENT_PATH, titleKey: 'merchant.agreement.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "merchant" */ './MerchantAgreementScreen')) },
  { path: GOODS_MANAGER_PATH, titleKey: 'merchant.goodsManager.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "merchant" */ './GoodsManagerScreen')) },
  { path: CREATE_GOODS_PATH, titleKey: 'merchant.createGoods.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "merchant" */ './CreateGoodsScreen')) },
  { path: GOODS_DETAILS_PATH, titleKey: 'merchant.goodsDetails.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "merchant" */ './GoodsDetailsScreen')) },
];
