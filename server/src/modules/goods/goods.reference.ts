import type { z } from 'zod';
import type { AreasQuery, PlacesQuery, StationListQuery } from '@/lib/contract/goods';
import type { AppDeps } from '../../deps';
import { badRequest, fieldError } from '../../http/errors';
import { findDictGroup } from '../identity/identity.repository';
import { findStations } from './goods.repository';

/** Reference reads of the market (tourist-readable): toll stations, vehicle classes, divisions, places. */

export async function listOfStation(deps: AppDeps, query: z.output<typeof StationListQuery>) {
  return findStations(deps.db, query.keyword || undefined, query.adCode);
}

export async function vehicleClassification(deps: AppDeps) {
  const [vehicleTypes, vehicleLengths] = await Promise.all([findDictGroup(deps.db, 'vehicleType'), findDictGroup(deps.db, 'vehicleLength')]);
  return { vehicleTypes, vehicleLengths };
}

export function areas(deps: AppDeps, query: z.output<typeof AreasQuery>) {
  return deps.providers.maps.divisions(query.parentCode);
}

export function places(deps: AppDeps, query: z.output<typeof PlacesQuery>) {
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    throw badRequest('goods.coordinatePair', {}, [fieldError(query.lat === undefined ? 'lat' : 'lng', 'goods.fieldOtherCoordinate')]);
  }
  const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
  return deps.providers.maps.searchPlaces(query.keyword, near);
}
