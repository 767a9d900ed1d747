import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { EtcTollNotify } from '@/lib/contract/etc';
import type { Db } from '../../db/types';
import { providerSimRecords } from '../../modules/money/money.table';
import type { TimedPoint } from '../../modules/tracking/tracking.geometry';
import { FUJIAN_STATIONS } from '../maps/stations.data';
import { SimRecords } from '../sim/records';
import { TRUCK_RATE_FEN_PER_KM, isTruckClass, tollFen } from './rates.data';
import { findTollTrips, type TollStation, type TollTrip } from './tolls.trips';

/**
 * The toll side of the local ETC issuer (docs/etc.md "Tolls"): the expressway as the simulator
 * sees it. A real issuer learns a truck's passages from the gantries and lanes reading its OBU; the
 * simulator learns them from the truck's tracked positions, which the platform reports after each
 * batch (`observe`). From the positions it finds entry → exit pairs at the seeded toll stations
 * (tolls.trips.ts), charges each completed pair once to the plate's ACTIVE card (distance × the
 * class's rate, rates.data.ts), keeps the transaction on its side (provider_sim_records
 * 'etc.toll'), and notifies the platform like a real issuer, through the issuer's `send`: signed,
 * asynchronously, every transaction more than once (`copies` notifications, each after its own
 * random delay, so transactions arrive in any order and twice), each retried until acknowledged.
 *
 * No active card for the plate (none issued, or not activated yet): the truck pays cash at the
 * exit lane; the road remembers the passage as paid ('cash'), nothing is notified, and a card
 * activated later is never charged for it. A passage whose exit came more than 10 minutes (phone
 * clocks) before the card's activation is cash too, even when its positions are reported later.
 */

export type TollNotification = z.output<typeof EtcTollNotify>;

/** What the road sees of one trip: the truck's positions in time order (the platform's waybill, when known). */
export interface TripReport {
  plateNumber: string;
  waybillId: number | null;
  positions: readonly TimedPoint[];
}

/** The issuer's active card of a plate. */
export interface RoadCard {
  cardNo: string;
  vehicleClass: number;
  /** When it was activated (passages that exited before it are not its); null: unknown. */
  activatedAt: Date | null;
}

export interface TollRoadOptions {
  /** The issuer's ACTIVE card for a plate, or null. */
  activeCardOfPlate(plateNumber: string): Promise<RoadCard | null>;
  /**
   * The issuer's way of notifying (LocalEtcIssuer.send): signed, after a random delay, retried
   * until acknowledged; awaited delivery when the simulator runs without timers (tests).
   */
  send(body: TollNotification): Promise<void>;
  /** How many times each transaction is notified, each under its own notification id (at least 2: "more than once"). */
  copies?: number;
  stations?: readonly TollStation[];
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** A passage on the issuer's side: charged to a card (and notified), or paid in cash (no active card; cardNo ''). */
export interface TollRecord {
  state: 'charged' | 'cash';
  issuerTxnId: string;
  cardNo: string;
  plateNumber: string;
  vehicleClass: number;
  entryStationCode: string;
  exitStationCode: string;
  entryAt: string;
  exitAt: string;
  distanceM: number;
  rateFenPerKm: number;
  amountFen: number;
  waybillId: number | null;
}

/** Two detections of one passage (late positions move the interpolated entry a little) within this are the same passage. */
const SAME_PASSAGE_MS = 10 * 60_000;
/** A passage's exit (the phone's time) this much before the card's activation (the issuer's time) still counts as after it. */
const PHONE_CLOCK_GRACE_MS = 10 * 60_000;

export class LocalTollRoad {
  private readonly tolls: SimRecords<TollRecord>;

  constructor(
    private readonly db: Db,
    private readonly options: TollRoadOptions,
  ) {
    this.tolls = new SimRecords(db, 'etc.toll');
  }

  /**
   * The road saw the truck: every completed entry → exit pair not seen before is charged to the
   * plate's active card and notified, or, with no active card, remembered as paid in cash (so a
   * card activated later is never charged for it). Answers the transactions charged now.
   */
  async observe(report: TripReport): Promise<TollRecord[]> {
    const { trips } = findTollTrips(report.positions, this.options.stations ?? FUJIAN_STATIONS);
    if (trips.length === 0) return [];
    const found = await this.options.activeCardOfPlate(report.plateNumber);
    const card = found && isTruckClass(found.vehicleClass) ? found : null;
    const charged: TollRecord[] = [];
    for (const trip of trips) {
      // Charged at the exit lane: a passage that left the road before the card was activated was
      // paid in cash (the fixes' times are the phone's clock: a few minutes of skew are forgiven).
      const paying = card && !(card.activatedAt && trip.exit.at.getTime() < card.activatedAt.getTime() - PHONE_CLOCK_GRACE_MS) ? card : null;
      const record = await this.pass(report, paying, trip);
      if (record?.state === 'charged') charged.push(record);
    }
    return charged;
  }

