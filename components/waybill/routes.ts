import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import {
  LOADED_FORM_PATH,
  MY_WAYBILL_PATH,
  ORDER2_PATH,
  ORDER_DETAIL2_PATH,
  ORDER_DETAIL_PATH,
  ORDER_PATH,
  RECEIVING_DETAIL_PATH,
  RECEIVING_LIST_PATH,
  STATION_WAYBILL_PATH,
  UNLOADED_FORM_PATH,
} from './paths';

const loadScreen = screenLoader('waybill', 'goods', 'money', 'vehicle', 'identity', 'location', 'etcCards');

/** Waybills of drivers, cargo owners and toll collectors; the "waybill" chunk. */
export const waybillRoutes: ScreenRoute[] = [
  { path: ORDER_PATH, titleKey: 'waybill.order.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "waybill" */ './OrderScreen')) },
  { path: ORDER2_PATH, titleKey: 'waybill.order2.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "waybill" */ './Order2Screen')) },
  {
    path: ORDER_DETAIL_PATH,
    titleKey: 'waybill.detail.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "waybill" */ './OrderDetailScreen')),
  },
  {
    path: ORDER_DETAIL2_PATH,
    titleKey: 'waybill.detail2.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "waybill" */ './OrderDetail2Screen')),
  },
  {
    path: STATION_WAYBILL_PATH,
    titleKey: 'waybill.station.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "waybill" */ './StationWaybillScreen')),
  },
  { path: MY_WAYBILL_PATH, titleKey: 'waybill.mine.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "waybill" */ './MyWaybillScreen')) },
  {
    path: LOADED_FORM_PATH,
    titleKey: 'waybill.loaded.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "waybill" */ './LoadedFormScreen')),
  },
  {
    path: UNLOADED_FORM_PATH,
    titleKey: 'waybill.unloaded.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "waybill" */ './UnloadedFormScreen')),
  },
  {
    path: RECEIVING_LIST_PATH,
    titleKey: 'waybill.receiving.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "waybill" */ './ReceivingListScreen')),
  },
  {
    path: RECEIVING_DETAIL_PATH,
    titleKey: 'waybill.receivingDetail.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "waybill" */ './ReceivingDetailScreen')),
  },
];
