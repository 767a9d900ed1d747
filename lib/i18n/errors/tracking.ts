import type { ErrorTexts } from './catalogue';

/** A waybill's positions (server/src/modules/tracking). */
export const tracking = {
  'tracking.driverOnly': ['只有运单的司机可以上报位置', "Only the waybill's driver sends its positions"],
  'tracking.notOnTheWay': ['该运单不在运输途中：只记录从装货扫码到卸货之间的位置', 'This waybill is not on its way: positions are taken from the loading scan to the unloading'],
  'tracking.noneStorable': ['这些位置都无法保存', 'None of these positions can be stored'],
  'tracking.pointInFuture': ['时间在未来，请检查手机时间', 'is in the future: check the phone clock'],
  'tracking.pointBeforeStart': ['早于该运单的装货扫码', 'is before the loading scan of this waybill'],
  'tracking.pointAfterEnd': ['晚于该运单的卸货', 'is after the unloading of this waybill'],
} as const satisfies ErrorTexts<'tracking'>;
