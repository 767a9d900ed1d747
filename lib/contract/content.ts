import { z } from 'zod';
import { endpoint } from './endpoint';
import { ListCursorQuery, PageQuery, listCursorPageOf, pageOf } from './paging';
import { IdentityType, type IdentityType as Identity } from './user';

/**
 * Content the platform publishes, and what users keep (docs/content.md). App service
 * (`/app/api/content/...`).
 *
 * - **Articles**: news (资讯), notices (公告) and logistics notices (物流公告, for the freight roles),
 *   written by an operator: a title, a summary, the body as plain paragraphs, an optional cover
 *   image (an uploaded file), optionally limited to an **audience** of roles. Published or
 *   withdrawn; a pinned article heads its list. Everyone (tourists too) reads the published ones
 *   meant for them, newest first, by **cursor** (stable while new articles arrive); reading one
 *   while signed in leaves a **read mark**, and notices count the unread.
 * - **Hotlines**: service telephone lines by province and by highway (road code such as G15),
 *   each with the services it answers (rescue, complaint, road conditions). Reference data is
 *   seeded on every start (the national 12122 line and each province's line); an operator adds,
 *   changes and removes lines.
 * - **Favourites** (collect): a signed-in user keeps goods sources, circle posts and articles,
 *   once each; the list says, per item, whether it is still available (a closed goods source, a
 *   deleted or hidden post, a withdrawn article).
 *
 * Operator calls are under `/content/ops/...` and refuse anyone without the operator identity
 * (403 content.operatorOnly). Times ISO 8601 (shown in China time).
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Text = (min: number, max: number) => z.string().trim().min(min).max(max);
const FileId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a file id');

// ---------------------------------------------------------------------------------------------
// Articles: news, notices, logistics notices

/** news 资讯; notice 公告; logisticsNotice 物流公告 (logisticsManagement/logisticsNotice). */
export const ARTICLE_CATEGORIES = ['news', 'notice', 'logisticsNotice'] as const;
export const ArticleCategory = z.enum(ARTICLE_CATEGORIES);
export type ArticleCategory = z.infer<typeof ArticleCategory>;

/** The categories that count unread articles (the notice screens' badges). */
export const UNREAD_CATEGORIES = ['notice', 'logisticsNotice'] as const satisfies readonly ArticleCategory[];

/**
 * The roles a logistics notice is for when the operator names no audience: the people who move
 * goods (drivers, truck owners, cargo owners, carriers, fleets).
 */
export const FREIGHT_ROLES = [
  'driver',
  'truckOwner',
  'cargoOwner',
  'enterpriseCargoOwner',
  'carrier',
  'fleetCaptain',
  'fleetMember',
] as const satisfies readonly Identity[];

export const ARTICLE_STATUSES = ['published', 'withdrawn'] as const;
export const ArticleStatus = z.enum(ARTICLE_STATUSES);
export type ArticleStatus = z.infer<typeof ArticleStatus>;

export const ARTICLE_TITLE_MAX = 60;
export const ARTICLE_SUMMARY_MAX = 200;
export const ARTICLE_PARAGRAPH_MAX = 2000;
export const ARTICLE_PARAGRAPHS_MAX = 50;

/**
 * What the operator writes. `paragraphs`: the body as plain text paragraphs (no markup: shown as
 * text, so nothing in it runs). `audience`: the roles that may read it, empty for everyone (a
 * logistics notice with none is for FREIGHT_ROLES). `publish`: false keeps it withdrawn (unseen)
 * until published.
 */
export const ArticleDraft = z.object({
  category: ArticleCategory,
  title: Text(2, ARTICLE_TITLE_MAX),
  summary: Text(0, ARTICLE_SUMMARY_MAX).default(''),
  paragraphs: z.array(Text(1, ARTICLE_PARAGRAPH_MAX)).min(1).max(ARTICLE_PARAGRAPHS_MAX),
  coverFileId: FileId.nullable().default(null),
  audience: z.array(IdentityType).max(20).default([]),
  pinned: z.boolean().default(false),
  publish: z.boolean().default(true),
});
export type ArticleDraft = z.input<typeof ArticleDraft>;

