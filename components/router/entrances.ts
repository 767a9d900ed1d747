import type { AppUser } from '@/lib/contract';
import { authEntrances } from '@/components/auth/homeEntrances';
import { driverEntrances } from '@/components/driver/homeEntrances';
import { enterpriseEntrances } from '@/components/enterprise/homeEntrances';
import { enterpriseVehicleEntrances } from '@/components/enterpriseVehicle/homeEntrances';
import { fleetEntrances } from '@/components/fleet/homeEntrances';
import { generalEntrances } from '@/components/general/homeEntrances';
import { goodsEntrances } from '@/components/goods/homeEntrances';
import { identityEntrances } from '@/components/identity/homeEntrances';
import { kioskEntrances } from '@/components/kiosk/homeEntrances';
import { moneyEntrances } from '@/components/money/homeEntrances';
import { couponEntrances } from '@/components/coupon/homeEntrances';
import { etcEntrances } from '@/components/etc/homeEntrances';
import { circleEntrances } from '@/components/circle/homeEntrances';
import { brigadeEntrances } from '@/components/brigade/homeEntrances';
import { contentEntrances } from '@/components/content/homeEntrances';
import { pointsEntrances } from '@/components/points/homeEntrances';
import { merchantEntrances } from '@/components/merchant/homeEntrances';
import { opsEntrances } from '@/components/ops/homeEntrances';
import { vehicleEntrances } from '@/components/vehicle/homeEntrances';
import { waybillEntrances } from '@/components/waybill/homeEntrances';
import { isRegistered } from './routes';
import type { Audience, Entrance, Viewer } from './types';

/**
 * Every entrance of the home screens (issue 15: a home per role). Each domain declares its own in
 * `components/<domain>/homeEntrances.ts`, beside its routes; a new domain adds its list here. An
 * entrance to a screen that is not registered stays hidden.
 */
export const appEntrances: readonly Entrance[] = [
  ...authEntrances, ...generalEntrances, ...identityEntrances, ...opsEntrances,
  ...goodsEntrances, ...waybillEntrances, ...vehicleEntrances, ...driverEntrances, ...fleetEntrances,
  ...moneyEntrances, ...merchantEntrances, ...kioskEntrances, ...enterpriseEntrances, ...enterpriseVehicleEntrances,
  ...couponEntrances, ...etcEntrances, ...circleEntrances, ...contentEntrances, ...pointsEntrances, ...brigadeEntrances,
].filter((entrance) => isRegistered(entrance.path));

/** Who is looking: a tourist, a signed-in person without an identity, or their current identity. */
export function viewerOf(tourist: boolean, user: Pick<AppUser, 'identityType'> | undefined): Viewer | undefined {
  if (tourist) return 'tourist';
  if (!user) return undefined;
  return user.identityType ?? 'none';
}

/** Whether `audience` includes `viewer`. */
export function reaches(audience: Audience, viewer: Viewer): boolean {
  if (audience === 'anyone') return true;
  if (audience === 'signedIn') return viewer !== 'tourist';
  return audience === viewer;
}

export type EntrancePlace = 'bazaar' | 'mine';

/** The entrances `viewer` sees at `place`, in their declared order (each screen once). */
export function entrancesFor(viewer: Viewer, place: EntrancePlace, from: readonly Entrance[] = appEntrances): Entrance[] {
  const seen = new Set<string>();
  return from
    .filter((entrance) => entrance[place] !== undefined && entrance.for.some((audience) => reaches(audience, viewer)))
    .sort((a, b) => (a[place] as number) - (b[place] as number))
    .filter((entrance) => !seen.has(entrance.path) && Boolean(seen.add(entrance.path)));
}

/** Every entrance `viewer` sees anywhere (the custom navigation screen), bazaar ones first. */
export function allEntrancesFor(viewer: Viewer): Entrance[] {
  const shown = [...entrancesFor(viewer, 'bazaar'), ...entrancesFor(viewer, 'mine')];
  return shown.filter((entrance, index) => shown.findIndex((other) => other.path === entrance.path) === index);
}

/** The viewers each screen's entrance is shown to, by path (docs/screens.md "Entrances by role"). */
export function viewersByPath(viewers: readonly Viewer[]): Map<string, { bazaar: Viewer[]; mine: Viewer[] }> {
  const byPath = new Map<string, { bazaar: Viewer[]; mine: Viewer[] }>();
  for (const viewer of viewers) {
    for (const place of ['bazaar', 'mine'] as const) {
      for (const entrance of entrancesFor(viewer, place)) {
        const row = byPath.get(entrance.path) ?? { bazaar: [], mine: [] };
        row[place].push(viewer);
        byPath.set(entrance.path, row);
      }
    }
  }
  return byPath;
}
