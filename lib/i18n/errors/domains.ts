/**
 * Every domain's error catalogue (lib/i18n/errors/catalogue.ts). A new domain writes
 * `errors/<domain>.ts` and adds its one line here.
 */
export { request } from './request';
export { auth } from './auth';
export { identity } from './identity';
export { owner } from './owner';
export { tracking } from './tracking';
export { idempotency } from './idempotency';
export { waybill } from './waybill';
export { goods } from './goods';
export { vehicle } from './vehicle';
export { driver } from './driver';
export { enterprise } from './enterprise';
export { fleet } from './fleet';
export { money } from './money';
export { merchant } from './merchant';
export { coupon } from './coupon';
export { activity } from './activity';
export { etc } from './etc';
export { circle } from './circle';
export { content } from './content';
export { points } from './points';
export { mileage } from './mileage';
export { brigade } from './brigade';
export { brigadeOrders } from './brigadeOrders';
