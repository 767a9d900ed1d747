import { randomBytes } from 'node:crypto';
import type { CertificationKind } from '@/lib/contract';
import { registerDemoSeed } from '../../db/demo';
import type { SeedContext } from '../../db/seeding';
import type { Tx } from '../../db/types';
import type { AppDeps } from '../../deps';
import { nowDate } from '../clock';
import { addIdentity, findOrCreateUser, findUserByMobile, findUserProfile, setCurrentIdentity } from '../user/user.repository';
import { openCertification } from './certification.submit';
import { insertDemoPhoto } from './identity.demo-files';
import { findCertificationById, upsertRealNameDetails, type CertificationRow } from './identity.repository';
import { encryptIdCardNo, maskIdCardNo } from './identity.secrets';
import { decide } from './review.service';

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

/** Seeds run once per database; a throwaway secret for a run without the server's (tests that never open the ID numbers). */
const throwawaySecret = randomBytes(32).toString('hex');

/** The secret the demo's national ID numbers are sealed with: the server's, as main.ts and scripts/seed.ts pass it. */
export function demoTokenSecret(context: SeedContext): string {
  return context.tokenSecret ?? throwawaySecret;
}

/** A demo person's identity card: the real name and national ID their certifications carry. */
export interface DemoPerson {
  name: string;
  idCardNo: string;
}

/**
 * Certifies a demo user the way the real flow leaves it: the submission step of every kind
 * (`openCertification`: a pending certification with its 'submitted' audit entry), the kind's
 * details written by `writeDetails`, then the demo operator's approval through the review
 * console's own `decide` (approved status, reviewer, 'approved' audit entry and the kind's
 * approval effect: verified badge, driver / cargoOwner / truckOwner identity…). Needs demo-operator.
 */
export async function certifyDemoUser(
  tx: Tx,
  userId: number,
  kind: CertificationKind,
  writeDetails: (certificationId: number) => Promise<void>,
): Promise<CertificationRow> {
  const operator = await findUserByMobile(tx, DEMO_OPERATOR.mobile);
  const account = operator && (await findUserProfile(tx, operator.id));
  if (!operator || !account) throw new Error('the demo operator is missing: demo-operator must run first');
  // Nothing is open yet, so the refusals for a second submission are never used.
  const submitted = await openCertification(tx, userId, kind, undefined, { pending: 'certification.realNamePending', approved: 'certification.realNameApproved' });
  await writeDetails(submitted.id);
  // decide() runs in a transaction of its own: here a savepoint of the seed's transaction.
  const deps = { db: tx } as unknown as AppDeps;
  await decide(deps, { kind: 'user', userId: operator.id, sessionId: 'demo-seed', account }, submitted.id, { approve: true });
  return (await findCertificationById(tx, submitted.id))!;
}

/**
 * An approved real-name certification of a demo user, with the rows submitRealName writes
 * (real_name_details: name, sealed and masked ID number, both sides of the card) and the account
 * marked verified by the approval.
 */
export async function certifyDemoRealName(tx: Tx, context: SeedContext, userId: number, person: DemoPerson): Promise<CertificationRow> {
  const frontFileId = await insertDemoPhoto(tx, context, userId, '身份证 人像面');
  const backFileId = await insertDemoPhoto(tx, context, userId, '身份证 国徽面');
  const secret = demoTokenSecret(context);
  return certifyDemoUser(tx, userId, 'realName', (certificationId) =>
    upsertRealNameDetails(tx, {
      certificationId,
      name: person.name,
      idCardCipher: encryptIdCardNo(secret, person.idCardNo),
      idCardMasked: maskIdCardNo(person.idCardNo),
      frontFileId,
      backFileId,
    }),
  );
}
