'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Share from '@mui/icons-material/Share';
import { absoluteAppLink, useMyInvitation } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { navigate } from '@/components/router/history';
import { hashFor } from '@/components/router/location';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { QrCode } from '@/components/ui/QrCode';
import { useShareCard } from '@/components/ui/useShareCard';
import { INVITE_FRIEND_RECORD_PATH } from './paths';

/** The invitation landing page a link leads to: registration with the inviter as recommender. */
const INVITE_LANDING_PATH = '/pages/share_1/share_1';

async function shareLink(url: string) {
  try {
    // Inside the shell its share sheet; in a browser the system share or a copied link (lib/bridge).
    const { bridge } = await import('@/lib/bridge');
    await bridge.shareCommon({ title: t('circle.invite.shareTitle'), content: t('circle.invite.shareText'), url });
  } catch (failure) {
    if (!(failure instanceof Error && failure.name === 'AbortError')) showToast(failure instanceof Error ? failure.message : String(failure));
  }
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    showToast(t('circle.invite.copied'));
  } catch {
    // No clipboard for the page: the link on screen can be selected by hand.
    showToast(t('circle.invite.copyByHand'));
  }
}

/**
 * Invite friends (`/pages/InviteFriends/InviteFriends`): my invitation link (share_1 with me as
 * recommender) as a QR code to scan and as text, shared through the shell or the browser's share
 * sheet, or copied; how many signed up through it and the points they earned me.
 */
export default function InviteFriendsScreen() {
  const { invitation, error, mutate } = useMyInvitation();
  const link = invitation ? absoluteAppLink(hashFor(INVITE_LANDING_PATH, { recommender: invitation.code })) : null;
  useShareCard(invitation ? { title: t('circle.invite.shareTitle'), desc: t('circle.invite.shareText'), path: INVITE_LANDING_PATH, query: { recommender: invitation.code } } : null);

  return (
    <PageScaffold>
      <Loaded data={invitation} error={error} onRetry={() => void mutate()}>
        {(mine) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {t('circle.invite.heading')}
                </Typography>
                <Typography variant="body2">{t('circle.invite.reward', { points: mine.pointsPerInvitation })}</Typography>
              </CardContent>
            </Card>
            <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
              <QrCode value={link ?? ''} label={t('circle.invite.qrLabel')} size={200} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('circle.invite.scan')}
              </Typography>
              <Typography data-testid="invite-link" variant="caption" sx={{ wordBreak: 'break-all', userSelect: 'all', color: 'text.secondary' }}>
                {link}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant="contained" startIcon={<Share />} sx={{ flex: 1 }} onClick={() => link && void shareLink(link)}>
                {t('circle.invite.share')}
              </Button>
              <Button variant="outlined" startIcon={<ContentCopy />} sx={{ flex: 1 }} onClick={() => link && void copyLink(link)}>
                {t('circle.invite.copy')}
              </Button>
            </Box>
            <Card variant="outlined">
              <CardActionArea onClick={() => navigate(INVITE_FRIEND_RECORD_PATH)}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box sx={{ flex: 1 }}>
                    <Typography variant="subtitle1" component="h2">
                      {t('circle.invite.records')}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('circle.invite.summary', { count: mine.invitedCount, points: mine.pointsEarned })}
                    </Typography>
                  </Box>
                  <ChevronRight sx={{ color: 'text.secondary' }} />
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        )}
      </Loaded>
    </PageScaffold>
  );
}
