import { registerDemoSeed } from '../../db/demo';
import { nowDate } from '../clock';
import { addIdentity, findOrCreateUser, setCurrentIdentity } from '../user/user.repository';

/**
 * The demo operator (README / docs/certification.md): sign in as 13800000009 to review the
 * certifications the other demo users submit. Real operators are granted with `npm run operator`.
 */
export const DEMO_OPERATOR = { mobile: '13800000009', nickname: '演示运营' } as const;

registerDemoSeed('demo-operator', async (tx) => {
  const at = nowDate();
  const { user } = await findOrCreateUser(tx, { ...DEMO_OPERATOR, recommenderId: null, createdAt: at, isDemo: true });
  await addIdentity(tx, user.id, 'operator', at);
  await setCurrentIdentity(tx, user.id, 'operator');
});
