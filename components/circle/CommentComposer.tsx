'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { commentOnPost, type CircleCommentInfo } from '@/lib/api';
import { CIRCLE_COMMENT_MAX } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { useSubmission } from '@/components/ui/useSubmission';
import { useSignedIn } from '@/components/ui/useSignedIn';

/**
 * The comment box, kept at the screen's bottom: up to 200 characters; the server's word filter or
 * rate limit may refuse it, and the text stays to be changed. Tourists are asked to sign in.
 */
export function CommentComposer({ infoId, onCommented }: { infoId: number; onCommented: (comment: CircleCommentInfo) => void }) {
  const [content, setContent] = useState('');
  const { tourist, whenSignedIn, dialog } = useSignedIn();
  const send = useSubmission(async (intent) => {
    const comment = await commentOnPost(infoId, content.trim(), intent);
    setContent('');
    onCommented(comment);
  });
  const blank = content.trim() === '';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        whenSignedIn(() => !blank && void send.run());
      }}
      sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mx: -2, px: 2, py: 1, pb: 'calc(8px + env(safe-area-inset-bottom))' }}
    >
      {send.error && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mb: 0.5 }}>
          {send.error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextField
          size="small"
          fullWidth
          multiline
          maxRows={4}
          label={t('circle.comment.label')}
          placeholder={tourist ? t('circle.comment.signIn') : t('circle.comment.placeholder')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onFocus={() => whenSignedIn(() => undefined)}
          slotProps={{ htmlInput: { maxLength: CIRCLE_COMMENT_MAX } }}
        />
        <Button type="submit" variant="contained" disabled={send.pending || (!tourist && blank)} sx={{ flex: '0 0 auto' }}>
          {send.pending ? t('circle.comment.sending') : t('circle.comment.send')}
        </Button>
      </Box>
      {dialog}
    </Box>
  );
}
