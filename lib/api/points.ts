import { mutate } from 'swr';
import { endpoints, type DataOf } from '../contract';
import { request, useApi, type Intent } from '../http';
import { useCursorPages } from './cursor';

/**
 * Points and invitations (lib/contract/points.ts, docs/points.md): the caller's balance and its
 * history with reasons, the daily check-in, the caller's invitation and the people it brought.
 * The check-in takes the screen's intention (one Idempotency-Key per tap).
 */

const p = endpoints.points;
const HISTORY_PAGE_SIZE = 20;

export type MyPointsInfo = DataOf<typeof p.myPoints>;
export type PointsEntryInfo = MyPointsInfo['records'][number];
export type CheckInStateInfo = DataOf<typeof p.checkInState>;
export type MyInvitationInfo = DataOf<typeof p.myInvitation>;
export type InvitationRecordInfo = DataOf<typeof p.invitationRecords>['records'][number];

/** Reads every points call again (after a check-in: balance, history and state change together). */
export function refreshPoints() {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/app/api/points/'));
}

/** The caller's points history, newest first, page by page; `first` carries the balance and the total earned. */
export function useMyPoints() {
  return useCursorPages(p.myPoints, {}, (answer) => answer.records, HISTORY_PAGE_SIZE);
}

/** Today's check-in (China time): done or not, the streak, this month's days. */
export function useCheckInState() {
  const { data, error, mutate: revalidate } = useApi(p.checkInState, {});
  return { state: data, error, mutate: revalidate };
}

/** Checks in for today; answers the points given. Twice the same day is refused (points.alreadyCheckedIn). */
export async function checkIn(intent?: Intent) {
  const done = await request(p.checkIn, { intent });
  await refreshPoints();
  return done;
}

/** The caller's invitation code, how many registered with it, and the points it earned. */
export function useMyInvitation() {
  const { data, error, mutate: revalidate } = useApi(p.myInvitation, {});
  return { invitation: data, error, mutate: revalidate };
}

/** The people who registered with the caller's invitation, newest first, page by page. */
export function useInvitationRecords() {
  return useCursorPages(p.invitationRecords, {}, (answer) => answer.records);
}
