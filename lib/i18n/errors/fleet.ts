import type { ErrorTexts } from './catalogue';

/** Fleets, their captains, members and QR invitations (server/src/modules/fleet). */
export const fleet = {
  'fleet.notFound': ['您的车队中没有该车队：只有队长和队员可以查看', 'No such fleet among yours: only its captain and members can see it'],
  'fleet.oneFleetPerCaptain': ['您已是一个车队的队长：每位队长只能带领一个车队', 'You already captain a fleet: a captain leads one fleet'],
  'fleet.oneFleetAtATime': ['您已是某车队的队员：请先退出再加入其他车队', 'You are already a member of a fleet: leave it before joining another'],
  'fleet.realNameFirst': ['请先完成实名认证：车队需要已通过的实名认证', 'Complete real-name verification first: fleets need an approved real name'],
  'fleet.captainOnly': ['只有车队队长可以进行此操作', 'Only the fleet captain may do this'],
  'fleet.memberCannotFound': ['您是某车队的队员：请先退出再创建自己的车队', 'You are a member of a fleet: leave it before founding your own'],
  'fleet.ownFleetsOnly': ['只能查看您自己的车队：captainId必须是您本人', 'You can list only your own fleets: captainId must be yours'],
  'fleet.formerMembersCaptainOnly': ['只有车队队长可以查看以前的队员', 'Only the fleet captain sees former members'],
  'fleet.vehiclesDriverOrCaptain': ['只有该司机或其车队队长可以查看这些车辆', "Only the driver or the captain of the driver's fleet may see these vehicles"],
  'fleet.invitationFleetGone': ['该邀请的车队已不存在', 'The fleet of this invitation no longer exists'],
  'fleet.inviteForOtherFleet': ['该邀请属于另一个车队', 'This invitation is for another fleet'],
  'fleet.fieldOtherFleet': ['邀请加入的是另一个车队', 'invites to another fleet'],
  'fleet.youAreCaptain': ['您是该车队的队长', 'You are the captain of this fleet'],
  'fleet.captainCannotJoin': ['队长带领自己的车队，不能加入其他车队', 'A captain leads their own fleet and cannot join another'],
  'fleet.alreadyMember': ['您已是该车队的队员', 'You are already a member of this fleet'],
  'fleet.captainCannotLeave': ['队长不能退出自己的车队', 'A captain cannot leave their own fleet'],
  'fleet.youAreNotMember': ['您不是该车队的队员', 'You are not a member of this fleet'],
  'fleet.userNotMember': ['该用户不是您车队的队员', 'This user is not a member of your fleet'],
  'fleet.invalidInvite': ['邀请链接无效（已损坏或不是本平台生成的）：请向队长索取新的邀请', 'This invitation link is not valid (damaged or not made by this platform): ask the captain for a new one'],
  'fleet.fieldNotInviteToken': ['不是邀请凭证', 'is not an invitation token'],
  'fleet.fieldForgedInvite': ['签名不是本平台生成的', 'has a signature this platform did not make'],
  'fleet.inviteExpired': ['邀请链接已于{expiresAt}过期：请队长出示新的二维码', 'This invitation link expired at {expiresAt}: ask the captain to show a new code'],
} as const satisfies ErrorTexts<'fleet'>;
