import { z } from 'zod';
import { endpoint } from './endpoint';
import { PageQuery, pageOf } from './paging';
import { Mobile } from './rules';
import { PlateNumber } from './vehicle';
import { CouponBatch, MyCoupon } from './coupon';

/**
 * Activities (docs/coupons.md "Activities"): the platform's events and promotions along the
 * highway. The operator creates them; banners (one fixed group, from the server's configuration)
 * lead to them; drivers register for events (once each, up to the capacity) and clock in at a toll
 * station by scanning the activity's QR, which hands out the activity's platform-funded coupon once.
 * App service; lists and details are readable with the tourist device token.
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Text = (min: number, max: number) => z.string().trim().min(min).max(max);
const Instant = z.string().datetime({ offset: true });

/** Kinds of activity (the dict): an event to register for, a clock-in at a toll station, a promotion. */
export const ACTIVITY_TYPE_CODES = ['event', 'clockIn', 'promotion'] as const;
export const ActivityTypeCode = z.enum(ACTIVITY_TYPE_CODES);
/** Where an activity stands in time: not started, running, over. */
export const RELEASE_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export const ReleaseStatus = z.enum(RELEASE_STATUSES);

export const ActivityType = z.object({ typeCode: ActivityTypeCode, name: z.string() });

/** What the operator creates or changes. */
export const ActivityDraft = z
  .object({
    typeCode: ActivityTypeCode,
    title: Text(2, 40),
    summary: Text(0, 200).default(''),
    content: Text(0, 5000).default(''),
    /** Image URL (an uploaded file's URL or a site path). */
    coverUrl: Text(1, 500),
    /** Shown on the banner strip. */
    banner: z.boolean().default(false),
    startAt: Instant,
    endAt: Instant,
    /** Events: how many may register (null: no limit). */
    capacity: z.number().int().min(1).max(100_000).nullable().default(null),
    /** Clock-in: the toll station where its QR hangs. */
    stationId: Id.nullable().default(null),
    /** The platform-funded coupon batch a clock-in hands out (null: none). */
    couponBatchId: Id.nullable().default(null),
  })
  .refine((draft) => Date.parse(draft.endAt) > Date.parse(draft.startAt), { path: ['endAt'], message: 'must be after startAt' });
export type ActivityDraft = z.infer<typeof ActivityDraft>;

export const Activity = z.object({
  id: z.number().int(),
  typeCode: ActivityTypeCode,
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  coverUrl: z.string(),
  banner: z.boolean(),
  startAt: z.string(),
  endAt: z.string(),
  releaseStatus: ReleaseStatus,
  capacity: z.number().int().nullable(),
  registeredCount: z.number().int(),
  stationId: z.number().int().nullable(),
  stationName: z.string().nullable(),
  couponBatch: CouponBatch.nullable(),
  /** The caller's part: registered, clocked in (null for a tourist). */
  mine: z.object({ registered: z.boolean(), clockedIn: z.boolean() }).nullable(),
});
export type Activity = z.infer<typeof Activity>;

export const Banner = z.object({ activityId: z.number().int(), title: z.string(), imageUrl: z.string() });

export const ActivityListQuery = PageQuery.extend({ typeCode: ActivityTypeCode.optional(), releaseStatus: ReleaseStatus.optional() });
export const ActivityIdQuery = z.object({ id: Id });
export const ActivityUpdate = z.object({ id: Id, draft: ActivityDraft });

export const RegistrationRequest = z.object({
  activityId: Id,
  name: Text(2, 30),
  phone: Mobile,
  plateNo: PlateNumber,
});
export const Registration = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  plateNo: z.string(),
  registeredAt: z.string(),
});

/** The clock-in QR's text: `ACT1.<activityId>.<token>` (a random token per activity). */
export const ACTIVITY_QR_PREFIX = 'ACT1';
export const ClockInRequest = z.object({ qr: Text(1, 200) });
export const ActivityQrCode = z.object({ activityId: z.number().int(), qr: z.string(), stationName: z.string().nullable() });

