'use client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ActivityInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDateTime } from '@/lib/time';
import { navigate } from '@/components/router/history';
import { ACTIVITY_QR_CODE_PATH, EVENT_REGIST_PATH } from './paths';

type ChipColor = 'default' | 'success' | 'info';
const STATUS_COLORS: Record<ActivityInfo['releaseStatus'], ChipColor> = { upcoming: 'info', ongoing: 'success', ended: 'default' };

export function ReleaseStatusChip({ status }: { status: ActivityInfo['releaseStatus'] }) {
  return <Chip size="small" label={t(`activity.releaseStatus.${status}`)} color={STATUS_COLORS[status]} />;
}

/** When it runs, China time: "2026-12-01 08:00 – 2026-12-31 20:00" (`gap` before the end: a line break where the line is narrow). */
export function activityWindow(activity: Pick<ActivityInfo, 'startAt' | 'endAt'>, gap = ' '): string {
  return `${formatDateTime(activity.startAt)} –${gap}${formatDateTime(activity.endAt)}`;
}

/** An activity's own page: the clock-in page for a clock-in, the detail (with registration for an event) otherwise. */
export function openActivity(activity: Pick<ActivityInfo, 'id' | 'typeCode'>): void {
  navigate(activity.typeCode === 'clockIn' ? ACTIVITY_QR_CODE_PATH : EVENT_REGIST_PATH, { id: String(activity.id) });
}

/** An activity in a list: cover, title, type and state, when it runs. */
export function ActivityCard({ activity }: { activity: ActivityInfo }) {
  return (
    <Card variant="outlined" sx={{ mb: 1.25 }}>
      <CardActionArea onClick={() => openActivity(activity)}>
        <Box sx={{ display: 'flex', gap: 1.25, p: 1.25 }}>
          <Box
            component="img"
            src={activity.coverUrl}
            alt=""
            loading="lazy"
            sx={{ width: 96, height: 72, flexShrink: 0, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
          />
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5, alignContent: 'start' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {activity.title}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
              <ReleaseStatusChip status={activity.releaseStatus} />
              <Chip size="small" variant="outlined" label={t(`activity.type.${activity.typeCode}`)} />
            </Box>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {activityWindow(activity)}
            </Typography>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
