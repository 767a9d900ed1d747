'use client';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSourceQrCode } from '@/lib/api';
import { t } from '@/lib/i18n';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { QrCode } from '@/components/ui/QrCode';
import { useRoute } from '@/components/router/RouteContext';
import { positiveId } from './query';
import { formatDateTime } from '@/lib/time';
import { useStationName } from './stationName';
import { SourceShortCode } from './SourceShortCode';

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function BoundStation({ stationId }: { stationId: number }) {
  const name = useStationName(stationId);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {t('goods.qr.station', { name: name ?? '' })}
    </Typography>
  );
}

function QrPanel({ goodsSourceId, purpose }: { goodsSourceId: number; purpose: 'loading' | 'unloading' }) {
  const { qr, error, refresh, refreshing } = useSourceQrCode(goodsSourceId, purpose);
  const now = useNow(30_000);
  return (
    <Loaded data={qr} error={error} onRetry={() => void refresh()}>
      {(code) => {
        const expired = Date.parse(code.expiresAt) <= now;
        return (
          <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'center' }}>
            {expired ? (
              <Alert severity="warning">{t('goods.qr.expired')}</Alert>
            ) : (
              <QrCode value={code.token} label={t(`goods.qr.label.${purpose}`, { id: goodsSourceId })} size={240} />
            )}
            <Typography variant="body2" data-testid="qr-expiry">
              {t('goods.qr.expires', { time: formatDateTime(code.expiresAt) })}
            </Typography>
            {!expired && <SourceShortCode code={code} now={now} />}
            {code.stationId !== null && <BoundStation stationId={code.stationId} />}
            <Button variant="outlined" disabled={refreshing} onClick={() => void refresh()}>
              {t('goods.qr.refresh')}
            </Button>
          </Box>
        );
      }}
    </Loaded>
  );
}

/**
 * The signed QR of a goods source (`/pages/sourceQrCode/sourceQrCode?id=`): the driver scans it at
 * pickup (or at the destination); it names the source and station and expires. Its owner (or a toll
 * collector for station goods) shows it; refresh makes a new one.
 */
export default function SourceQrCodeScreen() {
  const id = positiveId(useRoute().query.id);
  const [purpose, setPurpose] = useState<'loading' | 'unloading'>('loading');
  return (
    <PageScaffold>
      {id === undefined ? (
        <ErrorState message={t('goods.detail.noId')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ToggleButtonGroup exclusive fullWidth value={purpose} onChange={(_, next) => next && setPurpose(next)} aria-label={t('goods.qr.title')}>
            <ToggleButton value="loading">{t('goods.qr.loading')}</ToggleButton>
            <ToggleButton value="unloading">{t('goods.qr.unloading')}</ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`goods.qr.intro.${purpose}`)}
          </Typography>
          <QrPanel key={purpose} goodsSourceId={id} purpose={purpose} />
        </Box>
      )}
    </PageScaffold>
  );
}
