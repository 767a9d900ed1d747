import { and, eq } from 'drizzle-orm';
import { isMobile } from '@/lib/contract';
import type { Db } from '../../db/types';
import { nowDate } from '../clock';
import { addIdentity } from '../user/user.repository';
import { userIdentities } from '../user/user.table';
import { createAccount } from '../user/user.service';

export interface OperatorGrant {
  userId: number;
  mobile: string;
  /** The account did not exist and was created for the grant. */
  createdAccount: boolean;
  /** The account held the operator identity already: nothing changed. */
  alreadyOperator: boolean;
}

/**
 * Grants the operator identity to the account of `mobile` (created, as a first sign-in would
 * create it, when the number has none). The operator then switches to it in the app, or simply
 * calls the review endpoints: they check the identity is held, not that it is current.
 */
export async function grantOperator(db: Db, mobile: string): Promise<OperatorGrant> {
  if (!isMobile(mobile)) throw new Error(`"${mobile}" is not an 11-digit mobile number starting with 13-19`);
  return db.transaction(async (tx) => {
    const { user, created } = await createAccount(tx, mobile, null);
    const [held] = await tx
      .select({ identityType: userIdentities.identityType })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, user.id), eq(userIdentities.identityType, 'operator')))
      .limit(1);
    if (!held) await addIdentity(tx, user.id, 'operator', nowDate());
    return { userId: user.id, mobile, createdAccount: created, alreadyOperator: held !== undefined };
  });
}
