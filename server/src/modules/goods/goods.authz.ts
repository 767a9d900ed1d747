import { endpoints } from '@/lib/contract';
import { DEVICE, SIGNED_IN, only, own, type AuthzTable } from '../../http/authz';

/** Who may get a 2xx from each goods call (server/src/http/authz.ts; checked by server/test/authz-matrix.test.ts). */
export const goodsAuthz: AuthzTable<typeof endpoints.goods> = {
  priorityGoods: DEVICE,
  recommendedForOldDrivers: DEVICE,
  todaySourceOfGoodsList: DEVICE,
  nearbySourceOfGoods: DEVICE,
  stationCommerceSourceList: DEVICE,
  listOfCargoOwner: SIGNED_IN,
  freeTransportInfo: DEVICE,
  operationHistory: SIGNED_IN,
  releaseSource: own('enterprise'),
  releaseSourceOfOffline: only(['tollCollector']),
  confirmTheSourceOfGoods: own('goodsSource'),
  cargoOwnerCancel: own('goodsSource'),
  sourceDetail: DEVICE,
  freeTransportRelease: own('vehicle'),
  freeTransportEdit: own('vehicle'),
  freeTransportDelete: own('goodsSource'),
  freeTransportDetail: DEVICE,
  listOfStation: DEVICE,
  vehicleClassification: DEVICE,
  areas: DEVICE,
  places: DEVICE,
};
