'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ActivityInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Fact, Section } from '@/components/waybill/widgets';
import { ReleaseStatusChip, activityWindow } from './widgets';

/** The head of an activity's page: cover, title, state, when and where, what it is about. */
export function ActivityFacts({ activity }: { activity: ActivityInfo }) {
  return (
    <>
      <Box component="img" src={activity.coverUrl} alt="" sx={{ width: '100%', aspectRatio: '16 / 7', objectFit: 'cover', borderRadius: 2, bgcolor: 'action.hover' }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {activity.title}
        </Typography>
        <ReleaseStatusChip status={activity.releaseStatus} />
      </Box>
      <Section title={t('activity.detail.about')}>
        <Fact label={t('activity.field.type')}>{t(`activity.type.${activity.typeCode}`)}</Fact>
        <Fact label={t('activity.field.when')}>
          <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
            {activityWindow(activity, '\n')}
          </Box>
        </Fact>
        {activity.stationName && <Fact label={t('activity.field.station')}>{activity.stationName}</Fact>}
        {activity.capacity !== null && (
          <Fact label={t('activity.field.places')}>{t('activity.detail.places', { registered: activity.registeredCount, capacity: activity.capacity })}</Fact>
        )}
        {activity.summary && <Fact label={t('activity.field.summary')}>{activity.summary}</Fact>}
      </Section>
      {activity.content && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {activity.content}
        </Typography>
      )}
    </>
  );
}
