import type { Division, Place } from '@/lib/contract/goods';

export type { Division, Place };

/** A point to search near (WGS-84 degrees). */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Maps: place search (keyword → chosen areas with coordinates) and administrative divisions
 * (GB/T 2260). The local provider answers from reference data (divisions, toll stations); a
 * vendor adapter with the maps key replaces it by configuration later.
 */
export interface MapsProvider {
  /** Places whose name or address contains `keyword`, nearest to `near` first when given (at most 20). */
  searchPlaces(keyword: string, near?: LatLng): Promise<Place[]>;
  /** The divisions directly under `parentCode` (the provinces when omitted); empty for an unknown code. */
  divisions(parentCode?: string): Promise<Division[]>;
}

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))));
}
