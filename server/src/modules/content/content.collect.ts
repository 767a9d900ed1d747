import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CollectItem, CollectKind, CollectListQuery, CollectState, CollectTarget, UnavailableReason } from '@/lib/contract';
import { formatDate } from '@/lib/time';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { conflict, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { findCirclePostSummary } from '../circle/circle.repository';
import { goodsSources } from '../goods/goods.table';
import { readerOf, type Reader } from './content.access';
import { cursorPage, decodeCursor } from '../../http/cursor';
import { collectPage, deleteCollect, findCollect, insertCollect, readableArticles, type CollectRow } from './content.repository';
import { articles } from './content.table';

/*
 * Favourites (docs/content.md "Favourites"): a signed-in user keeps goods sources, circle posts
 * and articles they can see, once each. Each kind says how to find its items, whether the caller
 * may keep one, and whether a kept one is still available, so the list reads every kind the same way.
 */

/** An item as the favourites see it: its title lines, and why it cannot be opened (null: it can). */
interface ItemState {
  title: string;
  subtitle: string;
  /** The caller may keep it now (it exists and they may see it). */
  visible: boolean;
  unavailable: UnavailableReason | null;
}

type Lookup = (db: Executor, ids: number[], reader: Reader & { userId: number }) => Promise<Map<number, ItemState>>;

/** Goods sources: a draft or cancelled one is its owner's alone (as on its detail); only an open one can be taken. */
const goodsSourceStates: Lookup = async (db, ids, reader) => {
  const rows = await db
    .select({ id: goodsSources.id, status: goodsSources.status, ownerUserId: goodsSources.ownerUserId, from: goodsSources.originName, to: goodsSources.destinationName, loadingDate: goodsSources.loadingDate })
    .from(goodsSources)
    .where(inArray(goodsSources.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        title: `${row.from} → ${row.to}`,
        subtitle: row.loadingDate,
        visible: row.ownerUserId === reader.userId || (row.status !== 'draft' && row.status !== 'cancelled'),
        unavailable: row.status === 'open' ? null : 'sourceClosed',
      },
    ]),
  );
};

/** The most of a post's text its title line keeps. */
const POST_TITLE_CHARS = 40;
/** The title lines a favourite keeps (content_collects.title/subtitle): a source's two 60-character names and the arrow do not fit whole. */
const COLLECT_TITLE_CHARS = 120;
/** The first `n` characters (code points, as varchar counts them). */
const clip = (text: string, n: number) => [...text].slice(0, n).join('');

/**
 * Circle posts, as the circle module says the caller may see them (findCirclePostSummary): a
 * visible one is everyone's, a hidden one its author's alone, a deleted one nobody's.
 */
const circlePostStates: Lookup = async (db, ids, reader) => {
  const summaries = await Promise.all(ids.map((id) => findCirclePostSummary(db, id, reader.userId)));
  const reasons = { visible: null, hidden: 'postHidden', deleted: 'postDeleted' } as const;
  return new Map(
    summaries.flatMap((post) =>
      post
        ? [
            [
              post.infoId,
              {
                title: clip(post.text, POST_TITLE_CHARS),
                subtitle: post.stationName,
                visible: post.available,
                unavailable: reasons[post.status],
              },
            ] as const,
          ]
        : [],
    ),
  );
};

/** Articles: a published one meant for the caller; withdrawn says so, one no longer meant for them is gone. */
const articleStates: Lookup = async (db, ids, reader) => {
  const readable = readableArticles(reader.identities, reader.operator);
  const rows = await db
    .select({ id: articles.id, title: articles.title, status: articles.status, publishedAt: articles.publishedAt, readable: sql<boolean>`coalesce(${readable}, false)` })
    .from(articles)
    .where(inArray(articles.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        title: row.title,
        subtitle: row.publishedAt ? formatDate(row.publishedAt) : '',
        visible: row.readable,
        unavailable: row.readable ? null : row.status === 'withdrawn' ? 'articleWithdrawn' : 'gone',
      },
    ]),
  );
};

