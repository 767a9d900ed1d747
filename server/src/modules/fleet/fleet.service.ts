import type { z } from 'zod';
import { FLEET_INVITE_PATH, type DrivenVehicle, type FleetApplication, type FleetMembersQuery } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badRequest, conflict, fieldError, forbidden, notFound, type PlainErrorCode } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { now, nowDate } from '../clock';
import { submitting } from '../identity/certification.submit';
import { findCertification } from '../identity/identity.repository';
import { addIdentity, withdrawIdentity } from '../user/user.repository';
import { vehiclesDrivenBy } from '../vehicle/vehicle.queries';
import {
  endMembership,
  findFleetById,
  findFleetViews,
  findFleetsByCaptain,
  findMembers,
  findOpenMembership,
  insertFleet,
  insertMembership,
  lockFleetUser,
  type EndReason,
  type FleetRow,
  type FleetView,
  type MembershipRow,
} from './fleet.repository';
import { INVITE_LIFETIME_MS, signInvite, verifyInvite } from './fleet.tokens';

/*
 * Fleets (docs/fleets.md): founding one, inviting with signed links, joining, leaving, removal,
 * and what captain and members see. Every call takes the user token; access is checked first.
 */

const NO_SUCH_FLEET = 'fleet.notFound';
const ONE_FLEET_PER_CAPTAIN = 'fleet.oneFleetPerCaptain';
const ONE_FLEET_AT_A_TIME = 'fleet.oneFleetAtATime';

function toFleet(view: FleetView) {
  return {
    fleetId: view.fleet.id,
    fleetName: view.fleet.name,
    region: view.fleet.region,
    description: view.fleet.description,
    captain: { userId: view.fleet.captainId, name: view.captainName },
    memberCount: view.memberCount,
    createdAt: view.fleet.createdAt.toISOString(),
  };
}

async function fleetOf(db: Executor, fleetId: number) {
  const [view] = await findFleetViews(db, [fleetId]);
  if (!view) throw notFound(NO_SUCH_FLEET);
  return toFleet(view);
}

/** The fleet the user belongs to as a member (contract BelongToFleet), from their open membership. */
async function belongingOf(db: Executor, membership: MembershipRow) {
  return { ...(await fleetOf(db, membership.fleetId)), joinedAt: membership.joinedAt.toISOString() };
}

/** Fleets need a real person: the caller's approved real name, or 403. */
async function requireRealName(db: Executor, userId: number): Promise<void> {
  const realName = await findCertification(db, userId, 'realName');
  if (realName?.status !== 'approved') throw forbidden('fleet.realNameFirst');
}

type FleetRole = 'captain' | 'member';

/**
 * The fleet and the caller's place in it. Someone with no place in it gets the same 404 as for a
 * fleet that does not exist; a member asking for what only the captain may do gets 403.
 */
async function fleetAccess(db: Executor, userId: number, fleetId: number, needed: FleetRole | 'any') {
  const fleet = await findFleetById(db, fleetId);
  let role: FleetRole | null = null;
  if (fleet?.captainId === userId) role = 'captain';
  else if (fleet && (await findOpenMembership(db, userId))?.fleetId === fleet.id) role = 'member';
  if (!fleet || !role) throw notFound(NO_SUCH_FLEET);
  if (needed === 'captain' && role !== 'captain') throw forbidden('fleet.captainOnly');
  return { fleet, role };
}

/** Founds the caller's fleet and makes them its captain, at once (no review). */
export async function applyToBeAFleet(deps: AppDeps, principal: Principal | null, application: z.output<typeof FleetApplication>) {
  const { userId } = requireSignedIn(principal);
  await requireRealName(deps.db, userId);
  return submitting(
    () =>
      deps.db.transaction(async (tx) => {
        await lockFleetUser(tx, userId);
        if ((await findFleetsByCaptain(tx, userId)).length > 0) throw conflict(ONE_FLEET_PER_CAPTAIN);
        if (await findOpenMembership(tx, userId)) {
          throw conflict('fleet.memberCannotFound');
        }
        const at = nowDate();
        const fleet = await insertFleet(tx, {
          captainId: userId,
          name: application.fleetName,
          region: application.region,
          description: application.description ?? '',
          createdAt: at,
        });
        await addIdentity(tx, userId, 'fleetCaptain', at);
        return { ...(await fleetOf(tx, fleet.id)), role: 'captain' as const };
      }),
    ONE_FLEET_PER_CAPTAIN,
  );
}

