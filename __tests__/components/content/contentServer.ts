import { endpoints, type Article, type CollectItem, type Hotline } from '@/lib/contract';
import { appUser, envelope, type Sent } from '../../lib/support';

/**
 * A fake app server for the content screens: bodies and queries are checked against the contract
 * (lib/contract/content.ts) and answered 422 when they do not fit; the client parses the answers
 * with the same contract. Lists page by cursor (`nextCursor` = the next index), reading an
 * article marks it read, favourites are kept once.
 */

const APP = '/app/api';

export function article(overrides: Partial<Article> = {}): Article {
  return {
    id: 1,
    category: 'news',
    title: '全国高速公路货车通行费优惠政策延续',
    summary: '国家继续对合法装载的国际标准集装箱运输车辆实行通行费优惠。',
    coverUrl: null,
    pinned: false,
    publishedAt: '2026-11-20T02:00:00.000Z',
    read: false,
    paragraphs: ['第一段：优惠政策延续到2027年底。', '第二段：办理ETC的货车自动享受。'],
    coverFileId: null,
    audience: [],
    status: 'published',
    updatedAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

export function hotline(overrides: Partial<Hotline> = {}): Hotline {
  return {
    id: 1,
    scope: 'national',
    provinceCode: null,
    provinceName: null,
    roadCode: null,
    roadName: null,
    name: '全国高速公路服务热线',
    phones: ['12122'],
    services: ['rescue', 'complaint', 'roadConditions'],
    note: '',
    sort: 0,
    ...overrides,
  };
}

export function collectItem(overrides: Partial<CollectItem> = {}): CollectItem {
  return {
    id: 1,
    kind: 'news',
    itemId: 1,
    title: '全国高速公路货车通行费优惠政策延续',
    subtitle: '2026-11-20',
    available: true,
    unavailableReason: null,
    collectedAt: '2026-11-25T02:00:00.000Z',
    ...overrides,
  };
}

const e = endpoints.content;
type Call = { method: string; pattern: RegExp; query?: typeof e.articleList.query; body?: unknown };
/** Each call's method, its path as a pattern (`:id` → a number) and its schemas. */
const CALLS = Object.entries(e).map(([name, call]) => ({
  name,
  method: call.method,
  pattern: new RegExp(`^${APP}${call.path.replace(/:\w+/g, '(\\d+)')}$`),
  query: call.query,
  body: call.body,
})) as (Call & { name: keyof typeof e; query?: { safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: { message: string } } }; body?: { safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: { message: string } } } })[];

const refused = (status: number, error: string) => envelope(null, { code: String(status), status, msg: error, error });

export interface ContentServer {
  articles: Article[];
  hotlines: Hotline[];
  collects: CollectItem[];
  pageSize: number;
  answer: (sent: Sent) => Response;
}

export function contentServer(init: Partial<Pick<ContentServer, 'articles' | 'hotlines' | 'collects' | 'pageSize'>> = {}): ContentServer {
  const server: ContentServer = {
    articles: [],
    hotlines: [],
    collects: [],
    pageSize: 20,
    ...init,
    answer: (sent) => {
      const url = new URL(sent.url);
      if (url.pathname === `${APP}/user/info`) return envelope(appUser({ mobile: '13800000001' }));
      const call = CALLS.find((each) => each.method === sent.method && each.pattern.test(url.pathname));
      if (!call) return refused(404, `no call ${sent.method} ${url.pathname}`);
      const id = Number(call.pattern.exec(url.pathname)?.[1]);
      const checked = sent.method === 'GET' ? call.query?.safeParse(Object.fromEntries(url.searchParams)) : call.body?.safeParse(sent.body);
      if (checked && !checked.success) return refused(422, `does not fit the contract: ${checked.error?.message}`);
      const input = (checked?.data ?? {}) as Record<string, never>;
      /** One cursor page of `rows`: the cursor is the index to start at. */
      const pageOf = <T>(rows: T[]) => {
        const start = Number(input.cursor ?? 0);
        const size = Math.min(Number(input.size ?? server.pageSize), server.pageSize);
        const end = start + size;
        return { records: rows.slice(start, end), nextCursor: end < rows.length ? String(end) : null };
      };
      const counts = () => ({
        notice: server.articles.filter((a) => a.category === 'notice' && a.read === false).length,
        logisticsNotice: server.articles.filter((a) => a.category === 'logisticsNotice' && a.read === false).length,
      });

      switch (call.name) {
        case 'articleList':
          return envelope(pageOf(server.articles.filter((a) => a.category === input.category && a.status === 'published')));
        case 'articleDetail': {
          const found = server.articles.find((a) => a.id === id && a.status === 'published');
          if (!found) return refused(404, 'content.articleNotFound');
          const answer = { ...found };
          found.read = true;
          return envelope(answer);
        }
        case 'unreadCounts':
          return envelope(counts());
        case 'markAllRead':
          server.articles.filter((a) => a.category === input.category).forEach((a) => (a.read = true));
          return envelope(counts());
        case 'hotlineProvinces':
          return envelope([{ provinceCode: '350000', provinceName: '福建省', lines: 2 }]);
        case 'hotlineRoads':
          return envelope([{ roadCode: 'G15', roadName: '沈海高速', lines: 1 }]);
        case 'hotlineList':
          return envelope(
            server.hotlines.filter((line) =>
              input.roadCode ? line.roadCode === input.roadCode : line.scope === 'national' || (input.provinceCode ? line.provinceCode === input.provinceCode : line.scope === 'province'),
            ),
          );
        case 'collectList':
          return envelope(pageOf(server.collects.filter((item) => !input.kind || item.kind === input.kind)));
        case 'collectState': {
          const kept = server.collects.find((item) => item.kind === input.kind && item.itemId === Number(input.itemId));
          return envelope({ collected: Boolean(kept), collectId: kept?.id ?? null });
        }
        case 'collectAdd': {
          if (server.collects.some((item) => item.kind === input.kind && item.itemId === input.itemId)) return refused(409, 'content.alreadyCollected');
          const kept = collectItem({ id: server.collects.length + 10, kind: input.kind, itemId: input.itemId });
          server.collects.unshift(kept);
          return envelope(kept);
        }
        case 'collectRemove': {
          const index = server.collects.findIndex((item) => item.kind === input.kind && item.itemId === input.itemId);
          if (index < 0) return refused(404, 'content.notCollected');
          server.collects.splice(index, 1);
          return envelope({ collected: false, collectId: null });
        }
        default:
          return refused(404, `not faked: ${call.name}`);
      }
    },
  };
  return server;
}

/** The calls sent to a content path (after /app/api/content). */
export const callsTo = (sent: Sent[], path: string) => sent.filter((call) => new URL(call.url).pathname === `${APP}/content${path}`);
