'use client';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  signForStationLoading,
  useFieldQueue,
  useMyStation,
  useStationLoadings,
  useStations,
  waybillDetailScanning,
  type CommerceWaybill,
} from '@/lib/api';
import { tonnesOfKg } from '@/lib/weight';
import { t } from '@/lib/i18n';
import { PhoneLink } from '@/components/ui/PhoneCall';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { Loaded } from '@/components/ui/Loaded';
import { errorMessage } from '@/components/ui/errorMessage';
import { useAction } from '@/components/ui/useAction';
import { useDebounce } from '@/components/ui/useDebounce';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { reportFieldResult } from './DriverNextStep';
import { FieldQueueNotice } from './FieldQueueNotice';
import { fieldPosition, useScanStep } from './scan';
import { Fact, StatusChip, dateTime } from './widgets';
import { OfflineNote } from '@/components/ui/OfflineNote';

function StationPicker({ onPick, note }: { onPick: (station: { id: number; name: string; highway: string }) => void; note?: string }) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebounce(keyword.trim(), 300);
  const { stations, error, mutate } = useStations(settled ? { keyword: settled } : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {note && <Alert severity="info">{note}</Alert>}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('waybill.station.pick')}
      </Typography>
      <TextField label={t('waybill.station.search')} value={keyword} onChange={(e) => setKeyword(e.target.value)} slotProps={{ htmlInput: { maxLength: 40 } }} />
      <Loaded data={stations} error={error} onRetry={() => void mutate()}>
        {(found) =>
          found.length === 0 ? (
            <Typography variant="body2">{t('waybill.station.none')}</Typography>
          ) : (
            <List dense aria-label={t('waybill.station.stations')}>
              {found.map((s) => (
                <ListItemButton key={s.id} onClick={() => onPick(s)}>
                  <ListItemText primary={s.name} secondary={`${s.highway} ${s.address}`} />
                </ListItemButton>
              ))}
            </List>
          )
        }
      </Loaded>
    </Box>
  );
}

/** One loading at the station: waybill, plate, driver, shipper, weight and the sign-for. */
function LoadingCard({ waybill, signable, onSigned }: { waybill: CommerceWaybill; signable: boolean; onSigned?: () => void }) {
  const queued = useFieldQueue(waybill.waybillId).some((e) => e.action === 'stationLoadingSignFor' && !e.failure);
  const sign = useAction(async () => {
    reportFieldResult(await signForStationLoading(waybill.waybillId, await fieldPosition()), 'waybill.station.signedFor');
    onSigned?.();
  });
  return (
    <Card variant="outlined" sx={{ mb: 1 }} data-testid={`station-waybill-${waybill.waybillId}`}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle2">{waybill.waybillNo}</Typography>
          <StatusChip status={waybill.status} />
        </Box>
        <Typography variant="body2">{t('waybill.route', { from: waybill.originName, to: waybill.destinationName })}</Typography>
        <Fact label={t('waybill.field.plate')}>{waybill.carNumber}</Fact>
        <Fact label={t('waybill.field.driver')}>
          {waybill.driver.name ? `${waybill.driver.name} ` : ''}
          <PhoneLink phone={waybill.driver.mobile} />
        </Fact>
        {waybill.offlineShipper && (
          <Fact label={t('waybill.field.shipper')}>
            {waybill.offlineShipper.name} <PhoneLink phone={waybill.offlineShipper.mobile} />
          </Fact>
        )}
        {waybill.loadedWeightKg !== null && <Fact label={t('waybill.field.loadedWeight')}>{t('waybill.tonnes', { t: tonnesOfKg(waybill.loadedWeightKg) })}</Fact>}
        {waybill.signedFor ? (
          <Typography variant="body2" sx={{ color: 'success.main' }}>
            {t('waybill.station.signedForAt', { at: waybill.signedForAt ? dateTime(waybill.signedForAt) : '' })}
          </Typography>
        ) : queued ? (
          <Typography variant="body2" sx={{ color: 'warning.main' }}>
            {t('waybill.queue.pendingShort')}
          </Typography>
        ) : signable && waybill.loadingCompletedAt ? (
          <Button variant="contained" onClick={() => void sign.run()} disabled={sign.pending}>
            {t('waybill.station.signFor')}
          </Button>
        ) : null}
        {sign.error && <Alert severity="error">{sign.error}</Alert>}
      </CardContent>
    </Card>
  );
}

