'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { t } from '@/lib/i18n';
import { MINE_PATH } from '@/components/router/paths';
import { DownloadButtons } from './DownloadButtons';

/** After registering from a shared page: done, get the app, or carry on in the web app. */
export function RegisteredPanel() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}>
        <CheckCircle sx={{ fontSize: 48, color: 'success.main' }} />
        <Typography variant="h6" component="p">
          {t('register.done')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('register.doneHint')}
        </Typography>
      </Box>
      <DownloadButtons webApp={{ path: MINE_PATH, label: t('register.openWebApp'), replace: true }} />
    </Box>
  );
}
