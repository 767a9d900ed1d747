import { envelope, type Sent } from '../../lib/support';

/** Fixtures and a fake logistics server for the location screens: divisions, places and a route. */

export const FUJIAN = { code: '350000', name: '福建省', level: 'province', parentCode: null, lng: 119.2965, lat: 26.0745 };
export const BEIJING = { code: '110000', name: '北京市', level: 'province', parentCode: null, lng: 116.4074, lat: 39.9042 };
export const FUZHOU = { code: '350100', name: '福州市', level: 'city', parentCode: '350000', lng: 119.2965, lat: 26.0745 };
export const XIAMEN = { code: '350200', name: '厦门市', level: 'city', parentCode: '350000', lng: 118.0894, lat: 24.4798 };
export const CANGSHAN = { code: '350104', name: '仓山区', level: 'county', parentCode: '350100', lng: 119.2739, lat: 26.0469 };
export const GULOU = { code: '350102', name: '鼓楼区', level: 'county', parentCode: '350100', lng: 119.2965, lat: 26.0745 };

const DIVISIONS: Record<string, unknown[]> = {
  '': [BEIJING, FUJIAN],
  '350000': [FUZHOU, XIAMEN],
  '350100': [GULOU, CANGSHAN],
};

export const STATION = {
  name: '福州收费站',
  address: '福建省福州市仓山区沈海高速',
  lng: 119.2621,
  lat: 26.0441,
  adCode: '350104',
  kind: 'station',
  distanceM: 2400,
};
export const DIVISION_PLACE = { name: '福州市', address: '福建省福州市', lng: 119.2965, lat: 26.0745, adCode: '350100', kind: 'division', distanceM: null };

/** The areas and places calls (places answers `places` for any keyword but "无此地"). */
export function locationServer(places: unknown[] = [STATION, DIVISION_PLACE]) {
  return (sent: Sent) => {
    const url = new URL(sent.url);
    if (url.pathname === '/logistics/api/areas') return envelope(DIVISIONS[url.searchParams.get('parentCode') ?? ''] ?? []);
    if (url.pathname === '/logistics/api/places') return envelope(url.searchParams.get('keyword') === '无此地' ? [] : places);
    return envelope(null, { code: '404', msg: 'not found', status: 404 });
  };
}

/** What the fake server was asked, by path. */
export function asked(sent: Sent[], path: string) {
  return sent.filter((s) => new URL(s.url).pathname === path).map((s) => new URL(s.url));
}

/** A browser position for bridge.getLocation's fallback (jsdom has no geolocation). */
export function fakeGeolocation(lat: number, lng: number) {
  const watchers: PositionCallback[] = [];
  const position = (latitude: number, longitude: number, timestamp = Date.now()) =>
    ({ coords: { latitude, longitude, accuracy: 12, speed: 15, altitude: null, altitudeAccuracy: null, heading: null }, timestamp }) as GeolocationPosition;
  const geolocation = {
    getCurrentPosition: jest.fn((ok: PositionCallback) => ok(position(lat, lng))),
    watchPosition: jest.fn((ok: PositionCallback) => {
      watchers.push(ok);
      return watchers.length;
    }),
    clearWatch: jest.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return {
    geolocation,
    /** Reports a new fix to every watcher. */
    move: (latitude: number, longitude: number, timestamp?: number) => watchers.forEach((w) => w(position(latitude, longitude, timestamp))),
    remove: () => Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true }),
  };
}
