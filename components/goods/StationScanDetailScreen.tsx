'use client';
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { checkStationCode, useGoodsSource } from '@/lib/api';
import type { StationCodeCheck } from '@/lib/offline/stationQr';
import { appStore, kioskAtom } from '@/lib/state';
import { t } from '@/lib/i18n';
import { rules, type FieldRule } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useForm } from '@/components/ui/useForm';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { OWNER_SOURCE_DETAIL_PATH } from './paths';
import { readAnyCode, type ReadCode } from '@/lib/offline/stationQr';
import { SourceFacts } from './SourceFacts';
import { formatDateTime } from '@/lib/time';

const isSourceCode: FieldRule = { check: (value) => value === '' || readAnyCode(value) !== null, messageKey: 'goods.scan.notSourceCode' };

interface Scan {
  code: ReadCode;
  text: string;
  at: number;
}

function scannedNow(text: string): Scan | null {
  const code = readAnyCode(text);
  return code ? { code, text: text.trim(), at: Date.now() } : null;
}

const VERDICT_SEVERITY = { valid: 'success', invalid: 'error', expired: 'warning', otherStation: 'info' } as const;

/**
 * On a station kiosk the code (token or short code) is verified on the device with the station's
 * key, at the scan's time, with or without signal (valid / invalid / expired); elsewhere only its
 * face is read and the server checks it when the driver scans or types it to load.
 */
function CodeVerdict({ scan }: { scan: Scan }) {
  const kiosk = useAtomValue(kioskAtom, { store: appStore });
  const [check, setCheck] = useState<StationCodeCheck | null>(null);
  useEffect(() => {
    let live = true;
    void checkStationCode(scan.text, scan.at).then((result) => live && setCheck(result));
    return () => {
      live = false;
    };
  }, [scan, kiosk]);
  const { code } = scan;
  const purpose = t(`goods.qr.${code.face.purpose}`);
  if (kiosk && check) {
    const expiresAt = check.face?.expiresAt ?? (code.kind === 'token' ? code.face.expiresAt : null);
    // A short code names no station: one that does not check may be a typo or another station's.
    const key = check.verdict === 'invalid' && code.kind === 'short' ? 'kiosk.verify.invalidShort' : `kiosk.verify.${check.verdict}`;
    return (
      <Alert severity={VERDICT_SEVERITY[check.verdict]} data-testid="code-verdict" data-verdict={check.verdict}>
        {t(key, { purpose, time: expiresAt ? formatDateTime(expiresAt) : '' })}
      </Alert>
    );
  }
  if (code.kind === 'short') return <Alert severity="info">{t('goods.scan.shortRead', { purpose, id: code.face.goodsSourceId })}</Alert>;
  const expired = code.face.expiresAt.getTime() <= scan.at;
  const vars = { purpose, time: formatDateTime(code.face.expiresAt) };
  return <Alert severity={expired ? 'warning' : 'info'}>{t(expired ? 'goods.scan.expired' : 'goods.scan.valid', vars)}</Alert>;
}

function Scanned({ scan }: { scan: Scan }) {
  const { code } = scan;
  const { goodsSource, error, mutate } = useGoodsSource(code.face.goodsSourceId);
  const stationId = code.kind === 'token' ? code.face.stationId : null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <CodeVerdict scan={scan} />
      <Loaded data={goodsSource} error={error} onRetry={() => void mutate()}>
        {(source) => (
          <>
            {stationId !== null && source.station && source.station.id !== stationId && <Alert severity="error">{t('goods.scan.otherStation')}</Alert>}
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
 * Where the camera cannot scan, the short code printed under the QR (`Z-10234-7QK2-MD`, any case,
 * with or without dashes) is typed, or the long text pasted.
 */
export default function StationScanDetailScreen() {
  const { query } = useRoute();
  const form = useForm({ code: { initial: query.code ?? '', rules: [rules.required, isSourceCode] } });
  // What was scanned and when: a kiosk judges the code's expiry at the scan's own time.
  const [scanned, setScanned] = useState<Scan | null>(() => scannedNow(query.code ?? ''));
  const [scanError, setScanError] = useState<string | null>(null);

  const scan = async () => {
    setScanError(null);
    try {
      const { bridge } = await import('@/lib/bridge');
      const text = await bridge.openScan();
      form.setValue('code', text);
      const read = scannedNow(text);
      if (read) setScanned(read);
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
            if (form.validate()) setScanned(scannedNow(form.values.code));
          }}
        >
          <FormField field={form.field('code')} label={t('goods.scan.code')} placeholder="Z-10234-7QK2-MD" hint={t('goods.scan.codeHint')} maxLength={120} />
          <Button type="submit" variant="outlined">
            {t('goods.scan.lookUp')}
          </Button>
        </Box>
      </Box>
      {scanned && <Scanned key={`${scanned.text}-${scanned.at}`} scan={scanned} />}
    </PageScaffold>
  );
}
