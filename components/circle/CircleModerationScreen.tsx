'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { hideCirclePost, restoreCirclePost, useModerationQueue, type ModerationItemInfo, type ModerationQueueKind } from '@/lib/api';
import { CIRCLE_HIDE_REASON_MAX } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { formatDateTime, relativeTime } from '@/lib/time';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { useSubmission } from '@/components/ui/useSubmission';
import { ReasonDialog } from '@/components/ops/ReasonDialog';
import { PostPhotos } from './PostPhotos';
import { PostByline } from './PostCard';

/** One post to decide on: what it says, why it was reported (or why it was hidden), hide or keep / restore. */
function ModerationCard({ item, onDecided }: { item: ModerationItemInfo; onDecided: () => void }) {
  const { post } = item;
  const [hiding, setHiding] = useState(false);
  const hide = useSubmission(async (intent, reason: string) => {
    await hideCirclePost(post.infoId, reason, intent);
    setHiding(false);
    showToast(t('circle.moderation.hidden'));
    onDecided();
  });
  const restore = useSubmission(async (intent) => {
    await restoreCirclePost(post.infoId, intent);
    showToast(item.status === 'hidden' ? t('circle.moderation.restored') : t('circle.moderation.kept'));
    onDecided();
  });

  return (
    <Card variant="outlined" component="article" aria-label={t('circle.postBy', { nickname: post.author.nickname })} sx={{ mb: 1.5 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <PostByline post={post} showStation />
        {post.text && (
          <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {post.text}
          </Typography>
        )}
        {post.photos.length > 0 && <PostPhotos photos={post.photos} hidden={item.status === 'hidden'} />}
        {item.status === 'hidden' ? (
          <Alert severity="warning">
            {t('circle.moderation.hiddenBecause', { reason: item.hiddenReason ?? '' })}
            {item.hiddenAt && ` · ${formatDateTime(item.hiddenAt)}`}
          </Alert>
        ) : (
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              {t('circle.moderation.reports', { count: item.openReports })}
              {item.latestReportAt && ` · ${relativeTime(item.latestReportAt)}`}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {item.reasons.map((each) => (
                <Chip key={each.reason} size="small" color="warning" variant="outlined" label={`${t(`circle.reason.${each.reason}`)} ×${each.count}`} />
              ))}
            </Box>
            {item.notes.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {item.notes.map((note, index) => (
                  <Typography component="li" variant="body2" key={index} sx={{ wordBreak: 'break-word' }}>
                    {note}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        )}
        {restore.error && <Alert severity="error">{restore.error}</Alert>}
        <Box sx={{ display: 'flex', gap: 1 }}>
          {item.status === 'visible' && (
            <Button variant="contained" color="error" sx={{ flex: 1 }} onClick={() => setHiding(true)}>
              {t('circle.moderation.hide')}
            </Button>
          )}
          <Button variant="outlined" sx={{ flex: 1 }} disabled={restore.pending} onClick={() => void restore.run()}>
            {item.status === 'hidden' ? t('circle.moderation.restore') : t('circle.moderation.keep')}
          </Button>
        </Box>
      </CardContent>
      <ReasonDialog
        open={hiding}
        pending={hide.pending}
        error={hide.error}
        title={t('circle.moderation.hideTitle')}
        label={t('circle.moderation.reason')}
        hint={t('circle.moderation.reasonHint')}
        confirm={t('circle.moderation.hide')}
        maxLength={CIRCLE_HIDE_REASON_MAX}
        onConfirm={(reason) => void hide.run(reason)}
        onCancel={() => setHiding(false)}
      />
    </Card>
  );
}

/**
 * Operators' circle moderation (`/ops/circle`): reported posts, most reported first, each with its
 * reasons and notes, to hide with a reason the author reads or to keep; hidden posts to restore.
 */
export default function CircleModerationScreen() {
  const [kind, setKind] = useState<ModerationQueueKind>('reported');
  const queue = useModerationQueue(kind);
  return (
    <PageScaffold>
      <Tabs value={kind} onChange={(_, value: ModerationQueueKind) => setKind(value)} variant="fullWidth" aria-label={t('circle.moderation.kind')} sx={{ mb: 1.5 }}>
        <Tab value="reported" label={t('circle.moderation.reported')} />
        <Tab value="hidden" label={t('circle.moderation.hiddenTab')} />
      </Tabs>
      <PagedList
        loader={queue}
        itemKey={(item) => item.post.infoId}
        renderItem={(item) => <ModerationCard item={item} onDecided={() => void queue.mutate()} />}
        emptyMessage={kind === 'reported' ? t('circle.moderation.noneReported') : t('circle.moderation.noneHidden')}
        emptyHint={t('circle.moderation.emptyHint')}
      />
    </PageScaffold>
  );
}
