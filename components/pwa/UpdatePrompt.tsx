'use client';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { t } from '@/lib/i18n';

/** "A new version is ready", with the button that reloads into it; loaded only when one waits. */
export default function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 72 } }}
      slotProps={{ content: { sx: { justifyContent: 'space-between' } } }}
      message={t('pwa.update.ready')}
      action={
        <Button color="secondary" size="small" onClick={onReload}>
          {t('pwa.update.reload')}
        </Button>
      }
    />
  );
}
