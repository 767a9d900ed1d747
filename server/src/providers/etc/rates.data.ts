/**
 * Truck toll rates of the (simulated) Fujian expressways, by the national truck classes of
 * JT/T 489-2019 (货1-货6, by axles and total weight), as data the ETC issuer simulator charges
 * with (docs/etc.md "Tolls").
 *
 * The figures are REPRESENTATIVE, NOT AN OFFICIAL TARIFF: they are in the range of the per-km
 * truck rates Chinese provinces set after the 2020 switch to charging trucks by axle class
 * (class 1 ≈ a small car's ~0.45 元/km, rising to ~1.6-1.8 元/km for six axles), and of the
 * national 5 % discount for ETC payment. The real Fujian tariff also has per-section prices,
 * bridge and tunnel surcharges and charges the shortest legal path between the two stations; the
 * simulator charges the distance the truck's positions show (tracking), which is what a driver
 * can check against the map.
 */

/** Fen per kilometre before the ETC discount, by truck class 1-6 (货1 … 货6). */
export const TRUCK_RATE_FEN_PER_KM: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, number>> = {
  1: 45, // 货1: 2 axles, total weight up to 4.5 t (vehicle length < 6 m)
  2: 90, // 货2: 2 axles, over 4.5 t (or length ≥ 6 m)
  3: 130, // 货3: 3 axles
  4: 145, // 货4: 4 axles
  5: 160, // 货5: 5 axles
  6: 175, // 货6: 6 axles (and more)
};

/** ETC payment pays 95 % of the cash toll (the national ETC discount). */
export const ETC_DISCOUNT = 0.95;

/** The least a trip costs (a short hop between two adjacent interchanges still pays), fen before the discount. */
export const MIN_TOLL_FEN = 500;

export type TruckClass = keyof typeof TRUCK_RATE_FEN_PER_KM;

export const isTruckClass = (n: number): n is TruckClass => Number.isInteger(n) && n >= 1 && n <= 6;

/**
 * The toll of a trip: distance (m) × class rate, at least MIN_TOLL_FEN, with the ETC discount,
 * rounded to the fen. Pure.
 */
export function tollFen(truckClass: TruckClass, distanceM: number): number {
  const cash = Math.max(MIN_TOLL_FEN, (Math.max(0, distanceM) / 1000) * TRUCK_RATE_FEN_PER_KM[truckClass]);
  return Math.round(cash * ETC_DISCOUNT);
}