export const ClockInRecord = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityTitle: z.string(),
  stationName: z.string().nullable(),
  clockedInAt: z.string(),
  /** The coupon the clock-in handed out (null when the activity gives none). */
  coupon: MyCoupon.nullable(),
});
export const ClockInRecordsQuery = PageQuery.extend({ activityId: Id.optional() });
export const ActivityRecordsQuery = PageQuery.extend({ id: Id });

/** One write-off of an activity's coupon (the operator's view of what the platform paid). */
export const ActivityWriteOff = z.object({
  writeOffId: z.number().int(),
  couponId: z.number().int(),
  merchantId: z.number().int(),
  merchantName: z.string(),
  usedAt: z.string(),
  settledFen: z.number().int(),
});

export const activityEndpoints = {
  bannerList: endpoint({
    service: 'app', method: 'GET', path: '/activity/banner/list', access: 'tourist',
    summary: "The activity banners of the configured banner group, newest first",
    response: z.array(Banner),
  }),
  activityDict: endpoint({
    service: 'app', method: 'GET', path: '/activity/dict', access: 'tourist',
    summary: 'The activity type codes with their names',
    response: z.array(ActivityType),
  }),
  activityList: endpoint({
    service: 'app', method: 'GET', path: '/activity/list', access: 'tourist',
    summary: 'Activities by type and release status, newest first, paged',
    query: ActivityListQuery, response: pageOf(Activity),
  }),
  activityDetail: endpoint({
    service: 'app', method: 'GET', path: '/activity/detail', access: 'tourist',
    summary: "One activity, with the caller's registration and clock-in when signed in",
    query: ActivityIdQuery, response: Activity,
  }),
  eventRegist: endpoint({
    service: 'app', method: 'POST', path: '/activity/register', access: 'user', idempotent: true,
    summary: 'Register for an event (once per user; up to its capacity; while it has not ended)',
    body: RegistrationRequest, response: Registration,
  }),
  clockIn: endpoint({
    service: 'app', method: 'POST', path: '/activity/clockIn', access: 'user', idempotent: true,
    summary: "Clock in at the toll station by the activity's QR: the activity's coupon, once per user",
    body: ClockInRequest, response: ClockInRecord,
  }),
  clockInRecords: endpoint({
    service: 'app', method: 'GET', path: '/activity/clockInRecord', access: 'user',
    summary: "The caller's clock-ins with the coupons they handed out, newest first",
    query: ClockInRecordsQuery, response: pageOf(ClockInRecord),
  }),
  addActivity: endpoint({
    service: 'app', method: 'POST', path: '/activity/add', access: 'user', idempotent: true,
    summary: 'Create an activity (operator)',
    body: ActivityDraft, response: Activity,
  }),
  updateActivity: endpoint({
    service: 'app', method: 'PUT', path: '/activity/update', access: 'user', idempotent: true,
    summary: 'Change an activity (operator)',
    body: ActivityUpdate, response: Activity,
  }),
  activityQrCode: endpoint({
    service: 'app', method: 'GET', path: '/activity/qrcode', access: 'user',
    summary: "An activity's clock-in QR, to print or show at its toll station (operator)",
    query: ActivityIdQuery, response: ActivityQrCode,
  }),
  registrations: endpoint({
    service: 'app', method: 'GET', path: '/activity/registrations', access: 'user',
    summary: "An event's registrations, paged (operator)",
    query: ActivityRecordsQuery, response: pageOf(Registration),
  }),
  activityWriteOffs: endpoint({
    service: 'app', method: 'GET', path: '/activity/writeOffs', access: 'user',
    summary: "Write-offs of an activity's coupons with what the platform paid, newest first (operator)",
    query: ActivityRecordsQuery, response: pageOf(ActivityWriteOff),
  }),
};
