import { registerDemoSeed } from '../../db/demo';
import { nowDate } from '../clock';
import { DEMO_USERS } from '../user/user.demo';
import { addIdentity, findOrCreateUser, findUserByMobile, setCurrentIdentity } from '../user/user.repository';
import { insertFleet, insertMembership } from './fleet.repository';

/** The demo fleet's members besides its captain (the demo driver), each a demo user of their own. */
export const DEMO_FLEET_MEMBERS = [
  { mobile: '13800000011', nickname: '演示队员林师傅' },
  { mobile: '13800000012', nickname: '演示队员陈师傅' },
] as const;

/** The demo driver captains a fleet of three (what founding it and two accepted invitations leave). */
registerDemoSeed('demo-fleet', async (tx) => {
  const at = nowDate();
  const captain = await findUserByMobile(tx, DEMO_USERS.find((demo) => demo.identities.includes('driver'))!.mobile);
  if (!captain) throw new Error('the demo driver is missing: the demo-users seed must run first');
  const fleet = await insertFleet(tx, { captainId: captain.id, name: '闽运快线车队', region: '福建省福州市', description: '福州—厦门—深圳干线，常年稳定货源', createdAt: at });
  await addIdentity(tx, captain.id, 'fleetCaptain', at);
  for (const member of DEMO_FLEET_MEMBERS) {
    const { user } = await findOrCreateUser(tx, { ...member, recommenderId: null, createdAt: at, isDemo: true });
    await addIdentity(tx, user.id, 'driver', at);
    await setCurrentIdentity(tx, user.id, 'driver');
    await insertMembership(tx, { fleetId: fleet.id, userId: user.id, invitedBy: captain.id, joinedAt: at });
  }
});
