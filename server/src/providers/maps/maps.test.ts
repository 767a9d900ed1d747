import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalMapsProvider } from './local';
import { distanceMetres } from './maps.provider';
import { FUJIAN_STATIONS } from './stations.data';

describe('LocalMapsProvider', () => {
  const withPackage = new LocalMapsProvider(FUJIAN_STATIONS, async () => ({
    province_list: { '350000': '福建省', '440000': '广东省' },
    city_list: { '350200': '厦门市', '440300': '深圳市' },
    county_list: { '350206': '湖里区', '440305': '南山区' },
  }));

  it('completes the shipped divisions with the package: its extra ones without coordinates', async () => {
    const guangdong = await withPackage.divisions('440000');
    assert.deepEqual(guangdong, [{ code: '440300', name: '深圳市', level: 'city', parentCode: '440000', lng: null, lat: null }]);
    const shenzhen = await withPackage.divisions('440300');
    assert.deepEqual(shenzhen.map((d) => [d.code, d.level]), [['440305', 'county']]);
    // Shipped rows keep their coordinates.
    const [huli] = (await withPackage.divisions('350200')).filter((d) => d.code === '350206');
    assert.ok(huli.lat !== null && huli.lng !== null);
    // Without a position a division is not a place.
    assert.deepEqual(await withPackage.searchPlaces('南山'), []);
  });

  it('without the package, the shipped provinces and Fujian answer', async () => {
    const local = new LocalMapsProvider(FUJIAN_STATIONS, async () => null);
    assert.equal((await local.divisions()).length, 34);
    assert.equal((await local.divisions('350000')).length, 9);
    assert.deepEqual(await local.divisions('440000'), []);
    const places = await local.searchPlaces('福州');
    assert.ok(places.some((p) => p.kind === 'division' && p.adCode === '350100' && p.address === '福建省福州市'));
    assert.ok(places.some((p) => p.kind === 'station' && p.name === '福州南收费站'));
    assert.deepEqual(await local.searchPlaces('  '), []);
  });

  it('distanceMetres: Fuzhou to Xiamen is about 200 km', () => {
    const d = distanceMetres({ lat: 26.0745, lng: 119.2965 }, { lat: 24.4798, lng: 118.0894 });
    assert.ok(d > 200_000 && d < 230_000, String(d));
  });
});
