'use client';
import Button from '@mui/material/Button';
import { useActivities, type ActivityListFilter } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PagedList } from '@/components/ui/PagedList';
import { ActivityCard } from './widgets';

/** Activities of a filter, newest first, with load-more; an empty one offers `onWiden` (e.g. show all). */
export function ActivityFeed({ filter, onWiden, widenLabel }: { filter: ActivityListFilter; onWiden?: () => void; widenLabel?: string }) {
  const activities = useActivities(filter);
  return (
    <PagedList
      loader={activities}
      itemKey={(activity) => activity.id}
      renderItem={(activity) => <ActivityCard activity={activity} />}
      emptyMessage={t('activity.list.empty')}
      emptyAction={
        onWiden && widenLabel ? (
          <Button variant="outlined" onClick={onWiden}>
            {widenLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
