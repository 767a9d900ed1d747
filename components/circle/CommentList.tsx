'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CircleCommentInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { relativeTime } from '@/lib/time';
import { AuthorAvatar } from './PostCard';

export interface CommentListProps {
  comments: CircleCommentInfo[];
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** A post's comments, oldest first, with "more" while the server has later ones. */
export function CommentList({ comments, more, loadingMore, onMore }: CommentListProps) {
  if (comments.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
        {t('circle.comment.none')}
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" aria-label={t('circle.comment.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {comments.map((comment) => (
          <Box component="li" key={comment.commentId} sx={{ display: 'flex', gap: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
            <AuthorAvatar author={comment.author} size={32} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Typography variant="subtitle2" component="p" noWrap sx={{ flex: 1 }}>
                  {comment.author.nickname}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', flex: '0 0 auto' }}>
                  {relativeTime(comment.createdAt)}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {comment.content}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {more && (
        <Box sx={{ textAlign: 'center', py: 1 }}>
          <Button onClick={onMore} disabled={loadingMore}>
            {loadingMore ? t('ui.list.loadingMore') : t('circle.comment.more')}
          </Button>
        </Box>
      )}
    </>
  );
}
