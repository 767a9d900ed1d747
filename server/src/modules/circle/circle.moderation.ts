import type { z } from 'zod';
import type { CircleReportReason, ModerationItem, ModerationQueueQuery } from '@/lib/contract';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/types';
import { conflict, forbidden, notFound } from '../../http/errors';
import { pageOffset, toPage } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { requireSignedIn } from '../auth/auth.access';
import { nowDate } from '../clock';
import { findModerationPage, findOpenReports, findPostView, lockPost, recordDecision, updatePost, type PostView } from './circle.repository';
import { toPost } from './circle.service';

/*
 * Operators' moderation of the circles (docs/community.md "Moderation"), beside the review console:
 * the queue of reported posts, hiding a post with a reason its author reads, restoring it. Each
 * decision settles the post's open reports and is recorded (circle_moderations).
 */

function requireOperator(principal: Principal | null) {
  const caller = requireSignedIn(principal);
  if (!caller.account.identities.includes('operator')) throw forbidden('circle.operatorsOnly');
  return caller;
}

const LATEST_NOTES = 5;

async function toItems(db: Executor, views: PostView[], operatorId: number): Promise<ModerationItem[]> {
  const reports = await findOpenReports(
    db,
    views.map((view) => view.post.id),
  );
  return views.map((view) => {
    const own = reports.filter((report) => report.postId === view.post.id);
    const byReason = new Map<CircleReportReason, number>();
    for (const report of own) byReason.set(report.reason, (byReason.get(report.reason) ?? 0) + 1);
    return {
      // The operator reads the post as a stranger would (no marks of their own).
      post: toPost(view, { viewerId: operatorId, liked: new Set(), reported: new Set() }),
      status: view.post.status === 'hidden' ? 'hidden' : 'visible',
      authorUserId: view.post.authorId,
      openReports: own.length,
      reasons: [...byReason].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      notes: own.flatMap((report) => (report.note ? [report.note] : [])).slice(0, LATEST_NOTES),
      latestReportAt: view.post.latestReportAt?.toISOString() ?? null,
      hiddenReason: view.post.hiddenReason,
      hiddenAt: view.post.hiddenAt?.toISOString() ?? null,
    };
  });
}

/** The queue: reported posts (most reported first) or hidden ones (latest first). */
export async function moderationQueue(deps: AppDeps, principal: Principal | null, query: z.output<typeof ModerationQueueQuery>) {
  const { userId } = requireOperator(principal);
  const { rows, total } = await findModerationPage(deps.db, query.kind, pageOffset(query.current, query.size), query.size);
  return toPage(await toItems(deps.db, rows, userId), total, query.current, query.size);
}

async function itemOf(db: Executor, infoId: number, operatorId: number): Promise<ModerationItem> {
  const view = await findPostView(db, infoId);
  const [item] = await toItems(db, [view!], operatorId);
  return item;
}

/** Hides a public post with the reason its author will read; its reports are settled. */
export async function hidePost(deps: AppDeps, principal: Principal | null, infoId: number, reason: string): Promise<ModerationItem> {
  const { userId } = requireOperator(principal);
  return deps.db.transaction(async (tx) => {
    const post = await lockPost(tx, infoId);
    if (!post || post.status === 'deleted') throw notFound('circle.postNotFound');
    if (post.status === 'hidden') throw conflict('circle.alreadyHidden');
    const at = nowDate();
    await updatePost(tx, post, { status: 'hidden', hiddenReason: reason, hiddenAt: at, hiddenBy: userId, openReports: 0 });
    await recordDecision(tx, { postId: infoId, operatorId: userId, action: 'hidden', reason, at });
    return itemOf(tx, infoId, userId);
  });
}

/** Makes a hidden post public again, or keeps a reported one public and settles its reports. */
export async function restorePost(deps: AppDeps, principal: Principal | null, infoId: number): Promise<ModerationItem> {
  const { userId } = requireOperator(principal);
  return deps.db.transaction(async (tx) => {
    const post = await lockPost(tx, infoId);
    if (!post || post.status === 'deleted') throw notFound('circle.postNotFound');
    if (post.status === 'visible' && post.openReports === 0) throw conflict('circle.nothingToRestore');
    await updatePost(tx, post, { status: 'visible', hiddenReason: null, hiddenAt: null, hiddenBy: null, openReports: 0 });
    await recordDecision(tx, { postId: infoId, operatorId: userId, action: 'restored', reason: null, at: nowDate() });
    return itemOf(tx, infoId, userId);
  });
}
