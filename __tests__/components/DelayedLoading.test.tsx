import { act, screen } from '@testing-library/react';
import { DelayedLoading } from '@/components/ui/DelayedLoading';
import { renderWithApp, resetApp } from './support';

beforeEach(() => {
  resetApp();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('DelayedLoading', () => {
  it('stays invisible for 800 ms, then shows the loading indicator', () => {
    renderWithApp(<DelayedLoading />);
    act(() => jest.advanceTimersByTime(799));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('never appears when the wait ends sooner', () => {
    const { rerender } = renderWithApp(<DelayedLoading />);
    act(() => jest.advanceTimersByTime(500));
    rerender(<p>数据已到</p>);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('数据已到')).toBeInTheDocument();
  });
});
