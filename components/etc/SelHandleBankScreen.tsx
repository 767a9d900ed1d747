'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { updateEtcOrder, useSignChannels, type EtcOrderInfo, type EtcSignChannelInfo } from '@/lib/api';
import { getLocale, t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { ApplicationStep } from './ApplicationStep';
import { orderQuery } from './applicationDraft';
import { SIGNING1_PATH } from './paths';
import { backToForm } from './widgets';

/** The channel's line in the person's language: the catalogue's by code, else the issuer's own (Chinese) for zh-CN readers. */
function channelLine(channel: EtcSignChannelInfo): string | null {
  const key = `etc.bank.channel.${channel.code}`;
  const text = t(key);
  if (text !== key) return text;
  return getLocale() === 'zh-CN' && channel.description ? channel.description : null;
}

function ChannelLabel({ channel }: { channel: EtcSignChannelInfo }) {
  const line = channelLine(channel);
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
        {channel.bankName}
      </Typography>
      {line && (
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {line}
        </Typography>
      )}
      <Typography variant="body2" component="span" sx={{ display: 'block', color: channel.myCards.length ? 'success.main' : 'text.secondary' }}>
        {channel.myCards.length ? t('etc.bank.myCards', { count: channel.myCards.length }) : t('etc.bank.noCard')}
      </Typography>
    </Box>
  );
}

function BankForm({ order, channels }: { order: EtcOrderInfo; channels: EtcSignChannelInfo[] }) {
  const [code, setCode] = useState(order.channelCode ?? '');
  const [checked, setChecked] = useState(false);
  const save = useSubmission(async (intent) => {
    await updateEtcOrder(order.id, { channelCode: code }, intent);
    // A contract with another bank no longer fits: the contract is the next step.
    if (order.contract?.status === 'signed' && order.contract.channelCode === code) backToForm(order);
    else navigate(SIGNING1_PATH, orderQuery(order), { replace: true });
  });
  if (channels.length === 0) return <EmptyState message={t('etc.bank.none')} />;
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('etc.bank.lead')}
      </Typography>
      <RadioGroup value={code} onChange={(event) => setCode(event.target.value)} aria-label={t('etc.apply.bank')}>
        {channels.map((channel) => (
          <FormControlLabel
            key={channel.code}
            value={channel.code}
            control={<Radio />}
            label={<ChannelLabel channel={channel} />}
            sx={{ border: 1, borderColor: code === channel.code ? 'primary.main' : 'divider', borderRadius: 1, mx: 0, mb: 1, pr: 1 }}
          />
        ))}
      </RadioGroup>
      {checked && !code && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {t('etc.bank.required')}
        </Typography>
      )}
      <SubmissionStatus action={save} />
      <Button
        variant="contained"
        size="large"
        disabled={save.pending}
        onClick={() => {
          setChecked(true);
          if (code) void save.run();
        }}
      >
        {t(save.pending ? 'etc.saving' : 'etc.bank.next')}
      </Button>
    </>
  );
}

function Channels({ order }: { order: EtcOrderInfo }) {
  const { channels, error, mutate } = useSignChannels();
  return (
    <Loaded data={channels} error={error} onRetry={() => void mutate()}>
      {(loaded) => <BankForm order={order} channels={loaded} />}
    </Loaded>
  );
}

/**
 * The bank that withholds the tolls (`/pages/selHandleBank/selHandleBank?orderId=`): the banks
 * that can sign a withholding contract (SignChannel), each saying whether the caller has a
 * verified card of it; choosing one leads on to the contract (signing1).
 */
export default function SelHandleBankScreen() {
  return <ApplicationStep>{(order) => <Channels order={order} />}</ApplicationStep>;
}
