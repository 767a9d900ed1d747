'use client';
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { setPostLiked } from '@/lib/api';
import type { LikeState } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { useSubmission } from '@/components/ui/useSubmission';
import { useSignedIn } from '@/components/ui/useSignedIn';

export interface LikeButtonProps {
  infoId: number;
  liked: boolean;
  count: number;
  /** Told the server's answer (the post's count and the caller's state), e.g. to read a list again. */
  onChanged?: (state: LikeState) => void;
}

/** 点赞 with the count: a tap likes or takes the like back (once per person on the server); tourists are asked to sign in. */
export function LikeButton({ infoId, liked, count, onChanged }: LikeButtonProps) {
  const [state, setState] = useState({ liked, count });
  // A list read again brings the server's numbers.
  useEffect(() => setState({ liked, count }), [liked, count]);
  const { whenSignedIn, dialog } = useSignedIn();
  const toggle = useSubmission((intent, want: boolean) => setPostLiked(infoId, want, intent));

  const tap = () =>
    whenSignedIn(async () => {
      const answer = await toggle.run(!state.liked);
      if (!answer) return;
      setState({ liked: answer.likedByMe, count: answer.likeCount });
      onChanged?.(answer);
    });

  useEffect(() => {
    if (toggle.error) showToast(toggle.error);
  }, [toggle.error]);

  return (
    <>
      <Button
        size="small"
        color={state.liked ? 'primary' : 'inherit'}
        startIcon={state.liked ? <ThumbUp /> : <ThumbUpOutlined />}
        onClick={() => void tap()}
        disabled={toggle.pending}
        aria-pressed={state.liked}
        aria-label={t(state.liked ? 'circle.unlike' : 'circle.like', { count: state.count })}
        sx={{ minWidth: 0, color: state.liked ? undefined : 'text.secondary' }}
      >
        {state.count > 0 ? state.count : t('circle.likeShort')}
      </Button>
      {dialog}
    </>
  );
}
