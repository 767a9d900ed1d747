import type { AppDeps } from '../../deps';
import { findPositions } from '../tracking/tracking.repository';
import { onPositionsStored } from '../tracking/tracking.service';

/**
 * Where tolls come from in development (docs/etc.md "Tolls"): after a batch of a waybill's
 * positions is stored, the platform reports the trip's positions to the issuer, whose local
 * simulator finds the toll stations passed (tolls.ts) and charges the plate's active card. A real
 * issuer has no `reportTrip` (its gantries see the truck): then nothing is reported.
 */
export function reportTripsToIssuer(deps: AppDeps, log: { warn(obj: object, msg: string): void }): void {
  onPositionsStored(deps, async (d, { waybillId, plateNumber }) => {
    const issuer = d.providers.etcIssuer;
    if (!issuer.reportTrip) return;
    try {
      const positions = await findPositions(d.db, waybillId);
      await issuer.reportTrip({ plateNumber, waybillId, positions });
    } catch (error) {
      log.warn({ etc: { waybillId }, err: error }, 'etc: reporting a trip to the issuer failed');
    }
  });
}
