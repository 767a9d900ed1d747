'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { cashOutFailureText, useWithdrawal, type WithdrawalInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { navigate } from '@/components/router/history';
import { Fact, Section, dateTime } from '@/components/waybill/widgets';
import { formatYuan } from './amount';
import { MY_WALLET_PATH } from './paths';
import { WithdrawalStatusChip } from './widgets';

type Step = WithdrawalInfo['status'];

/** The steps a cash-out goes through; the last is paid, or failed (the money goes back to the wallet). */
function stepsOf(withdrawal: WithdrawalInfo): Step[] {
  return ['requested', 'sentToBank', withdrawal.status === 'failed' ? 'failed' : 'paid'];
}

function StepIcon({ done, failed }: { done: boolean; failed: boolean }) {
  if (failed) return <ErrorIcon color="error" fontSize="small" />;
  if (done) return <CheckCircle color="success" fontSize="small" />;
  return <RadioButtonUnchecked sx={{ color: 'text.disabled' }} fontSize="small" />;
}

function Timeline({ withdrawal }: { withdrawal: WithdrawalInfo }) {
  return (
    <Box component="ol" aria-label={t('money.withdrawal.timeline')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {stepsOf(withdrawal).map((step) => {
        const event = withdrawal.timeline.find((one) => one.status === step);
        return (
          <Box component="li" key={step} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <StepIcon done={event !== undefined} failed={step === 'failed'} />
            <Box>
              <Typography variant="body2" sx={{ color: event ? 'text.primary' : 'text.disabled' }}>
                {t(`money.withdrawal.step.${step}`)}
              </Typography>
              {event && (
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {dateTime(event.at)}
                  {event.note ? ` · ${event.note}` : ''}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** A cash-out and its progress, read again every 5 s until paid or failed. */
function WithdrawalView({ withdrawal }: { withdrawal: WithdrawalInfo }) {
  const ended = withdrawal.status === 'paid' || withdrawal.status === 'failed';
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Section title={t('money.withdrawal.title')}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatYuan(withdrawal.amountFen)}
          </Typography>
          <WithdrawalStatusChip status={withdrawal.status} />
        </Box>
        <Fact label={t('money.withdrawal.to')}>{`${withdrawal.bankName} ••••${withdrawal.cardLast4}`}</Fact>
        <Fact label={t('money.withdrawal.at')}>{dateTime(withdrawal.createdAt)}</Fact>
      </Section>
      {withdrawal.status === 'failed' && (
        <Alert severity="error">
          {t('money.withdrawal.failed', { reason: cashOutFailureText(withdrawal) ?? t('money.withdrawal.noReason'), amount: formatYuan(withdrawal.amountFen) })}
        </Alert>
      )}
      {withdrawal.status === 'paid' && <Alert severity="success">{t('money.withdrawal.paid')}</Alert>}
      <Section title={t('money.withdrawal.timeline')}>
        <Timeline withdrawal={withdrawal} />
        {!ended && (
          <Typography variant="caption" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('money.withdrawal.watching')}
          </Typography>
        )}
      </Section>
      <Button variant="outlined" onClick={() => navigate(MY_WALLET_PATH)}>
        {t('money.withdrawal.toWallet')}
      </Button>
    </Box>
  );
}

/** Follows one cash-out (`cashOut?withdrawalId=`). */
export function WithdrawalProgress({ withdrawalId }: { withdrawalId: number }) {
  const { withdrawal, error, mutate } = useWithdrawal(withdrawalId);
  return (
    <Loaded data={withdrawal} error={error} onRetry={() => void mutate()}>
      {(loaded) => <WithdrawalView withdrawal={loaded} />}
    </Loaded>
  );
}
