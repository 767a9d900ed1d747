import { ETC_CARD_NO_PATTERN, ETC_OBU_NO_PATTERN } from '@/lib/contract';
import type { FieldRule } from '@/lib/validate';

/** Spaces people type between groups of four are not part of a number. */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** The 20-digit card number as printed (spaces allowed). */
export const cardNoRule: FieldRule = { check: (value) => !value.trim() || ETC_CARD_NO_PATTERN.test(withoutSpaces(value)), messageKey: 'etc.bind.cardNoFormat' };

/** The 16-character OBU number from its label (spaces and lower case allowed). */
export const obuNoRule: FieldRule = { check: (value) => !value.trim() || ETC_OBU_NO_PATTERN.test(withoutSpaces(value).toUpperCase()), messageKey: 'etc.read.obuNoFormat' };
