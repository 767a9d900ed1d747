'use client';
import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import type { CirclePostInfo } from '@/lib/api';
import type { CircleAuthor } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { relativeTime } from '@/lib/time';
import { navigate } from '@/components/router/history';
import { CIRCLE_DETAIL_PATH } from './paths';
import { LikeButton } from './LikeButton';
import { PostPhotos } from './PostPhotos';

/** The avatar circle with the nickname's first character (the circles show no photo of a person). */
export function AuthorAvatar({ author, size = 40 }: { author: CircleAuthor; size?: number }) {
  return (
    <Avatar aria-hidden sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.45 }}>
      {author.initial}
    </Avatar>
  );
}

/** Who wrote it and when (and where, where the list mixes stations). */
export function PostByline({ post, showStation }: { post: CirclePostInfo; showStation?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <AuthorAvatar author={post.author} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" noWrap>
          {post.author.nickname}
          {post.mine && (
            <Typography component="span" variant="caption" sx={{ ml: 1, color: 'primary.main' }}>
              {t('circle.mine')}
            </Typography>
          )}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }} noWrap>
          {showStation ? `${relativeTime(post.createdAt)} · ${post.stationName}` : relativeTime(post.createdAt)}
        </Typography>
      </Box>
    </Box>
  );
}

export interface PostCardProps {
  post: CirclePostInfo;
  showStation?: boolean;
  /** Something under the post (my posts: the state and what it received). */
  children?: ReactNode;
  /** Extra actions at the end of the action row (my posts: delete). */
  actions?: ReactNode;
  /** An operator hid it (my posts): its photos are read with the session. */
  hidden?: boolean;
}

/**
 * A post in a feed: the byline and text open the post; its photos open full screen; the like
 * button likes in place; the comment count opens the post at its comments.
 */
export function PostCard({ post, showStation, children, actions, hidden }: PostCardProps) {
  const open = () => navigate(CIRCLE_DETAIL_PATH, { infoId: String(post.infoId) });
  return (
    <Card variant="outlined" component="article" aria-label={t('circle.postBy', { nickname: post.author.nickname })} sx={{ mb: 1.5 }}>
      <CardActionArea onClick={open} sx={{ p: 1.5, pb: post.photos.length > 0 ? 1 : 1.5 }}>
        <PostByline post={post} showStation={showStation} />
        {post.text && (
          <Typography
            variant="body1"
            sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', display: '-webkit-box', WebkitLineClamp: 6, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {post.text}
          </Typography>
        )}
      </CardActionArea>
      {post.photos.length > 0 && (
        <Box sx={{ px: 1.5 }}>
          <PostPhotos photos={post.photos} hidden={hidden} />
        </Box>
      )}
      {children && <Box sx={{ px: 1.5, pt: 1 }}>{children}</Box>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5 }}>
        <LikeButton infoId={post.infoId} liked={post.likedByMe} count={post.likeCount} />
        <Button
          size="small"
          color="inherit"
          startIcon={<ChatBubbleOutline />}
          onClick={open}
          aria-label={t('circle.comments', { count: post.commentCount })}
          sx={{ minWidth: 0, color: 'text.secondary' }}
        >
          {post.commentCount > 0 ? post.commentCount : t('circle.commentShort')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {actions}
      </Box>
    </Card>
  );
}