/** An article in a list: no body. `read`: the caller's read mark (null for a tourist). */
export const ArticleSummary = z.object({
  id: z.number().int(),
  category: ArticleCategory,
  title: z.string(),
  summary: z.string(),
  /**
   * Where the cover is read from, or null: the public cover call for an article everyone may read,
   * the file call (signed in) for one limited to an audience or not published.
   */
  coverUrl: z.string().nullable(),
  pinned: z.boolean(),
  publishedAt: z.string().nullable(),
  read: z.boolean().nullable(),
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;

/** One article with its body ("content details"). */
export const Article = ArticleSummary.extend({
  paragraphs: z.array(z.string()),
  coverFileId: z.string().nullable(),
  audience: z.array(IdentityType),
  status: ArticleStatus,
  updatedAt: z.string(),
});
export type Article = z.infer<typeof Article>;

export const ArticleListQuery = ListCursorQuery.extend({ category: ArticleCategory });
export const ArticleIdParam = z.object({ id: Id });

/** Unread published articles meant for the caller, per counted category. */
export const UnreadCounts = z.object({ notice: z.number().int().min(0), logisticsNotice: z.number().int().min(0) });
export type UnreadCounts = z.infer<typeof UnreadCounts>;
export const MarkAllRead = z.object({ category: ArticleCategory });

/** The operator's list: every status, newest change first, offset paged (a console, not a feed). */
export const OpsArticleQuery = PageQuery.extend({ category: ArticleCategory.optional(), status: ArticleStatus.optional() });
export const ArticleStatusChange = z.object({ status: ArticleStatus });
export const ArticlePin = z.object({ pinned: z.boolean() });

// ---------------------------------------------------------------------------------------------
// Hotlines

/** What a line answers: 救援 rescue, 投诉 complaints, 路况 road conditions. */
export const HOTLINE_SERVICES = ['rescue', 'complaint', 'roadConditions'] as const;
export const HotlineService = z.enum(HOTLINE_SERVICES);
export type HotlineService = z.infer<typeof HotlineService>;

/** national: the whole country; province: one province; highway: one road (in one province, or all with no province). */
export const HOTLINE_SCOPES = ['national', 'province', 'highway'] as const;
export const HotlineScope = z.enum(HOTLINE_SCOPES);
export type HotlineScope = z.infer<typeof HotlineScope>;

/** A province-level division code (GB/T 2260): six digits ending in 0000. */
export const ProvinceCode = z.string().trim().regex(/^\d{2}0000$/, 'must be a province code (GB/T 2260, e.g. 350000)');
/** A national or provincial road code: G15, G1501, S35 (letter G or S, then 1-4 digits). */
export const RoadCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[GS]\d{1,4}$/, 'must be a road code such as G15 or S35'));
/** A telephone number as dialled: 3-5 digit service numbers (12122), or landline/mobile with an optional area code and hyphen. */
export const HotlinePhone = z.string().trim().regex(/^(\d{3,5}|0\d{2,3}-?\d{7,8}|1[3-9]\d{9}|400-?\d{3}-?\d{4})$/, 'must be a telephone number (12122, 0591-87000000, 400-123-4567)');

/**
 * What the operator writes for a line. `provinceCode` is required for a province line and
 * optional for a highway line (null: the whole road); `roadCode`/`roadName` only for a highway line.
 */
