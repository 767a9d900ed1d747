'use client';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useAppVersion } from '@/lib/api';
import { bridge, isInShell } from '@/lib/bridge';
import { APP_VERSION, APP_VERSION_CODE } from '@/lib/constants';
import type { AppVersion } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { errorMessage } from '@/components/ui/errorMessage';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { goBack } from '@/components/router/history';
import type { z } from 'zod';

type Release = z.output<typeof AppVersion>;

/** Hands the offer to the shell's own upgrade dialog (it downloads and installs natively). */
function offerInShell(release: Release) {
  return bridge.showUpgradeDialog({
    versionName: release.versionName,
    versionCode: release.versionCode,
    downloadUrl: release.downloadUrl,
    notes: release.notes,
    force: release.type === 'force',
  });
}

/**
 * App update (`/pages/appUpgrade/appUpgrade`): compares the running version with the server's
 * release: up to date, an optional update, or a forced one below the oldest supported code.
 */
export default function GeneralAppUpgradeScreen() {
  // A browser runs this build; the shell tells its own version.
  const [running, setRunning] = useState({ versionName: APP_VERSION, versionCode: APP_VERSION_CODE });
  const inShell = isInShell();
  useEffect(() => {
    if (inShell) bridge.getAppVersion().then(setRunning).catch(() => undefined);
  }, [inShell]);
  const { version: release, error, mutate } = useAppVersion(running.versionCode);

  useEffect(() => {
    if (inShell && release && release.type !== 'none') offerInShell(release).catch((failure) => showToast(errorMessage(failure)));
  }, [inShell, release]);

  return (
    <PageScaffold>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box component="img" src="./icons/icon-192.png" alt="" width={56} height={56} sx={{ borderRadius: 3 }} />
            <Box>
              <Typography variant="subtitle1">{t('app.name')}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('upgrade.running', { version: running.versionName, code: running.versionCode })}
              </Typography>
            </Box>
          </Box>
          <Loaded data={release} error={error} onRetry={() => void mutate()} loadingLabel={t('upgrade.checking')}>
            {(shown) => <UpgradeOffer release={shown} inShell={inShell} />}
          </Loaded>
        </CardContent>
      </Card>
    </PageScaffold>
  );
}

function UpgradeOffer({ release, inShell }: { release: Release; inShell: boolean }) {
  if (release.type === 'none') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
        <CheckCircle />
        <Typography variant="body1">{t('upgrade.upToDate')}</Typography>
      </Box>
    );
  }
  const update = inShell
    ? { onClick: () => void offerInShell(release).catch((failure) => showToast(errorMessage(failure))) }
    : { href: release.downloadUrl };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {release.type === 'force' ? (
        <Alert severity="warning">{t('upgrade.forced')}</Alert>
      ) : (
        <Typography variant="body1">{t('upgrade.available')}</Typography>
      )}
      <Typography variant="subtitle1">
        {t('upgrade.latest', { version: release.versionName, date: release.publishedAt.slice(0, 10) })}
      </Typography>
      {release.notes && (
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
          {release.notes}
        </Typography>
      )}
      <Button size="large" variant="contained" {...update}>
        {t('upgrade.update')}
      </Button>
      {release.type === 'optional' && (
        <Button variant="text" color="inherit" onClick={goBack}>
          {t('upgrade.later')}
        </Button>
      )}
    </Box>
  );
}
