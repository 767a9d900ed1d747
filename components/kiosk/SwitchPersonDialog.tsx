'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import { switchKioskPerson } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { FormProblems, useFormProblems } from '@/components/ui/FormProblems';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { SIGN_IN_PATH } from '@/components/router/paths';
import { KIOSK_HOME_PATH } from './paths';

/**
 * 换人: signs the current collector out (what they read is cleared, their queued actions kept for
 * them) and opens SMS sign-in for the next one, their number filled in, back to the kiosk after.
 */
export function SwitchPersonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm({ mobile: { rules: [rules.mobile] } }) // optional: empty opens an empty sign-in;
  const next = useAction(async () => {
    const mobile = form.values.mobile.trim();
    // Sign-in first: signing out on a signed-in screen makes its gate redirect there without the number.
    navigate(SIGN_IN_PATH, { redirect: KIOSK_HOME_PATH, ...(mobile ? { mobile } : {}) }, { replace: true });
    await switchKioskPerson();
  });
  const problems = useFormProblems();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="switch-title">
      <Box component="form" ref={problems.ref} noValidate onSubmit={problems.onSubmit(() => form.validate(), () => void next.run())}>
        <DialogTitle id="switch-title">{t('kiosk.switch.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('kiosk.switch.hint')}</DialogContentText>
          <FormField field={form.field('mobile')} label={t('kiosk.switch.mobile')} type="tel" inputMode="numeric" maxLength={11} />
          <FormProblems count={problems.count} />
          {next.error && <Alert severity="error">{next.error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={next.pending}>
            {t('kiosk.switch.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