const LOOKUPS: Record<CollectKind, Lookup> = { goodsSource: goodsSourceStates, circlePost: circlePostStates, news: articleStates };

/** The catalogue code naming a kind in the refusals' texts. */
const KIND_WORD = { goodsSource: 'content.kindGoodsSource', circlePost: 'content.kindCirclePost', news: 'content.kindNews' } as const;

function toCollectItem(row: CollectRow, state: ItemState | undefined): CollectItem {
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.itemId,
    title: state?.title ?? row.title,
    subtitle: state?.subtitle ?? row.subtitle,
    available: state !== undefined && state.unavailable === null,
    unavailableReason: state ? state.unavailable : 'gone',
    collectedAt: row.createdAt.toISOString(),
  };
}

function signedInReader(principal: Principal | null) {
  const { userId } = requireSignedIn(principal);
  return { ...readerOf(principal), userId };
}

/** Keeps an item the caller can see, once (409 content.alreadyCollected the second time). */
export async function collectAdd(deps: AppDeps, principal: Principal | null, target: z.output<typeof CollectTarget>): Promise<CollectItem> {
  const reader = signedInReader(principal);
  const state = (await LOOKUPS[target.kind](deps.db, [target.itemId], reader)).get(target.itemId);
  if (!state || !state.visible) throw notFound('content.itemNotFound', { kind: KIND_WORD[target.kind] });
  const row = await insertCollect(deps.db, {
    userId: reader.userId,
    kind: target.kind,
    itemId: target.itemId,
    title: clip(state.title, COLLECT_TITLE_CHARS),
    subtitle: clip(state.subtitle, COLLECT_TITLE_CHARS),
    createdAt: nowDate(),
  });
  if (!row) throw conflict('content.alreadyCollected', { kind: KIND_WORD[target.kind] });
  return toCollectItem(row, state);
}

/** Stops keeping an item (404 content.notCollected when it was not kept). */
export async function collectRemove(deps: AppDeps, principal: Principal | null, target: z.output<typeof CollectTarget>): Promise<CollectState> {
  const { userId } = requireSignedIn(principal);
  if (!(await deleteCollect(deps.db, userId, target.kind, target.itemId))) throw notFound('content.notCollected', { kind: KIND_WORD[target.kind] });
  return { collected: false, collectId: null };
}

/** Whether the caller keeps an item. */
export async function collectState(deps: AppDeps, principal: Principal | null, target: z.output<typeof CollectTarget>): Promise<CollectState> {
  const { userId } = requireSignedIn(principal);
  const row = await findCollect(deps.db, userId, target.kind, target.itemId);
  return { collected: row !== undefined, collectId: row?.id ?? null };
}

/** The caller's kept items, newest first, each with its title line as it is now and whether it is available. */
export async function collectList(deps: AppDeps, principal: Principal | null, query: z.output<typeof CollectListQuery>) {
  const reader = signedInReader(principal);
  const after = query.cursor ? decodeCursor(query.cursor, ['ms', 'id'], 'content.badCursor') : null;
  const rows = await collectPage(deps.db, reader.userId, query.kind, after, query.size + 1);
  const states = new Map<string, ItemState>();
  await Promise.all(
    (Object.keys(LOOKUPS) as CollectKind[]).map(async (kind) => {
      const ids = rows.filter((row) => row.kind === kind).map((row) => row.itemId);
      if (ids.length === 0) return;
      for (const [id, state] of await LOOKUPS[kind](deps.db, ids, reader)) states.set(`${kind}:${id}`, state);
    }),
  );
  return cursorPage(
    rows,
    query.size,
    (row) => [row.createdAt.getTime(), row.id],
    (row) => toCollectItem(row, states.get(`${row.kind}:${row.itemId}`)),
  );
}
