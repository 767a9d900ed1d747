import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import { INVITATION_PATH, POINT_MANAGEMENT_PATH, TRIP_RECORD_PATH } from './paths';

const loadScreen = screenLoader('points');

/** Points, invitation rewards, mileage and trips (issue 18); the "points" chunk. The caller's own only. */
export const pointsRoutes: ScreenRoute[] = [
  { path: INVITATION_PATH, titleKey: 'points.invitation.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "points" */ './PointsInvitationScreen')) },
  { path: POINT_MANAGEMENT_PATH, titleKey: 'points.manage.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "points" */ './PointsManagementScreen')) },
  { path: TRIP_RECORD_PATH, titleKey: 'points.trips.title', auth: true, load: loadScreen(() => import(/* webpackChunkName: "points" */ './PointsTripRecordScreen')) },
];
