import { asc, eq } from 'drizzle-orm';
import { registerDemoSeed } from '../../db/demo';
import type { SeedContext } from '../../db/seeding';
import type { Tx } from '../../db/types';
import { nowDate } from '../clock';
import { demoUserId } from '../goods/goods.demo';
import { insertGeneratedGoodsSources } from '../goods/goods.generator';
import { findGoodsSource } from '../goods/goods.queries';
import { assignCollectorToStation } from '../goods/goods.repository';
import { goodsSources, stations } from '../goods/goods.table';
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
});
