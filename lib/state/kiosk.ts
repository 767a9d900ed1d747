import { persistedAtom, storedAs } from './persisted';

/**
 * A toll-station kiosk (docs/offline.md "Kiosk mode"): set on the DEVICE by a collector of the
 * station, not in anyone's account data, so it survives every sign-out. It holds the station's
 * goods-QR key (stationQrKey) to verify codes without signal; turning kiosk mode off removes it.
 */
export interface KioskSetting {
  stationId: number;
  stationName: string;
  highway: string;
  keyVersion: string;
  /** base64url, 32 bytes. */
  key: string;
  /** When kiosk mode was turned on (ISO). */
  since: string;
}

function isKioskSetting(value: unknown): value is KioskSetting {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.stationId) &&
    (v.stationId as number) > 0 &&
    typeof v.stationName === 'string' &&
    typeof v.highway === 'string' &&
    typeof v.keyVersion === 'string' &&
    typeof v.key === 'string' &&
    /^[A-Za-z0-9_-]{43}$/.test(v.key) &&
    typeof v.since === 'string'
  );
}

/** The device's kiosk setting, or null when this is a personal phone. Never reset on sign-out. */
export const kioskAtom = persistedAtom<KioskSetting | null>('kiosk', storedAs((value): value is KioskSetting | null => value === null || isKioskSetting(value)), null);

/** A station a collector works at, as the station screens need it. */
export interface ChosenStation {
  stationId: number;
  stationName: string;
  highway: string;
}

function isChosenStation(value: unknown): value is ChosenStation {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Number.isInteger(v.stationId) && (v.stationId as number) > 0 && typeof v.stationName === 'string' && typeof v.highway === 'string';
}

/**
 * The station each collector last worked at on this device, by user id (issue 15): 站点运单,
 * 站点货源 and 代客发货 open on it instead of asking. Kept beside the kiosk setting and, like it,
 * not cleared on sign-out: a shared station phone serves several collectors in turn, and each
 * finds their own choice again (a kiosk's own station still wins over it, see useMyStation).
 */
export const stationChoiceAtom = persistedAtom<Record<string, ChosenStation>>(
  'stationChoice',
  storedAs((value): value is Record<string, ChosenStation> => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isChosenStation)),
  {},
);