function ScannedWaybill({ code, onClose }: { code: string | null; onClose: () => void }) {
  const [state, setState] = useState<{ waybill?: CommerceWaybill; error?: string }>({});
  useEffect(() => {
    if (!code) return undefined;
    let live = true;
    setState({});
    waybillDetailScanning(code).then(
      (waybill) => live && setState({ waybill }),
      (failure: unknown) => live && setState({ error: errorMessage(failure) }),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <Dialog open={code !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="scanned-title">
      <DialogTitle id="scanned-title">{t('waybill.station.scanned')}</DialogTitle>
      <DialogContent>
        {state.error && <Alert severity="error">{state.error}</Alert>}
        {state.waybill && <LoadingCard waybill={state.waybill} signable={state.waybill.stationId !== null} />}
        {!state.error && !state.waybill && <Typography>{t('waybill.station.looking')}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('waybill.station.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function StationLoadings({ stationId, stationName }: { stationId: number; stationName: string }) {
  const { path } = useRoute();
  const loader = useStationLoadings(stationId);
  const [code, setCode] = useState<string | null>(null);
  const scanner = useScanStep(setCode);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {stationName || t('waybill.station.numbered', { id: stationId })}
        </Typography>
        <Button size="small" onClick={() => navigate(path, { pick: '1' }, { replace: true })}>
          {t('waybill.station.change')}
        </Button>
      </Box>
      <OfflineNote path="/logistics/api/stationLoadingList" onRetry={() => void loader.mutate()} />
      <FieldQueueNotice />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" sx={{ flex: 1 }} onClick={() => void scanner.scan()}>
          {t('waybill.station.scanCode')}
        </Button>
        <Button variant="outlined" onClick={scanner.enterByHand}>
          {scanner.byHandLabel}
        </Button>
      </Box>
      {scanner.dialog(t('waybill.station.scanCode'))}
      <ScannedWaybill code={code} onClose={() => setCode(null)} />
      <PagedList
        loader={loader}
        itemKey={(w) => w.waybillId}
        emptyMessage={t('waybill.station.empty')}
        renderItem={(w) => <LoadingCard waybill={w} signable onSigned={() => void loader.mutate()} />}
      />
    </Box>
  );
}

/**
 * TOLL COLLECTOR: the loadings of goods released at a station (`/pages/stationWaybill/stationWaybill?stationId=`),
 * signing for finished ones (queued offline), and reading a driver's waybill code. Without
 * `stationId` it opens on the collector's own station (the kiosk's, the last one chosen on this
 * device, or the server's binding: useMyStation); 更换 (`?pick=1`) picks another and remembers it.
 */
export default function StationWaybillScreen() {
  const { query, path } = useRoute();
  const mine = useMyStation();
  const id = Number(query.stationId);
  const pick = (station: { id: number; name: string; highway: string }) => {
    mine.choose({ stationId: station.id, stationName: station.name, highway: station.highway });
    navigate(path, { stationId: String(station.id), stationName: station.name }, { replace: true });
  };
  let shown;
  if (Number.isInteger(id) && id > 0) {
    const name = query.stationName || (mine.station?.stationId === id ? mine.station.stationName : '');
    shown = <StationLoadings stationId={id} stationName={name} />;
  } else if (query.pick !== '1' && mine.station) {
    shown = <StationLoadings stationId={mine.station.stationId} stationName={mine.station.stationName} />;
  } else if (query.pick !== '1' && mine.station === undefined) {
    shown = <DelayedLoading />;
  } else {
    shown = <StationPicker onPick={pick} note={mine.error ? errorMessage(mine.error) : undefined} />;
  }
  return <PageScaffold>{shown}</PageScaffold>;
}
