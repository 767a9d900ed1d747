import type { FreeTransport, GoodsSource } from '@/lib/contract/goods';
import type { Principal } from '../../http/principal';
import type { FreeTransportRow, SourceWithNames } from './goods.repository';

/** Who is looking: a signed-in user's id, or null for a tourist. */
export function viewerOf(principal: Principal | null): number | null {
  return principal && principal.kind !== 'tourist' ? principal.userId : null;
}

/** 13812345678 → 138****5678 (what a tourist sees). */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A source as the contract shows it to `viewer` (contact masked for a tourist, the offline shipper's mobile only to its releaser). */
export function toGoodsSource(row: SourceWithNames & { distanceM?: number }, viewer: number | null): GoodsSource {
  const s = row.source;
  const isMine = viewer !== null && viewer === s.ownerUserId;
  return {
    id: s.id,
    status: s.status,
    releasedBy: s.releasedBy,
    enterpriseId: s.enterpriseId,
    enterpriseName: row.enterpriseName,
    origin: { name: s.originName, address: s.originAddress, lng: s.originLng, lat: s.originLat, adCode: s.originAdCode },
    destination: { name: s.destinationName, address: s.destinationAddress, lng: s.destinationLng, lat: s.destinationLat, adCode: s.destinationAdCode },
    cargoType: s.cargoType,
    weightKg: s.weightKg,
    volumeM3: s.volumeM3,
    trucksNeeded: s.trucksNeeded,
    trucksTaken: s.trucksTaken,
    vehicleLength: s.vehicleLength,
    vehicleType: s.vehicleType,
    freightFen: s.freightFen,
    loadingDate: s.loadingDate,
    contactName: s.contactName,
    contactMobile: viewer === null ? maskMobile(s.contactMobile) : s.contactMobile,
    remarks: s.remarks,
    station: s.stationId !== null && row.stationName !== null ? { id: s.stationId, name: row.stationName } : null,
    offlineShipperName: s.offlineShipperName,
    offlineShipperMobile: isMine ? s.offlineShipperMobile : null,
    cancelReason: s.cancelReason,
    createdAt: s.createdAt.toISOString(),
    openedAt: iso(s.openedAt),
    distanceM: row.distanceM === undefined ? null : Math.round(row.distanceM),
    isMine,
  };
}

export function toFreeTransport(row: FreeTransportRow, viewer: number | null): FreeTransport {
  return {
    id: row.id,
    origin: { name: row.originName, address: row.originAddress, lng: row.originLng, lat: row.originLat, adCode: row.originAdCode },
    destination: { name: row.destinationName, address: row.destinationAddress, lng: row.destinationLng, lat: row.destinationLat, adCode: row.destinationAdCode },
    departDate: row.departDate,
    plateNumber: row.plateNumber,
    vehicleType: row.vehicleType,
    vehicleLength: row.vehicleLength,
    contactMobile: viewer === null ? maskMobile(row.contactMobile) : row.contactMobile,
    remarks: row.remarks,
    createdAt: row.createdAt.toISOString(),
    isMine: viewer !== null && viewer === row.driverUserId,
  };
}
