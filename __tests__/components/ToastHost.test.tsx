import { act, screen } from '@testing-library/react';
import { showToast } from '@/lib/state';
import { renderWithApp, resetApp } from './support';

beforeEach(() => {
  resetApp();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows a toast for 1500 ms by default', () => {
    renderWithApp(<div />);
    act(() => showToast('验证码已发送'));
    expect(screen.getByText('验证码已发送')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByText('验证码已发送')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1 + 1000));
    expect(screen.queryByText('验证码已发送')).not.toBeInTheDocument();
  });

  it('keeps a toast up for the duration asked for', () => {
    renderWithApp(<div />);
    act(() => showToast('网络不稳定', 4000));
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText('网络不稳定')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('网络不稳定')).not.toBeInTheDocument();
  });

  it('replaces the current toast, and the new one gets its full time', () => {
    renderWithApp(<div />);
    act(() => showToast('第一条'));
    act(() => jest.advanceTimersByTime(1000));
    act(() => showToast('第二条'));
    expect(screen.queryByText('第一条')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('第二条')).toBeInTheDocument();
  });
});
