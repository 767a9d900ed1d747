/** The goods screens (issue 5), for links between them and from other domains. */
export const OWNER_GOODS_PATH = '/pages/owner/owner';
export const OWNER_WAYBILLS_PATH = '/pages/owner2/owner2';
export const RELEASE_GOODS_PATH = '/pages/releaseGoods/releaseGoods';
export const RELEASE_OFFLINE_PATH = '/pages/releaseSourceOfOffline/releaseSourceOfOffline';
export const STATION_SOURCE_LIST_PATH = '/pages/stationSourceList/stationSourceList';
export const SOURCE_DETAIL_PATH = '/pages/sourceOfGoodsDetail/sourceOfGoodsDetail';
export const OWNER_SOURCE_DETAIL_PATH = '/pages/sourceOfGoodsDetail2/sourceOfGoodsDetail2';
export const RELEASED_PATH = '/pages/released/released';
export const STATION_SOURCE_CHECK_PATH = '/pages/stationSourceCheck/stationSourceCheck';
export const DELIVERY_AGREEMENT_PATH = '/pages/deliveryAgreement/deliveryAgreement';
export const SOURCE_QR_PATH = '/pages/sourceQrCode/sourceQrCode';
export const STATION_SCAN_DETAIL_PATH = '/pages/stationSourceScanDetail/stationSourceScanDetail';
/** The waybill screens (`?id=<waybillId>`, components/waybill): the driver's (after a grab) and the cargo owner's. */
export { ORDER_DETAIL_PATH as WAYBILL_DETAIL_PATH, ORDER_DETAIL2_PATH as OWNER_WAYBILL_DETAIL_PATH } from '@/components/waybill/paths';
