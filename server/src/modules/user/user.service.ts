import { SELECTABLE_IDENTITIES, isMobile, type IdentityType } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { badField, forbidden, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { nowDate } from '../clock';
import { requireSignedIn } from '../auth/auth.access';
import {
  addIdentity,
  findOrCreateUser,
  findUserById,
  findUserByMobile,
  findUserProfile,
  setCurrentIdentity,
  type UserProfile,
  type UserRow,
} from './user.repository';

/**
 * Accounts and identities. A user acts as one identity at a time. The selectable ones (driver,
 * truck owner, cargo owners, carrier) anyone may take; the others (captain, toll collector,
 * merchant staff, operator...) are granted elsewhere and can be switched to only once held.
 */

/** Nickname of a new account: the number with its middle digits hidden, until the user picks one. */
export function defaultNickname(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}

/** The account of `mobile`, created (with its recommender) if this is the number's first sign-in. */
export async function createAccount(db: Executor, mobile: string, recommenderId: number | null) {
  return findOrCreateUser(db, { mobile, nickname: defaultNickname(mobile), recommenderId, createdAt: nowDate() });
}

const refuseRecommender = (code: 'user.recommenderIsYou' | 'user.recommenderMalformed' | 'user.recommenderUnknown') => badField('recommender', code);

/**
 * What a registration's `recommender` says on its face: a mobile or a user id, and not the
 * registering number itself; a 400 naming the field otherwise. Reads nothing, so its answer
 * tells nobody whether anyone is registered.
 */
export function parseRecommender(recommender: string, registeringMobile: string): { mobile: string } | { id: number } {
  if (recommender === registeringMobile) throw refuseRecommender('user.recommenderIsYou');
  if (isMobile(recommender)) return { mobile: recommender };
  if (/^[1-9]\d{0,9}$/.test(recommender) && Number(recommender) <= 2147483647) return { id: Number(recommender) };
  throw refuseRecommender('user.recommenderMalformed');
}

/**
 * The user id a registration's `recommender` names: an existing user's id or mobile, and not the
 * registering number itself. Anything else is a 400 naming the field. Call it only once the
 * registration is verified (its SMS code): whether a user exists is not for anyone to probe.
 */
export async function resolveRecommender(db: Executor, recommender: string, registeringMobile: string): Promise<number> {
  const named = parseRecommender(recommender, registeringMobile);
  const user: UserRow | undefined = 'mobile' in named ? await findUserByMobile(db, named.mobile) : await findUserById(db, named.id);
  if (!user) throw refuseRecommender('user.recommenderUnknown');
  if (user.mobile === registeringMobile) throw refuseRecommender('user.recommenderIsYou');
  return user.id;
}

/** The caller's account as the appserver shows it. */
export function getAppserverUser(principal: Principal | null) {
  return toAppserverUser(requireSignedIn(principal).account);
}

/** The caller with identities and the sharing, invitation and verification flags. */
export function getAppUser(principal: Principal | null) {
  return toAppUser(requireSignedIn(principal).account);
}

/** The logistics side of the caller: which logistics roles their identities give them. */
export function getLogisticsUser(principal: Principal | null) {
  const user = requireSignedIn(principal).account;
  const held = new Set<IdentityType>(user.identities);
  const holdsAny = (...types: IdentityType[]) => types.some((t) => held.has(t));
  return {
    userId: user.id,
    mobile: user.mobile,
    identityType: user.identityType as IdentityType | null,
    isDriver: holdsAny('driver', 'truckOwner', 'fleetCaptain', 'fleetMember'),
    isCargoOwner: holdsAny('cargoOwner', 'enterpriseCargoOwner'),
    isCarrier: holdsAny('carrier'),
    isTollCollector: holdsAny('tollCollector'),
    isVerified: user.isVerified,
  };
}

/**
 * Switches the caller's current identity. Selectable identities are taken (and kept) freely;
 * any other must have been granted, else 403.
 */
export async function switchIdentity(deps: AppDeps, principal: Principal | null, identityType: IdentityType) {
  const { userId, account } = requireSignedIn(principal);
  const selectable = (SELECTABLE_IDENTITIES as readonly IdentityType[]).includes(identityType);
  if (!selectable && !account.identities.includes(identityType)) {
    throw forbidden('user.identityNotHeld', { identity: identityType, selectable: SELECTABLE_IDENTITIES.join(', ') });
  }
  await deps.db.transaction(async (tx) => {
    if (selectable) await addIdentity(tx, userId, identityType, nowDate());
    await setCurrentIdentity(tx, userId, identityType);
  });
  const updated = await findUserProfile(deps.db, userId);
  // Only reachable if the account was deleted meanwhile.
  if (!updated) throw notFound('user.gone');
  return toAppUser(updated);
}

function toAppserverUser(user: UserRow) {
  return {
    userId: user.id,
    mobile: user.mobile,
    nickname: user.nickname,
    avatar: user.avatar,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * canShare: the user has chosen an identity (shared invitations and goods links present the
 * sharer in a role, so an account without one is asked to pick first).
 */
function toAppUser(user: UserProfile) {
  return {
    ...toAppserverUser(user),
    identityType: user.identityType as IdentityType | null,
    identities: user.identities,
    canShare: user.identityType !== null,
    isInviter: user.isInviter,
    isVerified: user.isVerified,
    vLogo: user.isVerified ? user.vLogo : null,
    recommender: user.recommenderId === null ? null : String(user.recommenderId),
  };
}
