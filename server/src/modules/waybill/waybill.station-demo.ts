import { asc, eq, max, sql } from 'drizzle-orm';
import { registerDemoSeed } from '../../db/demo';
import type { SeedContext } from '../../db/seeding';
import type { Tx } from '../../db/types';
import { nowDate } from '../clock';
import { demoUserId } from '../goods/goods.demo';
import { insertGeneratedGoodsSources } from '../goods/goods.generator';
import { findGoodsSource } from '../goods/goods.queries';
import { assignCollectorToStation } from '../goods/goods.repository';
import { goodsOperations, goodsSources, stationCollectors, stations } from '../goods/goods.table';
import { insertDemoPhoto } from '../identity/identity.demo-files';
import { DEMO_USERS } from '../user/user.demo';
import { addIdentity, findOrCreateUser, setCurrentIdentity } from '../user/user.repository';
import { findLiveVehicleByPlate } from '../vehicle/vehicle.repository';
import { DEMO_PLATE } from '../vehicle/vehicle.demo';
import { walkDemoWaybill } from './waybill.demo';

/**
 * The toll station of the kiosk demo (docs/offline.md "Kiosk mode", docs/demo.md): the demo toll
 * collector and a second one (13800000004) work at the first Fujian station, which released goods
 * for an offline shipper that the demo driver has loaded, so the station has a loading to sign for.
 * Runs after demo-freight (the demo driver's truck).
 */
export const DEMO_SECOND_COLLECTOR = { mobile: '13800000004', nickname: '演示收费员二' } as const;
const DEMO_COLLECTOR = DEMO_USERS.find((demo) => demo.identities.includes('tollCollector'))!;
const DEMO_DRIVER = DEMO_USERS.find((demo) => demo.identities.includes('driver'))!;
const HOUR = 3_600_000;
/** Open goods each toll station released for offline shippers (its 站点货源, stationCommerceSourceList). */
export const DEMO_GOODS_PER_STATION = 3;
/** The collector of the n-th station (by code) after the first: 13800000102, 13800000103, … */
const stationCollectorMobile = (n: number) => `138000001${String(n).padStart(2, '0')}`;

async function demoStationGoods(tx: Tx, collectorId: number, station: typeof stations.$inferSelect): Promise<number> {
  await insertGeneratedGoodsSources(tx, { ownerUserId: collectorId, count: 1, seed: 12, nearStations: 1, contactMobile: DEMO_COLLECTOR.mobile });
  const [row] = await tx
    .update(goodsSources)
    .set({
      releasedBy: 'tollCollector',
      stationId: station.id,
      offlineShipperName: '陈师傅',
      offlineShipperMobile: '13905910088',
      originName: station.name,
      originAddress: station.address,
      originLng: station.lng,
      originLat: station.lat,
      originAdCode: station.adCode,
    })
    .where(eq(goodsSources.ownerUserId, collectorId))
    .returning({ id: goodsSources.id });
  return row.id;
}

/**
 * Every station's 站点货源: goods_sources.station_id means "released at that station by its toll
 * collector for an offline shipper" (releaseSourceOfOffline, docs/goods.md; a DB check ties it to
 * releasedBy 'tollCollector' and the shipper's fields), so each station gets a collector (the
 * demo collectors at the first; a demo collector 1380000010n at each other) and
 * DEMO_GOODS_PER_STATION open goods they released there, as that call writes them (origin the
 * station, the shipper the contact, a 'released' operation). Drawn by the one generator, then moved
 * to their stations by one statement.
 */