  /** One passage, once: charged to `card` and notified, or (no card) paid in cash; a passage seen before (also with a slightly different entry time) is skipped. */
  private async pass(report: TripReport, card: RoadCard | null, trip: TollTrip): Promise<TollRecord | null> {
    if (await this.alreadySeen(report.plateNumber, trip)) return null;
    const vehicleClass = (card?.vehicleClass ?? 1) as keyof typeof TRUCK_RATE_FEN_PER_KM;
    // The id is derived from the passage (two nodes seeing the same batch insert one record).
    const bucket = Math.floor(trip.entry.at.getTime() / SAME_PASSAGE_MS);
    const issuerTxnId = `T${createHash('sha256').update(`${report.plateNumber}|${trip.entry.station.code}|${trip.exit.station.code}|${bucket}`).digest('hex').slice(0, 31).toUpperCase()}`;
    const record: TollRecord = {
      state: card ? 'charged' : 'cash',
      issuerTxnId,
      cardNo: card?.cardNo ?? '',
      plateNumber: report.plateNumber,
      vehicleClass,
      entryStationCode: trip.entry.station.code,
      exitStationCode: trip.exit.station.code,
      entryAt: trip.entry.at.toISOString(),
      exitAt: trip.exit.at.toISOString(),
      distanceM: trip.distanceM,
      rateFenPerKm: TRUCK_RATE_FEN_PER_KM[vehicleClass],
      amountFen: tollFen(vehicleClass, trip.distanceM),
      waybillId: report.waybillId,
    };
    if (!(await this.tolls.insert(issuerTxnId, record))) return null;
    if (!card) {
      this.options.log?.info({ etc: { txn: issuerTxnId, plate: report.plateNumber } }, 'local ETC issuer: no active card, the truck paid cash');
      return record;
    }
    this.options.log?.info({ etc: { txn: issuerTxnId, plate: report.plateNumber, amountFen: record.amountFen } }, 'local ETC issuer: toll charged');
    await this.notify(record);
    return record;
  }

  private async alreadySeen(plateNumber: string, trip: TollTrip): Promise<boolean> {
    const data = providerSimRecords.data;
    const [row] = await this.db
      .select({ id: providerSimRecords.id })
      .from(providerSimRecords)
      .where(
        and(
          eq(providerSimRecords.provider, 'etc.toll'),
          sql`${data}->>'plateNumber' = ${plateNumber}`,
          sql`${data}->>'entryStationCode' = ${trip.entry.station.code}`,
          sql`${data}->>'exitStationCode' = ${trip.exit.station.code}`,
          sql`abs(extract(epoch from ((${data}->>'entryAt')::timestamptz - ${trip.entry.at.toISOString()}::timestamptz))) * 1000 < ${SAME_PASSAGE_MS}`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** A transaction on the issuer's side (null: unknown). */
  find(issuerTxnId: string): Promise<TollRecord | null> {
    return this.tolls.find(issuerTxnId);
  }

  /** One delivery's body (a fresh notification id each time, as issuers number deliveries). */
  notificationOf(record: TollRecord): TollNotification {
    return {
      kind: 'toll',
      notifyId: randomUUID(),
      issuerTxnId: record.issuerTxnId,
      cardNo: record.cardNo,
      plateNumber: record.plateNumber,
      vehicleClass: record.vehicleClass,
      entryStationCode: record.entryStationCode,
      exitStationCode: record.exitStationCode,
      entryAt: record.entryAt,
      exitAt: record.exitAt,
      distanceM: record.distanceM,
      amountFen: record.amountFen,
      waybillId: record.waybillId,
    };
  }

  /** Notifies a transaction COPIES times (each a fresh notification id; the issuer's delays put them in any order). */
  async notify(record: TollRecord): Promise<void> {
    const copies = Math.max(2, this.options.copies ?? 2);
    for (let copy = 0; copy < copies; copy += 1) await this.options.send(this.notificationOf(record));
  }
}
