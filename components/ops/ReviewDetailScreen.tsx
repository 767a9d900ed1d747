'use client';
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { approveCertification, rejectCertification, useReviewDetail } from '@/lib/api';
import type { DataOf, endpoints } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { relativeTime } from '@/lib/time';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { CertificationStatusChip, RejectReason } from '@/components/identity/certification';
import { REVIEW_QUEUE_PATH } from './paths';
import { ReasonDialog } from './ReasonDialog';
import { ReviewImage } from './ReviewImage';
import { SubmittedDetail } from './SubmittedDetail';

type ReviewDetail = DataOf<typeof endpoints.identity.reviewDetail>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Decision({ detail }: { detail: ReviewDetail }) {
  const [rejecting, setRejecting] = useState(false);
  const backToQueue = (messageKey: string) => {
    showToast(t(messageKey));
    navigate(REVIEW_QUEUE_PATH, {}, { replace: true });
  };
  const approve = useAction(async () => {
    await approveCertification(detail.id);
    backToQueue('ops.approved');
  });
  const reject = useAction(async (reason: string) => {
    await rejectCertification(detail.id, reason);
    backToQueue('ops.rejected');
  });

  return (
    <>
      {approve.error && <Alert severity="error">{approve.error}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <Button variant="outlined" color="error" size="large" onClick={() => setRejecting(true)}>
          {t('ops.reject')}
        </Button>
        <Button variant="contained" size="large" disabled={approve.pending} onClick={() => void approve.run()}>
          {t('ops.approve')}
        </Button>
      </Box>
      <ReasonDialog
        open={rejecting}
        pending={reject.pending}
        error={reject.error}
        title={t('ops.reject.title')}
        label={t('ops.reject.reason')}
        confirm={t('ops.reject.confirm')}
        maxLength={200}
        onConfirm={(reason) => void reject.run(reason)}
        onCancel={() => setRejecting(false)}
      />
    </>
  );
}

/** One certification under review (`/ops/review/detail?id=`): what was submitted, the images, the audit trail, the decision. */
export default function ReviewDetailScreen() {
  const { query } = useRoute();
  const id = /^\d+$/.test(query.id ?? '') ? Number(query.id) : null;
  const { detail, error, mutate } = useReviewDetail(id);

  return (
    <PageScaffold>
      {id === null ? (
        <EmptyState message={t('ops.detail.noId')} />
      ) : (
        <Loaded data={detail} error={error} onRetry={() => void mutate()}>
          {(shown) => (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                  {t(`certification.kind.${shown.kind}`)} · {shown.mobile}
                </Typography>
                <CertificationStatusChip status={shown.status} />
              </Box>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('ops.submitted', { time: relativeTime(shown.submittedAt) })}
              </Typography>
              {shown.status === 'rejected' && <RejectReason reason={shown.rejectReason} />}
              <Section title={t('ops.detail.details')}>
                {shown.details.map((entry) => (
                  <SubmittedDetail key={entry.field} detail={entry} />
                ))}
              </Section>
              {shown.images.length > 0 && (
                <Section title={t('ops.detail.images')}>
                  <Box sx={{ display: 'grid', gap: 1.5 }}>
                    {shown.images.map((image) => (
                      <ReviewImage key={image.url} label={t(`ops.field.${image.field}`)} url={image.url} />
                    ))}
                  </Box>
                </Section>
              )}
              <Section title={t('ops.detail.audit')}>
                <List dense disablePadding>
                  {shown.audit.map((entry) => (
                    <ListItem key={`${entry.at}-${entry.action}`} disableGutters>
                      <ListItemText
                        primary={t(`ops.audit.${entry.action}`, { who: entry.actorMobile })}
                        secondary={[relativeTime(entry.at), entry.reason].filter(Boolean).join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              </Section>
              {shown.status === 'pending' && <Decision detail={shown} />}
            </Box>
          )}
        </Loaded>
      )}
    </PageScaffold>
  );
}
