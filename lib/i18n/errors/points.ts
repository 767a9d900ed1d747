import type { ErrorTexts } from './catalogue';

/** Points, check-in and invitations (server/src/modules/points). */
export const points = {
  'points.alreadyCheckedIn': ['今天已经签到过了，明天再来', 'You have already checked in today; come back tomorrow'],
  'points.notEnough': ['积分不足', 'Not enough points'],
  'points.badCursor': ['列表位置无效，请从第一页重新加载', 'This list position is not valid: load the list again from the first page'],
} as const satisfies ErrorTexts<'points'>;
