'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useReviewQueue } from '@/lib/api';
import {
  CERTIFICATION_KINDS,
  CERTIFICATION_STATUSES,
  type CertificationKind,
  type CertificationStatus,
  type DataOf,
  type endpoints,
} from '@/lib/contract';
import { t } from '@/lib/i18n';
import { relativeTime } from '@/lib/time';
import { PagedList } from '@/components/ui/PagedList';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { CertificationStatusChip } from '@/components/identity/certification';
import { reviewPromise } from '@/components/identity/CertificationSteps';
import { REVIEW_DETAIL_PATH } from './paths';
import { SubmittedDetail } from './SubmittedDetail';

type ReviewItem = DataOf<typeof endpoints.identity.reviewQueue>['records'][number];

/** How many submitted details a queue card shows; the rest are on the detail screen. */
const KEY_DETAILS = 2;

function ReviewCard({ item }: { item: ReviewItem }) {
  return (
    <Card variant="outlined" sx={{ mb: 1 }}>
      <CardActionArea onClick={() => navigate(REVIEW_DETAIL_PATH, { id: String(item.id) })}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
              {t(`certification.kind.${item.kind}`)} · {item.mobile}
            </Typography>
            <CertificationStatusChip status={item.status} />
          </Box>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {t('ops.submitted', { time: relativeTime(item.submittedAt) })}
          </Typography>
          {item.details.slice(0, KEY_DETAILS).map((detail) => (
            <SubmittedDetail key={detail.field} detail={detail} />
          ))}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The review queue (`/ops/review`): by kind and status, oldest first, each opening its detail. */
export default function ReviewQueueScreen() {
  const [kind, setKind] = useState<CertificationKind | 'all'>('all');
  const [status, setStatus] = useState<CertificationStatus>('pending');
  const loader = useReviewQueue({ kind: kind === 'all' ? undefined : kind, status });

  return (
    <PageScaffold>
      {/* The promise applicants read on their certification steps; the queue is oldest first to keep it. */}
      <Typography variant="body2" role="note" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('ops.promise', { promise: reviewPromise() })}
      </Typography>
      <Tabs
        value={kind}
        onChange={(_, value: CertificationKind | 'all') => setKind(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('ops.kindFilter')}
        sx={{ mb: 1 }}
      >
        <Tab value="all" label={t('ops.allKinds')} />
        {CERTIFICATION_KINDS.map((each) => (
          // The tab's own short English ("Cargo owner", not "Cargo owner certification"): the row shows more of them.
          <Tab key={each} value={each} label={t(`ops.kindTab.${each}`)} />
        ))}
      </Tabs>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_, value: CertificationStatus | null) => value && setStatus(value)}
        aria-label={t('ops.statusFilter')}
        sx={{ mb: 2 }}
      >
        {CERTIFICATION_STATUSES.map((each) => (
          <ToggleButton key={each} value={each}>
            {t(`certification.status.${each}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PagedList loader={loader} itemKey={(item) => item.id} renderItem={(item) => <ReviewCard item={item} />} emptyMessage={t('ops.empty')} />
    </PageScaffold>
  );
}
