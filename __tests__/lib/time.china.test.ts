/**
 * Every date and time shows in China time whatever the phone's zone (issue 15): this file runs
 * with the device in Los Angeles (see __tests__/jest-environment.ts), where China's morning is
 * still the previous evening.
 *
 * @timezone America/Los_Angeles
 */

import { chinaHour, chinaToday, formatDate, formatDateTime, formatTime, relativeTime } from '@/lib/time';

// 2026-11-25 09:30 in Beijing = 2026-11-25 01:30 UTC = 2026-11-24 17:30 in Los Angeles.
const MORNING_IN_BEIJING = Date.UTC(2026, 10, 25, 1, 30, 15);

test('the device really is in another zone (the test would prove nothing otherwise)', () => {
  expect(new Date(MORNING_IN_BEIJING).getDate()).toBe(24);
  expect(new Date(MORNING_IN_BEIJING).getHours()).toBe(17);
});

test("a moment shows China's wall clock, not the phone's", () => {
  expect(formatDateTime(MORNING_IN_BEIJING)).toBe('2026-11-25 09:30');
  expect(formatDateTime(new Date(MORNING_IN_BEIJING).toISOString())).toBe('2026-11-25 09:30');
  expect(formatTime(MORNING_IN_BEIJING, { seconds: true })).toBe('09:30:15');
  expect(formatDate(MORNING_IN_BEIJING)).toBe('2026-11-25');
  expect(chinaHour(MORNING_IN_BEIJING)).toBe(9);
});

test('a loading date (a bare day) never shifts a day', () => {
  expect(formatDate('2026-11-25')).toBe('2026-11-25');
  // A bare day read as a moment starts at China's midnight: 30 days on it is still that day.
  expect(relativeTime('2026-11-25', { now: Date.UTC(2027, 0, 30) })).toBe('2026-11-25');
});

test("today is China's today for default loading dates", () => {
  expect(chinaToday(MORNING_IN_BEIJING)).toBe('2026-11-25');
  // 23:59 in Los Angeles on the 24th is already the 25th's afternoon in China.
  expect(chinaToday(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-25');
});

test('an unreadable moment shows nothing rather than NaN', () => {
  expect(formatDateTime('not a date')).toBe('');
  expect(formatTime('')).toBe('');
});
