import { bridge, type PositionReply } from '../bridge/bridge';
import { LOCATION_WAIT_MS } from '../constants';
import { within } from '../time';

/**
 * How long a position (or the finding that there is none) is reused for the Latitude/Longitude
 * headers. Without it every call would wait up to the 3 s location wait again; a truck moves
 * little in a minute, and a denied permission stays denied.
 */
export const POSITION_REUSE_MS = 60_000;

let last: { position: PositionReply | undefined; at: number } | null = null;
let lookup: Promise<PositionReply | undefined> | null = null;

/**
 * The position for the next request: the bridge's getLocation (the browser's geolocation outside
 * the shell), waiting at most LOCATION_WAIT_MS; undefined when none came in time. Concurrent
 * requests share one lookup.
 */
export function positionForRequest(): Promise<PositionReply | undefined> {
  if (last && Date.now() - last.at < POSITION_REUSE_MS) return Promise.resolve(last.position);
  lookup ??= within(bridge.getLocation(), LOCATION_WAIT_MS).then((position) => {
    last = { position, at: Date.now() };
    lookup = null;
    return position;
  });
  return lookup;
}

/** Forgets the reused position, e.g. after the person grants location access. */
export function forgetPosition(): void {
  last = null;
}

/** The Latitude and Longitude headers: the position's numbers, or empty strings without one (spec §7). */
export async function locationHeaders(): Promise<{ Latitude: string; Longitude: string }> {
  const position = await positionForRequest();
  return position
    ? { Latitude: String(position.latitude), Longitude: String(position.longitude) }
    : { Latitude: '', Longitude: '' };
}
