/**
 * Toll stations of Fujian's expressways (reference data: the goods module seeds them into the
 * `stations` table, the local maps provider finds them by keyword). Names and expressways are the
 * real ones; coordinates are approximate positions of the interchanges, not survey data.
 */
export interface StationSeed {
  code: string;
  name: string;
  highway: string;
  address: string;
  lng: number;
  lat: number;
  /** GB/T 2260 county code. */
  adCode: string;
}

const G15 = 'G15 沈海高速';
const G70 = 'G70 福银高速';
const G25 = 'G25 长深高速';
const G76 = 'G76 厦蓉高速';

export const FUJIAN_STATIONS: StationSeed[] = [
  { code: 'FJ-G15-FD', name: '福鼎收费站', highway: G15, address: '福建省宁德市福鼎市', lng: 120.2165, lat: 27.3243, adCode: '350982' },
  { code: 'FJ-G15-ND', name: '宁德收费站', highway: G15, address: '福建省宁德市蕉城区', lng: 119.5262, lat: 26.6822, adCode: '350902' },
  { code: 'FJ-G15-LJ', name: '连江收费站', highway: G15, address: '福建省福州市连江县', lng: 119.5353, lat: 26.2053, adCode: '350122' },
  { code: 'FJ-G15-FZN', name: '福州南收费站', highway: G15, address: '福建省福州市仓山区', lng: 119.3285, lat: 25.9786, adCode: '350104' },
  { code: 'FJ-G15-FQ', name: '福清收费站', highway: G15, address: '福建省福州市福清市', lng: 119.3556, lat: 25.7297, adCode: '350181' },
  { code: 'FJ-G15-PT', name: '莆田收费站', highway: G15, address: '福建省莆田市荔城区', lng: 119.0316, lat: 25.4612, adCode: '350304' },
  { code: 'FJ-G15-QZ', name: '泉州收费站', highway: G15, address: '福建省泉州市丰泽区', lng: 118.6386, lat: 24.9270, adCode: '350503' },
  { code: 'FJ-G15-JJ', name: '晋江收费站', highway: G15, address: '福建省泉州市晋江市', lng: 118.5622, lat: 24.8128, adCode: '350582' },
  { code: 'FJ-G15-XM', name: '厦门收费站', highway: G15, address: '福建省厦门市集美区', lng: 118.0977, lat: 24.5980, adCode: '350211' },
  { code: 'FJ-G15-ZZ', name: '漳州收费站', highway: G15, address: '福建省漳州市龙文区', lng: 117.7093, lat: 24.5234, adCode: '350603' },
  { code: 'FJ-G15-ZP', name: '漳浦收费站', highway: G15, address: '福建省漳州市漳浦县', lng: 117.6142, lat: 24.1304, adCode: '350623' },
  { code: 'FJ-G70-FZB', name: '福州北收费站', highway: G70, address: '福建省福州市晋安区', lng: 119.2973, lat: 26.1390, adCode: '350111' },
  { code: 'FJ-G70-MQ', name: '闽清收费站', highway: G70, address: '福建省福州市闽清县', lng: 118.8631, lat: 26.2210, adCode: '350124' },
  { code: 'FJ-G70-NP', name: '南平收费站', highway: G70, address: '福建省南平市延平区', lng: 118.1700, lat: 26.6420, adCode: '350702' },
  { code: 'FJ-G70-JO', name: '建瓯收费站', highway: G70, address: '福建省南平市建瓯市', lng: 118.3160, lat: 27.0300, adCode: '350783' },
  { code: 'FJ-G70-SW', name: '邵武收费站', highway: G70, address: '福建省南平市邵武市', lng: 117.4850, lat: 27.3450, adCode: '350781' },
  { code: 'FJ-G25-SM', name: '三明收费站', highway: G25, address: '福建省三明市三元区', lng: 117.6250, lat: 26.2480, adCode: '350404' },
  { code: 'FJ-G25-YA', name: '永安收费站', highway: G25, address: '福建省三明市永安市', lng: 117.3690, lat: 25.9600, adCode: '350481' },
  { code: 'FJ-G76-LY', name: '龙岩收费站', highway: G76, address: '福建省龙岩市新罗区', lng: 117.0430, lat: 25.0940, adCode: '350802' },
  { code: 'FJ-G76-ZPL', name: '漳平收费站', highway: G76, address: '福建省龙岩市漳平市', lng: 117.4150, lat: 25.2960, adCode: '350881' },
  { code: 'FJ-G76-NJ', name: '南靖收费站', highway: G76, address: '福建省漳州市南靖县', lng: 117.3570, lat: 24.5170, adCode: '350627' },
];
