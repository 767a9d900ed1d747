'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useArticle, ApiError, type ArticleInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDateTime } from '@/lib/time';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { goBack } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { CollectButton } from './CollectButton';
import { CoverImage } from './CoverImage';

/** The article's body: plain paragraphs (no markup is rendered: whatever is typed shows as text). */
function ArticleBody({ article }: { article: ArticleInfo }) {
  return (
    <Box component="article" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h1" sx={{ lineHeight: 1.4 }}>
        {article.title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={t(`content.category.${article.category}`)} />
        {article.pinned && <Chip size="small" color="warning" label={t('content.article.pinned')} />}
        {article.publishedAt && (
          <Typography variant="caption" sx={{ color: 'text.secondary', flex: 1 }}>
            {t('content.article.published', { time: formatDateTime(article.publishedAt) })}
          </Typography>
        )}
        {/* Articles are kept as the "news" kind, notices included. */}
        <CollectButton kind="news" itemId={article.id} />
      </Box>
      {article.coverUrl && (
        <CoverImage url={article.coverUrl} alt={t('content.article.cover')} sx={{ width: '100%', height: 200 }} />
      )}
      {article.summary && (
        <Typography variant="body2" sx={{ color: 'text.secondary', borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          {article.summary}
        </Typography>
      )}
      {article.paragraphs.map((paragraph, index) => (
        <Typography key={index} variant="body1" sx={{ lineHeight: 1.8, textIndent: '2em', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * One article, news or notice ("content details", `/pages/notice/noticeDetails?id=`): title,
 * category, publication time, cover, summary and the paragraphs; 收藏. Opening it while signed in
 * marks it read. A withdrawn or unknown one says so with the way back.
 */
export default function ContentNoticeDetailsScreen() {
  const id = useIdParam('id');
  const { article, error, mutate } = useArticle(id);
  const gone = id === null || (error instanceof ApiError && error.status === 404);
  return (
    <PageScaffold>
      {gone ? (
        <EmptyState message={t('content.detail.gone')} action={<Button variant="outlined" onClick={goBack}>{t('content.detail.back')}</Button>} />
      ) : (
        <Loaded data={article} error={error} onRetry={() => void mutate()}>
          {(loaded) => <ArticleBody article={loaded} />}
        </Loaded>
      )}
    </PageScaffold>
  );
}