/** The fleets the caller captains; asking for someone else's is 403. */
export async function getFleetListByCaptainId(deps: AppDeps, principal: Principal | null, captainId: number) {
  const { userId } = requireSignedIn(principal);
  if (captainId !== userId) throw forbidden('fleet.ownFleetsOnly');
  const fleets = await findFleetsByCaptain(deps.db, userId);
  return (await findFleetViews(deps.db, fleets.map((fleet) => fleet.id))).map(toFleet);
}

/** The fleet the caller is a member of, or null. */
export async function getBelongToFleet(deps: AppDeps, principal: Principal | null) {
  const { userId } = requireSignedIn(principal);
  const membership = await findOpenMembership(deps.db, userId);
  return membership ? belongingOf(deps.db, membership) : null;
}

/** A fleet with the caller's role in it (captain or member). */
export async function getFleetDetail(deps: AppDeps, principal: Principal | null, fleetId: number) {
  const { userId } = requireSignedIn(principal);
  const { fleet, role } = await fleetAccess(deps.db, userId, fleetId, 'any');
  return { ...(await fleetOf(deps.db, fleet.id)), role };
}

/**
 * A page of a fleet's members. The captain sees mobiles, each current member's vehicles and the
 * former members (when and why they went); members see their fellow members' names only.
 */
export async function getMembers(deps: AppDeps, principal: Principal | null, query: z.output<typeof FleetMembersQuery>) {
  const { userId } = requireSignedIn(principal);
  const { fleet, role } = await fleetAccess(deps.db, userId, query.fleetId, 'any');
  if (query.state === 'former' && role !== 'captain') throw forbidden('fleet.formerMembersCaptainOnly');
  const { records, total } = await findMembers(deps.db, fleet.id, query.state, pageOffset(query.current, query.size), query.size);
  const captain = role === 'captain';
  const vehicles =
    captain && query.state === 'current'
      ? await vehiclesDrivenBy(deps.db, records.map((row) => row.membership.userId))
      : new Map<number, DrivenVehicle[]>();
  const members = records.map(({ membership, name, mobile }) => ({
    userId: membership.userId,
    name,
    mobile: captain ? mobile : null,
    joinedAt: membership.joinedAt.toISOString(),
    endedAt: membership.endedAt?.toISOString() ?? null,
    endReason: membership.endReason,
    vehicles: captain && query.state === 'current' ? vehicles.get(membership.userId) ?? [] : null,
  }));
  return toPage(members, total, query.current, query.size);
}

/** The vehicles a driver owns or may drive: for the driver, or the captain of the fleet they are in. */
export async function vehicleListByDriverId(deps: AppDeps, principal: Principal | null, driverId: number) {
  const { userId } = requireSignedIn(principal);
  if (driverId !== userId) {
    const membership = await findOpenMembership(deps.db, driverId);
    const fleet = membership ? await findFleetById(deps.db, membership.fleetId) : undefined;
    if (fleet?.captainId !== userId) {
      throw forbidden('fleet.vehiclesDriverOrCaptain');
    }
  }
  return (await vehiclesDrivenBy(deps.db, [driverId])).get(driverId) ?? [];
}

