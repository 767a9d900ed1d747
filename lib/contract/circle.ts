import { z } from 'zod';
import { endpoint } from './endpoint';
import { PageQuery, pageOf } from './paging';
import { LatitudeText, LongitudeText } from './rules';

/**
 * The toll-station community ("车友圈", spec §7 "Community (toll)", docs/community.md). App service
 * (`/app/api/toll/...`), user token; reading a station's feed and a post is open to tourists, a
 * shared post (for the messaging app's browser) to anyone.
 *
 * A **post** is written at a toll station (`orgId` = the station's id, `infoType` 'post'): text up
 * to 500 characters and up to 9 photos uploaded first through the hardened upload
 * (identity.upload, `POST /app/api/file/upload`: re-encoded, size-capped; only the poster's own
 * files). Others **comment** (up to 200 characters), **like** (once per person) and **report**
 * (once per person, with a reason from a fixed list). Posts and comments pass the **word filter**
 * before they are stored: a text holding a filtered word is refused with `circle.filteredWord`
 * naming the word (so the writer can change it), nothing is published. Posting and commenting are
 * rate limited per user (CIRCLE_LIMITS, 429 with Retry-After).
 *
 * An author may **delete** their post; an **operator** may **hide** a reported post with a reason
 * (and restore it). A deleted or hidden post is gone from every list and its detail answers 404
 * (`circle.postNotFound`) to everyone else; the author still sees a hidden post in their activity
 * (getUserCommentLike) marked hidden with the operator's reason.
 *
 * Feeds are **cursor paged** (newest first, keyset on (createdAt, id)): a page asked with the
 * previous page's `nextCursor` continues exactly after its last post, however many posts arrived
 * meanwhile. `nextCursor` null: the end. Cursors are opaque (send back what you got).
 *
 * Bodies: comment add and browseRecord take **form-encoded** bodies as the spec says
 * (`application/x-www-form-urlencoded`: their endpoints say `formEncoded`); the server takes JSON for them too,
 * and JSON for every other call. Times ISO 8601 (shown in China time).
 */

export const CIRCLE_TEXT_MAX = 500;
export const CIRCLE_PHOTOS_MAX = 9;
export const CIRCLE_COMMENT_MAX = 200;
/** An operator's reason for hiding a post (the author reads it). */
export const CIRCLE_HIDE_REASON_MAX = 200;
export const CIRCLE_REPORT_NOTE_MAX = 200;
/** The largest page of a feed (posts, comments, my activity). */
export const CIRCLE_MAX_PAGE = 50;
export const CIRCLE_DEFAULT_PAGE = 10;

/**
 * Per-user limits, counted in fixed windows of `windowMinutes` (China-time aligned, shared by every
 * API node through the short-lived store): past them the call answers 429 with Retry-After and
 * `circle.tooManyPosts` / `circle.tooManyComments` with {limit, minutes}.
 */
export const CIRCLE_LIMITS = { windowMinutes: 10, postsPerWindow: 5, commentsPerWindow: 30 } as const;

/** What a piece of content is: the spec's `infoType`; only posts so far. */
export const CIRCLE_INFO_TYPES = ['post'] as const;
export const CircleInfoType = z.enum(CIRCLE_INFO_TYPES);

/** Why someone reports a post (catalogue circle.reason.<code>). */
export const CIRCLE_REPORT_REASONS = ['spam', 'fraud', 'abuse', 'porn', 'illegal', 'falseInfo', 'other'] as const;
export const CircleReportReason = z.enum(CIRCLE_REPORT_REASONS);
export type CircleReportReason = z.infer<typeof CircleReportReason>;

/**
 * A post's state. `visible`: public. `hidden`: an operator hid it (only its author sees it, with the
 * reason). `deleted`: its author deleted it (nobody sees it). Only visible and hidden ever reach a client.
 */
export const CIRCLE_POST_STATUSES = ['visible', 'hidden', 'deleted'] as const;
export const CirclePostStatus = z.enum(CIRCLE_POST_STATUSES);

const Id = z.coerce.number().int().positive().max(2_147_483_647);
/** A post's id (the spec's infoId). */
export const InfoId = Id;
/** A toll station's id (the spec's orgId: the station of goods.listOfStation). */
export const OrgId = Id;
const FileId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a file id');
/** An opaque page cursor: `<µs since the epoch>.<id>` of the last row of the page before. */
export const CircleCursor = z.string().regex(/^[0-9]{1,17}\.[0-9]{1,10}$/, 'is not a cursor of this list');
const Instant = z.string();

