'use client';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Share from '@mui/icons-material/Share';
import { ApiError, deleteCirclePost, recordPostView, useCirclePost, type CirclePostInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { canGoBack, goBack, navigate } from '@/components/router/history';
import { hashFor } from '@/components/router/location';
import { useIdParam } from '@/components/router/RouteContext';
import { Link } from '@/components/router/Link';
import { CollectButton } from '@/components/content/CollectButton';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useShareCard } from '@/components/ui/useShareCard';
import { useSubmission } from '@/components/ui/useSubmission';
import { CommentComposer } from './CommentComposer';
import { CommentList } from './CommentList';
import { LikeButton } from './LikeButton';
import { CIRCLE_DETAIL_PATH, CIRCLE_PATH, MY_CIRCLES_PATH } from './paths';
import { PostPhotos } from './PostPhotos';
import { PostByline } from './PostCard';
import { ReportDialog } from './ReportDialog';
import { useSignedIn } from '@/components/ui/useSignedIn';

/** The post's link, for the share sheet and the messaging app's card. */
function postLink(infoId: number): string {
  return `${window.location.origin}${window.location.pathname}${hashFor(CIRCLE_DETAIL_PATH, { infoId })}`;
}

/** A short line of the post for the share card: its first words or the station. */
function shareLine(post: CirclePostInfo): string {
  return post.text ? post.text.slice(0, 60) : t('circle.share.photos', { station: post.stationName });
}

async function share(post: CirclePostInfo) {
  try {
    // Inside the shell its circle share; in a browser the system share sheet or a copied link (lib/bridge).
    const { bridge } = await import('@/lib/bridge');
    await bridge.shareCircle({ title: t('circle.share.title', { station: post.stationName }), content: shareLine(post), url: postLink(post.infoId), infoId: post.infoId, type: post.infoType });
  } catch (failure) {
    // Closing the share sheet is not a failure worth a word.
    if (!(failure instanceof Error && failure.name === 'AbortError')) showToast(failure instanceof Error ? failure.message : String(failure));
  }
}

/** Who liked it: the latest names and the count. */
function Likers({ names, count }: { names: string[]; count: number }) {
  if (count === 0) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
      {count > names.length ? t('circle.likers.more', { names: names.join('、'), count }) : t('circle.likers', { names: names.join('、') })}
    </Typography>
  );
}

/**
 * One post (`/pages/circleDetail/circleDetail?infoId=`): the whole text, the photos, likes and who
 * gave them, the comments oldest first with the comment box, share, and in the menu report (once)
 * or, for its author, delete. Tourists may read it (a shared link); a deleted or hidden post says
 * it is gone. Opening it counts one view per person.
 */
