import type { FieldRule } from '@/lib/validate';
import { isoDate as typedDate, today } from '@/components/vehicle/widgets';
import { isIsoDate } from '@/lib/contract';

/** The vehicle forms' date rules and helpers, shared with the personal vehicle screens. */
export { dateRules, isoDate as typedDate, today } from '@/components/vehicle/widgets';

/** A date from which something starts (spare capacity, a temporary vehicle): not before today. */
export const notBeforeToday: FieldRule = {
  check: (value) => !isIsoDate(typedDate(value)) || typedDate(value) >= today(),
  messageKey: 'ev.validate.notPast',
};

/** A load in tonnes with up to 3 decimals, more than 0 and at most `maxKg` kilograms. */
export function loadTonnes(maxKg: number): FieldRule[] {
  return [
    { check: (value) => value === '' || /^(?:0|[1-9]\d{0,2})(?:\.\d{1,3})?$/.test(value.trim()), messageKey: 'ev.validate.tonnes' },
    {
      check: (value) => {
        const kg = tonnesToKg(value);
        return Number.isNaN(kg) || (kg >= 1 && kg <= maxKg);
      },
      messageKey: 'ev.validate.loadRange',
      messageVars: { max: Number((maxKg / 1000).toFixed(3)) },
    },
  ];
}

/** Tonnes typed by a person to the contract's whole kilograms (NaN when not a number). */
export function tonnesToKg(value: string): number {
  const trimmed = value.trim();
  return trimmed === '' ? NaN : Math.round(Number(trimmed) * 1000);
}
