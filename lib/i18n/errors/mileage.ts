import type { ErrorTexts } from './catalogue';

/** Mileage and trips (server/src/modules/mileage). */
export const mileage = {
  'mileage.tripNotFound': ['没有找到这趟行程', 'This trip was not found'],
} as const satisfies ErrorTexts<'mileage'>;
