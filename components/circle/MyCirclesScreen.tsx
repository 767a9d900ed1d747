'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { deleteCirclePost, useMyCircles, type MyCirclePostInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { formatDateTime, relativeTime } from '@/lib/time';
import { navigate } from '@/components/router/history';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { useSubmission } from '@/components/ui/useSubmission';
import { CIRCLE_PATH, PUBLISHING_CIRCLE_PATH } from './paths';
import { PostCard } from './PostCard';

/** What a post of mine received: hidden with the reason, the latest comments and likers. */
function Received({ post }: { post: MyCirclePostInfo }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      {post.status === 'hidden' && (
        <Alert severity="warning">
          {t('circle.my.hidden', { reason: post.hiddenReason ?? '' })}
          {post.hiddenAt && (
            <Typography variant="caption" component="p">
              {formatDateTime(post.hiddenAt)}
            </Typography>
          )}
        </Alert>
      )}
      {post.latestLikers.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('circle.my.likedBy', { names: post.latestLikers.map((liker) => liker.nickname).join('、'), count: post.likeCount })}
        </Typography>
      )}
      {post.latestComments.length > 0 && (
        <Box component="ul" aria-label={t('circle.my.latestComments')} sx={{ listStyle: 'none', m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
          {post.latestComments.map((comment) => (
            <Typography component="li" variant="body2" key={comment.commentId} sx={{ wordBreak: 'break-word' }}>
              <b>{comment.author.nickname}</b>：{comment.content}
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
                {relativeTime(comment.createdAt)}
              </Typography>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * My posts (`/pages/circles/myCircles`), newest first: each with its station, what it received
 * (likers, latest comments) and, when an operator hid it, the reason; delete with a confirmation.
 */
export default function MyCirclesScreen() {
  const list = useMyCircles();
  const [deleting, setDeleting] = useState<MyCirclePostInfo | null>(null);
  const remove = useSubmission(async (intent) => {
    if (!deleting) return;
    await deleteCirclePost(deleting.infoId, intent);
    setDeleting(null);
    showToast(t('circle.detail.deleted'));
    await list.mutate();
  });

  return (
    <PageScaffold>
      <PullRefresh onRefresh={list.mutate}>
        <PagedList
          loader={list}
          itemKey={(post) => post.infoId}
          renderItem={(post) => (
            <PostCard
              post={post}
              showStation
              hidden={post.status === 'hidden'}
              actions={
                <Button size="small" color="inherit" startIcon={<DeleteOutline />} onClick={() => setDeleting(post)} sx={{ color: 'text.secondary' }}>
                  {t('circle.detail.delete')}
                </Button>
              }
            >
              <Received post={post} />
            </PostCard>
          )}
          emptyMessage={t('circle.my.empty')}
          emptyHint={t('circle.my.emptyHint')}
          emptyAction={
            <Button variant="contained" onClick={() => navigate(PUBLISHING_CIRCLE_PATH)}>
              {t('circle.publish')}
            </Button>
          }
        />
      </PullRefresh>
      <Box sx={{ textAlign: 'center', pb: 2 }}>
        <Button onClick={() => navigate(CIRCLE_PATH)}>{t('circle.my.toCircle')}</Button>
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('circle.detail.deleteTitle')}
        message={remove.error ?? t('circle.detail.deleteMessage')}
        confirmLabel={t('circle.detail.delete')}
        danger
        pending={remove.pending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove.run()}
      />
    </PageScaffold>
  );
}
