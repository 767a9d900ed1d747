import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyPart } from '@/components/app/lazyPart';
import { HashRouter } from '@/components/router/HashRouter';
import { useRoute } from '@/components/router/RouteContext';
import { renderWithApp, resetApp } from '../components/support';
import { fakeRoutes } from './fakeRoutes';

/** Breaks while drawing as long as `broken.now` says so (a bug, or a part whose code never came). */
const broken = { now: true };
function FragileScreen() {
  const { path } = useRoute();
  if (broken.now) throw new Error('a part of this screen failed');
  return <p>drawn {path}</p>;
}

beforeEach(() => {
  resetApp();
  broken.now = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a screen that fails while drawing', () => {
  const routes = () => fakeRoutes([{ path: '/pages/fragile/fragile', screen: FragileScreen, titleKey: 'share.title' }]);

  it('says so on that screen, with a retry and the way back, and the app stays', async () => {
    resetApp('#/pages/appIndex/bazaar');
    renderWithApp(<HashRouter routes={routes()} />);
    fireEvent.click(screen.getByRole('button', { name: 'market count 0' }));
    act(() => window.location.assign('#/pages/fragile/fragile'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('这个页面出了点问题，请重试，或回到货源大厅');
    expect(alert.closest('[data-screen]')).toHaveAttribute('data-screen', '/pages/fragile/fragile');

    broken.now = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('drawn /pages/fragile/fragile')).toBeInTheDocument();

    broken.now = true;
    act(() => window.location.assign('#/pages/x/x'));
    expect(await screen.findByText('path=/pages/x/x')).toBeInTheDocument();
    act(() => window.location.assign('#/pages/fragile/fragile'));
    fireEvent.click(await screen.findByRole('button', { name: '回到货源大厅' }));
    // The market tab kept its state through the other screen's failure.
    expect(await screen.findByRole('button', { name: 'market count 1' })).toBeVisible();
  });
});

describe('a lazily loaded part whose code does not arrive', () => {
  function Published({ label }: { label: string }) {
    return <p>published {label}</p>;
  }
  function Waiting({ label }: { label: string }) {
    return <p>waiting {label}</p>;
  }

  it('shows its stand-in instead of breaking the screen, and asks again at its next mount', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Published }>, []>()
      .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 8805 failed.'), { name: 'ChunkLoadError' }))
      .mockResolvedValueOnce({ default: Published });
    const Part = lazyPart(load, { loading: Waiting, failed: Waiting });
    function Host() {
      const [mount, setMount] = useState(0);
      return (
        <>
          <Part key={mount} label="x" />
          <button onClick={() => setMount((n) => n + 1)}>again</button>
        </>
      );
    }
    render(<Host />);
    expect(screen.getByText('waiting x')).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getByText('waiting x')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(await screen.findByText('published x')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
