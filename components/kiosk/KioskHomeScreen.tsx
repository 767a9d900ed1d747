'use client';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { turnOffKiosk, turnOnKiosk, useCurrentUser } from '@/lib/api';
import { t } from '@/lib/i18n';
import { appStore, kioskAtom, type KioskSetting } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loaded } from '@/components/ui/Loaded';
import { OfflineNote } from '@/components/ui/OfflineNote';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useAction } from '@/components/ui/useAction';
import { navigate } from '@/components/router/history';
import { RELEASE_OFFLINE_PATH, STATION_SCAN_DETAIL_PATH, STATION_SOURCE_LIST_PATH } from '@/components/goods/paths';
import { STATION_WAYBILL_PATH } from '@/components/waybill/paths';
import { FieldQueueNotice } from '@/components/waybill/FieldQueueNotice';
import { SwitchPersonDialog } from './SwitchPersonDialog';

/** A collector turns kiosk mode on for their own station (the server knows which: stationQrKey). */
function KioskSetUp() {
  const { user } = useCurrentUser();
  const turnOn = useAction(async () => {
    await turnOnKiosk();
  });
  const collector = user?.identities.includes('tollCollector') ?? false;
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('kiosk.setup.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('kiosk.setup.hint')}
        </Typography>
        {user && !collector && <Alert severity="info">{t('kiosk.setup.collectorsOnly')}</Alert>}
        {turnOn.error && <Alert severity="error">{turnOn.error}</Alert>}
        <Button variant="contained" size="large" disabled={!collector || turnOn.pending} onClick={() => void turnOn.run()}>
          {t('kiosk.setup.turnOn')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Who is using the kiosk now, and the quick switch to the next person. */
function CurrentPerson() {
  const { user, error, mutate } = useCurrentUser();
  const [switching, setSwitching] = useState(false);
  return (
    <Card>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('kiosk.person')}
          </Typography>
          <Loaded data={user} error={error} onRetry={() => void mutate()}>
            {(person) => (
              <Typography variant="subtitle1" data-testid="kiosk-person">
                {`${person.nickname} ${person.mobile}`}
              </Typography>
            )}
          </Loaded>
        </Box>
        <Button variant="contained" color="secondary" size="large" onClick={() => setSwitching(true)}>
          {t('kiosk.switch.action')}
        </Button>
      </CardContent>
      <SwitchPersonDialog open={switching} onClose={() => setSwitching(false)} />
    </Card>
  );
}

/** The station's work, as large tiles. */
function StationWork({ kiosk }: { kiosk: KioskSetting }) {
  const station = { stationId: String(kiosk.stationId) };
  const tiles: { label: string; go: () => void }[] = [
    { label: t('kiosk.work.release'), go: () => navigate(RELEASE_OFFLINE_PATH, station) },
    { label: t('kiosk.work.goods'), go: () => navigate(STATION_SOURCE_LIST_PATH, station) },
    { label: t('kiosk.work.waybills'), go: () => navigate(STATION_WAYBILL_PATH, { ...station, stationName: kiosk.stationName }) },
    { label: t('kiosk.work.scan'), go: () => navigate(STATION_SCAN_DETAIL_PATH) },
  ];
  return (
    <Box component="nav" aria-label={t('kiosk.work.label')} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      {tiles.map((tile) => (
        <Button key={tile.label} variant="outlined" onClick={tile.go} sx={{ minHeight: 96, fontSize: '1.125rem', bgcolor: 'background.paper' }}>
          {tile.label}
        </Button>
      ))}
    </Box>
  );
}

/**
 * A toll-station kiosk's home (`/kiosk/home`, docs/offline.md "Kiosk mode"): the device's
 * station, who is using it (换人 to the next collector), the station's work, the current person's
 * actions waiting for signal, and turning kiosk mode off. On a device without kiosk mode a
 * collector turns it on here.
 */
export default function KioskHomeScreen() {
  const kiosk = useAtomValue(kioskAtom, { store: appStore });
  const [turningOff, setTurningOff] = useState(false);
  if (!kiosk) {
    return (
      <PageScaffold>
        <KioskSetUp />
      </PageScaffold>
    );
  }
  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="h5" component="h2" data-testid="kiosk-station">
            {kiosk.stationName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('kiosk.station', { highway: kiosk.highway })}
          </Typography>
        </Box>
        <OfflineNote path="/app/api/user/info" />
        <CurrentPerson />
        <FieldQueueNotice />
        <StationWork kiosk={kiosk} />
        <Button color="inherit" onClick={() => setTurningOff(true)}>
          {t('kiosk.turnOff')}
        </Button>
      </Box>
      <ConfirmDialog
        open={turningOff}
        title={t('kiosk.turnOff')}
        message={t('kiosk.turnOff.message', { station: kiosk.stationName })}
        confirmLabel={t('kiosk.turnOff.confirm')}
        onConfirm={() => {
          turnOffKiosk();
          setTurningOff(false);
        }}
        onCancel={() => setTurningOff(false)}
      />
    </PageScaffold>
  );
}
