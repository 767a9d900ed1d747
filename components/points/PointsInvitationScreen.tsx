'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import { POINTS_FOR } from '@/lib/contract';
import { useMyInvitation, type MyInvitationInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { INVITE_FRIENDS_PATH, INVITE_FRIEND_RECORD_PATH } from '@/components/circle/paths';
import { POINT_MANAGEMENT_PATH } from './paths';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ flex: 1, textAlign: 'center' }}>
      <Typography variant="h5" component="p" data-testid={testId} sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/** The offer and my results so far: invited people and points earned, with 立即邀请 and 邀请记录. */
function Results({ invitation }: { invitation: MyInvitationInfo }) {
  return (
    <Card variant="outlined" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CardGiftcard />
          <Typography variant="subtitle1" component="h2">
            {t('points.invite.hero', { points: invitation.pointsPerInvitation })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex' }}>
          <Stat label={t('points.invite.invited')} value={t('points.invite.people', { count: invitation.invitedCount })} testId="invited-count" />
          <Stat label={t('points.invite.earned')} value={String(invitation.pointsEarned)} testId="invitation-points" />
        </Box>
        <Button variant="contained" color="secondary" size="large" onClick={() => navigate(INVITE_FRIENDS_PATH)}>
          {t('points.invite.now')}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * Invitation rewards (`/pages/invitation/invitation`): points per invited friend, how many I
 * invited and the points it earned, 立即邀请 (→ InviteFriends: my link and QR), 邀请记录 (→
 * inviteFriendRecord), the rules, and my points (→ pointManagement).
 */
export default function PointsInvitationScreen() {
  const { invitation, error, mutate } = useMyInvitation();
  return (
    <PageScaffold>
      <PullRefresh onRefresh={() => mutate()}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Loaded data={invitation} error={error} onRetry={() => void mutate()}>
            {(loaded) => <Results invitation={loaded} />}
          </Loaded>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button fullWidth variant="outlined" onClick={() => navigate(INVITE_FRIEND_RECORD_PATH)}>
              {t('points.invite.records')}
            </Button>
            <Button fullWidth variant="outlined" onClick={() => navigate(POINT_MANAGEMENT_PATH)}>
              {t('points.invite.myPoints')}
            </Button>
          </Box>
          <Box component="section" aria-label={t('points.invite.rules')} sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="subtitle2" component="h2">
              {t('points.invite.rules')}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
              <Typography component="li" variant="body2">{t('points.invite.rule1')}</Typography>
              <Typography component="li" variant="body2">{t('points.invite.rule2')}</Typography>
              <Typography component="li" variant="body2">{t('points.invite.rule3', { points: invitation?.pointsPerInvitation ?? POINTS_FOR.invitation })}</Typography>
              <Typography component="li" variant="body2">{t('points.invite.rule4')}</Typography>
            </Box>
          </Box>
        </Box>
      </PullRefresh>
    </PageScaffold>
  );
}
