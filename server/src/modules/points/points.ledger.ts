import { POINTS_FOR, type PointsReason } from '@/lib/contract/points';
import type { Executor } from '../../db/types';
import { conflict } from '../../http/errors';
import { ensureAccount, findEntry, insertEntry, lockAccount, setBalance, type PointsEntryRow } from './points.repository';

/**
 * The points ledger (docs/points.md): every change is an entry with its reason and ref, applied
 * once per (reason, ref), with the account's new balance in the same transaction. Call it inside
 * the transaction of the event it rewards (the registration, the unloading, the check-in), so the
 * reward and the event commit or roll back together.
 */

export interface PointsChange {
  userId: number;
  /** Points added (positive) or taken (negative). */
  delta: number;
  reason: PointsReason;
  ref: string;
  at: Date;
}

/**
 * Applies `change` once: a (reason, ref) already applied answers its first entry with `applied`
 * false and changes nothing. A change that would take the balance below zero is refused (409
 * points.notEnough; the CHECKs on both tables refuse it too). The account row is locked first, so
 * one user's changes apply one at a time and concurrent duplicates find the first one's entry.
 */
export async function applyPoints(tx: Executor, change: PointsChange): Promise<{ applied: boolean; entry: PointsEntryRow }> {
  await ensureAccount(tx, change.userId, change.at);
  const account = await lockAccount(tx, change.userId);
  const earlier = await findEntry(tx, change.reason, change.ref);
  if (earlier) return { applied: false, entry: earlier };
  const balanceAfter = account.balance + change.delta;
  if (balanceAfter < 0) throw conflict('points.notEnough');
  const entry = await insertEntry(tx, { userId: change.userId, delta: change.delta, reason: change.reason, ref: change.ref, balanceAfter, createdAt: change.at });
  // Taken meanwhile by another account's transaction (a ref is one event: not expected, but never twice).
  if (!entry) return { applied: false, entry: (await findEntry(tx, change.reason, change.ref))! };
  await setBalance(tx, change.userId, balanceAfter, Math.max(change.delta, 0));
  return { applied: true, entry };
}

/** The ref of an invitation reward: the invitee. */
export const invitationRef = (inviteeId: number) => `user:${inviteeId}`;
/** The ref of a completed waybill's reward. */
export const waybillRef = (waybillId: number) => `waybill:${waybillId}`;
/** The ref of a check-in: the user and the China-time day (refs are unique across users). */
export const checkInRef = (userId: number, day: string) => `day:${userId}:${day}`;
/** The day of a check-in ref. */
export const dayOfCheckInRef = (ref: string) => ref.slice(ref.lastIndexOf(':') + 1);

/**
 * Registration hook (auth.service register): the recommender earns points for a newcomer who
 * registered with them as recommender, in the registration's transaction; once per invitee.
 */
export async function rewardInvitation(tx: Executor, recommenderId: number, inviteeId: number, at: Date): Promise<void> {
  await applyPoints(tx, { userId: recommenderId, delta: POINTS_FOR.invitation, reason: 'invitation', ref: invitationRef(inviteeId), at });
}

/**
 * Unloading hook (waybill.field unloadingCompleted): the driver earns points for a waybill that
 * reached unloaded, in the unloading's transaction; once per waybill.
 */
export async function rewardCompletedWaybill(tx: Executor, driverId: number, waybillId: number, at: Date): Promise<void> {
  await applyPoints(tx, { userId: driverId, delta: POINTS_FOR.waybillCompleted, reason: 'waybillCompleted', ref: waybillRef(waybillId), at });
}
