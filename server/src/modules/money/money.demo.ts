import { and, eq, gt, max } from 'drizzle-orm';
import { registerDemoSeed } from '../../db/demo';
import type { SeedContext } from '../../db/seeding';
import type { Tx } from '../../db/types';
import { nowDate } from '../clock';
import { DEMO_OWNER_MOBILE, demoUserId } from '../goods/goods.demo';
import { insertGeneratedGoodsSources } from '../goods/goods.generator';
import { closeIfFinished, findGoodsSource } from '../goods/goods.queries';
import { goodsSources } from '../goods/goods.table';
import { demoTokenSecret } from '../identity/identity.demo';
import { insertDemoPhoto } from '../identity/identity.demo-files';
import { DEMO_USERS } from '../user/user.demo';
import { qualifyDemoDriver } from '../vehicle/vehicle.demo';
import { openDispatchedDemoWaybill, walkDemoWaybill, type DemoTrip } from '../waybill/waybill.demo';
import { hasUnfinishedWaybills, type WaybillRow } from '../waybill/waybill.repository';
import { cancelWaybill } from '../waybill/waybill.service';
import { holdFreight, settleFreight } from './money.freight';
import { ensureWallet, postTransfer } from './money.ledger';

/**
 * The freight loop as a newcomer first sees it (README "Signing in as a demo user"): the demo
 * driver (real name, driver licence and truck certified as the review console approves them,
 * vehicle.demo.ts) has one waybill in every state of
 * docs/waybill-states.md on the demo owner's goods, and both have wallets whose history came
 * through the real ledger: the owner topped up, paid the freight of every waybill from signing on
 * (held in escrow), got one back when a waybill was cancelled, and settled the finished one,
 * which paid the driver.
 */

const DEMO_DRIVER = DEMO_USERS.find((demo) => demo.identities.includes('driver'))!;
/** The trips' goods: their own seed of the same generator as the market, all at the Fujian stations. */
const TRIP_GOODS = { seed: 7, nearStations: 1 } as const;
const HOUR = 3_600_000;
/** The owner's top-up: enough for every freight below, with change. */
const TOP_UP_FEN = 10_000_000;

/** The trips, most recent first; `daysAgo` dates the grab, each later step a few hours on. */
const TRIPS = [
  { state: 'assigned', daysAgo: 0.1 },
  { state: 'created', daysAgo: 0.3 },
  { state: 'signed', daysAgo: 0.6 },
  { state: 'loading', daysAgo: 0.8 },
  { state: 'loaded', daysAgo: 1 },
  { state: 'inTransit', daysAgo: 1.5 },
  { state: 'unloading', daysAgo: 2 },
  { state: 'unloaded', daysAgo: 3 },
  { state: 'settled', daysAgo: 5 },
  { state: 'cancelled', daysAgo: 6 },
] as const;

/** Ids of the goods sources the generator added after `afterId`. */
async function addedSources(tx: Tx, ownerId: number, afterId: number) {
  return tx
    .select({ id: goodsSources.id })
    .from(goodsSources)
    .where(and(eq(goodsSources.ownerUserId, ownerId), gt(goodsSources.id, afterId)))
    .orderBy(goodsSources.id);
}

async function lastSourceId(tx: Tx): Promise<number> {
  const [{ last }] = await tx.select({ last: max(goodsSources.id) }).from(goodsSources);
  return last ?? 0;
}

registerDemoSeed('demo-freight', async (tx, context: SeedContext) => {
  const ownerId = await demoUserId(tx, DEMO_OWNER_MOBILE);
  const driverId = await demoUserId(tx, DEMO_DRIVER.mobile);
  const truck = await qualifyDemoDriver(tx, context, driverId);

  const ownerWallet = await ensureWallet(tx, 'personal', ownerId);
  await ensureWallet(tx, 'personal', driverId);
  await postTransfer(tx, { id: `demo:${ownerId}:topUp`, debit: 'gateway', credit: ownerWallet.id, amount: TOP_UP_FEN, code: 'topUp', ref: 'demo' });

  const before = await lastSourceId(tx);
  await insertGeneratedGoodsSources(tx, { ...TRIP_GOODS, count: TRIPS.length, ownerUserId: ownerId, contactMobile: DEMO_OWNER_MOBILE });
  const sources = await addedSources(tx, ownerId, before);
  const now = nowDate().getTime();

  for (const [index, { state, daysAgo }] of TRIPS.entries()) {
    const source = (await findGoodsSource(tx, sources[index].id))!;
    const trip: DemoTrip = {
      goodsSourceId: source.id,
      ownerId,
      driverId,
      ...truck,
      // What the truck can carry of the goods.
      weightKg: Math.min(source.weightKg, 18_000),
      startedAt: new Date(now - daysAgo * 24 * HOUR),
      stepMs: 2 * HOUR,
      photos: () => insertDemoPhoto(tx, context, driverId, state === 'settled' || state === 'unloaded' ? '回单' : '磅单'),
    };
    if (state === 'assigned') {
      await openDispatchedDemoWaybill(tx, trip);
      continue;
    }
    const target = state === 'settled' ? 'unloaded' : state === 'cancelled' ? 'signed' : state;
    let { waybill, at }: { waybill: WaybillRow; at: Date } = await walkDemoWaybill(tx, trip, target);
    if (target !== 'created') await holdFreight(tx, waybill);
    if (target === 'unloaded') await closeIfFinished(tx, source.id, await hasUnfinishedWaybills(tx, source.id));
    at = new Date(at.getTime() + trip.stepMs);
    // The payee is named by the driver's real name (sealed under the token secret).
    if (state === 'settled') ({ settled: waybill } = await settleFreight(tx, demoTokenSecret(context), waybill, ownerId, at));
    if (state === 'cancelled') await cancelWaybill(tx, waybill, driverId, 'driver', '车辆临时故障，无法按时装货', at);
  }
});
