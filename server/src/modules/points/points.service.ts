import type { z } from 'zod';
import {
  POINTS_FOR,
  type CheckInState,
  type CheckedIn,
  type InvitationRecordPage,
  type InvitationRecordsQuery,
  type MyInvitation,
  type MyPoints,
  type MyPointsQuery,
  type PointsEntry,
} from '@/lib/contract/points';
import { chinaToday } from '@/lib/time';
import type { Executor } from '../../db/types';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { now } from '../clock';
import { maskMobile } from '../goods/goods.view';
import { waybillNo } from '../waybill/waybill.tokens';
import { decodeKeyset, keysetPage } from './points.cursor';
import { applyPoints, checkInRef, dayOfCheckInRef, invitationRef } from './points.ledger';
import {
  countInvitees,
  findAccount,
  findEntries,
  findInvitees,
  findRecentRefs,
  mobilesOf,
  pointsByRef,
  sumOfReason,
  type PointsEntryRow,
} from './points.repository';

/** Points, the daily check-in and invitations (docs/points.md); the caller's own only. */

/** Check-ins read back for the streak and the month's calendar (a streak longer than this shows as this). */
const CHECK_INS_READ = 400;

/** The day before a 'YYYY-MM-DD' day. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The note of an entry: the invitee's masked mobile, the waybill's number. */
async function notesOf(db: Executor, entries: PointsEntryRow[]): Promise<Map<number, string>> {
  const inviteeOf = (entry: PointsEntryRow) => (entry.reason === 'invitation' ? Number(entry.ref.slice('user:'.length)) : undefined);
  const mobiles = await mobilesOf(db, entries.map(inviteeOf).filter((id): id is number => id !== undefined));
  const notes = new Map<number, string>();
  for (const entry of entries) {
    const invitee = inviteeOf(entry);
    if (invitee !== undefined && mobiles.has(invitee)) notes.set(entry.id, maskMobile(mobiles.get(invitee)!));
    if (entry.reason === 'waybillCompleted') notes.set(entry.id, waybillNo(Number(entry.ref.slice('waybill:'.length))));
  }
  return notes;
}

/** GET myPoints: the caller's balance and a page of their history, newest first. */
export async function myPoints(deps: AppDeps, principal: Principal | null, query: z.output<typeof MyPointsQuery>): Promise<MyPoints> {
  const me = requireSignedIn(principal);
  const after = decodeKeyset(query.cursor);
  const [account, rows] = await Promise.all([findAccount(deps.db, me.userId), findEntries(deps.db, me.userId, after, query.size + 1)]);
  const notes = await notesOf(deps.db, rows);
  const view = (row: PointsEntryRow): PointsEntry => ({
    id: row.id,
    delta: row.delta,
    reason: row.reason,
    ref: row.ref,
    note: notes.get(row.id) ?? null,
    balanceAfter: row.balanceAfter,
    at: row.createdAt.toISOString(),
  });
  const page = keysetPage(rows, query.size, view, (row) => ({ at: row.createdAt, id: row.id }));
  return { ...page, balance: account?.balance ?? 0, earnedTotal: account?.earnedTotal ?? 0 };
}

/** The check-in state of `userId` on the China-time day of `at`. */
async function checkInStateOf(db: Executor, userId: number, at: number): Promise<CheckInState> {
  const today = chinaToday(at);
  const [refs, account] = await Promise.all([findRecentRefs(db, userId, 'checkIn', CHECK_INS_READ), findAccount(db, userId)]);
  const days = new Set(refs.map(dayOfCheckInRef));
  const checkedInToday = days.has(today);
  let streakDays = 0;
  for (let day = checkedInToday ? today : dayBefore(today); days.has(day); day = dayBefore(day)) streakDays += 1;
  const month = today.slice(0, 7);
  return {
    today,
    checkedInToday,
    streakDays,
    pointsPerCheckIn: POINTS_FOR.checkIn,
    daysThisMonth: [...days].filter((day) => day.startsWith(month)).sort(),
    balance: account?.balance ?? 0,
  };
}

/** GET checkInState: whether the caller checked in today (China time), their streak and this month's days. */
export async function checkInState(deps: AppDeps, principal: Principal | null): Promise<CheckInState> {
  const me = requireSignedIn(principal);
  return checkInStateOf(deps.db, me.userId, now());
}

/**
 * POST checkIn: points once per China-time day (the day turns at China midnight, whatever the
 * phone's zone). A second check-in the same day is 409 points.alreadyCheckedIn; a replay of the
 * same Idempotency-Key answers the first answer instead (the route layer).
 */
export async function checkIn(deps: AppDeps, principal: Principal | null): Promise<CheckedIn> {
  const me = requireSignedIn(principal);
  const at = now();
  const day = chinaToday(at);
  return deps.db.transaction(async (tx) => {
    const { applied, entry } = await applyPoints(tx, { userId: me.userId, delta: POINTS_FOR.checkIn, reason: 'checkIn', ref: checkInRef(me.userId, day), at: new Date(at) });
    if (!applied) throw conflict('points.alreadyCheckedIn');
    return { points: entry.delta, state: await checkInStateOf(tx, me.userId, at) };
  });
}

/** GET myInvitation: the caller's code for the invitation link, how many registered with it and the points it earned. */
export async function myInvitation(deps: AppDeps, principal: Principal | null): Promise<MyInvitation> {
  const me = requireSignedIn(principal);
  const [invitedCount, pointsEarned] = await Promise.all([countInvitees(deps.db, me.userId), sumOfReason(deps.db, me.userId, 'invitation')]);
  // The code is the user id: registration's `recommender` takes a user id (user.service parseRecommender).
  return { code: String(me.userId), invitedCount, pointsEarned, pointsPerInvitation: POINTS_FOR.invitation };
}

/** GET invitationRecords: the users who registered with the caller as recommender, newest first, with the points each earned. */
export async function invitationRecords(
  deps: AppDeps,
  principal: Principal | null,
  query: z.output<typeof InvitationRecordsQuery>,
): Promise<InvitationRecordPage> {
  const me = requireSignedIn(principal);
  const after = decodeKeyset(query.cursor);
  const [rows, invitedCount] = await Promise.all([findInvitees(deps.db, me.userId, after, query.size + 1), countInvitees(deps.db, me.userId)]);
  const earned = await pointsByRef(deps.db, me.userId, 'invitation', rows.map((row) => invitationRef(row.id)));
  const page = keysetPage(
    rows,
    query.size,
    (row) => ({
      userId: row.id,
      mobileMasked: maskMobile(row.mobile),
      nickname: row.nickname,
      registeredAt: row.createdAt.toISOString(),
      pointsEarned: earned.get(invitationRef(row.id)) ?? 0,
    }),
    (row) => ({ at: row.createdAt, id: row.id }),
  );
  return { ...page, invitedCount };
}

