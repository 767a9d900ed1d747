import type { Division, Place } from '@/lib/contract/goods';
import { FUJIAN_CITIES, FUJIAN_COUNTIES, PROVINCES } from './divisions.data';
import { distanceMetres, type LatLng, type MapsProvider } from './maps.provider';
import { FUJIAN_STATIONS, type StationSeed } from './stations.data';

/** The shape of @vant/area-data's `areaList` (codes → names per level). */
export interface AreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

const PACKAGE = '@vant/area-data';
const MAX_PLACES = 20;

function isAreaList(value: unknown): value is AreaList {
  const list = value as Partial<AreaList> | null;
  return typeof list === 'object' && list !== null && [list.province_list, list.city_list, list.county_list].every((v) => typeof v === 'object' && v !== null);
}

/** The maintained division package when installed; null when it is not (the shipped data alone answers then). */
async function loadPackageAreas(): Promise<AreaList | null> {
  try {
    const mod = (await import(PACKAGE)) as { areaList?: unknown; default?: { areaList?: unknown } };
    const list = mod.areaList ?? mod.default?.areaList;
    return isAreaList(list) ? list : null;
  } catch {
    return null;
  }
}

function levelOf(code: string): Division['level'] {
  if (code.endsWith('0000')) return 'province';
  if (code.endsWith('00')) return 'city';
  return 'county';
}

function parentOf(code: string): string | null {
  const level = levelOf(code);
  if (level === 'province') return null;
  return level === 'city' ? `${code.slice(0, 2)}0000` : `${code.slice(0, 4)}00`;
}

/** Builds the division index: the shipped rows, completed by the package's codes and names. */
function buildIndex(areas: AreaList | null): Map<string, Division> {
  const index = new Map<string, Division>();
  const put = (code: string, name: string, lng: number | null, lat: number | null) => {
    const known = index.get(code);
    index.set(code, { code, name, level: levelOf(code), parentCode: parentOf(code), lng: known?.lng ?? lng, lat: known?.lat ?? lat });
  };
  for (const [code, name, lng, lat] of [...PROVINCES, ...FUJIAN_CITIES]) put(code, name, lng, lat);
  for (const [cityCode, counties] of Object.entries(FUJIAN_COUNTIES)) {
    const city = index.get(cityCode);
    for (const [code, name] of counties) put(code, name, city?.lng ?? null, city?.lat ?? null);
  }
  if (areas) {
    for (const list of [areas.province_list, areas.city_list, areas.county_list]) {
      for (const [code, name] of Object.entries(list)) {
        if (/^\d{6}$/.test(code) && !index.has(code)) put(code, name, null, null);
      }
    }
  }
  return index;
}

function byName(a: { name: string }, b: { name: string }) {
  return a.name.localeCompare(b.name, 'zh-CN');
}

/**
 * The local maps provider: divisions from the shipped data (plus the division package when
 * installed) and toll stations as places. Place search matches names (and station addresses and
 * highways) containing the keyword; with `near`, nearest first.
 */
export class LocalMapsProvider implements MapsProvider {
  private index: Promise<Map<string, Division>> | null = null;

  constructor(
    private readonly stations: StationSeed[] = FUJIAN_STATIONS,
    /** Where the nationwide division list comes from (the package; tests pass their own). */
    private readonly loadAreas: () => Promise<AreaList | null> = loadPackageAreas,
  ) {}

  private divisionIndex(): Promise<Map<string, Division>> {
    this.index ??= this.loadAreas().then(buildIndex);
    return this.index;
  }

  async divisions(parentCode?: string): Promise<Division[]> {
    const index = await this.divisionIndex();
    const parent = parentCode ?? null;
    return [...index.values()].filter((d) => d.parentCode === parent).sort((a, b) => a.code.localeCompare(b.code));
  }

  async searchPlaces(keyword: string, near?: LatLng): Promise<Place[]> {
    const needle = keyword.trim();
    if (needle === '') return [];
    const index = await this.divisionIndex();
    const fullName = (d: Division): string => {
      const parent = d.parentCode ? index.get(d.parentCode) : undefined;
      return parent ? `${fullName(parent)}${d.name}` : d.name;
    };
    const places: Place[] = [];
    for (const s of this.stations) {
      if (s.name.includes(needle) || s.address.includes(needle) || s.highway.includes(needle)) {
        places.push({ kind: 'station', name: s.name, address: `${s.address} ${s.highway}`, lng: s.lng, lat: s.lat, adCode: s.adCode, distanceM: null });
      }
    }
    for (const d of index.values()) {
      if (d.lng === null || d.lat === null || !d.name.includes(needle)) continue;
      places.push({ kind: 'division', name: d.name, address: fullName(d), lng: d.lng, lat: d.lat, adCode: d.code, distanceM: null });
    }
    if (near) {
      for (const p of places) p.distanceM = distanceMetres(near, p);
      places.sort((a, b) => (a.distanceM ?? 0) - (b.distanceM ?? 0));
    } else {
      places.sort((a, b) => (a.kind === b.kind ? byName(a, b) : a.kind === 'station' ? -1 : 1));
    }
    return places.slice(0, MAX_PLACES);
  }
}
