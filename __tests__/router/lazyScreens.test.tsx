import { act, fireEvent, screen } from '@testing-library/react';
import { HashRouter } from '@/components/router/HashRouter';
import type { ScreenRoute } from '@/components/router/types';
import { renderWithApp, resetApp } from '../components/support';
import { EchoScreen, fakeRoutes } from './fakeRoutes';

type Load = () => Promise<{ default: typeof EchoScreen }>;

/** A chunk that arrives when the test says so. */
function controlledChunk() {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<{ default: typeof EchoScreen }>((resolve, reject) => {
    arrive = () => resolve({ default: EchoScreen });
    fail = reject;
  });
  return { promise, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

function renderLazy(load: Load) {
  const lazy: ScreenRoute = { path: '/pages/lazy/lazy', titleKey: 'share.title', load };
  window.history.replaceState(null, '', '#/pages/lazy/lazy?a=1');
  return renderWithApp(<HashRouter routes={fakeRoutes([lazy])} />);
}

beforeEach(() => {
  resetApp();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('lazily loaded screens', () => {
  it('shows nothing for the first 200 ms, then a loading indicator, then the screen', async () => {
    const chunk = controlledChunk();
    renderLazy(() => chunk.promise);

    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByText('页面加载中…')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('页面加载中…')).toBeInTheDocument();

    await act(async () => chunk.arrive());
    expect(screen.getByText('query={"a":"1"}')).toBeInTheDocument();
    expect(screen.queryByText('页面加载中…')).not.toBeInTheDocument();
  });

  it('never flashes the indicator when the chunk arrives within 200 ms', async () => {
    const chunk = controlledChunk();
    renderLazy(() => chunk.promise);
    act(() => jest.advanceTimersByTime(150));
    await act(async () => chunk.arrive());
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('页面加载中…')).not.toBeInTheDocument();
    expect(screen.getByText('path=/pages/lazy/lazy')).toBeInTheDocument();
  });

  it('gives up after 60 s and loads again on retry', async () => {
    const first = controlledChunk();
    const second = controlledChunk();
    const load = jest.fn<ReturnType<Load>, []>().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    renderLazy(load);

    act(() => jest.advanceTimersByTime(59_999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败，请检查网络后重试');

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => second.arrive());
    expect(screen.getByText('path=/pages/lazy/lazy')).toBeInTheDocument();
  });

  it('offers a retry at once when the chunk fails to load', async () => {
    const chunk = controlledChunk();
    renderLazy(() => chunk.promise);
    await act(async () => chunk.fail(new Error('ChunkLoadError')));
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
