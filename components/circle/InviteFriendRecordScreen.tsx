'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useInvitationRecords, type InvitationRecordInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatDateTime } from '@/lib/time';
import { navigate } from '@/components/router/history';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { INVITE_FRIENDS_PATH } from './paths';

function RecordRow({ record }: { record: InvitationRecordInfo }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" noWrap>
          {record.nickname} · {record.mobileMasked}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('circle.records.registeredAt', { time: formatDateTime(record.registeredAt) })}
        </Typography>
      </Box>
      <Typography variant="subtitle2" sx={{ color: record.pointsEarned > 0 ? 'success.main' : 'text.secondary' }}>
        {record.pointsEarned > 0 ? t('circle.records.points', { points: record.pointsEarned }) : t('circle.records.noPoints')}
      </Typography>
    </Box>
  );
}

/** The people who signed up through my invitation (`/pages/inviteFriendRecord/inviteFriendRecord`), newest first, with the points each earned me. */
export default function InviteFriendRecordScreen() {
  const records = useInvitationRecords();
  const invited = records.first?.invitedCount;
  return (
    <PageScaffold>
      {invited !== undefined && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('circle.records.count', { count: invited })}
        </Typography>
      )}
      <PullRefresh onRefresh={records.mutate}>
        <PagedList
          loader={records}
          itemKey={(record) => record.userId}
          renderItem={(record) => <RecordRow record={record} />}
          emptyMessage={t('circle.records.empty')}
          emptyHint={t('circle.records.emptyHint')}
          emptyAction={
            <Button variant="contained" onClick={() => navigate(INVITE_FRIENDS_PATH)}>
              {t('circle.records.invite')}
            </Button>
          }
        />
      </PullRefresh>
    </PageScaffold>
  );
}
