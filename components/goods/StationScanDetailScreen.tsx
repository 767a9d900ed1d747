'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useGoodsSource } from '@/lib/api';
import { t } from '@/lib/i18n';
import { rules, type FieldRule } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { OWNER_SOURCE_DETAIL_PATH } from './paths';
import { readSourceCode, type SourceCodeFace } from '@/lib/offline/stationQr';
import { SourceFacts } from './SourceFacts';

const isSourceCode: FieldRule = { check: (value) => value === '' || readSourceCode(value) !== null, messageKey: 'goods.scan.notSourceCode' };

function Scanned({ face }: { face: SourceCodeFace }) {
  const { goodsSource, error, mutate } = useGoodsSource(face.goodsSourceId);
  const expired = face.expiresAt.getTime() <= Date.now();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity={expired ? 'warning' : 'info'}>
        {t(expired ? 'goods.scan.expired' : 'goods.scan.valid', {
          purpose: t(`goods.qr.${face.purpose}`),
          time: face.expiresAt.toLocaleString(),
        })}
      </Alert>
      <Loaded data={goodsSource} error={error} onRetry={() => void mutate()}>
        {(source) => (
          <>
            {face.stationId !== null && source.station && source.station.id !== face.stationId && (
              <Alert severity="error">{t('goods.scan.otherStation')}</Alert>
            )}
            <SourceFacts source={source} />
            {source.isMine && (
              <Button variant="outlined" onClick={() => navigate(OWNER_SOURCE_DETAIL_PATH, { id: String(source.id) })}>
                {t('goods.detail.manage')}
              </Button>
            )}
          </>
        )}
      </Loaded>
    </Box>
  );
}

/**
 * A toll collector scans a goods-source code and sees the source
 * (`/pages/stationSourceScanDetail/stationSourceScanDetail`, `?code=` for a code read elsewhere).
 * Where the camera cannot scan, the code's text can be typed or pasted.
 */
export default function StationScanDetailScreen() {
  const { query } = useRoute();
  const form = useForm({ code: { initial: query.code ?? '', rules: [rules.required, isSourceCode] } });
  const [face, setFace] = useState<SourceCodeFace | null>(() => readSourceCode(query.code ?? ''));
  const [scanError, setScanError] = useState<string | null>(null);

  const scan = async () => {
    setScanError(null);
    try {
      const { bridge } = await import('@/lib/bridge');
      const text = await bridge.openScan();
      form.setValue('code', text);
      const read = readSourceCode(text);
      if (read) setFace(read);
      else setScanError(t('goods.scan.notSourceCode'));
    } catch (failure) {
      setScanError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
        <Button variant="contained" size="large" onClick={() => void scan()}>
          {t('goods.scan.action')}
        </Button>
        {scanError && <Alert severity="error">{scanError}</Alert>}
        <Box
          component="form"
          noValidate
          sx={{ display: 'grid', gap: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (form.validate()) setFace(readSourceCode(form.values.code));
          }}
        >
          <FormField field={form.field('code')} label={t('goods.scan.code')} maxLength={120} />
          <Button type="submit" variant="outlined">
            {t('goods.scan.lookUp')}
          </Button>
        </Box>
      </Box>
      {face && <Scanned key={`${face.goodsSourceId}-${face.expiresAt.getTime()}`} face={face} />}
    </PageScaffold>
  );
}
