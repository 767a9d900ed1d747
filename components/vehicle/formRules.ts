import { ROAD_TRANSPORT_NO_PATTERN, isIsoDate, isVehiclePlate, isVin } from '@/lib/contract';
import type { FieldRule } from '@/lib/validate';

/**
 * The rules and conversions every vehicle and enterprise-vehicle form shares (plate, VIN, permit
 * number, loads typed in tonnes and sent in kilograms, typed dates). Empty values pass: put rules.required first
 * where a field is required.
 */

import { chinaToday as today } from '@/lib/time';
import { TONNES_TEXT, kgOfTonnes, tonnesOfKg } from '@/lib/weight';

/** Loads in 吨 on screen, whole kg on the wire (lib/weight). */
export { kgOfTonnes, tonnesOfKg };

/** Today in China as YYYY-MM-DD (document dates are China days, whatever the phone's zone). */
export { today };

/** 2031/1/5 or 2031-1-5 -> 2031-01-05 (typed either way; the API takes the latter). */
export function isoDate(value: string): string {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value.trim());
  return match ? `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}` : value.trim();
}

const typed = (check: (date: string) => boolean) => (value: string) => !isIsoDate(isoDate(value)) || check(isoDate(value));

/** Date rules: a real date; a document's end date not passed; a past date not in the future; a start from today. */
export const dateRules = {
  date: { check: (v: string) => v.trim() === '' || isIsoDate(isoDate(v)), messageKey: 'vehicle.validate.date' } satisfies FieldRule,
  notPast: { check: typed((date) => date >= today()), messageKey: 'vehicle.validate.notPast' } satisfies FieldRule,
  notFuture: { check: typed((date) => date <= today()), messageKey: 'vehicle.validate.notFuture' } satisfies FieldRule,
  fromToday: { check: typed((date) => date >= today()), messageKey: 'vehicle.validate.fromToday' } satisfies FieldRule,
};

/** A plate as typed (spaces, lower case and dots allowed: normalizePlate cleans them). */
export const plateRule: FieldRule = { check: (v) => v.trim() === '' || isVehiclePlate(v), messageKey: 'vehicle.validate.plate' };
export const vinRule: FieldRule = { check: (v) => v.trim() === '' || isVin(v), messageKey: 'vehicle.validate.vin' };
export const permitNoRule: FieldRule = {
  check: (v) => v.trim() === '' || ROAD_TRANSPORT_NO_PATTERN.test(v.trim()),
  messageKey: 'vehicle.validate.permitNo',
};

/**
 * Loads are asked and shown in 吨, as on every other screen (issue 15); the server keeps whole kg
 * (the 行驶证's 核定载质量), so a typed "31.5" is sent as 31500. `maxKg` is the heaviest allowed.
 */
export function loadTonnesRule(maxKg: number): FieldRule {
  return {
    check: (v) => v.trim() === '' || (TONNES_TEXT.test(v.trim()) && kgOfTonnes(v) >= 1 && kgOfTonnes(v) <= maxKg),
    messageKey: 'vehicle.validate.loadTonnes',
    messageVars: { max: tonnesOfKg(maxKg) },
  };
}

