import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/types';

/**
 * The one generator of open goods sources: the demo market a newcomer sees (goods.demo.ts) and the
 * 10,000 / 1,000,000-source benchmarks (bench/goods-data.ts) are both filled by it.
 *
 * Everything is computed inside PostgreSQL by one `INSERT … SELECT … FROM generate_series` per
 * batch, so a million rows never cross the wire. Randomness is a pure function of (seed, row
 * number, stream): `hashint8extended` is PostgreSQL's portable hash (the one hash partitioning
 * relies on to be stable), so a given seed fills the same rows on PGlite and on PostgreSQL, and a
 * test can assert on them. Dates are relative to today in China time; weights are whole tonnes
 * (the release form's 吨) stored in kilograms as the contract's weightKg.
 */

export interface GeneratedGoodsOptions {
  /** The cargo owner who released them (goods_sources.owner_user_id). */
  ownerUserId: number;
  count: number;
  /** PRNG seed (a non-negative integer): the same seed gives the same sources. */
  seed: number;
  /** Share (0..1) loading within a few kilometres of a seeded toll station; the rest around major cities of mainland China. */
  nearStations: number;
  /** The contact number printed on every source (a demo owner's own phone, so a call reaches someone). */
  contactMobile: string;
  /** Row numbers start after this (several calls with the same seed then add different sources). */
  firstRow?: number;
}

/** Rows per statement: big enough for speed, small enough for PGlite's memory. */
const BATCH = 100_000;

/** Major freight cities: destinations of every source, and origins of those not at a station. */
const CITIES: readonly [name: string, address: string, lng: number, lat: number, adCode: string][] = [
  ['福州市', '福建省福州市仓山区', 119.296, 26.074, '350104'],
  ['厦门市', '福建省厦门市湖里区', 118.089, 24.48, '350206'],
  ['泉州市', '福建省泉州市丰泽区', 118.675, 24.874, '350503'],
  ['深圳市', '广东省深圳市宝安区', 113.883, 22.553, '440306'],
  ['广州市', '广东省广州市白云区', 113.273, 23.157, '440111'],
  ['东莞市', '广东省东莞市', 113.751, 23.021, '441900'],
  ['上海市', '上海市嘉定区', 121.265, 31.375, '310114'],
  ['杭州市', '浙江省杭州市萧山区', 120.264, 30.185, '330109'],
  ['宁波市', '浙江省宁波市北仑区', 121.844, 29.899, '330206'],
  ['温州市', '浙江省温州市龙湾区', 120.752, 27.913, '330303'],
  ['南昌市', '江西省南昌市青山湖区', 115.962, 28.692, '360111'],
  ['长沙市', '湖南省长沙市雨花区', 113.039, 28.136, '430111'],
  ['武汉市', '湖北省武汉市东西湖区', 114.137, 30.622, '420112'],
  ['合肥市', '安徽省合肥市蜀山区', 117.26, 31.852, '340104'],
  ['南京市', '江苏省南京市江宁区', 118.84, 31.953, '320115'],
  ['成都市', '四川省成都市新都区', 104.158, 30.824, '510114'],
  ['重庆市', '重庆市渝北区', 106.631, 29.718, '500112'],
  ['郑州市', '河南省郑州市管城回族区', 113.686, 34.746, '410104'],
  ['北京市', '北京市大兴区', 116.341, 39.726, '110115'],
  ['天津市', '天津市滨海新区', 117.698, 39.018, '120116'],
];

const CARGO_TYPES = ['general', 'general', 'general', 'bulk', 'container', 'coldChain', 'fresh', 'oversized'];
const VEHICLE_LENGTHS = ['4.2', '6.8', '9.6', '9.6', '13', '17.5'];
const VEHICLE_TYPES = ['H12', 'H19', 'Q11', 'H15', 'REEFER'];
const CONTACT_NAMES = ['陈先生', '林女士', '黄先生', '郑经理', '王女士', '吴先生', '刘经理', '张女士'];
const REMARKS = ['需带篷布', '装货有叉车', '可走高速，路费货主出', '到付一半', '限当天装货', '冷链全程温控 2-8℃'];

