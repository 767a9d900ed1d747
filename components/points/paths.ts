/** The points, invitation and mileage screens (issue 18). */
/** Invitation rewards: the rules, my invited count and points earned, the way to InviteFriends. */
export const INVITATION_PATH = '/pages/invitation/invitation';
/** My points: balance, daily check-in, the history with reasons. */
export const POINT_MANAGEMENT_PATH = '/pages/pointManagement/pointManagement';
/** My mileage by day or month (chart) and my trips, each on the map (`?period=month|year&at=`). */
export const TRIP_RECORD_PATH = '/pages/tripRecord/tripRecord';
