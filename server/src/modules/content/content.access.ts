import type { IdentityType } from '@/lib/contract';
import { forbidden } from '../../http/errors';
import type { Principal, SignedInPrincipal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';

/** Who reads content: a signed-in user with the identities they hold, or a tourist (no identities). */
export interface Reader {
  userId: number | null;
  identities: readonly IdentityType[];
  operator: boolean;
}

export function readerOf(principal: Principal | null): Reader {
  if (!principal || principal.kind === 'tourist') return { userId: null, identities: [], operator: false };
  const identities = principal.account.identities;
  return { userId: principal.userId, identities, operator: identities.includes('operator') };
}

/** The operator publishing content (the identity held, as the review console checks), else 403. */
export function requireContentOperator(principal: Principal | null): SignedInPrincipal {
  const caller = requireSignedIn(principal);
  if (!caller.account.identities.includes('operator')) throw forbidden('content.operatorOnly');
  return caller;
}
