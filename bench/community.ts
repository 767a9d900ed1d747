/**
 * `npm run bench:community` (a benchmark, not a test). Fills a database with BENCH_POSTS toll-station
 * circle posts (default 1,000,000) over the seeded Fujian toll stations plus 100 generated ones,
 * skewed like a real community: one busy station holds 30% of all posts, the rest spread evenly,
 * 2% hidden or deleted; a reader has liked 1,000 of the busy station's posts. Then it times what a
 * phone opening a circle costs, through the module's own queries (server/src/modules/circle/
 * circle.repository.ts), 200 times each, p50/p99:
 * - a station's first feed page (getTollContentList: the keyset walk of circle_feed_idx, plus
 *   the reader's likes and reports among the page), at the busy station and at random ones;
 * - the 50th page by cursor (keyset: as cheap as the first), and its rows alone by keyset and by
 *   OFFSET (what a current/size list would cost; grows with the page number);
 * - the stations list with post counts (circle_station_counts) and latest post (selectTollStationContentList), nearest first.
 * PGlite in memory, and PostgreSQL with BENCH_DATABASE_URL (a throwaway database
 * `freight_bench_community` beside the named one, dropped at the end); BENCH_ENGINES picks.
 */
import { performance } from 'node:perf_hooks';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';
import { seedStations } from '../server/src/modules/goods/goods.seed';
import { findCircleStations, findFeedPage, likedAmong, reportedAmong } from '../server/src/modules/circle/circle.repository';
import { circlePosts } from '../server/src/modules/circle/circle.table';
import { rowsOf } from './goods-data';
import { onEachEngine } from './postgres';

