'use client';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ACTIVITY_TYPE_CODES, RELEASE_STATUSES } from '@/lib/contract';
import type { ActivityListFilter } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { ActivityFeed } from './ActivityFeed';

type TypeCode = (typeof ACTIVITY_TYPE_CODES)[number];
type Release = (typeof RELEASE_STATUSES)[number];

/**
 * Activities by `?typeCode=` (event, clock-in, promotion; none: all) and `?releaseStatus=`
 * (upcoming, ongoing, ended; none: all), both changeable on the screen and kept in the query.
 */
export default function ActivityListScreen() {
  const { path, query } = useRoute();
  const typeCode = ACTIVITY_TYPE_CODES.includes(query.typeCode as TypeCode) ? (query.typeCode as TypeCode) : undefined;
  const releaseStatus = RELEASE_STATUSES.includes(query.releaseStatus as Release) ? (query.releaseStatus as Release) : undefined;
  const filter: ActivityListFilter = { typeCode, releaseStatus };
  const set = (change: Record<string, string | undefined>) => {
    const next = Object.fromEntries(Object.entries({ ...query, ...change }).filter(([, value]) => value)) as Record<string, string>;
    navigate(path, next, { replace: true });
  };
  return (
    <PageScaffold>
      <Tabs value={releaseStatus ?? ''} onChange={(_, next: string) => set({ releaseStatus: next || undefined })} variant="fullWidth" aria-label={t('activity.list.byStatus')}>
        <Tab value="" label={t('activity.list.all')} />
        {RELEASE_STATUSES.map((status) => (
          <Tab key={status} value={status} label={t(`activity.releaseStatus.${status}`)} />
        ))}
      </Tabs>
      <Box role="group" aria-label={t('activity.list.byType')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1.5 }}>
        {[undefined, ...ACTIVITY_TYPE_CODES].map((code) => (
          <Chip
            key={code ?? 'all'}
            label={code ? t(`activity.type.${code}`) : t('activity.list.allTypes')}
            color={typeCode === code ? 'primary' : 'default'}
            variant={typeCode === code ? 'filled' : 'outlined'}
            aria-pressed={typeCode === code}
            onClick={() => set({ typeCode: code })}
          />
        ))}
      </Box>
      <ActivityFeed
        filter={filter}
        onWiden={typeCode || releaseStatus ? () => navigate(path, {}, { replace: true }) : undefined}
        widenLabel={t('activity.list.showAll')}
      />
    </PageScaffold>
  );
}