export const HotlineDraft = z
  .object({
    scope: HotlineScope,
    provinceCode: ProvinceCode.nullable().default(null),
    roadCode: RoadCode.nullable().default(null),
    roadName: Text(2, 30).nullable().default(null),
    name: Text(2, 40),
    phones: z.array(HotlinePhone).min(1).max(5),
    services: z.array(HotlineService).min(1).max(HOTLINE_SERVICES.length),
    note: Text(0, 200).default(''),
    /** Order inside its group (smaller first). */
    sort: z.number().int().min(0).max(100_000).default(100),
  })
  .superRefine((draft, ctx) => {
    const need = (field: 'provinceCode' | 'roadCode' | 'roadName', when: boolean, message: string) => {
      if (when) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    need('provinceCode', draft.scope === 'province' && draft.provinceCode === null, 'is required for a province line');
    need('provinceCode', draft.scope === 'national' && draft.provinceCode !== null, 'must be empty for a national line');
    need('roadCode', draft.scope === 'highway' && draft.roadCode === null, 'is required for a highway line');
    need('roadName', draft.scope === 'highway' && draft.roadName === null, 'is required for a highway line');
    need('roadCode', draft.scope !== 'highway' && draft.roadCode !== null, 'is only for a highway line');
    need('roadName', draft.scope !== 'highway' && draft.roadName !== null, 'is only for a highway line');
  });
export type HotlineDraft = z.input<typeof HotlineDraft>;

export const Hotline = z.object({
  id: z.number().int(),
  scope: HotlineScope,
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  roadCode: z.string().nullable(),
  roadName: z.string().nullable(),
  name: z.string(),
  phones: z.array(z.string()),
  services: z.array(HotlineService),
  note: z.string(),
  sort: z.number().int(),
});
export type Hotline = z.infer<typeof Hotline>;

/**
 * Lines to show. `provinceCode`: that province's lines and its highway lines, after the national
 * ones; `roadCode`: that road's lines (in the province, when given, and the whole-road ones);
 * `service`: only lines answering it. National lines first, then province, then highway, each by
 * sort.
 */
export const HotlineListQuery = z.object({
  provinceCode: ProvinceCode.optional(),
  roadCode: RoadCode.optional(),
  service: HotlineService.optional(),
});
/** A province that has lines (hotLine's index). */
export const HotlineProvince = z.object({ provinceCode: z.string(), provinceName: z.string(), lines: z.number().int() });
/** A highway that has lines (highSpeedRoad's index), optionally within one province. */
export const HotlineRoad = z.object({ roadCode: z.string(), roadName: z.string(), lines: z.number().int() });
export const HotlineRoadQuery = z.object({ provinceCode: ProvinceCode.optional() });
export const HotlineIdParam = z.object({ id: Id });

// ---------------------------------------------------------------------------------------------
// Favourites (collect)

/** goodsSource: a goods source; circlePost: a toll-station circle post; news: an article (news or notice). */
export const COLLECT_KINDS = ['goodsSource', 'circlePost', 'news'] as const;
export const CollectKind = z.enum(COLLECT_KINDS);
export type CollectKind = z.infer<typeof CollectKind>;

/**
 * Why a kept item cannot be opened any more: the source is no longer open (taken, closed,
 * cancelled), the post was deleted by its author or hidden by an operator, the article was
 * withdrawn, or it is gone.
 */
export const UNAVAILABLE_REASONS = ['sourceClosed', 'postDeleted', 'postHidden', 'articleWithdrawn', 'gone'] as const;
export const UnavailableReason = z.enum(UNAVAILABLE_REASONS);
export type UnavailableReason = z.infer<typeof UnavailableReason>;

export const CollectTarget = z.object({ kind: CollectKind, itemId: Id });
export type CollectTarget = z.input<typeof CollectTarget>;

/** One kept item: its title line as it is now, and whether it may still be opened. */
export const CollectItem = z.object({
  id: z.number().int(),
  kind: CollectKind,
  itemId: z.number().int(),
  /** The item's title line: a source's route, a post's first words, an article's title (as kept, once the item is gone). */
  title: z.string(),
  /** A second line: a source's loading date (YYYY-MM-DD), a post's toll station, an article's publication day (China time). */
  subtitle: z.string(),
  available: z.boolean(),
  unavailableReason: UnavailableReason.nullable(),
  collectedAt: z.string(),
});
export type CollectItem = z.infer<typeof CollectItem>;

export const CollectListQuery = ListCursorQuery.extend({ kind: CollectKind.optional() });
/** Whether the caller keeps an item (the collect button's state). */
export const CollectState = z.object({ collected: z.boolean(), collectId: z.number().int().nullable() });
export type CollectState = z.infer<typeof CollectState>;

// ---------------------------------------------------------------------------------------------

const svc = { service: 'app' } as const;

/** A cover's file id (the public cover call). */
export const CoverParam = z.object({ fileId: FileId });

export const contentEndpoints = {
  articleList: endpoint({
    ...svc, method: 'GET', path: '/content/articles', access: 'tourist',
    summary: 'Published articles of a category meant for the caller: pinned first, then newest first, cursor paged',
    query: ArticleListQuery, response: listCursorPageOf(ArticleSummary),
  }),
  articleDetail: endpoint({
    ...svc, method: 'GET', path: '/content/articles/:id', access: 'tourist',
    summary: 'One published article with its body (content details); leaves the caller\'s read mark when signed in',
    params: ArticleIdParam, response: Article,
  }),
  unreadCounts: endpoint({
    ...svc, method: 'GET', path: '/content/articles/unread', access: 'user',
    summary: 'How many published notices and logistics notices meant for the caller they have not read',
    response: UnreadCounts,
  }),
  markAllRead: endpoint({
    ...svc, method: 'POST', path: '/content/articles/readAll', access: 'user', idempotent: true,
    summary: 'Marks every published article of a category meant for the caller as read',
    body: MarkAllRead, response: UnreadCounts,
  }),
  opsArticleList: endpoint({
    ...svc, method: 'GET', path: '/content/ops/articles', access: 'user',
    summary: 'Articles of every status, newest change first, paged (operator)',
    query: OpsArticleQuery, response: pageOf(Article),
  }),
  opsArticleDetail: endpoint({
    ...svc, method: 'GET', path: '/content/ops/articles/:id', access: 'user',
    summary: 'One article of any status (operator)',
    params: ArticleIdParam, response: Article,
  }),
  createArticle: endpoint({
    ...svc, method: 'POST', path: '/content/ops/articles', access: 'user', idempotent: true,
    summary: 'Write an article: published at once unless publish is false (operator)',
    body: ArticleDraft, response: Article,
  }),
  updateArticle: endpoint({
    ...svc, method: 'PUT', path: '/content/ops/articles/:id', access: 'user', idempotent: true,
    summary: "Change an article's text, cover, audience and pin; publish: false withdraws it (operator)",
    params: ArticleIdParam, body: ArticleDraft, response: Article,
  }),
  setArticleStatus: endpoint({
    ...svc, method: 'POST', path: '/content/ops/articles/:id/status', access: 'user', idempotent: true,
    summary: 'Publish or withdraw an article (operator)',
    params: ArticleIdParam, body: ArticleStatusChange, response: Article,
  }),
  pinArticle: endpoint({
    ...svc, method: 'POST', path: '/content/ops/articles/:id/pin', access: 'user', idempotent: true,
    summary: 'Pin an article to the head of its list, or unpin it (operator)',
    params: ArticleIdParam, body: ArticlePin, response: Article,
  }),
  cover: endpoint({
    ...svc, method: 'GET', path: '/content/cover/:fileId', access: 'public',
    summary: 'The cover of a published article for everyone (JPEG, no token: tourists, shared links); anything else 404',
    params: CoverParam, response: z.string(), raw: { contentType: 'image/jpeg' },
  }),
  hotlineList: endpoint({
    ...svc, method: 'GET', path: '/content/hotlines', access: 'tourist',
    summary: 'Service hotlines: national, then a province\'s and its highways\', or one road\'s, by service',
    query: HotlineListQuery, response: z.array(Hotline),
  }),
  hotlineProvinces: endpoint({
    ...svc, method: 'GET', path: '/content/hotlines/provinces', access: 'tourist',
    summary: 'The provinces that have hotlines, in code order',
    response: z.array(HotlineProvince),
  }),
  hotlineRoads: endpoint({
    ...svc, method: 'GET', path: '/content/hotlines/roads', access: 'tourist',
    summary: 'The highways that have hotlines (in one province when given), by road code',
    query: HotlineRoadQuery, response: z.array(HotlineRoad),
  }),
  createHotline: endpoint({
    ...svc, method: 'POST', path: '/content/ops/hotlines', access: 'user', idempotent: true,
    summary: 'Add a hotline (operator)',
    body: HotlineDraft, response: Hotline,
  }),
  updateHotline: endpoint({
    ...svc, method: 'PUT', path: '/content/ops/hotlines/:id', access: 'user', idempotent: true,
    summary: 'Change a hotline (operator)',
    params: HotlineIdParam, body: HotlineDraft, response: Hotline,
  }),
  deleteHotline: endpoint({
    ...svc, method: 'DELETE', path: '/content/ops/hotlines/:id', access: 'user', idempotent: true,
    summary: 'Remove a hotline (operator); a removed reference line stays removed across restarts',
    params: HotlineIdParam, response: Hotline,
  }),
  collectAdd: endpoint({
    ...svc, method: 'POST', path: '/content/collect', access: 'user', idempotent: true,
    summary: 'Keep an item the caller can see (a goods source, a circle post, an article), once (409 when kept already)',
    body: CollectTarget, response: CollectItem,
  }),
  collectRemove: endpoint({
    ...svc, method: 'POST', path: '/content/collect/remove', access: 'user', idempotent: true,
    summary: 'Stop keeping an item (404 when it is not kept)',
    body: CollectTarget, response: CollectState,
  }),
  collectList: endpoint({
    ...svc, method: 'GET', path: '/content/collect', access: 'user',
    summary: "The caller's kept items, newest first, by kind, each saying whether it is still available; cursor paged",
    query: CollectListQuery, response: listCursorPageOf(CollectItem),
  }),
  collectState: endpoint({
    ...svc, method: 'GET', path: '/content/collect/state', access: 'user',
    summary: 'Whether the caller keeps an item (the collect button)',
    query: CollectTarget, response: CollectState,
  }),
};
