'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { checkIn, useCheckInState, useMyPoints, type CheckInStateInfo, type PointsEntryInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { formatDateTime } from '@/lib/time';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { INVITATION_PATH } from './paths';
import { EarningRules } from './EarningRules';

/** The balance and everything earned, on the first page's answer. */
function Balance({ balance, earnedTotal }: { balance: number | undefined; earnedTotal: number | undefined }) {
  return (
    <Card variant="outlined" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent sx={{ textAlign: 'center', py: 2 }}>
        <Typography variant="body2">{t('points.balance')}</Typography>
        <Typography variant="h3" component="p" data-testid="points-balance" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {balance ?? '—'}
        </Typography>
        <Typography variant="body2">{earnedTotal === undefined ? '' : t('points.earnedTotal', { points: earnedTotal })}</Typography>
      </CardContent>
    </Card>
  );
}

/** Today's check-in: the button (once per China-time day) or 今日已签到, the streak and this month's days. */
function CheckInCard({ state, onDone }: { state: CheckInStateInfo; onDone: () => Promise<unknown> }) {
  const done = useSubmission(async (intent) => {
    const answer = await checkIn(intent);
    await onDone();
    showToast(t('points.checkedInToast', { points: answer.points }));
  });
  const streak = state.streakDays === 1 ? t('points.streak.one') : t('points.streak', { days: state.streakDays });
  return (
    <Card variant="outlined" component="section" aria-label={t('points.checkInTitle')}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <EventAvailable color="primary" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2">
              {t('points.checkInTitle')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {streak} · {state.daysThisMonth.length === 1 ? t('points.monthDays.one') : t('points.monthDays', { days: state.daysThisMonth.length })}
            </Typography>
          </Box>
          {state.checkedInToday ? (
            <Button variant="outlined" disabled>
              {t('points.checkedIn')}
            </Button>
          ) : (
            <Button variant="contained" disabled={done.pending} onClick={() => void done.run()}>
              {done.pending ? t('points.checkingIn') : t('points.checkIn', { points: state.pointsPerCheckIn })}
            </Button>
          )}
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('points.checkInHint')}
        </Typography>
        <SubmissionStatus action={done} />
      </CardContent>
    </Card>
  );
}

/** One change: its reason and note, when, the points (+/−) and the balance after. */
function EntryRow({ entry }: { entry: PointsEntryInfo }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.25, borderBottom: 1, borderColor: 'divider' }} data-testid={`points-entry-${entry.id}`}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body1">{t(`points.reason.${entry.reason}`)}</Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {[entry.note, formatDateTime(entry.at)].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="subtitle1" sx={{ color: entry.delta >= 0 ? 'success.main' : 'error.main', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {entry.delta >= 0 ? `+${entry.delta}` : `−${-entry.delta}`}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('points.balanceAfter', { points: entry.balanceAfter })}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * My points (`/pages/pointManagement/pointManagement`): the balance and all earned, today's
 * check-in (once per China-time day, the streak), how points are earned, and the history newest
 * first by cursor, each change with its reason and the balance after. Pull down to refresh.
 */
export default function PointsManagementScreen() {
  const history = useMyPoints();
  const { state, error, mutate } = useCheckInState();
  const first = history.first;
  return (
    <PageScaffold>
      <PullRefresh onRefresh={() => Promise.all([history.mutate(), mutate()])}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Balance balance={first?.balance ?? state?.balance} earnedTotal={first?.earnedTotal} />
          <Loaded data={state} error={error} onRetry={() => void mutate()}>
            {(loaded) => <CheckInCard state={loaded} onDone={() => Promise.all([history.mutate(), mutate()])} />}
          </Loaded>
          <Typography variant="subtitle1" component="h2">
            {t('points.history')}
          </Typography>
          <PagedList
            loader={history}
            itemKey={(entry) => entry.id}
            renderItem={(entry) => <EntryRow entry={entry} />}
            emptyMessage={t('points.empty')}
            emptyHint={t('points.emptyHint')}
            emptyAction={
              <Button variant="outlined" onClick={() => navigate(INVITATION_PATH)}>
                {t('points.goInvite')}
              </Button>
            }
          />
          <EarningRules />
        </Box>
      </PullRefresh>
    </PageScaffold>
  );
}
