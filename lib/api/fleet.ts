import { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import { endpoints, type DataOf, type Page } from '../contract';
import { apiKey, request, useApi, type Intent } from '../http';

/**
 * Fleets (docs/fleets.md): founding one as captain, the captain's invitation link, joining through
 * it, leaving and removal, and what captain and members see. After a change the cached reads it
 * affects are read again, so every fleet screen shows the new state at once.
 */

const NO_ARGS = {};
const MEMBERS_PAGE_SIZE = 20;

export type FleetInfo = DataOf<typeof endpoints.fleet.getFleetDetail>;
export type BelongToFleet = NonNullable<DataOf<typeof endpoints.fleet.getBelongToFleet>>;
export type FleetMemberInfo = DataOf<typeof endpoints.fleet.getMembers>['records'][number];
export type FleetInvitation = DataOf<typeof endpoints.fleet.getFleetCaptainAuthUrl>;
export type FleetInvitePreview = DataOf<typeof endpoints.fleet.getInvite>;
type FleetApplicationRequest = z.input<NonNullable<typeof endpoints.fleet.applyToBeAFleet.body>>;

/** Every cached fleet read: after a membership change any of them may be stale. */
function refreshFleets() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].includes('/app/fleet/'));
}

/** The fleets the signed-in user captains (at most one); null `captainId` reads nothing (still loading the user). */
export function useCaptainFleets(captainId: number | null | undefined) {
  const { data, error, mutate: revalidate } = useApi(
    endpoints.fleet.getFleetListByCaptainId,
    captainId ? { query: { captainId } } : null,
  );
  return { fleets: data, error, mutate: revalidate };
}

/** The fleet the caller is a member of (null when none). */
export function useBelongToFleet(enabled = true) {
  const { data, error, mutate: revalidate } = useApi(endpoints.fleet.getBelongToFleet, enabled ? NO_ARGS : null);
  return { belonging: data, error, mutate: revalidate };
}

/** One fleet with the caller's role in it (captain or member). */
export function useFleetDetail(fleetId: number | null) {
  const { data, error, mutate: revalidate } = useApi(endpoints.fleet.getFleetDetail, fleetId ? { query: { fleetId } } : null);
  return { fleet: data, error, mutate: revalidate };
}

/** A fleet's current members page by page, for PagedList (the captain's view carries mobiles and vehicles). */
export function useFleetMembers(fleetId: number | null, state: 'current' | 'former' = 'current') {
  return useSWRInfinite<Page<FleetMemberInfo>>(
    (index: number, previous: Page<FleetMemberInfo> | null) => {
      if (!fleetId || (previous && previous.current >= previous.pages)) return null;
      return apiKey(endpoints.fleet.getMembers, { query: { fleetId, state, current: index + 1, size: MEMBERS_PAGE_SIZE } });
    },
    ([, args]: readonly [string, { query: { fleetId: number; state: 'current' | 'former'; current: number; size: number } }]) =>
      request(endpoints.fleet.getMembers, args),
  );
}

/** CAPTAINS: a fresh invitation (token, app-relative link, expiry); each read makes a new one. */
export function useFleetInvitation(fleetId: number | null) {
  const { data, error, mutate: revalidate, isValidating } = useApi(
    endpoints.fleet.getFleetCaptainAuthUrl,
    fleetId ? { query: { fleetId } } : null,
    { revalidateOnFocus: false, revalidateIfStale: true },
  );
  return { invitation: data, error, refresh: revalidate, refreshing: isValidating };
}

/** The absolute address of an app-relative link (`#/pages/...`), from where the app runs now. */
export function absoluteAppLink(link: string): string {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}${link}`;
}

/** What an invitation link leads to (the fleet, its captain, the expiry, whether the caller can join). */
export function useFleetInvite(token: string | null) {
  const { data, error, mutate: revalidate } = useApi(endpoints.fleet.getInvite, token ? { query: { token } } : null, {
    shouldRetryOnError: false,
  });
  return { invite: data, error, mutate: revalidate };
}

/** Founds the caller's fleet; they are its captain at once. */
export async function applyToBeFleetCaptain(application: FleetApplicationRequest, intent?: Intent) {
  const fleet = await request(endpoints.fleet.applyToBeAFleet, { intent, body: application });
  await Promise.all([refreshFleets(), mutate(apiKey(endpoints.user.info, NO_ARGS))]);
  return fleet;
}

/** Joins the fleet of an invitation. */
export async function joinFleet(fleetId: number, token: string, intent?: Intent) {
  const belonging = await request(endpoints.fleet.addAMember, { intent, body: { fleetId, token } });
  await Promise.all([refreshFleets(), mutate(apiKey(endpoints.user.info, NO_ARGS))]);
  return belonging;
}

/** Leaves the fleet the caller is a member of. */
export async function leaveFleet(fleetId: number, intent?: Intent) {
  await request(endpoints.fleet.leave, { intent, body: { fleetId } });
  await Promise.all([refreshFleets(), mutate(apiKey(endpoints.user.info, NO_ARGS))]);
}

/** CAPTAINS: removes a member from the fleet. */
export async function removeFleetMember(fleetId: number, userId: number, intent?: Intent) {
  await request(endpoints.fleet.removeMember, { intent, body: { fleetId, userId } });
  await refreshFleets();
}
