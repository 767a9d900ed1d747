import { useAtom, useAtomValue } from 'jotai';
import { endpoints } from '../contract';
import { request, useApi } from '../http';
import { touristAtom } from '../state/atoms';
import { kioskAtom, stationChoiceAtom, type ChosenStation, type KioskSetting } from '../state/kiosk';
import { appStore } from '../state/store';
import { verifyStationCode, type StationCodeCheck } from '../offline/stationQr';
import { signOut } from './auth';
import { useCurrentUser } from './user';

/**
 * Kiosk mode of a toll-station device (docs/offline.md "Kiosk mode"). A collector turns it on for
 * their own station: the station and its goods-QR key are kept on the device (kioskAtom), not in
 * their account, so the next collector finds the kiosk as it was. People then come and go with
 * `switchKioskPerson` (and the idle sign-out), which clear what the leaving person read.
 */

/** Turns kiosk mode on for the signed-in collector's own station (the server refuses others: 403). */
export async function turnOnKiosk(): Promise<KioskSetting> {
  const { station, key, keyVersion } = await request(endpoints.waybill.stationQrKey, { query: {} });
  const setting: KioskSetting = { stationId: station.id, stationName: station.name, highway: station.highway, key, keyVersion, since: new Date().toISOString() };
  appStore.set(kioskAtom, setting);
  return setting;
}

/** Turns kiosk mode off: the device forgets its station and the station's key. */
export function turnOffKiosk(): void {
  appStore.set(kioskAtom, null);
}

/** Signs the current person out (clearing what they read; their queued actions kept for them) before the next one signs in. */
export function switchKioskPerson(): Promise<void> {
  return signOut();
}

/** Verifies a scanned goods-source code with the kiosk's station key, without the network; null when this is not a kiosk. */
export async function checkStationCode(text: string, scannedAtMs: number): Promise<StationCodeCheck | null> {
  const kiosk = appStore.get(kioskAtom);
  return kiosk ? verifyStationCode(text, kiosk, scannedAtMs) : null;
}

const NO_ARGS = {};

/**
 * "My station" for the station screens (issue 15): on a kiosk, the device's station; otherwise the
 * station this collector last chose on this device; otherwise the first station the server binds
 * them to (GET myStations). `station` is undefined while that is still being read, null when there
 * is none (not a collector, or not bound: `error` says so). `choose` remembers a collector's choice
 * on this device for their account.
 */
export function useMyStation() {
  const { user, error: userError } = useCurrentUser();
  const tourist = useAtomValue(touristAtom, { store: appStore });
  const collector = user?.identities.includes('tollCollector') ?? false;
  const kiosk = useAtomValue(kioskAtom, { store: appStore });
  const [choices, setChoices] = useAtom(stationChoiceAtom, { store: appStore });
  const { data: bound, error } = useApi(endpoints.waybill.myStations, collector && !kiosk ? NO_ARGS : null);
  const remembered = user ? choices[String(user.userId)] : undefined;
  const first = bound?.[0];
  let station: ChosenStation | null | undefined;
  if (kiosk) station = { stationId: kiosk.stationId, stationName: kiosk.stationName, highway: kiosk.highway };
  else if (remembered) station = remembered;
  else if (first) station = { stationId: first.id, stationName: first.name, highway: first.highway };
  else if ((!tourist && user === undefined && !userError) || (collector && bound === undefined && !error)) station = undefined;
  else station = null;
  const choose = (next: ChosenStation) => {
    if (user) setChoices((current) => ({ ...current, [String(user.userId)]: next }));
  };
  return { station, error, choose, collector };
}
