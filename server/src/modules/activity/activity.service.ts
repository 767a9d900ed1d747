import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIVITY_QR_PREFIX,
  ACTIVITY_TYPE_CODES,
  type Activity,
  type ActivityDraft,
  type ActivityListQuery,
  type ActivityRecordsQuery,
  type ActivityUpdate,
  type ClockInRecordsQuery,
  type RegistrationRequest,
} from '@/lib/contract';
import type { AppDeps } from '../../deps';
import { preparedStatement } from '../../db/prepared';
import type { Executor } from '../../db/types';
import { badField, conflict, forbidden, notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { stations } from '../goods/goods.table';
import { merchants } from '../merchant/merchant.table';
import { findBatch, findCoupon } from '../coupon/coupon.repository';
import { batchOf, claimInTransaction, myCouponViews, shownTime } from '../coupon/coupon.service';
import { coupons, writeOffs } from '../coupon/coupon.table';
import {
  activityViews,
  clockInViews,
  countActivities,
  findActivity,
  findActivityByToken,
  findClockIn,
  findRegistration,
  insertActivity,
  insertClockIn,
  insertRegistration,
  registrationsOf,
  releaseCondition,
  takePlace,
  updateActivityRow,
  type ActivityRow,
  type ActivityView,
} from './activity.repository';
import { activities, activityClockIns, activityRegistrations } from './activity.table';

/*
 * Activities (docs/coupons.md "Activities"): the operator's events and promotions, their banners,
 * registrations, and clock-ins at toll stations that hand out the activity's platform-funded
 * coupon once (claimed through the coupon module in the clock-in's transaction).
 */

/** The dict's names of the activity types (zh-CN, as the spec's dicts are). */
const TYPE_NAMES: Record<(typeof ACTIVITY_TYPE_CODES)[number], string> = { event: '活动报名', clockIn: '收费站打卡', promotion: '优惠促销' };

function requireActivityOperator(principal: Principal | null) {
  const caller = requireSignedIn(principal);
  if (!caller.account.identities.includes('operator')) throw forbidden('activity.operatorOnly');
  return caller;
}

/** The signed-in caller's id, or null for a tourist. */
const viewerOf = (principal: Principal | null) => (principal && principal.kind !== 'tourist' ? principal.userId : null);

function releaseStatusOf(row: ActivityRow, at: Date): Activity['releaseStatus'] {
  if (row.startAt > at) return 'upcoming';
  return row.endAt > at ? 'ongoing' : 'ended';
}

/** Activities as the contract shows them, with the viewer's part when signed in. */
async function toActivities(db: Executor, views: ActivityView[], viewerId: number | null): Promise<Activity[]> {
  const at = nowDate();
  const ids = views.map((view) => view.activity.id);
  const mine = new Map<number, { registered: boolean; clockedIn: boolean }>();
  if (viewerId !== null && ids.length > 0) {
    const [registered, clocked] = await Promise.all([
      db.select({ id: activityRegistrations.activityId }).from(activityRegistrations).where(and(eq(activityRegistrations.userId, viewerId), inArray(activityRegistrations.activityId, ids))),
      db.select({ id: activityClockIns.activityId }).from(activityClockIns).where(and(eq(activityClockIns.userId, viewerId), inArray(activityClockIns.activityId, ids))),
    ]);
    for (const id of ids) mine.set(id, { registered: registered.some((r) => r.id === id), clockedIn: clocked.some((c) => c.id === id) });
  }
  return Promise.all(
    views.map(async ({ activity, stationName }) => ({
      id: activity.id,
      typeCode: activity.typeCode,
      title: activity.title,
      summary: activity.summary,
      content: activity.content,
      coverUrl: activity.coverUrl,
      banner: activity.bannerGroup !== null,
      startAt: activity.startAt.toISOString(),
      endAt: activity.endAt.toISOString(),
      releaseStatus: releaseStatusOf(activity, at),
      capacity: activity.capacity,
      registeredCount: activity.registeredCount,
      stationId: activity.stationId,
      stationName,
      couponBatch: activity.couponBatchId === null ? null : await batchOf(db, activity.couponBatchId, viewerId ?? 0),
      mine: viewerId === null ? null : (mine.get(activity.id) ?? { registered: false, clockedIn: false }),
    })),
  );
}

async function activityOf(db: Executor, id: number, viewerId: number | null): Promise<Activity> {
  const views = await activityViews(db, eq(activities.id, id), 1, 0);
  if (views.length === 0) throw notFound('activity.notFound');
  return (await toActivities(db, views, viewerId))[0];
}

/** The most banners the strip shows. */
const BANNER_LIMIT = 10;

/** The banners of the configured group whose activities have not ended, newest first (tourists too). */
export async function bannerList(deps: AppDeps) {
  return bannersNow(deps.db).execute({ bannerGroup: deps.config.coupon.bannerGroup, now: nowDate().toISOString() });
}

// Prepared (db/prepared.ts): every market's first screen reads the banners.
const bannersNow = preparedStatement((db) =>
  db
    .select({ activityId: activities.id, title: activities.title, imageUrl: activities.coverUrl })
    .from(activities)
    .where(and(eq(activities.bannerGroup, sql.placeholder('bannerGroup')), gt(activities.endAt, sql`${sql.placeholder('now')}::timestamptz`)))
    .orderBy(desc(activities.startAt), desc(activities.id))
    .limit(BANNER_LIMIT)
    .prepare('activity_banners_now'),
);

/** The activity types with their names. */
export function activityDict() {
  return ACTIVITY_TYPE_CODES.map((typeCode) => ({ typeCode, name: TYPE_NAMES[typeCode] }));
}

/** Activities by type and release status, newest start first. */
export async function activityList(deps: AppDeps, principal: Principal | null, query: z.output<typeof ActivityListQuery>) {
  const where = and(query.typeCode ? eq(activities.typeCode, query.typeCode) : undefined, query.releaseStatus ? releaseCondition(query.releaseStatus, nowDate()) : undefined);
  const [views, total] = await Promise.all([activityViews(deps.db, where, query.size, pageOffset(query.current, query.size)), countActivities(deps.db, where)]);
  return toPage(await toActivities(deps.db, views, viewerOf(principal)), total, query.current, query.size);
}

export async function activityDetail(deps: AppDeps, principal: Principal | null, id: number): Promise<Activity> {
  return activityOf(deps.db, id, viewerOf(principal));
}

/** An activity that is running now, else 409 (not started / ended). */
function requireRunning(activity: ActivityRow, at: Date): void {
  if (activity.startAt > at) throw conflict('activity.notStarted', { startAt: shownTime(activity.startAt) });
  if (activity.endAt <= at) throw conflict('activity.ended');
}

/** Registers the caller for an event: once, up to its capacity, before it ends. */
export async function eventRegist(deps: AppDeps, principal: Principal | null, request: z.output<typeof RegistrationRequest>) {
  const { userId } = requireSignedIn(principal);
  const activity = await findActivity(deps.db, request.activityId);
  if (!activity) throw notFound('activity.notFound');
  if (activity.typeCode !== 'event') throw conflict('activity.notEvent');
  const at = nowDate();
  if (activity.endAt <= at) throw conflict('activity.ended');
  return deps.db.transaction(async (tx) => {
    const row = await insertRegistration(tx, { activityId: activity.id, userId, name: request.name, phone: request.phone, plateNo: request.plateNo, registeredAt: at });
    if (!row) throw conflict('activity.alreadyRegistered');
    if (!(await takePlace(tx, activity.id))) throw conflict('activity.full');
    return toRegistration(row);
  });
}

function toRegistration(row: NonNullable<Awaited<ReturnType<typeof findRegistration>>>) {
  return { id: row.id, activityId: row.activityId, name: row.name, phone: row.phone, plateNo: row.plateNo, registeredAt: row.registeredAt.toISOString() };
}

/** The activity a clock-in QR names (its id and its random token must match), else 400. */
async function activityOfQr(db: Executor, qr: string): Promise<ActivityRow> {
  const [prefix, id, token, ...rest] = qr.trim().split('.');
  const activity = prefix === ACTIVITY_QR_PREFIX && rest.length === 0 && token ? await findActivityByToken(db, token) : undefined;
  if (!activity || String(activity.id) !== id) throw badField('qr', 'activity.qrInvalid');
  return activity;
}

/**
 * Clocks the caller in by the activity's QR, once: the clock-in row (unique per user and
 * activity) first, then the activity's coupon through the coupon module's claim, in one
 * transaction, so a refusal (sold out, say) leaves neither.
 */
export async function clockIn(deps: AppDeps, principal: Principal | null, qr: string) {
  const { userId } = requireSignedIn(principal);
  const activity = await activityOfQr(deps.db, qr);
  if (activity.typeCode !== 'clockIn') throw conflict('activity.notClockIn');
  const at = nowDate();
  requireRunning(activity, at);
  await deps.db.transaction(async (tx) => {
    const row = await insertClockIn(tx, { activityId: activity.id, userId, couponId: null, clockedInAt: at });
    if (!row) throw conflict('activity.alreadyClockedIn');
    if (activity.couponBatchId === null) return;
    const coupon = await claimInTransaction(tx, userId, activity.couponBatchId, true);
    await tx.update(activityClockIns).set({ couponId: coupon.id }).where(eq(activityClockIns.id, row.id));
  });
  const { rows } = await clockInViews(deps.db, userId, activity.id, 1, 0);
  return (await toClockIns(deps, rows, userId))[0];
}

async function toClockIns(deps: AppDeps, rows: Awaited<ReturnType<typeof clockInViews>>['rows'], userId: number) {
  return Promise.all(
    rows.map(async ({ clockIn, title, stationName }) => {
      const coupon = clockIn.couponId === null ? undefined : await findCoupon(deps.db, clockIn.couponId);
      return {
        id: clockIn.id,
        activityId: clockIn.activityId,
        activityTitle: title,
        stationName,
        clockedInAt: clockIn.clockedInAt.toISOString(),
        coupon: coupon ? (await myCouponViews(deps, [coupon], userId))[0] : null,
      };
    }),
  );
}

/** The caller's clock-ins with the coupons they handed out. */
export async function clockInRecords(deps: AppDeps, principal: Principal | null, query: z.output<typeof ClockInRecordsQuery>) {
  const { userId } = requireSignedIn(principal);
  const { rows, total } = await clockInViews(deps.db, userId, query.activityId, query.size, pageOffset(query.current, query.size));
  return toPage(await toClockIns(deps, rows, userId), total, query.current, query.size);
}

/** Refuses a draft naming a station that does not exist, or a batch that is not an approved platform one. */
async function checkDraft(db: Executor, draft: z.output<typeof ActivityDraft>): Promise<void> {
  if (draft.stationId !== null) {
    const [station] = await db.select({ id: stations.id }).from(stations).where(eq(stations.id, draft.stationId));
    if (!station) throw badField('stationId', 'activity.stationNotFound');
  }
  if (draft.couponBatchId !== null) {
    const batch = await findBatch(db, draft.couponBatchId);
    if (!batch || batch.fundedBy !== 'platform' || batch.status !== 'approved') throw badField('couponBatchId', 'activity.batchNotPlatform');
  }
}

function draftColumns(deps: AppDeps, draft: z.output<typeof ActivityDraft>) {
  return {
    typeCode: draft.typeCode,
    title: draft.title,
    summary: draft.summary,
    content: draft.content,
    coverUrl: draft.coverUrl,
    bannerGroup: draft.banner ? deps.config.coupon.bannerGroup : null,
    startAt: new Date(draft.startAt),
    endAt: new Date(draft.endAt),
    capacity: draft.capacity,
    stationId: draft.stationId,
    couponBatchId: draft.couponBatchId,
  };
}

/** Creates an activity with a fresh clock-in token (operator). */
export async function addActivity(deps: AppDeps, principal: Principal | null, draft: z.output<typeof ActivityDraft>): Promise<Activity> {
  const { userId } = requireActivityOperator(principal);
  await checkDraft(deps.db, draft);
  const at = nowDate();
  const row = await insertActivity(deps.db, { ...draftColumns(deps, draft), qrToken: newQrToken(), createdBy: userId, createdAt: at, updatedAt: at });
  return activityOf(deps.db, row.id, userId);
}

/** A random clock-in token: the QR cannot be made without seeing it. */
export const newQrToken = () => randomBytes(12).toString('base64url');

/** Changes an activity (operator); its capacity cannot drop below those registered. */
export async function updateActivity(deps: AppDeps, principal: Principal | null, update: z.output<typeof ActivityUpdate>): Promise<Activity> {
  const { userId } = requireActivityOperator(principal);
  const current = await findActivity(deps.db, update.id);
  if (!current) throw notFound('activity.notFound');
  await checkDraft(deps.db, update.draft);
  if (update.draft.capacity !== null && update.draft.capacity < current.registeredCount) {
    throw badField('capacity', 'activity.capacityBelowRegistered', { registered: current.registeredCount });
  }
  await updateActivityRow(deps.db, update.id, { ...draftColumns(deps, update.draft), updatedAt: nowDate() });
  return activityOf(deps.db, update.id, userId);
}

/** The clock-in QR of an activity, to print at its station (operator). */
export async function activityQrCode(deps: AppDeps, principal: Principal | null, id: number) {
  requireActivityOperator(principal);
  const [view] = await activityViews(deps.db, eq(activities.id, id), 1, 0);
  if (!view) throw notFound('activity.notFound');
  return { activityId: id, qr: `${ACTIVITY_QR_PREFIX}.${id}.${view.activity.qrToken}`, stationName: view.stationName };
}

/** An event's registrations, newest first (operator). */
export async function registrations(deps: AppDeps, principal: Principal | null, query: z.output<typeof ActivityRecordsQuery>) {
  requireActivityOperator(principal);
  if (!(await findActivity(deps.db, query.id))) throw notFound('activity.notFound');
  const { rows, total } = await registrationsOf(deps.db, query.id, query.size, pageOffset(query.current, query.size));
  return toPage(rows.map(toRegistration), total, query.current, query.size);
}

/** Write-offs of an activity's coupons with what the platform paid, newest first (operator). */
export async function activityWriteOffs(deps: AppDeps, principal: Principal | null, query: z.output<typeof ActivityRecordsQuery>) {
  requireActivityOperator(principal);
  const activity = await findActivity(deps.db, query.id);
  if (!activity) throw notFound('activity.notFound');
  if (activity.couponBatchId === null) return toPage([], 0, query.current, query.size);
  const where = eq(coupons.batchId, activity.couponBatchId);
  const [rows, [{ n }]] = await Promise.all([
    deps.db
      .select({ writeOff: writeOffs, merchantName: merchants.name })
      .from(writeOffs)
      .innerJoin(coupons, eq(coupons.id, writeOffs.couponId))
      .innerJoin(merchants, eq(merchants.id, writeOffs.merchantId))
      .where(where)
      .orderBy(desc(writeOffs.usedAt), desc(writeOffs.id))
      .limit(query.size)
      .offset(pageOffset(query.current, query.size)),
    deps.db.select({ n: count() }).from(writeOffs).innerJoin(coupons, eq(coupons.id, writeOffs.couponId)).where(where),
  ]);
  const records = rows.map(({ writeOff, merchantName }) => ({
    writeOffId: writeOff.id,
    couponId: writeOff.couponId,
    merchantId: writeOff.merchantId,
    merchantName,
    usedAt: writeOff.usedAt.toISOString(),
    settledFen: writeOff.settledFen,
  }));
  return toPage(records, n, query.current, query.size);
}
