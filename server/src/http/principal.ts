import type { IdentityType } from '@/lib/contract';

/**
 * Who is calling, as the auth plugin established it from the request's tokens.
 * - tourist: a device token (before sign-in);
 * - user: a signed-in user's user token (`Authorization`);
 * - logistics: a signed-in user's logistics token (`Logistics-Authorization`).
 */
export type Principal =
  | { kind: 'tourist'; deviceId: string }
  | { kind: 'user' | 'logistics'; userId: number; sessionId: string; identityType: IdentityType | null };

export type SignedInPrincipal = Extract<Principal, { kind: 'user' | 'logistics' }>;
