/** Spec §4: relative time at each cut-off; ten-digit timestamps are seconds. */
import { setLocale } from '@/lib/i18n';
import { formatDate, relativeTime, within } from '@/lib/time';

const NOW = new Date(2025, 5, 15, 12, 0, 0).getTime();
const ago = (seconds: number) => NOW - seconds * 1000;

beforeEach(() => setLocale('en'));
afterAll(() => setLocale('zh-CN'));

test.each([
  [0, 'just now'],
  [299, 'just now'],
  [300, '5 minutes ago'],
  [3_599, '59 minutes ago'],
  [3_600, '1 hour ago'],
  [7_200, '2 hours ago'],
  [86_399, '23 hours ago'],
  [86_400, '1 day ago'],
  [2_591_999, '29 days ago'],
])('%i s ago -> "%s"', (seconds, text) => {
  expect(relativeTime(ago(seconds), { now: NOW })).toBe(text);
});

test('from 30 days on, a date', () => {
  expect(relativeTime(ago(2_592_000), { now: NOW })).toBe(formatDate(ago(2_592_000)));
  expect(relativeTime(new Date(2024, 0, 9, 8, 0), { now: NOW })).toBe('2024-01-09');
});

test.each([
  [2_592_000, '1 month ago'],
  [31_535_999, '12 months ago'],
  [31_536_000, '1 year ago'],
  [3 * 31_536_000, '3 years ago'],
])('without date format, %i s ago -> "%s"', (seconds, text) => {
  expect(relativeTime(ago(seconds), { now: NOW, dateFormat: false })).toBe(text);
});

test('ten-digit timestamps are seconds, longer ones milliseconds; text and Date work too', () => {
  const seconds = Math.floor(ago(7_200) / 1000);
  expect(String(seconds)).toHaveLength(10);
  expect(relativeTime(seconds, { now: NOW })).toBe('2 hours ago');
  expect(relativeTime(String(seconds), { now: NOW })).toBe('2 hours ago');
  expect(relativeTime(ago(7_200), { now: NOW })).toBe('2 hours ago');
  expect(relativeTime(new Date(ago(600)), { now: NOW })).toBe('10 minutes ago');
  expect(relativeTime(new Date(ago(600)).toISOString(), { now: NOW })).toBe('10 minutes ago');
});

test('a moment that cannot be read gives empty text, never NaN', () => {
  for (const moment of ['not a date', '', new Date(Number.NaN), Number.NaN, '2025-13-45T99:99']) {
    expect(relativeTime(moment, { now: NOW })).toBe('');
    expect(relativeTime(moment, { now: NOW, dateFormat: false })).toBe('');
    expect(formatDate(moment)).toBe('');
  }
  expect(relativeTime(ago(600), { now: 'garbage' })).toBe('');
  setLocale('zh-CN');
  expect(relativeTime('garbage', { now: NOW, dateFormat: false })).not.toMatch(/NaN/);
});

test('a moment in the future reads "just now"', () => {
  expect(relativeTime(NOW + 60_000, { now: NOW })).toBe('just now');
});

test('Chinese by locale', () => {
  setLocale('zh-CN');
  expect(relativeTime(ago(10), { now: NOW })).toBe('刚刚');
  expect(relativeTime(ago(600), { now: NOW })).toBe('10分钟前');
  expect(relativeTime(ago(3 * 3_600), { now: NOW })).toBe('3小时前');
  expect(relativeTime(ago(2 * 86_400), { now: NOW })).toBe('2天前');
  expect(relativeTime(ago(2 * 2_592_000), { now: NOW, dateFormat: false })).toBe('2个月前');
});

test('within: the value if it comes in time, undefined after the wait or on failure', async () => {
  jest.useFakeTimers();
  try {
    const late = within(new Promise<number>((resolve) => setTimeout(() => resolve(1), 5_000)), 3_000);
    await jest.advanceTimersByTimeAsync(3_000);
    await expect(late).resolves.toBeUndefined();
    await expect(within(Promise.resolve(2), 3_000)).resolves.toBe(2);
    await expect(within(Promise.reject(new Error('no')), 3_000)).resolves.toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});
