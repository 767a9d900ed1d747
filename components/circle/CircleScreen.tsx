'use client';
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import { useCircleFeed, useCircleStations, type CircleStationInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { useSignInGate } from '@/components/ui/useSignInGate';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { CIRCLE_PATH, MY_CIRCLES_PATH, PUBLISHING_CIRCLE_PATH } from './paths';
import { PostCard } from './PostCard';
import { StationPicker, stationFacts } from './StationPicker';

/** The chosen station's name and facts above its feed. */
function StationHeader({ station }: { station: CircleStationInfo }) {
  return (
    <Card variant="outlined" sx={{ mb: 1.5, bgcolor: 'action.hover', border: 0 }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="subtitle1" component="h2">
          {station.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {stationFacts(station)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The circles (`/pages/circle/circle?orgId=`): the toll stations nearest first (or the liveliest
 * without a position), the chosen one's feed newest first with photos, likes and comment counts,
 * pull-down refresh and more on scrolling; 发布 writes a post there. Tourists read; writing needs
 * an account.
 */
export default function CircleScreen() {
  const chosen = useIdParam('orgId');
  const { stations, error, mutate: reloadStations } = useCircleStations();
  // Without a choice, the first station offered (the nearest one when the position is known).
  const orgId = chosen ?? stations?.[0]?.orgId ?? null;
  const station = stations?.find((each) => each.orgId === orgId);
  const feed = useCircleFeed(orgId);
  // Read again on opening: a post just written (publishingCircle) shows at once, not the feed as cached.
  const reloadFeed = feed.mutate;
  useEffect(() => {
    if (orgId) void reloadFeed();
    // Once per station shown; the loader's function is new on every render.
  }, [orgId]);
  const gate = useSignInGate();

  const pick = (picked: CircleStationInfo) => navigate(CIRCLE_PATH, { orgId: String(picked.orgId) }, { replace: true });
  const publish = () => gate.open(PUBLISHING_CIRCLE_PATH, orgId ? { orgId: String(orgId) } : {});

  return (
    <PageScaffold
      actions={
        <Button color="inherit" size="small" onClick={() => gate.open(MY_CIRCLES_PATH)}>
          {t('circle.my.entry')}
        </Button>
      }
    >
      <PullRefresh onRefresh={() => Promise.all([reloadStations(), feed.mutate()])}>
        <Loaded data={stations} error={error} onRetry={() => void reloadStations()}>
          {(offered) =>
            offered.length === 0 ? (
              <EmptyState message={t('circle.station.none')} hint={t('circle.station.noneHint')} />
            ) : (
              <>
                <StationPicker stations={offered} selected={orgId} onPick={pick} />
                {station && <StationHeader station={station} />}
                <Button variant="contained" fullWidth startIcon={<Edit />} onClick={publish} sx={{ mb: 1.5 }}>
                  {t('circle.publish')}
                </Button>
                <Box component="section" aria-label={t('circle.feed')}>
                  <PagedList
                    loader={feed}
                    itemKey={(post) => post.infoId}
                    renderItem={(post) => <PostCard post={post} />}
                    emptyMessage={t('circle.feed.empty')}
                    emptyHint={t('circle.feed.emptyHint')}
                    emptyAction={
                      <Button variant="outlined" onClick={publish}>
                        {t('circle.feed.first')}
                      </Button>
                    }
                  />
                </Box>
              </>
            )
          }
        </Loaded>
      </PullRefresh>
      {gate.dialog}
    </PageScaffold>
  );
}