async function releaseStationGoods(tx: Tx, at: Date): Promise<void> {
  const all = await tx.select().from(stations).orderBy(asc(stations.code));
  for (const [index, station] of all.entries()) {
    if (index === 0) continue;
    const { user } = await findOrCreateUser(tx, { mobile: stationCollectorMobile(index + 1), nickname: `${station.name}收费员`, recommenderId: null, createdAt: at, isDemo: true });
    await addIdentity(tx, user.id, 'tollCollector', at);
    await setCurrentIdentity(tx, user.id, 'tollCollector');
    await assignCollectorToStation(tx, user.id, station.id, at);
  }
  const collectorId = await demoUserId(tx, DEMO_COLLECTOR.mobile);
  const [{ last }] = await tx.select({ last: max(goodsSources.id) }).from(goodsSources);
  await insertGeneratedGoodsSources(tx, { ownerUserId: collectorId, count: all.length * DEMO_GOODS_PER_STATION, seed: 13, nearStations: 1, contactMobile: DEMO_COLLECTOR.mobile });
  // Row n goes to station n mod (stations), released by that station's earliest-assigned collector.
  await tx.execute(sql`
    with drawn as (
      select id, row_number() over (order by id) - 1 as n from ${goodsSources} where ${goodsSources.id} > ${last ?? 0} and ${goodsSources.ownerUserId} = ${collectorId}
    ), shipped as (
      -- The offline shipper of each, who is also its contact.
      select id, n, (array['陈师傅','林师傅','黄老板','郑师傅','吴老板','王师傅'])[1 + n % 6] as shipper_name,
        '1390591' || lpad((1000 + n)::text, 4, '0') as shipper_mobile
      from drawn
    ), placed as (
      select s.*, row_number() over (order by s.code) - 1 as k,
        (select c.user_id from ${stationCollectors} c where c.station_id = s.id order by c.assigned_at, c.user_id limit 1) as collector_id
      from ${stations} s
    )
    update ${goodsSources} g set
      owner_user_id = p.collector_id, released_by = 'tollCollector', station_id = p.id,
      offline_shipper_name = d.shipper_name, offline_shipper_mobile = d.shipper_mobile,
      contact_name = d.shipper_name, contact_mobile = d.shipper_mobile,
      origin_name = p.name, origin_address = p.address, origin_lng = p.lng, origin_lat = p.lat, origin_ad_code = p.ad_code
    from shipped d join placed p on p.k = d.n % ${all.length}
    where g.id = d.id`);
  await tx.execute(sql`
    insert into ${goodsOperations} (user_id, action, goods_source_id, at)
    select owner_user_id, 'released', id, opened_at from ${goodsSources} where ${goodsSources.id} > ${last ?? 0} and ${goodsSources.stationId} is not null`);
}

registerDemoSeed('demo-station', async (tx, context: SeedContext) => {
  const at = nowDate();
  const [station] = await tx.select().from(stations).orderBy(asc(stations.code)).limit(1);
  if (!station) throw new Error('no toll station is seeded');
  const collectorId = await demoUserId(tx, DEMO_COLLECTOR.mobile);
  await assignCollectorToStation(tx, collectorId, station.id, at);
  const { user: second } = await findOrCreateUser(tx, { ...DEMO_SECOND_COLLECTOR, recommenderId: null, createdAt: at, isDemo: true });
  await addIdentity(tx, second.id, 'tollCollector', at);
  await setCurrentIdentity(tx, second.id, 'tollCollector');
  await assignCollectorToStation(tx, second.id, station.id, at);

  const driverId = await demoUserId(tx, DEMO_DRIVER.mobile);
  const truck = await findLiveVehicleByPlate(tx, DEMO_PLATE);
  if (!truck) throw new Error('the demo truck is missing (demo-freight runs first)');
  const source = (await findGoodsSource(tx, await demoStationGoods(tx, collectorId, station)))!;
  await walkDemoWaybill(
    tx,
    {
      goodsSourceId: source.id,
      ownerId: collectorId,
      driverId,
      vehicleId: truck.id,
      plateNumber: truck.plateNumber,
      weightKg: Math.min(source.weightKg, 18_000),
      startedAt: new Date(at.getTime() - 6 * HOUR),
      stepMs: HOUR,
      photos: () => insertDemoPhoto(tx, context, driverId, '磅单'),
    },
    'loaded',
  );
  await releaseStationGoods(tx, at);
});
