import { act, renderHook } from '@testing-library/react';
import { useDebounce } from '@/components/ui/useDebounce';
import { useThrottle } from '@/components/ui/useThrottle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebounce', () => {
  it('settles on the value 500 ms after the last change', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounce(value), { initialProps: { value: '货' } });
    rerender({ value: '货源' });
    act(() => jest.advanceTimersByTime(400));
    rerender({ value: '货源大' });
    act(() => jest.advanceTimersByTime(499));
    expect(result.current).toBe('货');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('货源大');
  });
});

describe('useThrottle', () => {
  it('runs at once, then at most once per 500 ms with the latest arguments', () => {
    const calls: number[] = [];
    const { result } = renderHook(() => useThrottle((n: number) => calls.push(n)));
    act(() => {
      result.current(1);
      result.current(2);
      result.current(3);
    });
    expect(calls).toEqual([1]);
    act(() => jest.advanceTimersByTime(500));
    expect(calls).toEqual([1, 3]);
    act(() => jest.advanceTimersByTime(500));
    act(() => result.current(4));
    expect(calls).toEqual([1, 3, 4]);
  });
});
