import type { ScreenRoute } from '@/components/router/types';
import { screenLoader } from '@/components/router/screenLoader';
import { ACCEPT_FLEET_INVITE_PATH, APPLY_FLEET_LEADER_PATH, FLEET_DETAIL_PATH, INVITE_TEAM_PATH, OWN_FLEET_PATH } from './paths';

const loadScreen = screenLoader('fleet', 'identity');

/** Fleets: my fleet, founding one, its details and members, inviting and accepting; the "fleet" chunk. */
export const fleetRoutes: ScreenRoute[] = [
  {
    path: OWN_FLEET_PATH,
    titleKey: 'fleet.own.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "fleet" */ './OwnFleetScreen')),
  },
  {
    path: APPLY_FLEET_LEADER_PATH,
    titleKey: 'fleet.apply.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "fleet" */ './ApplyFleetLeaderScreen')),
  },
  {
    path: FLEET_DETAIL_PATH,
    titleKey: 'fleet.detail.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "fleet" */ './FleetDetailScreen')),
  },
  {
    path: ACCEPT_FLEET_INVITE_PATH,
    titleKey: 'fleet.accept.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "fleet" */ './AcceptFleetInviteScreen')),
  },
  {
    path: INVITE_TEAM_PATH,
    titleKey: 'fleet.invite.title',
    auth: true,
    load: loadScreen(() => import(/* webpackChunkName: "fleet" */ './InviteTeamScreen')),
  },
];
