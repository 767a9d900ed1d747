import type { IdentityType } from '@/lib/contract';
import { registerDemoSeed } from '../../db/demo';
import { nowDate } from '../clock';
import { addIdentity, findOrCreateUser, setCurrentIdentity } from './user.repository';

/**
 * Demo accounts a newcomer can sign in as (README): request an SMS code for one of these numbers;
 * the local SMS provider prints it in the server log and, outside production, answers it at
 * GET /appserver/dev/sms/<phone>.
 */
export const DEMO_USERS: readonly { mobile: string; nickname: string; identities: IdentityType[]; role: string }[] = [
  { mobile: '13800000001', nickname: '演示司机', identities: ['driver'], role: 'driver' },
  { mobile: '13800000002', nickname: '演示货主', identities: ['cargoOwner'], role: 'cargo owner' },
  { mobile: '13800000003', nickname: '演示收费员', identities: ['tollCollector'], role: 'toll collector' },
];

registerDemoSeed('demo-users', async (tx) => {
  const at = nowDate();
  for (const demo of DEMO_USERS) {
    const { user } = await findOrCreateUser(tx, {
      mobile: demo.mobile,
      nickname: demo.nickname,
      recommenderId: null,
      createdAt: at,
      isDemo: true,
    });
    for (const identity of demo.identities) await addIdentity(tx, user.id, identity, at);
    await setCurrentIdentity(tx, user.id, demo.identities[0]);
  }
});
