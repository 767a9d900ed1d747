import { endpoints } from '../contract';
import { request } from '../http';
import { kioskAtom, type KioskSetting } from '../state/kiosk';
import { appStore } from '../state/store';
import { verifyStationCode, type StationCodeCheck } from '../offline/stationQr';
import { signOut } from './auth';

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
