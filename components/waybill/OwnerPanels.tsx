'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { evaluateWaybill, useSourceQrCode, type WaybillDetailInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ErrorState } from '@/components/ui/ErrorState';
import { QrCode } from '@/components/ui/QrCode';
import { errorMessage } from '@/components/ui/errorMessage';
import { useSubmission } from '@/components/ui/useSubmission';
import { FreightEntrance } from '@/components/money/FreightEntrance';
import { SourceShortCode } from '@/components/goods/SourceShortCode';
import { Section, dateTime } from './widgets';

/**
 * The goods source's code for the driver to scan: the pickup code while the waybill waits to load,
 * the destination code while it is loaded or on the road. Signed and expiring; "refresh" gets a new one.
 */
export function ScanCodePanel({ waybill }: { waybill: WaybillDetailInfo }) {
  const purpose =
    waybill.status === 'signed' || waybill.status === 'loading'
      ? 'loading'
      : waybill.status === 'loaded' || waybill.status === 'inTransit' || waybill.status === 'unloading'
        ? 'unloading'
        : null;
  const { qr, error, refresh, refreshing } = useSourceQrCode(purpose ? waybill.goodsSourceId : null, purpose ?? 'loading');
  if (!purpose) return null;
  const title = t(purpose === 'loading' ? 'waybill.qr.loading' : 'waybill.qr.unloading');
  return (
    <Section title={title}>
      {error && !qr && <ErrorState message={errorMessage(error)} onRetry={() => void refresh()} />}
      {qr && (
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
          <QrCode value={qr.token} label={title} size={200} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('waybill.qr.expires', { at: dateTime(qr.expiresAt) })}
          </Typography>
          <SourceShortCode code={qr} />
          <Button size="small" onClick={() => void refresh()} disabled={refreshing}>
            {t('waybill.qr.refresh')}
          </Button>
        </Box>
      )}
    </Section>
  );
}

/** What a screen reader says for a star of the rating, in the app's language ("3 星"), not MUI's English default. */
function starLabel(value: number): string {
  return t(value === 1 ? 'waybill.evaluate.starN.one' : 'waybill.evaluate.starN', { n: value });
}

/** Rating the driver of an unloaded waybill, once: 1-5 stars and an optional remark. */
export function EvaluatePanel({ waybill, onDone }: { waybill: WaybillDetailInfo; onDone: () => void }) {
  const [stars, setStars] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const send = useSubmission(async (intent) => {
    await evaluateWaybill({ waybillId: waybill.waybillId, stars: stars ?? 0, text: text.trim() }, intent);
    showToast(t('waybill.evaluate.done'));
    onDone();
  });
  return (
    <Section title={t('waybill.evaluate.title')}>
      <Box
        component="form"
        noValidate
        sx={{ display: 'grid', gap: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (stars) void send.run();
        }}
      >
        <Rating
          name="stars"
          value={stars}
          onChange={(_, value) => setStars(value)}
          getLabelText={starLabel}
          emptyLabelText={t('waybill.evaluate.noStars')}
          role="radiogroup"
          aria-label={t('waybill.evaluate.stars')}
          size="large"
        />
        {tried && !stars && (
          <Typography variant="body2" sx={{ color: 'error.main' }}>
            {t('waybill.evaluate.starsRequired')}
          </Typography>
        )}
        <TextField
          label={t('waybill.evaluate.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        {send.error && <Alert severity="error">{send.error}</Alert>}
        <Button type="submit" variant="contained" disabled={send.pending}>
          {send.pending ? t('waybill.evaluate.sending') : t('waybill.evaluate.submit')}
        </Button>
      </Box>
    </Section>
  );
}

/** The freight of the waybill: "支付运费" while it may be paid, "确认结算" once unloaded, else its state (freightPay). */
export function FreightPanel({ waybill }: { waybill: WaybillDetailInfo }) {
  return <FreightEntrance waybillId={waybill.waybillId} side="owner" />;
}
