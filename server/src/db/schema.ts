/**
 * The schema index: every module's tables, re-exported so drizzle (queries, migrations) sees them
 * all. A module adds one line here for its `<domain>.table.ts`.
 */
export * from './seeds.table';
export * from '../modules/user/user.table';
export * from '../modules/auth/auth.table';
export * from '../modules/app/app.table';
export * from '../modules/identity/identity.table';
export * from '../modules/owner/owner.table';
export * from '../modules/vehicle/vehicle.table';
export * from '../modules/driver/driver.table';
export * from '../modules/enterprise/enterprise.table';
export * from '../modules/fleet/fleet.table';
export * from '../modules/goods/goods.table';
export * from '../modules/waybill/waybill.table';
export * from '../modules/idempotency/idempotency.table';
export * from '../modules/tracking/tracking.table';
export * from '../modules/money/money.table';
export * from '../modules/merchant/merchant.table';
export * from '../modules/coupon/coupon.table';
export * from '../modules/activity/activity.table';
export * from '../modules/etc/etc.table';
export * from '../modules/content/content.table';
export * from '../modules/circle/circle.table';
export * from '../modules/points/points.table';
export * from '../modules/mileage/mileage.table';
export * from '../modules/brigade/brigade.table';
