/** The shared API contract: zod schemas and endpoint tables used by server and client. */
export * from './service';
export * from './envelope';
export * from './paging';
export * from './endpoint';
export * from './rules';
export * from './auth';
export * from './user';
export * from './app';
export * from './identity';
export * from './owner';
export * from './vehicle';
export * from './driver';
export * from './enterprise';
export * from './fleet';
export * from './links';
export * from './goods';
export * from './waybill';
export * from './tracking';
export * from './money';
export * from './merchant';
export * from './coupon';
export * from './activity';
export * from './etc';
export * from './content';
export * from './circle';
export * from './points';
export * from './mileage';
export * from './brigade';

import { authEndpoints } from './auth';
import { userEndpoints } from './user';
import { appEndpoints } from './app';
import { identityEndpoints } from './identity';
import { ownerEndpoints } from './owner';
import { vehicleEndpoints } from './vehicle';
import { driverEndpoints } from './driver';
import { enterpriseEndpoints } from './enterprise';
import { fleetEndpoints } from './fleet';
import { goodsEndpoints } from './goods';
import { waybillEndpoints } from './waybill';
import { trackingEndpoints } from './tracking';
import { moneyEndpoints } from './money';
import { merchantEndpoints } from './merchant';
import { couponEndpoints } from './coupon';
import { activityEndpoints } from './activity';
import { etcEndpoints } from './etc';
import { contentEndpoints } from './content';
import { circleEndpoints } from './circle';
import { pointsEndpoints } from './points';
import { mileageEndpoints } from './mileage';
import { brigadeEndpoints } from './brigade';

/** Every endpoint, by domain; the server mounts these and builds OpenAPI from them. */
export const endpoints = {
  auth: authEndpoints,
  user: userEndpoints,
  app: appEndpoints,
  identity: identityEndpoints,
  owner: ownerEndpoints,
  vehicle: vehicleEndpoints,
  driver: driverEndpoints,
  enterprise: enterpriseEndpoints,
  fleet: fleetEndpoints,
  goods: goodsEndpoints,
  waybill: waybillEndpoints,
  tracking: trackingEndpoints,
  money: moneyEndpoints,
  merchant: merchantEndpoints,
  coupon: couponEndpoints,
  activity: activityEndpoints,
  etc: etcEndpoints,
  content: contentEndpoints,
  circle: circleEndpoints,
  points: pointsEndpoints,
  mileage: mileageEndpoints,
  brigade: brigadeEndpoints,
};
