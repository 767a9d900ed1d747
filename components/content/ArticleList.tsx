'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import type { ArticleCategory } from '@/lib/contract';
import { markAllRead, useArticles, useUnreadCounts, type ArticleSummaryInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { touristAtom } from '@/lib/state';
import { relativeTime } from '@/lib/time';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { showToast } from '@/lib/state';
import { CoverImage } from './CoverImage';
import { NOTICE_DETAILS_PATH } from './paths';

/** One article in a list: title (bold while unread), summary, cover on the right, pinned and unread marks, when. */
export function ArticleRow({ article }: { article: ArticleSummaryInfo }) {
  const unread = article.read === false;
  return (
    <Card variant="outlined" sx={{ mb: 1 }} data-testid={`article-${article.id}`}>
      <CardActionArea onClick={() => navigate(NOTICE_DETAILS_PATH, { id: String(article.id) })} sx={{ display: 'flex', alignItems: 'stretch', gap: 1.5, p: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5, alignContent: 'start' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: unread ? 700 : 500, lineHeight: 1.35 }}>
            {unread && (
              <Box component="span" aria-label={t('content.article.unread')} sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', mr: 0.75, verticalAlign: 'middle' }} />
            )}
            {article.title}
          </Typography>
          {article.summary && (
            <Typography variant="body2" sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {article.summary}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {article.pinned && <Chip size="small" color="warning" label={t('content.article.pinned')} />}
            {article.publishedAt && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {relativeTime(article.publishedAt)}
              </Typography>
            )}
          </Box>
        </Box>
        {article.coverUrl && (
          <CoverImage url={article.coverUrl} alt="" sx={{ width: 96, height: 72 }} />
        )}
      </CardActionArea>
    </Card>
  );
}

/** 全部已读 with the unread count, for the categories that count unread (signed in only). */
function UnreadBar({ category, onAllRead }: { category: 'notice' | 'logisticsNotice'; onAllRead: () => Promise<unknown> }) {
  const { unread, mutate } = useUnreadCounts(true);
  const readAll = useSubmission(async (intent) => {
    const counts = await markAllRead(category, intent);
    // The answer is the new counts; the list's marks are read again (a cursor list is this screen's to reload).
    await Promise.all([mutate(counts, { revalidate: false }), onAllRead()]);
    showToast(t('content.article.readAllDone'));
  });
  const count = unread?.[category] ?? 0;
  if (count === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
      <Typography variant="body2" sx={{ flex: 1, color: 'text.secondary' }}>
        {t('content.article.unreadCount', { count })}
      </Typography>
      <Button size="small" onClick={() => void readAll.run()} disabled={readAll.pending}>
        {t('content.article.readAll')}
      </Button>
    </Box>
  );
}

export interface ArticleListProps {
  category: ArticleCategory;
  emptyMessage: string;
  emptyHint: string;
  emptyAction?: ReactNode;
}

/**
 * A category's published articles, pinned first then newest, loaded by cursor as the reader
 * scrolls; pull down to refresh. Notices show unread marks and 全部已读 for a signed-in reader,
 * and tell a tourist that signing in shows them.
 */
export function ArticleList({ category, emptyMessage, emptyHint, emptyAction }: ArticleListProps) {
  const tourist = useAtomValue(touristAtom);
  const articles = useArticles(category);
  const counted = category === 'notice' || category === 'logisticsNotice';
  return (
    <PullRefresh onRefresh={() => articles.mutate()}>
      {counted && !tourist && <UnreadBar category={category} onAllRead={() => articles.mutate()} />}
      {counted && tourist && (
        <Typography variant="body2" role="note" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('content.signInForMarks')}
        </Typography>
      )}
      <PagedList
        loader={articles}
        itemKey={(article) => article.id}
        renderItem={(article) => <ArticleRow article={article} />}
        emptyMessage={emptyMessage}
        emptyHint={emptyHint}
        emptyAction={emptyAction}
      />
    </PullRefresh>
  );
}