export const CircleCursorQuery = z.object({
  cursor: CircleCursor.optional(),
  size: z.coerce.number().int().min(1).max(CIRCLE_MAX_PAGE).default(CIRCLE_DEFAULT_PAGE),
});

/** A cursor page: the records, and the cursor of the next page (null at the end). */
export function cursorPageOf<T extends z.ZodType>(record: T) {
  return z.object({ records: z.array(record), nextCursor: CircleCursor.nullable(), size: z.number().int().min(1) });
}

// ---------------------------------------------------------------------------------------------
// Shapes

/** Who wrote something, as others see them: the nickname and the letter of its avatar, no more. */
export const CircleAuthor = z.object({
  nickname: z.string(),
  /** The first character of the nickname (the avatar circle shows it). */
  initial: z.string(),
});
export type CircleAuthor = z.infer<typeof CircleAuthor>;

/** A photo of a post: readable by whoever may read the post (circle.photo). */
export const CirclePhoto = z.object({ fileId: z.string(), url: z.string() });

/** A post as a feed and the detail show it. */
export const CirclePost = z.object({
  infoId: z.number().int(),
  orgId: z.number().int(),
  /** The toll station's name and expressway. */
  stationName: z.string(),
  highway: z.string(),
  infoType: CircleInfoType,
  author: CircleAuthor,
  text: z.string(),
  photos: z.array(CirclePhoto).max(CIRCLE_PHOTOS_MAX),
  likeCount: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  viewCount: z.number().int().min(0),
  /** The caller liked it (false for tourists). */
  likedByMe: z.boolean(),
  /** The caller wrote it (may delete it). */
  mine: z.boolean(),
  /** The caller reported it already. */
  reportedByMe: z.boolean(),
  createdAt: Instant,
});
export type CirclePost = z.infer<typeof CirclePost>;

export const CircleComment = z.object({
  commentId: z.number().int(),
  infoId: z.number().int(),
  author: CircleAuthor,
  content: z.string(),
  mine: z.boolean(),
  createdAt: Instant,
});
export type CircleComment = z.infer<typeof CircleComment>;

// ---------------------------------------------------------------------------------------------
// Requests and answers, call by call

/** contentAdd: a post at a toll station. Text or at least one photo. */
export const ContentAddRequest = z
  .object({
    orgId: OrgId,
    infoType: CircleInfoType.default('post'),
    text: z.string().trim().max(CIRCLE_TEXT_MAX).default(''),
    /** Files the caller uploaded (identity.upload), shown in this order. */
    imageIds: z.array(FileId).max(CIRCLE_PHOTOS_MAX).default([]),
  })
  .refine((post) => post.text.length > 0 || post.imageIds.length > 0, { path: ['text'], message: 'write something or add a photo' })
  .refine((post) => new Set(post.imageIds).size === post.imageIds.length, { path: ['imageIds'], message: 'holds a photo twice' });
export type ContentAddRequest = z.input<typeof ContentAddRequest>;

/**
 * selectTollStationContentList: the toll stations with their circles. With latitude + longitude
 * (query; the Latitude/Longitude headers are read when the query has none) nearest first, with the
 * distance; otherwise the liveliest first (latest post), then by name. `keyword` filters by
 * station name or expressway.
 */
