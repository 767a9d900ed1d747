import { z } from 'zod';
import { endpoint } from './endpoint';
import { PageQuery, pageOf } from './paging';
import { DrivenVehicle } from './vehicle';

/**
 * Fleets (车队, docs/fleets.md): a captain's group of drivers and truck owners who take loads
 * together. A user with an approved real name becomes a captain at once by applying (identity
 * fleetCaptain, one fleet per captain); the captain invites members with a signed, expiring link
 * shown as a QR code; an invitee with an approved real name joins (identity fleetMember, one fleet
 * at a time); a member leaves or the captain removes them, the history stays. App service, user token.
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** Longest invitation token the server makes is far below this; longer input is not a token. */
const InviteToken = z.string().trim().min(1).max(200);

export const FleetApplication = z.object({
  fleetName: Text(2, 30),
  /** Where the fleet mostly runs, e.g. "福建 福州 — 广东 深圳". */
  region: Text(2, 60),
  description: Text(0, 200).optional(),
});

export const FLEET_ROLES = ['captain', 'member'] as const;
export const FleetRole = z.enum(FLEET_ROLES);

export const FleetPerson = z.object({
  userId: z.number().int(),
  /** The approved real name. */
  name: z.string(),
});

export const Fleet = z.object({
  fleetId: z.number().int(),
  fleetName: z.string(),
  region: z.string(),
  description: z.string(),
  captain: FleetPerson,
  memberCount: z.number().int().min(0),
  createdAt: z.string(),
});

/** A fleet as the caller sees it, with their place in it. */
export const FleetDetail = Fleet.extend({ role: FleetRole });

/** The fleet the caller belongs to as a member, with when they joined. */
export const BelongToFleet = Fleet.extend({ joinedAt: z.string() });

export const FLEET_MEMBERSHIP_STATES = ['current', 'former'] as const;
export const FLEET_MEMBERSHIP_END_REASONS = ['left', 'removed'] as const;

export const FleetMember = FleetPerson.extend({
  /** Only the captain sees mobiles; members see names only (null). */
  mobile: z.string().nullable(),
  joinedAt: z.string(),
  /** Former members: when and why the membership ended (null while current). */
  endedAt: z.string().nullable(),
  endReason: z.enum(FLEET_MEMBERSHIP_END_REASONS).nullable(),
  /** The captain sees each current member's vehicles; null for members and for former members. */
  vehicles: z.array(DrivenVehicle).nullable(),
});

export const FleetIdQuery = z.object({ fleetId: Id });
export const FleetMembersQuery = PageQuery.extend({
  fleetId: Id,
  /** current (default) or former members; former ones only for the captain. */
  state: z.enum(FLEET_MEMBERSHIP_STATES).default('current'),
});
export const FleetCaptainQuery = z.object({ captainId: Id });
export const FleetDriverQuery = z.object({ driverId: Id });
export const FleetInviteQuery = z.object({ token: InviteToken });

export const FleetJoinRequest = z.object({ fleetId: Id, token: InviteToken });
export const FleetLeaveRequest = z.object({ fleetId: Id });
export const FleetRemoveMemberRequest = z.object({ fleetId: Id, userId: Id });

/** The app screen an invitation link opens (its `?token=` carries the invitation). */
export const FLEET_INVITE_PATH = '/pages/acceptFleetInvite/acceptFleetInvite';

/**
 * A captain's invitation: the token and its expiry, and the app-relative link carrying it
 * (`#/pages/acceptFleetInvite/acceptFleetInvite?token=…`); the client makes it absolute from its
 * own location, so the link works wherever the app is served.
 */
export const FleetInvitation = z.object({
  fleetId: z.number().int(),
  token: z.string(),
  link: z.string(),
  expiresAt: z.string(),
});

/** What an invitee sees before joining: the fleet, its captain, until when the link is good. */
export const FleetInvitePreview = z.object({
  fleet: Fleet,
  expiresAt: z.string(),
  /** The caller's standing towards this fleet, so the screen can say what joining would do. */
  standing: z.enum(['canJoin', 'member', 'captain', 'inOtherFleet', 'realNameFirst']),
});

export const fleetEndpoints = {
  applyToBeAFleet: endpoint({
    service: 'app', method: 'POST', path: '/app/fleet/applyToBeAFleet', access: 'user', idempotent: true,
    summary: 'Become a fleet captain with a new fleet (approved real name; one fleet per captain; no review)',
    body: FleetApplication, response: FleetDetail,
  }),
  getFleetListByCaptainId: endpoint({
    service: 'app', method: 'GET', path: '/app/fleet/getFleetListByCaptainId', access: 'user',
    summary: 'The fleets the caller captains (captainId must be the caller)',
    query: FleetCaptainQuery, response: z.array(Fleet),
  }),
  getBelongToFleet: endpoint({
    service: 'app', method: 'GET', path: '/app/fleet/getBelongToFleet', access: 'user',
    summary: 'The fleet the caller is a member of, or null', response: BelongToFleet.nullable(),
  }),
  getFleetDetail: endpoint({
    service: 'app', method: 'GET', path: '/app/fleet/getFleetDetail', access: 'user',
    summary: "A fleet's details (its captain and current members only)",
    query: FleetIdQuery, response: FleetDetail,
  }),
  getMembers: endpoint({
    service: 'app', method: 'GET', path: '/app/fleet/getMembers', access: 'user',
    summary: "A fleet's members, paged: the captain sees mobiles, vehicles and former members; members see names",
    query: FleetMembersQuery, response: pageOf(FleetMember),
  }),
  vehicleListByDriverId: endpoint({
    service: 'app', method: 'GET', path: '/app/fleet/vehicleListByDriverId', access: 'user',
    summary: "The vehicles a driver owns or may drive (the driver, or the captain of the driver's fleet)",
    query: FleetDriverQuery, response: z.array(DrivenVehicle),
  }),
  getFleetCaptainAuthUrl: endpoint({
    service: 'app', method: 'GET', path: '/app/fleet/getFleetCaptainAuthUrl', access: 'user',
    summary: 'A fresh signed invitation link of the fleet, valid 24 hours (captain only)',
    query: FleetIdQuery, response: FleetInvitation,
  }),
  getInvite: endpoint({
    service: 'app', method: 'GET', path: '/app/fleet/getInvite', access: 'user',
    summary: 'The fleet an invitation link leads to, its captain and expiry (400 invalid, 410 expired)',
    query: FleetInviteQuery, response: FleetInvitePreview,
  }),
  addAMember: endpoint({
    service: 'app', method: 'POST', path: '/app/fleet/addAMember', access: 'user', idempotent: true,
    summary: "Join the fleet of an invitation (approved real name; one fleet at a time; 409 when already in it)",
    body: FleetJoinRequest, response: BelongToFleet,
  }),
  leave: endpoint({
    service: 'app', method: 'POST', path: '/app/fleet/leave', access: 'user', idempotent: true,
    summary: 'Leave the fleet the caller is a member of (the history stays)',
    body: FleetLeaveRequest, response: z.null(),
  }),
  removeMember: endpoint({
    service: 'app', method: 'POST', path: '/app/fleet/removeMember', access: 'user', idempotent: true,
    summary: 'Remove a member from the fleet (captain only; the history stays)',
    body: FleetRemoveMemberRequest, response: z.null(),
  }),
};
