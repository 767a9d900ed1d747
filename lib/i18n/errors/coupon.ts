import type { ErrorTexts } from './catalogue';

/** Coupon batches, claims, the card bag and write-offs at the counter (server/src/modules/coupon). */
export const coupon = {
  'coupon.batchNotFound': ['没有该优惠券批次', 'No such coupon batch'],
  'coupon.notFound': ['您的卡包中没有该优惠券', 'No such coupon in your card bag'],
  'coupon.codeNotFound': ['没有该券码的优惠券：请核对券码', 'No coupon has this code: check the digits'],
  'coupon.writeOffNotFound': ['本商户没有该核销记录', 'No such write-off at this merchant'],
  'coupon.operatorOnly': ['只有平台运营人员可以进行此操作', 'Only a platform operator may do this'],
  'coupon.platformByOperator': ['平台出资的优惠券只能由平台运营人员创建', 'Only a platform operator may define a platform-funded batch'],
  'coupon.windowPast': ['有效期已结束，不能再发放：请设置未来的有效期', 'The validity window has already ended: set one in the future'],
  'coupon.notPending': ['该批次已审核过（当前状态：{status}）', 'This batch was already reviewed (now {status})'],
  'coupon.notStoppable': ['未通过审核的批次无需停用', 'A rejected batch has nothing to stop'],
  'coupon.notLive': ['该优惠券暂不可领取（待审核、未通过或已停发）', 'This coupon cannot be claimed (waiting for review, rejected or stopped)'],
  'coupon.claimOver': ['该优惠券的有效期已结束，不能再领取', "This coupon's validity has ended: it can no longer be claimed"],
  'coupon.soldOut': ['优惠券已领完', 'All coupons of this batch have been claimed'],
  'coupon.perUserLimit': ['每人限领{limit}张，您已领满', 'Each person may claim {limit}: you have them all'],
  'coupon.activityOnly': ['该优惠券只能通过活动打卡领取', 'This coupon is handed out only by clocking in at its activity'],
  'coupon.alreadyUsed': ['该优惠券已于{usedAt}核销，不能重复使用', 'This coupon was already written off at {usedAt}: it cannot be used twice'],
  'coupon.expired': ['该优惠券已于{validUntil}过期', 'This coupon expired at {validUntil}'],
  'coupon.notYetValid': ['该优惠券{validFrom}起才能使用', 'This coupon can be used from {validFrom}'],
  'coupon.otherMerchant': ['该优惠券不是本店的券，不能在此核销', 'This coupon belongs to another merchant and cannot be written off here'],
  'coupon.qrInvalid': ['这不是本平台的优惠券二维码', 'This is not a coupon QR code of this platform'],
  'coupon.qrTampered': ['优惠券二维码签名无效（已被篡改或伪造）：请顾客刷新券码', "This coupon QR code's signature is not valid (altered or forged): ask the customer to refresh it"],
  'coupon.offlineTooOld': ['离线核销超过{days}天未上传，已不再受理', 'An offline write-off older than {days} days is no longer accepted'],
  'coupon.offlineInFuture': ['离线核销时间晚于当前时间：请检查设备时钟', "The offline write-off's time is in the future: check the device's clock"],
} as const satisfies ErrorTexts<'coupon'>;