const POSTS = Number(process.env.BENCH_POSTS ?? 1_000_000);
const RUNS = 200;
const PAGE = 10;
const BUSY_SHARE = 0.3;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(run: (i: number) => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const began = performance.now();
    await run(i);
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`;
}

/** Stations, 50 authors, the posts (in one statement each: generate_series), the reader's likes. */
async function fill({ db }: Database): Promise<{ busy: number; stationIds: number[]; readerId: number }> {
  await seedStations(db);
  await db.execute(sql`
    insert into stations (code, name, highway, address, lng, lat, ad_code)
    select 'BENCH-' || g, '测试' || g || '收费站', 'G' || (g % 90) || ' 高速', '测试地址', 100 + (g % 22), 21 + (g % 20), '350100'
    from generate_series(1, 100) g`);
  await db.execute(sql`
    insert into users (mobile, nickname, created_at, is_demo)
    select '199' || lpad(g::text, 8, '0'), '卡友' || g, now(), true from generate_series(1, 51) g`);
  const stationIds = rowsOf<{ id: number }>(await db.execute(sql`select id from stations order by id`)).map((r) => r.id);
  const userIds = rowsOf<{ id: number }>(await db.execute(sql`select id from users where mobile like '199%' order by id`)).map((r) => r.id);
  const [readerId, ...authors] = userIds;
  const busy = stationIds[0];
  const others = stationIds.slice(1);
  // Post g: at the busy station when g falls in its share, else round the others; a second apart
  // from a year ago (whole milliseconds, as the server writes them); every 50th hidden or deleted.
  await db.execute(sql`
    insert into circle_posts (station_id, author_id, info_type, text, photo_ids, status, like_count, comment_count, view_count,
      hidden_reason, hidden_at, deleted_at, created_at)
    select
      case when g % 10 < ${Math.round(BUSY_SHARE * 10)} then ${busy}::int else (${sql.raw(`array[${others.join(',')}]`)})[1 + g % ${others.length}] end,
      (${sql.raw(`array[${authors.join(',')}]`)})[1 + g % ${authors.length}],
      'post',
      '前方收费站排队约' || (g % 5 + 1) || '公里，注意安全 #' || g,
      case when g % 3 = 0 then array['benchphoto' || lpad(g::text, 10, '0')] else '{}'::text[] end,
      case when g % 100 = 0 then 'hidden' when g % 100 = 50 then 'deleted' else 'visible' end,
      g % 37, g % 11, g % 101,
      case when g % 100 = 0 then '违规' end,
      case when g % 100 = 0 then now() end,
      case when g % 100 = 50 then now() end,
      date_trunc('milliseconds', now() - interval '365 days' + g * interval '31 seconds')
    from generate_series(1, ${POSTS}) g`);
  // The stations' counts as the module keeps them (circle_station_counts).
  await db.execute(sql`
    insert into circle_station_counts (station_id, visible_posts)
    select station_id, count(*) from circle_posts where status = 'visible' group by station_id`);
  await db.execute(sql`
    insert into circle_likes (post_id, user_id, created_at)
    select id, ${readerId}, now() from circle_posts where station_id = ${busy} order by created_at desc limit 1000`);
  await db.execute(sql`analyze`);
  return { busy, stationIds, readerId };
}

/** The feed page as stationFeed reads it: the page, then the reader's marks among it. */
async function feedPage({ db }: Database, stationId: number, readerId: number, cursor: { micros: string; id: number } | null) {
  const rows = await findFeedPage(db, stationId, cursor, PAGE + 1);
  const ids = rows.map((row) => row.post.id);
  await Promise.all([likedAmong(db, readerId, ids), reportedAmong(db, readerId, ids)]);
  return rows;
}

async function benchOn(label: string, database: Database): Promise<void> {
  const began = performance.now();
  const { busy, stationIds, readerId } = await fill(database);
  console.log(`${label}: ${POSTS.toLocaleString('en')} posts over ${stationIds.length} stations inserted in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  const [{ n: busyPosts }] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from circle_posts where station_id = ${busy}`));

  // The keyset of the 50th page of the busy station (what a reader scrolling that far sends).
  const deep = await database.db
    .select({ id: circlePosts.id, micros: sql<string>`(extract(epoch from ${circlePosts.createdAt}) * 1000000)::bigint`.mapWith(String) })
    .from(circlePosts)
    .where(and(eq(circlePosts.stationId, busy), eq(circlePosts.status, 'visible')))
    .orderBy(desc(circlePosts.createdAt), desc(circlePosts.id))
    .offset(49 * PAGE - 1)
    .limit(1);

  const first = await timed(() => feedPage(database, busy, readerId, null));
  const random = await timed((i) => feedPage(database, stationIds[1 + (i % (stationIds.length - 1))], readerId, null));
  // Page 50 of the busy station, the rows alone: by keyset from the 49th page's last post, and by OFFSET.
  const pageIds = (where: ReturnType<typeof and>, offset: number) =>
    database.db.select({ id: circlePosts.id }).from(circlePosts).where(where).orderBy(desc(circlePosts.createdAt), desc(circlePosts.id)).offset(offset).limit(PAGE);
  const visibleAtBusy = and(eq(circlePosts.stationId, busy), eq(circlePosts.status, 'visible'));
  const after = deep[0];
  const later = await timed(() =>
    pageIds(and(visibleAtBusy, sql`(${circlePosts.createdAt}, ${circlePosts.id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::bigint)`), 0),
  );
  const byOffset = await timed(() => pageIds(visibleAtBusy, 49 * PAGE));
  const deepFeed = await timed(() => feedPage(database, busy, readerId, after));
  const list = await timed(() => findCircleStations(database.db, { near: { lat: 26.08, lng: 119.3 }, limit: 50 }));

  console.log(`${label}: first feed page, busy station (${busyPosts.toLocaleString('en')} posts): ${first}`);
  console.log(`${label}: first feed page, random stations:                  ${random}`);
  console.log(`${label}: 50th page by cursor (the whole call), busy station: ${deepFeed}`);
  console.log(`${label}: 50th page rows by keyset, busy station:            ${later}`);
  console.log(`${label}: 50th page rows by OFFSET (comparison):             ${byOffset}`);
  console.log(`${label}: stations list with counts, nearest first:          ${list}`);
}

void onEachEngine('freight_bench_community', benchOn);
