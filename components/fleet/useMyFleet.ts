'use client';
import { useBelongToFleet, useCaptainFleets, useCurrentUser } from '@/lib/api';
import { useRoute } from '@/components/router/RouteContext';

export interface MyFleet {
  /** The fleet of the screen: undefined while loading, null when the caller has none. */
  fleetId: number | null | undefined;
  error: unknown;
  retry: () => void;
}

/** The caller's own standing: the fleets they captain and the fleet they belong to. */
export function useFleetStanding() {
  const { user, error: userError, mutate: retryUser } = useCurrentUser();
  const captain = useCaptainFleets(user?.userId);
  const member = useBelongToFleet();
  const loaded = captain.fleets !== undefined && member.belonging !== undefined;
  return {
    standing: loaded ? { captainOf: captain.fleets?.[0] ?? null, memberOf: member.belonging ?? null } : undefined,
    error: userError ?? captain.error ?? member.error,
    retry: () => {
      void retryUser();
      void captain.mutate();
      void member.mutate();
    },
  };
}

/**
 * The fleet a screen is about: `?fleetId=` when given, otherwise the fleet the caller captains,
 * otherwise the one they belong to.
 */
export function useMyFleet(): MyFleet {
  const { query } = useRoute();
  const given = /^\d+$/.test(query.fleetId ?? '') ? Number(query.fleetId) : null;
  const { standing, error, retry } = useFleetStanding();
  if (given) return { fleetId: given, error: null, retry };
  return {
    fleetId: standing ? (standing.captainOf?.fleetId ?? standing.memberOf?.fleetId ?? null) : undefined,
    error,
    retry,
  };
}
