/** Spec §5: the query-string builder skips empty, undefined and null parameters. */
import { buildQuery, withQuery } from '@/lib/query';

test('skips empty, undefined and null; keeps 0 and false', () => {
  expect(buildQuery({ current: 1, size: 10, status: '', carNumber: undefined, fleetId: null, isEnd: 0, mine: false })).toBe(
    'current=1&size=10&isEnd=0&mine=false',
  );
});

test('encodes values and repeats array parameters', () => {
  expect(buildQuery({ name: '浙A 12345&x', ids: [1, 2, '', 3] })).toBe('name=%E6%B5%99A+12345%26x&ids=1&ids=2&ids=3');
});

test('nothing to send gives an empty string', () => {
  expect(buildQuery({ a: '', b: undefined })).toBe('');
  expect(buildQuery(undefined)).toBe('');
  expect(buildQuery(null)).toBe('');
});

test('withQuery appends to a path, with & when it already has a query', () => {
  expect(withQuery('/pages/orderDetail/orderDetail', { id: 3, tab: '' })).toBe('/pages/orderDetail/orderDetail?id=3');
  expect(withQuery('/x?a=1', { b: 2 })).toBe('/x?a=1&b=2');
  expect(withQuery('/x', { b: null })).toBe('/x');
});