/** A fresh invitation of the captain's fleet: the signed token, its expiry and the app link. */
export async function getFleetCaptainAuthUrl(deps: AppDeps, principal: Principal | null, fleetId: number) {
  const { userId } = requireSignedIn(principal);
  const { fleet } = await fleetAccess(deps.db, userId, fleetId, 'captain');
  const { token, expiresAt } = signInvite(deps.config.tokenSecret, fleet.id, now() + INVITE_LIFETIME_MS);
  return {
    fleetId: fleet.id,
    token,
    link: `#${FLEET_INVITE_PATH}?token=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** Where the caller stands towards joining `fleet`, as the invitation screen explains it. */
async function joiningStanding(db: Executor, userId: number, fleet: FleetRow) {
  if ((await findFleetsByCaptain(db, userId)).length > 0) return 'captain' as const;
  const membership = await findOpenMembership(db, userId);
  if (membership) return membership.fleetId === fleet.id ? ('member' as const) : ('inOtherFleet' as const);
  const realName = await findCertification(db, userId, 'realName');
  return realName?.status === 'approved' ? ('canJoin' as const) : ('realNameFirst' as const);
}

/** A genuine, unexpired invitation's fleet (400 invalid, 410 expired, 404 fleet gone). */
async function invitedFleet(deps: AppDeps, token: string) {
  const invite = verifyInvite(deps.config.tokenSecret, token, now());
  const fleet = await findFleetById(deps.db, invite.fleetId);
  if (!fleet) throw notFound('fleet.invitationFleetGone');
  return { invite, fleet };
}

/** What an invitation link leads to: the fleet, its captain, the expiry and whether the caller can join. */
export async function getInvite(deps: AppDeps, principal: Principal | null, token: string) {
  const { userId } = requireSignedIn(principal);
  const { invite, fleet } = await invitedFleet(deps, token);
  return {
    fleet: await fleetOf(deps.db, fleet.id),
    expiresAt: invite.expiresAt.toISOString(),
    standing: await joiningStanding(deps.db, userId, fleet),
  };
}

/**
 * Joins the fleet of an invitation. A user is in one fleet at a time and a captain in none;
 * joining again (or twice at once) is 409.
 */
export async function addAMember(deps: AppDeps, principal: Principal | null, request: { fleetId: number; token: string }) {
  const { userId } = requireSignedIn(principal);
  const { fleet } = await invitedFleet(deps, request.token);
  if (fleet.id !== request.fleetId) {
    throw badRequest('fleet.inviteForOtherFleet', {}, [fieldError('token', 'fleet.fieldOtherFleet')]);
  }
  await requireRealName(deps.db, userId);
  return submitting(
    () =>
      deps.db.transaction(async (tx) => {
        await lockFleetUser(tx, userId);
        if ((await findFleetsByCaptain(tx, userId)).length > 0) {
          throw conflict(fleet.captainId === userId ? 'fleet.youAreCaptain' : 'fleet.captainCannotJoin');
        }
        const current = await findOpenMembership(tx, userId);
        if (current) throw conflict(current.fleetId === fleet.id ? 'fleet.alreadyMember' : ONE_FLEET_AT_A_TIME);
        const at = nowDate();
        const membership = await insertMembership(tx, { fleetId: fleet.id, userId, invitedBy: fleet.captainId, joinedAt: at });
        await addIdentity(tx, userId, 'fleetMember', at);
        return belongingOf(tx, membership);
      }),
    ONE_FLEET_AT_A_TIME,
  );
}

/** Ends `memberId`'s open membership of `fleetId` (404 when there is none) and takes back the identity. */
async function endMembershipOf(deps: AppDeps, memberId: number, fleetId: number, reason: EndReason, by: number, notMember: PlainErrorCode) {
  await deps.db.transaction(async (tx) => {
    await lockFleetUser(tx, memberId);
    const membership = await findOpenMembership(tx, memberId);
    if (membership?.fleetId !== fleetId) throw notFound(notMember);
    await endMembership(tx, membership.id, { endedAt: nowDate(), endReason: reason, endedBy: by });
    await withdrawIdentity(tx, memberId, 'fleetMember');
  });
  return null;
}

/** The caller leaves the fleet they are a member of (the captain cannot leave their own). */
export async function leave(deps: AppDeps, principal: Principal | null, fleetId: number) {
  const { userId } = requireSignedIn(principal);
  const fleet = await findFleetById(deps.db, fleetId);
  if (fleet?.captainId === userId) throw conflict('fleet.captainCannotLeave');
  return endMembershipOf(deps, userId, fleetId, 'left', userId, 'fleet.youAreNotMember');
}

/** The captain removes a current member from their fleet. */
export async function removeMember(deps: AppDeps, principal: Principal | null, request: { fleetId: number; userId: number }) {
  const { userId } = requireSignedIn(principal);
  const { fleet } = await fleetAccess(deps.db, userId, request.fleetId, 'captain');
  return endMembershipOf(deps, request.userId, fleet.id, 'removed', userId, 'fleet.userNotMember');
}
