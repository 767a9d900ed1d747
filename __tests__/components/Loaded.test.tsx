import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Loaded } from '@/components/ui/Loaded';
import { renderWithApp, resetApp } from './support';

beforeEach(() => resetApp());

describe('Loaded', () => {
  it('shows the loading indicator (after its delay) while nothing has arrived', () => {
    jest.useFakeTimers();
    try {
      renderWithApp(
        <Loaded data={undefined} error={undefined} onRetry={() => {}} loadingLabel="正在检查">
          {(value: string) => <p>{value}</p>}
        </Loaded>,
      );
      act(() => jest.advanceTimersByTime(800));
      expect(screen.getByRole('status')).toHaveTextContent('正在检查');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the failure with a retry that loads again', async () => {
    const retry = jest.fn();
    renderWithApp(
      <Loaded data={undefined} error={new Error('网络连接失败')} onRetry={retry}>
        {(value: string) => <p>{value}</p>}
      </Loaded>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('网络连接失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps showing data it has even when a later reload failed', () => {
    renderWithApp(
      <Loaded data="139****5678" error={new Error('网络连接失败')} onRetry={() => {}}>
        {(value) => <p>{value}</p>}
      </Loaded>,
    );
    expect(screen.getByText('139****5678')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