export default function CircleDetailScreen() {
  const infoId = useIdParam('infoId');
  const post = useCirclePost(infoId);
  const shown = post.detail?.post;
  const { tourist, whenSignedIn, dialog } = useSignedIn();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reported, setReported] = useState(false);

  useShareCard(shown ? { title: t('circle.share.title', { station: shown.stationName }), desc: shareLine(shown), path: CIRCLE_DETAIL_PATH, query: { infoId: String(shown.infoId) } } : null);

  // A view counts once per person (the server ignores repeats); tourists are not counted.
  const loaded = shown !== undefined;
  const reload = post.mutate;
  useEffect(() => {
    if (!loaded || !infoId || tourist) return;
    // A first view changes the count on screen: read the post again then.
    recordPostView(infoId).then(
      (view) => {
        if (view.counted) void reload();
      },
      () => undefined,
    );
    // Once per post opened: a re-read post must not count (or re-read) again.
  }, [loaded, infoId, tourist]);

  const remove = useSubmission(async (intent) => {
    if (!infoId) return;
    await deleteCirclePost(infoId, intent);
    setDeleting(false);
    showToast(t('circle.detail.deleted'));
    if (canGoBack()) goBack();
    else navigate(MY_CIRCLES_PATH, undefined, { replace: true });
  });

  const gone = post.error instanceof ApiError && post.error.status === 404;
  if (infoId === null || gone) {
    return (
      <PageScaffold>
        <EmptyState
          message={t('circle.detail.gone')}
          hint={t('circle.detail.goneHint')}
          action={
            <Button variant="outlined" onClick={() => navigate(CIRCLE_PATH)}>
              {t('circle.detail.toCircle')}
            </Button>
          }
        />
      </PageScaffold>
    );
  }

  return (
    <PageScaffold
      actions={
        shown && (
          <IconButton color="inherit" aria-label={t('circle.detail.more')} onClick={(event) => setMenu(event.currentTarget)}>
            <MoreVert />
          </IconButton>
        )
      }
      // A column, so the comment box sits at the bottom of a short post and sticks there under a long one.
      contentSx={{ pb: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Loaded data={post.detail} error={post.error} onRetry={() => void post.mutate()}>
        {({ post: item, likers }) => (
          <>
            <Box component="article" aria-label={t('circle.postBy', { nickname: item.author.nickname })}>
              <PostByline post={item} />
              <Typography variant="caption" component="p" sx={{ mt: 1 }}>
                <Link to={CIRCLE_PATH} query={{ orgId: String(item.orgId) }}>
                  {item.highway ? `${item.stationName} · ${item.highway}` : item.stationName}
                </Link>
              </Typography>
              {item.text && (
                <Typography variant="body1" sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {item.text}
                </Typography>
              )}
              {item.photos.length > 0 && (
                <Box sx={{ mt: 1.5 }}>
                  <PostPhotos photos={item.photos} />
                </Box>
              )}
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, mx: -1 }}>
                <LikeButton infoId={item.infoId} liked={item.likedByMe} count={item.likeCount} onChanged={() => void post.mutate()} />
                <Box aria-label={t('circle.comments', { count: item.commentCount })} role="img" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', px: 0.5 }}>
                  <ChatBubbleOutline fontSize="small" />
                  <Typography variant="body2">{item.commentCount}</Typography>
                </Box>
                <Typography variant="caption" sx={{ color: 'text.secondary', flex: 1 }}>
                  {t('circle.views', { count: item.viewCount })}
                </Typography>
                <CollectButton kind="circlePost" itemId={item.infoId} />
                <Button size="small" startIcon={<Share />} onClick={() => void share(item)}>
                  {t('circle.share.action')}
                </Button>
              </Box>
              <Likers names={likers.map((liker) => liker.nickname)} count={item.likeCount} />
            </Box>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
              {t('circle.comment.heading', { count: item.commentCount })}
            </Typography>
            <CommentList comments={post.comments} more={post.moreComments} loadingMore={post.loadingMore} onMore={() => void post.loadMoreComments()} />
            <Box sx={{ flex: 1, minHeight: 16 }} />
            <CommentComposer infoId={item.infoId} onCommented={() => void post.mutate()} />
            <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
              {item.mine ? (
                <MenuItem
                  onClick={() => {
                    setMenu(null);
                    setDeleting(true);
                  }}
                  sx={{ color: 'error.main' }}
                >
                  {t('circle.detail.delete')}
                </MenuItem>
              ) : (
                <MenuItem
                  disabled={item.reportedByMe || reported}
                  onClick={() => {
                    setMenu(null);
                    whenSignedIn(() => setReporting(true));
                  }}
                >
                  {item.reportedByMe || reported ? t('circle.report.done') : t('circle.report.action')}
                </MenuItem>
              )}
            </Menu>
            <ReportDialog
              infoId={item.infoId}
              open={reporting}
              onClose={() => setReporting(false)}
              onReported={() => {
                setReporting(false);
                setReported(true);
                showToast(t('circle.report.thanks'));
              }}
            />
            <ConfirmDialog
              open={deleting}
              title={t('circle.detail.deleteTitle')}
              message={remove.error ?? t('circle.detail.deleteMessage')}
              confirmLabel={t('circle.detail.delete')}
              danger
              pending={remove.pending}
              onCancel={() => setDeleting(false)}
              onConfirm={() => void remove.run()}
            />
          </>
        )}
      </Loaded>
      {dialog}
    </PageScaffold>
  );
}
