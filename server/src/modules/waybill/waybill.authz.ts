import { endpoints } from '@/lib/contract';
import { ANYONE, SIGNED_IN, only, own, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each waybill call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const waybillAuthz: AuthzTable<typeof endpoints.waybill> = {
  // Any certified driver grabs anyone's open goods: the market is public to drivers.
  grabOrder: SIGNED_IN,
  cargoOwnerDispatchOrder: own('goodsSource'),
  receivingOrder: own('waybill'),
  getSignUrl: own('waybill'),
  waybillSignUrl: own('waybill'),
  esignCallback: ANYONE,
  sourceQrCode: own('goodsSource'),
  // And only a collector employed by the station named (station_collectors); others 403.
  stationQrKey: only(['tollCollector']),
  // The caller's own binding only: there is no parameter naming another collector.
  myStations: only(['tollCollector']),
  scanningLoading: own('waybill'),
  loadingCompleted: own('waybill'),
  scanningUnloading: own('waybill'),
  unLoadingCompleted: own('waybill'),
  driverCancelOrder: own('waybill'),
  cargoOwnerCancelWaybill: own('waybill'),
  cargoOwnerEvaluate: own('waybill'),
  waybillDetailScanning: only(['tollCollector']),
  waybillPhoto: own('waybill'),
  waybillDetail: own('waybill'),
  commerceWaybillInfo: only(['tollCollector'], 'waybill'),
  stationLoadingList: only(['tollCollector']),
  stationLoadingDetail: only(['tollCollector'], 'waybill'),
  stationLoadingSignFor: only(['tollCollector'], 'waybill'),
  // Lists filtered to the caller's own waybills (a goods source of someone else lists nothing).
  waybillList: SIGNED_IN,
  waybillListOfDriver: SIGNED_IN,
  waybillListOfEnterprise: own('enterprise'),
};
