import type { z } from 'zod';
import type { StationQrKeyQuery } from '@/lib/contract/waybill';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { findStationOfCollector } from '../goods/goods.repository';
import { requireTollCollector } from './waybill.access';
import { stationQrKey } from './waybill.tokens';

/**
 * GET stationQrKey: a station kiosk's key to verify the station's goods-source codes without
 * signal (docs/offline.md "Kiosk mode"). Only a toll collector employed by that station gets it:
 * the key verifies (and could make) that station's codes and no other's, so it is the station's
 * own secret. Without `stationId` it is the caller's own station (the kiosk's first set-up).
 */
export async function kioskStationQrKey(deps: AppDeps, principal: Principal | null, query: z.output<typeof StationQrKeyQuery>) {
  const me = requireTollCollector(principal);
  const station = await findStationOfCollector(deps.db, me.userId);
  if (!station) throw forbidden('waybill.kioskNoStation', {});
  if (query.stationId !== undefined && query.stationId !== station.id) {
    throw forbidden('waybill.kioskOtherStation', { stationId: query.stationId, station: station.name });
  }
  return {
    station: { id: station.id, name: station.name, highway: station.highway },
    keyVersion: 'goods-qr-v1' as const,
    key: stationQrKey(deps.config.tokenSecret, station.id).toString('base64url'),
  };
}
