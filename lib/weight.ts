/**
 * Weights are shown and typed in 吨 (issue 15: "weights in 吨 everywhere") while the API keeps
 * whole kilograms. The conversions work on the digits (integer kg), so 0.8 吨 is 800 kg and
 * 31500 kg reads "31.5", with no floating-point drift either way.
 */

/** Tonnes as a person types them: up to three decimals (a kilogram is 0.001 吨). */
export const TONNES_TEXT = /^\d{1,3}(\.\d{1,3})?$/;

/** Whole kg of typed tonnes ("31.5" → 31500, "0.8" → 800); check the text with TONNES_TEXT first. */
export function kgOfTonnes(value: string): number {
  const [whole, fraction = ''] = value.trim().split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}

/** Tonnes as a person reads and edits them, exactly: 31500 → "31.5", 800 → "0.8", 12345 → "12.345". */
export function tonnesOfKg(kg: number): string {
  const whole = Math.trunc(kg);
  const tonnes = Math.floor(whole / 1000);
  const rest = String(whole % 1000).padStart(3, '0').replace(/0+$/, '');
  return rest ? `${tonnes}.${rest}` : String(tonnes);
}
