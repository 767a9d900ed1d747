import { FLEET_INVITE_PATH } from '@/lib/contract/links';

/** The fleet screens, for links between them and from elsewhere. */
export const OWN_FLEET_PATH = '/pages/ownfleet/ownfleet';
export const APPLY_FLEET_LEADER_PATH = '/pages/applyFleetLeader/applyFleetLeader';
export const FLEET_DETAIL_PATH = '/pages/fleetDetail/fleetDetail';
/** The screen an invitation link opens; the contract owns it because the server builds the link. */
export const ACCEPT_FLEET_INVITE_PATH = FLEET_INVITE_PATH;
export const INVITE_TEAM_PATH = '/pages/Inviteteam/Inviteteam';
