import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HashRouter } from '@/components/router/HashRouter';
import { DEPLOY_RELOAD_KEY } from '@/components/pwa/missingChunk';
import { createRouteTable } from '@/components/router/routeTable';
import type { RouteTable } from '@/components/router/routeTable';
import { renderWithApp, resetApp } from '../components/support';
import { EchoScreen, fakeRoutes } from './fakeRoutes';

beforeEach(() => {
  resetApp();
  window.sessionStorage.clear();
});

/** The router as the app starts it: the entry screen only, the whole table from a chunk. */
function start(hash: string) {
  window.history.replaceState(null, '', hash || window.location.pathname);
  let arrive: (table: RouteTable) => void = () => undefined;
  const loadAll = jest.fn(() => new Promise<RouteTable>((resolve) => (arrive = resolve)));
  const entry = createRouteTable([{ path: '/', screen: EchoScreen, titleKey: 'share.title' }]);
  const view = renderWithApp(<HashRouter routes={entry} loadAll={loadAll} />);
  return { ...view, loadAll, arrive: () => act(async () => arrive(fakeRoutes())) };
}

describe('the route table beyond the entry screen', () => {
  it('is not loaded while the entry screen is all that is shown', () => {
    const { loadAll } = start('');
    expect(screen.getByText('path=/')).toBeInTheDocument();
    expect(loadAll).not.toHaveBeenCalled();
  });

  it('is loaded at once for a deep link, whose screen then shows', async () => {
    const { loadAll, arrive, container } = start('#/pages/x/x?a=1');
    expect(loadAll).toHaveBeenCalledTimes(1);
    // Waiting for the table is not a wrong link.
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
    expect(container.querySelector('[data-screen="/pages/x/x"]')?.textContent).toBe('');
    await arrive();
    expect(screen.getByText('query={"a":"1"}')).toBeInTheDocument();
  });

  it('is loaded on the first step away from the entry screen', async () => {
    const { loadAll, arrive } = start('');
    act(() => {
      window.location.hash = '#/pages/y/y?c=3';
    });
    await waitFor(() => expect(loadAll).toHaveBeenCalledTimes(1));
    await arrive();
    expect(screen.getByText('query={"c":"3"}')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('path=/')).toBeInTheDocument();
    expect(loadAll).toHaveBeenCalledTimes(1);
  });

  it('sends a tourist to sign-in once it knows the screen needs it', async () => {
    const { arrive } = start('#/pages/secret/secret?k=1');
    expect(window.location.hash).toBe('#/pages/secret/secret?k=1');
    await arrive();
    expect(window.location.hash).toBe('#/pages/login/login?redirect=%2Fpages%2Fsecret%2Fsecret%3Fk%3D1');
  });

  it('shows the not-found screen for a path the whole table lacks', async () => {
    const { arrive } = start('#/pages/nowhere/nowhere');
    await arrive();
    expect(await screen.findByTestId('not-found')).toHaveTextContent('/pages/nowhere/nowhere');
  });

  it('does not count as a screen that loaded after a reload onto a new deploy', async () => {
    // The table loading proves nothing about the screen's own chunk, which may still be missing:
    // clearing the mark here made that screen reload the tab again and again.
    window.sessionStorage.setItem(DEPLOY_RELOAD_KEY, '1');
    const { arrive } = start('#/pages/x/x');
    await arrive();
    expect(screen.getByText('path=/pages/x/x')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(DEPLOY_RELOAD_KEY)).toBe('1');
  });
});
