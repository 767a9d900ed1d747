import type { UserProfile } from '../modules/user/user.repository';

/**
 * Who is calling, as the auth plugin established it from the request's tokens.
 * - tourist: a device token (before sign-in);
 * - user: a signed-in user's user token (`Authorization`);
 * - logistics: a signed-in user's logistics token (`Logistics-Authorization`).
 * A signed-in principal carries the account as the session check read it, in the same statement
 * that found the session live: as fresh as a read of its own, without the extra round trip.
 */
export type Principal =
  | { kind: 'tourist'; deviceId: string }
  | { kind: 'user' | 'logistics'; userId: number; sessionId: string; account: UserProfile };

export type SignedInPrincipal = Extract<Principal, { kind: 'user' | 'logistics' }>;
