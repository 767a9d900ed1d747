/** The waybill screens, for links between them (and from goods, location and the mine tab). */
export const ORDER_PATH = '/pages/order/order';
export const ORDER2_PATH = '/pages/order2/order2';
export const ORDER_DETAIL_PATH = '/pages/orderDetail/orderDetail';
export const ORDER_DETAIL2_PATH = '/pages/orderDetail2/orderDetail2';
export const STATION_WAYBILL_PATH = '/pages/stationWaybill/stationWaybill';
export const MY_WAYBILL_PATH = '/pages/myWaybill/myWaybill';
export const LOADED_FORM_PATH = '/pages/loadedForm/loadedForm';
export const UNLOADED_FORM_PATH = '/pages/unloadedForm/unloadedForm';
export const RECEIVING_LIST_PATH = '/pages/receivingList/receivingList';
export const RECEIVING_DETAIL_PATH = '/pages/receivingDetail/receivingDetail';