/** A literal text array, for picking with a generated index. */
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`);

/** Uniform in [0, 1) from the row number `g`, the seed and a stream number (one per column). */
function uniform(seed: number, stream: number): SQL {
  return sql.raw(`((hashint8extended(g, ${seed * 64 + stream}) & 2147483647)::float8 / 2147483648.0)`);
}

/** An element of `values` picked by stream `stream` (postgres arrays count from 1). */
function pick(values: readonly string[], seed: number, stream: number): SQL {
  return sql`(${textArray(values)})[1 + floor(${uniform(seed, stream)} * ${values.length})::int]`;
}

/** Inserts row numbers [from, to] of the generated set. */
function insertRows(db: Executor, options: GeneratedGoodsOptions, from: number, to: number) {
  const { seed, ownerUserId, contactMobile, nearStations } = options;
  const r = (stream: number) => uniform(seed, stream);
  const cities = sql.raw(
    `(values ${CITIES.map(([name, address, lng, lat, adCode], i) => `(${i + 1}, '${name}', '${address}', ${lng}::float8, ${lat}::float8, '${adCode}')`).join(', ')}) as c(n, name, address, lng, lat, ad_code)`,
  );
  // Today in China time: loading dates are "today", "tomorrow", … for a person in China whatever the server's zone.
  const chinaToday = sql`(now() at time zone 'Asia/Shanghai')::date`;
  return db.execute(sql`
    with station as (select row_number() over (order by code) as n, name, address, lng, lat, ad_code from stations),
    city as (select * from ${cities}),
    draw as (
      select g,
        ${r(0)} < ${nearStations}::float8 as near,
        1 + floor(${r(1)} * greatest(1, (select count(*) from station)))::int as station_n,
        1 + floor(${r(2)} * ${CITIES.length})::int as from_city,
        1 + floor(${r(3)} * ${CITIES.length})::int as to_city,
        (${r(4)} - 0.5) as jitter_lng, (${r(5)} - 0.5) as jitter_lat,
        5 + floor(${r(6)} * 29)::int as tonnes,
        1 + floor(power(${r(7)}, 3) * 5)::int as trucks,
        ${r(8)} as rate, floor(${r(9)} * 7)::int as day, ${r(10)} as age, ${r(11)} as extras
      from generate_series(${from}::int8, ${to}::int8) as g
    ),
    placed as (
      select d.*,
        case when d.near and s.n is not null then s.name else fc.name end as origin_name,
        case when d.near and s.n is not null then s.address || ' 收费站旁物流园' else fc.address || ' 物流园' end as origin_address,
        -- Near a station: within ~5 km of it; otherwise within ~50 km of a city.
        case when d.near and s.n is not null then s.lng + d.jitter_lng * 0.1 else fc.lng + d.jitter_lng end as origin_lng,
        case when d.near and s.n is not null then s.lat + d.jitter_lat * 0.1 else fc.lat + d.jitter_lat end as origin_lat,
        case when d.near and s.n is not null then s.ad_code else fc.ad_code end as origin_ad_code,
        tc.name as destination_name, tc.address || ' 货运站' as destination_address, tc.lng as destination_lng, tc.lat as destination_lat,
        tc.ad_code as destination_ad_code
      from draw d
      left join station s on s.n = d.station_n
      join city fc on fc.n = d.from_city
      join city tc on tc.n = d.to_city
    )
    insert into goods_sources (owner_user_id, released_by, origin_name, origin_address, origin_lng, origin_lat, origin_ad_code,
      destination_name, destination_address, destination_lng, destination_lat, destination_ad_code, cargo_type, weight_kg,
      trucks_needed, vehicle_length, vehicle_type, freight_fen, loading_date, contact_name, contact_mobile, remarks, status,
      created_at, updated_at, opened_at)
    select ${ownerUserId}, 'cargoOwner', origin_name, origin_address, origin_lng, origin_lat, origin_ad_code,
      destination_name, destination_address, destination_lng, destination_lat, destination_ad_code,
      ${pick(CARGO_TYPES, seed, 12)}, tonnes * 1000, trucks,
      case when extras < 0.7 then ${pick(VEHICLE_LENGTHS, seed, 13)} end,
      case when extras < 0.5 then ${pick(VEHICLE_TYPES, seed, 14)} end,
      -- Per truck: 2.5-4 yuan a kilometre of straight-line distance (×1.3 for the road), at least 400 yuan, whole 10 yuan.
      greatest(40000, round(sqrt(power((destination_lng - origin_lng) * cos(radians(origin_lat)), 2) + power(destination_lat - origin_lat, 2))
        * 111 * 1.3 * (2.5 + rate * 1.5) / 10) * 1000)::int,
      ${chinaToday} + day, ${pick(CONTACT_NAMES, seed, 15)}, ${contactMobile},
      case when extras > 0.75 then ${pick(REMARKS, seed, 16)} end, 'open',
      now() - age * interval '2 days', now() - age * interval '2 days', now() - age * interval '2 days'
    from placed`);
}

/**
 * Inserts `count` open goods sources drawn from `seed` (see the file's comment). The indexes are
 * kept up row by row: dropping them and rebuilding once was measured slower, the nearest-first
 * GiST index being the bulk of the cost either way.
 */
export async function insertGeneratedGoodsSources(db: Executor, options: GeneratedGoodsOptions): Promise<void> {
  if (!Number.isSafeInteger(options.seed) || options.seed < 0) throw new Error(`seed must be a non-negative integer, not ${options.seed}`);
  if (!/^1[3-9][0-9]{9}$/.test(options.contactMobile)) throw new Error(`${options.contactMobile} is not a mobile number`);
  const first = (options.firstRow ?? 0) + 1;
  for (let from = first; from < first + options.count; from += BATCH) {
    await insertRows(db, options, from, Math.min(from + BATCH, first + options.count) - 1);
  }
  await db.execute(sql`analyze goods_sources`);
}
