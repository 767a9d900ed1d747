import { z } from 'zod';
import { endpoint } from './endpoint';
import { ListCursorQuery, listCursorPageOf } from './paging';

/**
 * Points and invitations (issue 18; docs/points.md). App service (`/app/api/points/...`), user
 * token; everything is the caller's own.
 *
 * Points live in an append-only ledger like the money ledger: one account per user (its balance
 * never below zero) and its entries, each a change with its reason and the thing it was for
 * (`ref`). A reward applies once per (reason, ref): a second registration of the same invitee, a
 * replayed unloading or a second check-in the same China-time day adds nothing.
 *
 * Earned for: an accepted **invitation** (someone registered with the caller as recommender: the
 * invitation link `#/pages/share_1/share_1?recommender=<the inviter's code>` the client builds from
 * myInvitation's `code`), a **completed waybill** (the driver, when unloading is finished), and
 * the **daily check-in** (once per China-time day, reset at China midnight).
 *
 * Lists page by cursor: the answer's `nextCursor` (null on the last page) is passed back as
 * `cursor` for the next page, and stays right while new entries arrive (keyset, not offset).
 * Times ISO 8601 (shown in China time); days `YYYY-MM-DD` in China time.
 */

// ---------------------------------------------------------------------------------------------
// Amounts and reasons

/** Points for each reason (the rules screen shows them from here). */
export const POINTS_FOR = {
  /** An invited user registered with the caller as recommender. */
  invitation: 100,
  /** A waybill the caller drove reached unloaded. */
  waybillCompleted: 20,
  /** The daily check-in. */
  checkIn: 5,
} as const;

/** Why points changed (catalogue: points.reason.<code>). Only earning reasons exist so far. */
export const POINTS_REASONS = ['invitation', 'waybillCompleted', 'checkIn'] as const;
export const PointsReason = z.enum(POINTS_REASONS);
export type PointsReason = z.infer<typeof PointsReason>;

// ---------------------------------------------------------------------------------------------
// My points (pointManagement)

/** One change of the caller's points, newest first. */
export const PointsEntry = z.object({
  id: z.number().int(),
  /** Points added (positive) or taken (negative). */
  delta: z.number().int(),
  reason: PointsReason,
  /** What it was for: 'user:12' (the invitee), 'waybill:34', 'day:2026-11-26'. */
  ref: z.string(),
  /** A line naming it, when there is one: the invitee's masked mobile, the waybill number. */
  note: z.string().nullable(),
  /** The balance right after this change. */
  balanceAfter: z.number().int().min(0),
  at: z.string(),
});
export type PointsEntry = z.infer<typeof PointsEntry>;

export const MyPointsQuery = ListCursorQuery;
/** The balance with a page of the history, newest first (first page without `cursor`). */
export const MyPoints = listCursorPageOf(PointsEntry).extend({
  /** The balance now (never below zero). */
  balance: z.number().int().min(0),
  /** Everything ever earned. */
  earnedTotal: z.number().int().min(0),
});
export type MyPoints = z.infer<typeof MyPoints>;

// ---------------------------------------------------------------------------------------------
// Daily check-in

/** The check-in state of the caller's China-time day (pointManagement's check-in card). */
export const CheckInState = z.object({
  /** Today in China time, 'YYYY-MM-DD'. */
  today: z.string(),
  checkedInToday: z.boolean(),
  /** Days in a row up to today (or yesterday while today's is not done yet). */
  streakDays: z.number().int().min(0),
  /** Points a check-in gives. */
  pointsPerCheckIn: z.number().int(),
  /** Days of the current China-time month checked in, ascending ('YYYY-MM-DD'), for a calendar. */
  daysThisMonth: z.array(z.string()),
  /** The balance now. */
  balance: z.number().int().min(0),
});
export type CheckInState = z.infer<typeof CheckInState>;

/** checkIn's answer: the points it gave and the state after it. */
export const CheckedIn = z.object({ points: z.number().int(), state: CheckInState });
export type CheckedIn = z.infer<typeof CheckedIn>;

// ---------------------------------------------------------------------------------------------
// Invitations (invitation, InviteFriends, inviteFriendRecord)

/**
 * The caller's invitation: `code` goes into the link as `recommender` (the client builds
 * `#/pages/share_1/share_1?recommender=<code>`; registration accepts a user id or a mobile there).
 */
export const MyInvitation = z.object({
  code: z.string(),
  invitedCount: z.number().int().min(0),
  /** Points earned from invitations so far. */
  pointsEarned: z.number().int().min(0),
  pointsPerInvitation: z.number().int(),
});
export type MyInvitation = z.infer<typeof MyInvitation>;

/** One user who registered with the caller as recommender, newest first. */
export const InvitationRecord = z.object({
  /** The invitee's user id (a stable key for lists). */
  userId: z.number().int(),
  /** 138****0000. */
  mobileMasked: z.string(),
  nickname: z.string(),
  registeredAt: z.string(),
  /** Points the caller earned for them (0 when the reward was not given, e.g. before the ledger existed). */
  pointsEarned: z.number().int().min(0),
});
export type InvitationRecord = z.infer<typeof InvitationRecord>;
export const InvitationRecordsQuery = ListCursorQuery;
export const InvitationRecordPage = listCursorPageOf(InvitationRecord).extend({ invitedCount: z.number().int().min(0) });
export type InvitationRecordPage = z.infer<typeof InvitationRecordPage>;

// ---------------------------------------------------------------------------------------------

const svc = { service: 'app' } as const;

export const pointsEndpoints = {
  myPoints: endpoint({
    ...svc, method: 'GET', path: '/points/mine', access: 'user',
    summary: "The caller's points balance and history (cursor paged, newest first), each change with its reason",
    query: MyPointsQuery, response: MyPoints,
  }),
  checkInState: endpoint({
    ...svc, method: 'GET', path: '/points/checkIn', access: 'user',
    summary: "The caller's check-in state for today (China time): done or not, streak, this month's days",
    response: CheckInState,
  }),
  checkIn: endpoint({
    ...svc, method: 'POST', path: '/points/checkIn', access: 'user', idempotent: true,
    summary: 'Daily check-in: points once per China-time day (409 points.alreadyCheckedIn after that)',
    response: CheckedIn,
  }),
  myInvitation: endpoint({
    ...svc, method: 'GET', path: '/points/invitation', access: 'user',
    summary: "The caller's invitation code (for the share_1 link), invited count and points earned",
    response: MyInvitation,
  }),
  invitationRecords: endpoint({
    ...svc, method: 'GET', path: '/points/invitationRecords', access: 'user',
    summary: 'The users who registered with the caller as recommender (masked mobile, nickname, time, points), cursor paged',
    query: InvitationRecordsQuery, response: InvitationRecordPage,
  }),
};