export const CircleStationsQuery = z.object({
  latitude: LatitudeText.optional(),
  longitude: LongitudeText.optional(),
  keyword: z.string().trim().max(40).optional(),
  /** How many stations at most. */
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export const CircleStation = z.object({
  orgId: z.number().int(),
  name: z.string(),
  highway: z.string(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
  /** Visible posts at the station. */
  postCount: z.number().int().min(0),
  latestPostAt: Instant.nullable(),
  /** Metres from the position sent, or null without one. */
  distanceM: z.number().nullable(),
});
export type CircleStation = z.infer<typeof CircleStation>;

/** getTollContentList: a station's feed, newest first. */
export const CircleFeedQuery = CircleCursorQuery.extend({ orgId: OrgId });
export const CircleFeedPage = cursorPageOf(CirclePost);
export type CircleFeedPage = z.infer<typeof CircleFeedPage>;

export const InfoIdParam = z.object({ infoId: InfoId });
/** getTollContentDetail: the post with its comments (oldest first, cursor paged) and likes. */
export const CircleDetailQuery = z.object({
  commentCursor: CircleCursor.optional(),
  commentSize: z.coerce.number().int().min(1).max(CIRCLE_MAX_PAGE).default(20),
});
export const CircleDetail = z.object({
  post: CirclePost,
  /** Oldest first; `nextCursor` continues with later ones. */
  comments: cursorPageOf(CircleComment),
  /** The latest likers (up to 20), newest first; the count is post.likeCount. */
  likers: z.array(CircleAuthor),
});
export type CircleDetail = z.infer<typeof CircleDetail>;

/** share detail: what a shared link shows to anyone (no personal data beyond the nickname). */
export const CircleShared = z.object({
  infoId: z.number().int(),
  stationName: z.string(),
  highway: z.string(),
  authorNickname: z.string(),
  text: z.string(),
  photos: z.array(CirclePhoto),
  likeCount: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  createdAt: Instant,
});

export const CirclePhotoParam = z.object({ fileId: FileId });

/** comment add (form-encoded or JSON). */
export const CommentAddRequest = z.object({
  infoId: InfoId,
  content: z.string().trim().min(1).max(CIRCLE_COMMENT_MAX),
});

/** browseRecord (form-encoded or JSON): the caller viewed the post. */
export const BrowseRecordRequest = z.object({ infoId: InfoId });
export const BrowseRecorded = z.object({
  infoId: z.number().int(),
  viewCount: z.number().int().min(0),
  /** False when this caller's view was counted before (a view counts once per person). */
  counted: z.boolean(),
});

/** like / unlike. */
export const LikeRequest = z.object({ infoId: InfoId });
export const LikeState = z.object({ infoId: z.number().int(), likeCount: z.number().int().min(0), likedByMe: z.boolean() });
export type LikeState = z.infer<typeof LikeState>;

/** report: once per person per post. */
export const ReportRequest = z.object({
  infoId: InfoId,
  reason: CircleReportReason,
  note: z.string().trim().max(CIRCLE_REPORT_NOTE_MAX).optional(),
});
export const Reported = z.object({ infoId: z.number().int(), reason: CircleReportReason, reportedAt: Instant });

export const ContentDeleted = z.object({ infoId: z.number().int(), deleted: z.literal(true) });

/**
 * getUserCommentLike (myCircles): the caller's posts, newest first, with what they received: the
 * latest comments and likers. A hidden post says so with the operator's reason.
 */
export const MyCirclePost = CirclePost.extend({
  status: z.enum(['visible', 'hidden']),
  hiddenReason: z.string().nullable(),
  hiddenAt: Instant.nullable(),
  /** Up to 3, newest first. */
  latestComments: z.array(CircleComment),
  /** Up to 5, newest first. */
  latestLikers: z.array(CircleAuthor),
});
export type MyCirclePost = z.infer<typeof MyCirclePost>;
export const MyCirclePage = cursorPageOf(MyCirclePost);

// ---------------------------------------------------------------------------------------------
// Operators' moderation (accounts holding the operator identity, like the review console)

/** Which posts the queue lists: `reported` (visible, with reports not settled yet) or `hidden`. */
export const CIRCLE_QUEUE_KINDS = ['reported', 'hidden'] as const;
export const ModerationQueueQuery = PageQuery.extend({ kind: z.enum(CIRCLE_QUEUE_KINDS).default('reported') });
export const ModerationItem = z.object({
  post: CirclePost,
  status: z.enum(['visible', 'hidden']),
  authorUserId: z.number().int(),
  /** Reports not settled by a decision yet, by reason. */
  openReports: z.number().int().min(0),
  reasons: z.array(z.object({ reason: CircleReportReason, count: z.number().int().min(1) })),
  /** The latest report notes (up to 5), newest first. */
  notes: z.array(z.string()),
  latestReportAt: Instant.nullable(),
  hiddenReason: z.string().nullable(),
  hiddenAt: Instant.nullable(),
});
export type ModerationItem = z.infer<typeof ModerationItem>;
export const HideRequest = z.object({ reason: z.string().trim().min(2).max(CIRCLE_HIDE_REASON_MAX) });

// ---------------------------------------------------------------------------------------------

const svc = { service: 'app' } as const;

export const circleEndpoints = {
  contentAdd: endpoint({
    ...svc, method: 'POST', path: '/toll/contentAdd', access: 'user', idempotent: true, rateLimited: true,
    summary: 'Post at a toll station: text ≤ 500 and up to 9 of your uploaded photos; word filter, 5 posts per 10 minutes',
    body: ContentAddRequest, response: CirclePost,
  }),
  stations: endpoint({
    ...svc, method: 'GET', path: '/toll/selectTollStationContentList', access: 'tourist',
    summary: 'Toll stations with their post counts and latest post time; nearest first with latitude/longitude',
    query: CircleStationsQuery, response: z.array(CircleStation),
  }),
  feed: endpoint({
    ...svc, method: 'GET', path: '/toll/getTollContentList', access: 'tourist',
    summary: "A toll station's posts, newest first, cursor paged (stable while new posts arrive)",
    query: CircleFeedQuery, response: CircleFeedPage,
  }),
  detail: endpoint({
    ...svc, method: 'GET', path: '/toll/getTollContentDetail/:infoId', access: 'tourist',
    summary: 'A post with its comments (oldest first, cursor paged) and latest likers; deleted or hidden: 404',
    params: InfoIdParam, query: CircleDetailQuery, response: CircleDetail,
  }),
  share: endpoint({
    ...svc, method: 'GET', path: '/toll/share/:infoId', access: 'public',
    summary: "A shared post for the messaging app's browser: text, photos, counts, the author's nickname only",
    params: InfoIdParam, response: CircleShared,
  }),
  photo: endpoint({
    ...svc, method: 'GET', path: '/toll/photo/:fileId', access: 'public',
    summary: 'A photo of a visible post (JPEG); anything else 404',
    params: CirclePhotoParam, response: z.string(), raw: { contentType: 'image/jpeg' },
  }),
  commentAdd: endpoint({
    ...svc, method: 'POST', path: '/toll/comment/add', access: 'user', idempotent: true, rateLimited: true, formEncoded: true,
    summary: 'Comment on a post (form-encoded or JSON: infoId, content ≤ 200); word filter, 30 comments per 10 minutes',
    body: CommentAddRequest, response: CircleComment,
  }),
  browseRecord: endpoint({
    ...svc, method: 'POST', path: '/toll/browseRecord', access: 'user', idempotent: true, formEncoded: true,
    summary: 'Record that the caller viewed a post (form-encoded or JSON: infoId); counts once per person',
    body: BrowseRecordRequest, response: BrowseRecorded,
  }),
  like: endpoint({
    ...svc, method: 'POST', path: '/toll/like', access: 'user', idempotent: true,
    summary: 'Like a post (once per person: liking again changes nothing)', body: LikeRequest, response: LikeState,
  }),
  unlike: endpoint({
    ...svc, method: 'POST', path: '/toll/unlike', access: 'user', idempotent: true,
    summary: 'Take back a like (not liked: changes nothing)', body: LikeRequest, response: LikeState,
  }),
  myActivity: endpoint({
    ...svc, method: 'GET', path: '/toll/getUserCommentLike', access: 'user',
    summary: "The caller's posts (hidden ones with the reason) with the comments and likes they received, newest first",
    query: CircleCursorQuery, response: MyCirclePage,
  }),
  deleteContent: endpoint({
    ...svc, method: 'PUT', path: '/toll/content/:infoId/delete', access: 'user', idempotent: true,
    summary: 'The author deletes their post: gone from every list, 404 to others', params: InfoIdParam, response: ContentDeleted,
  }),
  report: endpoint({
    ...svc, method: 'POST', path: '/toll/content/report', access: 'user', idempotent: true,
    summary: 'Report a post to the operators (a reason from the list, an optional note); once per person per post',
    body: ReportRequest, response: Reported,
  }),
  moderationQueue: endpoint({
    ...svc, method: 'GET', path: '/ops/circle/posts', access: 'user',
    summary: 'OPERATORS: reported posts (most reported first) or hidden ones (latest first)',
    query: ModerationQueueQuery, response: pageOf(ModerationItem),
  }),
  hide: endpoint({
    ...svc, method: 'POST', path: '/ops/circle/posts/:infoId/hide', access: 'user', idempotent: true,
    summary: 'OPERATORS: hide a post with a reason the author sees; settles its reports',
    params: InfoIdParam, body: HideRequest, response: ModerationItem,
  }),
  restore: endpoint({
    ...svc, method: 'POST', path: '/ops/circle/posts/:infoId/restore', access: 'user', idempotent: true,
    summary: 'OPERATORS: make a hidden post visible again, or keep a reported one and settle its reports',
    params: InfoIdParam, response: ModerationItem,
  }),
};
