import type { z } from 'zod';
import type { StationQrKeyQuery } from '@/lib/contract/waybill';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
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

/**
 * GET myStations: the stations the calling collector works at (station_collectors; one today), so
 * 站点运单 / 站点货源 / 代客发货 open on the collector's own station instead of asking. Without a
 * binding: 404 `waybill.noOwnStation` (the screens then let the collector choose by hand).
 */
export async function myStations(deps: AppDeps, principal: Principal | null) {
  const me = requireTollCollector(principal);
  const station = await findStationOfCollector(deps.db, me.userId);
  if (!station) throw notFound('waybill.noOwnStation', {});
  const { id, code, name, highway, address, lng, lat, adCode } = station;
  return [{ id, code, name, highway, address, lng, lat, adCode }];
}
