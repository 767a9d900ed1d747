'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MAX_TOP_UP_FEN } from '@/lib/contract';
import { startPayment } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { FormField } from '@/components/ui/FormField';
import { FormProblems, useFormProblems } from '@/components/ui/FormProblems';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { fenOfYuan, yuanRules } from './amount';
import { payThroughGateway } from './pay';
import { MY_WALLET_PATH } from './paths';
import { useAttempt } from './useAttempt';

/**
 * Topping up the personal wallet: an amount in yuan, then the gateway (the shell's pay inside the
 * app, the gateway's page in a browser, which returns to the wallet with `?paymentId=`).
 */
export function TopUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm({ amount: { rules: yuanRules(1, MAX_TOP_UP_FEN) } });
  const attempt = useAttempt();
  const pay = useAction(async () => {
    const amountFen = fenOfYuan(form.values.amount) as number;
    const body = { purpose: 'topUp' as const, amountFen };
    const payment = await attempt(body, (key) => startPayment(body, key));
    const outcome = await payThroughGateway(payment);
    if (outcome === 'success') {
      onClose();
      navigate(MY_WALLET_PATH, { paymentId: payment.id }, { replace: true });
    } else if (outcome === 'cancel') {
      showToast(t('money.pay.cancelled'));
    } else if (outcome === 'fail') {
      throw new Error(t('money.pay.failed'));
    }
  });
  const problems = useFormProblems();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="top-up-title" fullWidth maxWidth="xs">
      <Box component="form" ref={problems.ref} noValidate onSubmit={problems.onSubmit(() => form.validate(), () => void pay.run())}>
        <DialogTitle id="top-up-title">{t('money.topUp.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('money.topUp.hint')}
          </Typography>
          <FormField field={form.field('amount')} label={t('money.field.amountYuan')} inputMode="decimal" maxLength={12} />
          <FormProblems count={problems.count} />
          {pay.error && <Alert severity="error">{pay.error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pay.pending}>
            {pay.pending ? t('money.pay.starting') : t('money.topUp.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
