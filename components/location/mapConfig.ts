import { DEFAULT_MAP_TILE_URL } from '@/lib/constants';

/**
 * Where map tiles come from. Set NEXT_PUBLIC_MAP_TILE_URL at build time to a tile server's
 * template (`{z}/{x}/{y}`, and `{key}` for the maps-service key of lib/state `mapsKeyAtom` when
 * the vendor needs one), with NEXT_PUBLIC_MAP_TILE_ATTRIBUTION for its credit line. The default is
 * OpenStreetMap's public tiles, fine for development and light use (their usage policy asks heavy
 * users to run or buy their own). With no network the tiles fail and the map keeps a plain
 * background: the route, the markers and the figures are drawn without them.
 */
export const MAP_TILE_URL = process.env.NEXT_PUBLIC_MAP_TILE_URL || DEFAULT_MAP_TILE_URL;
export const MAP_TILE_ATTRIBUTION = process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION || '© OpenStreetMap contributors';
/** Tile servers draw at most this zoom. */
export const MAP_MAX_ZOOM = 18;
/** Zoom of a single place (open-location). */
export const PLACE_ZOOM = 15;
