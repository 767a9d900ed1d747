/** The toll-station circle screens (issue 18), for links between them and from other domains. */
/** The circles: pick a toll station (nearest first) and read its feed (`?orgId=` opens one). */
export const CIRCLE_PATH = '/pages/circle/circle';
/** A new post at a toll station (`?orgId=` preselects it): text and up to 9 photos. */
export const PUBLISHING_CIRCLE_PATH = '/pages/circles/publishingCircle';
/** My posts with what they received; hidden ones with the operator's reason; delete. */
export const MY_CIRCLES_PATH = '/pages/circles/myCircles';
/** One post (`?infoId=`): photos, likes, comments, report, delete own, share. Tourists may read it. */
export const CIRCLE_DETAIL_PATH = '/pages/circleDetail/circleDetail';
/** My invitation link and QR code, shared through the shell or the browser. */
export const INVITE_FRIENDS_PATH = '/pages/InviteFriends/InviteFriends';
/** The people who signed up through my invitation. */
export const INVITE_FRIEND_RECORD_PATH = '/pages/inviteFriendRecord/inviteFriendRecord';
/** Operators: reported posts, hide with a reason or restore (beside the review console, outside the spec's paths). */
export const CIRCLE_MODERATION_PATH = '/ops/circle';
