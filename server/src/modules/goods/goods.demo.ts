import { registerDemoSeed } from '../../db/demo';
import type { SeedContext } from '../../db/seeding';
import type { Executor } from '../../db/types';
import { certifyDemoRealName, certifyDemoUser, type DemoPerson } from '../identity/identity.demo';
import { upsertCargoOwnerDetails } from '../owner/owner.repository';
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

/** The demo cargo owner's identity card (a valid-format ID number of Minhou county; fictitious). */
export const DEMO_OWNER_PERSON: DemoPerson = { name: '陈丽华', idCardNo: '350121198809230040' };

/**
 * The demo owner certified as the real flow leaves a personal cargo owner who may publish goods
 * (docs/certification.md: realName + cargoOwner): an approved real name (submitRealName's rows) and
 * an approved personal cargo-owner application (applyConsignor's rows), both approved by the demo
 * operator through the review console (identity.demo.ts); then the market they published.
 */
registerDemoSeed('demo-market', async (tx, context: SeedContext) => {
  const ownerId = await demoUserId(tx, DEMO_OWNER_MOBILE);
  await certifyDemoRealName(tx, context, ownerId, DEMO_OWNER_PERSON);
  await certifyDemoUser(tx, ownerId, 'cargoOwner', (certificationId) =>
    upsertCargoOwnerDetails(tx, { certificationId, address: '福建省福州市闽侯县上街镇工业路18号', cargoTypes: ['general', 'bulk'] }),
  );
  await insertGeneratedGoodsSources(tx, { ...DEMO_MARKET, ownerUserId: ownerId, contactMobile: DEMO_OWNER_MOBILE });
});
