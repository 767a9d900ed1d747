import { endpoints } from '@/lib/contract';
import { SIGNED_IN, only, own, type AuthzTable } from '../../http/authz';

/**
 * Who may get a 2xx from each coupon call (server/src/http/authz.ts; checked by
 * server/test/authz-matrix.test.ts). The counter and the records are the merchant's staff's
 * ('merchant'); a batch is its merchant's ('couponBatch'), a coupon its holder's ('coupon'), a
 * write-off its merchant's ('writeOff'). Approved batches are for anyone signed in to read and claim.
 * Operators review batches and define and stop the platform-funded ones.
 */
export const couponAuthz: AuthzTable<typeof endpoints.coupon> = {
  addCoupon: { ...own('merchant'), alsoBy: ['operator'] },
  couponInfo: SIGNED_IN,
  merchantCoupons: own('merchant'),
  availableCoupons: SIGNED_IN,
  reviewQueue: only(['operator']),
  auditCoupon: only(['operator']),
  deleteCoupon: { ...own('couponBatch'), alsoBy: ['operator'] },
  claimCoupon: SIGNED_IN,
  myCoupons: SIGNED_IN,
  myCoupon: own('coupon'),
  useRecords: own('merchant'),
  writeOffDetail: own('writeOff'),
  duplicateWriteOffs: own('merchant'),
  getConsumeByCode: own('merchant'),
  getConsumeByRsa: own('merchant'),
  useConsumeByCode: own('merchant'),
  offlineKit: own('merchant'),
};
