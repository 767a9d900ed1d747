import { registerDemoSeed } from '../../db/demo';
import type { Executor } from '../../db/types';
import { DEMO_USERS } from '../user/user.demo';
import { findUserByMobile } from '../user/user.repository';
import { insertGeneratedGoodsSources } from './goods.generator';

/** The demo cargo owner (README's table), who released the demo market. */
export const DEMO_OWNER_MOBILE = DEMO_USERS.find((demo) => demo.identities.includes('cargoOwner'))!.mobile;
/** The demo market: this many open sources from this seed, three in four along the Fujian toll stations. */
export const DEMO_MARKET = { count: 160, seed: 2024, nearStations: 0.75 } as const;

/** A demo user's id (the demo users' seed runs first: its module is imported first). */
export async function demoUserId(db: Executor, mobile: string): Promise<number> {
  const user = await findUserByMobile(db, mobile);
  if (!user) throw new Error(`demo user ${mobile} is missing: the demo-users seed must run first`);
  return user.id;
}

registerDemoSeed('demo-market', async (tx) => {
  await insertGeneratedGoodsSources(tx, { ...DEMO_MARKET, ownerUserId: await demoUserId(tx, DEMO_OWNER_MOBILE), contactMobile: DEMO_OWNER_MOBILE });
});
