'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { startEtcContract, useSignChannels, type EtcOrderInfo, type EtcSignChannelInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { ADD_BANK_CARD_PATH } from '@/components/money/paths';
import { ApplicationStep } from './ApplicationStep';
import { orderQuery } from './applicationDraft';
import { SEL_HANDLE_BANK_PATH, SIGNING2_PATH } from './paths';
import { SigningSteps } from './widgets';

/** No verified card of the chosen bank: add one (money screens), or choose another bank. */
function NoCard({ order, channel }: { order: EtcOrderInfo; channel: EtcSignChannelInfo }) {
  return (
    <EmptyState
      message={t('etc.sign.noCard', { bank: channel.bankName })}
      hint={t('etc.sign.noCardHint')}
      action={
        <>
          <Button variant="contained" onClick={() => navigate(ADD_BANK_CARD_PATH)}>
            {t('etc.sign.addCard')}
          </Button>
          <Button onClick={() => navigate(SEL_HANDLE_BANK_PATH, orderQuery(order), { replace: true })}>{t('etc.sign.otherBank')}</Button>
        </>
      }
    />
  );
}

function CardChoice({ order, channel }: { order: EtcOrderInfo; channel: EtcSignChannelInfo }) {
  const [cardId, setCardId] = useState(channel.myCards.length === 1 ? String(channel.myCards[0].bankCardId) : '');
  const [checked, setChecked] = useState(false);
  const start = useSubmission(async (intent) => {
    const started = await startEtcContract(channel.code, Number(cardId), order.id, intent);
    navigate(SIGNING2_PATH, { ...orderQuery(order), contractId: String(started.contract.id), resendAfter: String(started.resendAfter) }, { replace: true });
  });
  if (channel.myCards.length === 0) return <NoCard order={order} channel={channel} />;
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('etc.sign.cardLead', { bank: channel.bankName })}
      </Typography>
      <RadioGroup value={cardId} onChange={(event) => setCardId(event.target.value)} aria-label={t('etc.sign.step.card')}>
        {channel.myCards.map((card) => (
          <FormControlLabel key={card.bankCardId} value={String(card.bankCardId)} control={<Radio />} label={t('etc.sign.cardLine', { bank: card.bankName, last4: card.last4, holder: card.holderName })} />
        ))}
      </RadioGroup>
      <Button size="small" sx={{ justifySelf: 'start' }} onClick={() => navigate(ADD_BANK_CARD_PATH)}>
        {t('etc.sign.addAnother')}
      </Button>
      {checked && !cardId && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {t('etc.sign.cardRequired')}
        </Typography>
      )}
      <SubmissionStatus action={start} />
      <Button
        variant="contained"
        size="large"
        disabled={start.pending}
        onClick={() => {
          setChecked(true);
          if (cardId) void start.run();
        }}
      >
        {t(start.pending ? 'etc.sign.sending' : 'etc.sign.sendCode')}
      </Button>
    </>
  );
}

function Signing({ order }: { order: EtcOrderInfo }) {
  const { channels, error, mutate } = useSignChannels();
  return (
    <>
      <SigningSteps active={0} />
      {order.contract?.status === 'signed' && <Alert severity="info">{t('etc.sign.replacing', { bank: order.contract.bankName, last4: order.contract.cardLast4 })}</Alert>}
      <Loaded data={channels} error={error} onRetry={() => void mutate()}>
        {(loaded) => {
          const channel = loaded.find((each) => each.code === order.channelCode);
          if (!channel) {
            return (
              <EmptyState
                message={t('etc.apply.contractNeedsBank')}
                action={
                  <Button variant="contained" onClick={() => navigate(SEL_HANDLE_BANK_PATH, orderQuery(order), { replace: true })}>
                    {t('etc.sign.chooseBank')}
                  </Button>
                }
              />
            );
          }
          return <CardChoice order={order} channel={channel} />;
        }}
      </Loaded>
    </>
  );
}

/**
 * Withholding contract, step 1 (`/pages/signing1/signing1?orderId=`): one of the caller's verified
 * cards of the chosen bank (none: 添加银行卡 on the money screens, or another bank); the bank then
 * texts a code to the card's reserved mobile (signing2).
 */
export default function Signing1Screen() {
  return <ApplicationStep>{(order) => <Signing order={order} />}</ApplicationStep>;
}
