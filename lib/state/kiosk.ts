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
