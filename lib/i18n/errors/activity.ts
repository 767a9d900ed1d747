import type { ErrorTexts } from './catalogue';

/** Activities: banners, events, registrations and clock-ins at toll stations (server/src/modules/activity). */
export const activity = {
  'activity.notFound': ['没有该活动', 'No such activity'],
  'activity.operatorOnly': ['只有平台运营人员可以管理活动', 'Only a platform operator may manage activities'],
  'activity.notStarted': ['活动{startAt}开始，请届时再来', 'The activity starts at {startAt}: come back then'],
  'activity.ended': ['活动已结束', 'The activity has ended'],
  'activity.notEvent': ['该活动无需报名', 'This activity takes no registrations'],
  'activity.alreadyRegistered': ['您已报名该活动', 'You have already registered for this activity'],
  'activity.full': ['活动报名人数已满', 'The activity is full'],
  'activity.qrInvalid': ['这不是有效的活动打卡二维码', 'This is not a valid activity clock-in QR code'],
  'activity.notClockIn': ['该活动没有打卡', 'This activity has no clock-in'],
  'activity.alreadyClockedIn': ['您已在该活动打过卡，优惠券每人限领一次', 'You have already clocked in at this activity: its coupon is given once'],
  'activity.stationNotFound': ['没有该收费站', 'No such toll station'],
  'activity.batchNotPlatform': ['活动发放的优惠券须为平台出资且已通过审核的批次', "An activity's coupon must be an approved, platform-funded batch"],
  'activity.capacityBelowRegistered': ['名额不能少于已报名人数{registered}', 'The capacity cannot be below the {registered} already registered'],
} as const satisfies ErrorTexts<'activity'>;
