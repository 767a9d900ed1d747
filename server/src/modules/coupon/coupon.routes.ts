import type { FastifyInstance } from 'fastify';
import { endpoints } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { mountEndpoint } from '../../http/route';
import {
  addCoupon,
  auditCoupon,
  availableCoupons,
  claimCoupon,
  couponInfo,
  deleteCoupon,
  merchantCoupons,
  myCoupon,
  myCoupons,
  reviewQueue,
} from './coupon.service';
// The batches' review in the operators' console registers itself on import.
import './coupon.review';
import { duplicateWriteOffs, getConsumeByCode, getConsumeByRsa, offlineKit, useConsumeByCode, useRecords, writeOffDetail } from './coupon.writeoff';

const calls = endpoints.coupon;

/** Coupon batches, claims, the card bag and write-offs (app service, docs/coupons.md). */
export function registerCouponRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountEndpoint(app, calls.addCoupon, ({ body }, { principal, deps }) => addCoupon(deps, principal, body));
  mountEndpoint(app, calls.couponInfo, ({ query }, { principal }) => couponInfo(deps, principal, query.id));
  mountEndpoint(app, calls.merchantCoupons, ({ query }, { principal }) => merchantCoupons(deps, principal, query));
  mountEndpoint(app, calls.availableCoupons, ({ query }, { principal }) => availableCoupons(deps, principal, query));
  mountEndpoint(app, calls.reviewQueue, ({ query }, { principal }) => reviewQueue(deps, principal, query));
  mountEndpoint(app, calls.auditCoupon, ({ body }, { principal, deps }) => auditCoupon(deps, principal, body));
  mountEndpoint(app, calls.deleteCoupon, ({ body }, { principal, deps }) => deleteCoupon(deps, principal, body.id));
  mountEndpoint(app, calls.claimCoupon, ({ body }, { principal, deps }) => claimCoupon(deps, principal, body.batchId));
  mountEndpoint(app, calls.myCoupons, ({ query }, { principal }) => myCoupons(deps, principal, query));
  mountEndpoint(app, calls.myCoupon, ({ query }, { principal }) => myCoupon(deps, principal, query.id));
  mountEndpoint(app, calls.useRecords, ({ query }, { principal }) => useRecords(deps, principal, query));
  mountEndpoint(app, calls.writeOffDetail, ({ query }, { principal }) => writeOffDetail(deps, principal, query.id));
  mountEndpoint(app, calls.duplicateWriteOffs, ({ query }, { principal }) => duplicateWriteOffs(deps, principal, query));
  mountEndpoint(app, calls.getConsumeByCode, ({ query }, { principal }) => getConsumeByCode(deps, principal, query));
  mountEndpoint(app, calls.getConsumeByRsa, ({ query }, { principal }) => getConsumeByRsa(deps, principal, query));
  mountEndpoint(app, calls.useConsumeByCode, ({ body }, { principal, deps }) => useConsumeByCode(deps, principal, body));
  mountEndpoint(app, calls.offlineKit, ({ query }, { principal }) => offlineKit(deps, principal, query.merchantId));
}
