import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/http';
import { Loaded } from '@/components/ui/Loaded';
import { BadLinkError } from '@/components/ui/errorMessage';
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

  it('after a refusal offers the way back, not a retry the server would refuse again', async () => {
    resetApp('#/pages/ops/review');
    const retry = jest.fn();
    const refused = new ApiError({ message: '只有运营人员可以审核认证', call: 'GET /app/api/ops/certifications', status: 403, code: 'auth.forbidden' });
    renderWithApp(
      <Loaded data={undefined} error={refused} onRetry={retry}>
        {(value: string) => <p>{value}</p>}
      </Loaded>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('只有运营人员可以审核认证');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    // Opened on this screen (a link): back leads to the goods market.
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(window.location.hash).toBe('#/pages/appIndex/bazaar');
    expect(retry).not.toHaveBeenCalled();
  });

  it('for a link that lacks what the screen needs offers the way back', () => {
    renderWithApp(
      <Loaded data={undefined} error={new BadLinkError('链接中缺少运单编号')} onRetry={() => {}}>
        {(value: string) => <p>{value}</p>}
      </Loaded>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('链接中缺少运单编号');
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it.each([
    ['no answer (offline, a time-out)', 0],
    ['a server error', 503],
    ['a throttle', 429],
  ])('after %s offers the retry', (_, status) => {
    renderWithApp(
      <Loaded data={undefined} error={new ApiError({ message: '网络连接失败', call: 'GET /x', status })} onRetry={() => {}}>
        {(value: string) => <p>{value}</p>}
      </Loaded>,
    );
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
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
