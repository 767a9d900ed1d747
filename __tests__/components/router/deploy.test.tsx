/**
 * After a deploy: a screen whose chunk is gone reloads the tab once onto the new version, a chunk
 * that fails for want of signal does not, and a second miss offers a way back. During a slow
 * start-up, Next's router writing its start address back does not undo a hash navigation.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyScreen } from '@/components/router/LazyScreen';
import { DEPLOY_RELOAD_KEY } from '@/components/pwa/missingChunk';
import { reloadPage } from '@/components/pwa/reloadPage';
import { keepHashScript } from '@/components/router/keepHash';
import type { LazyRoute } from '@/components/router/types';
import { renderWithApp, resetApp } from '../support';

jest.mock('@/components/pwa/reloadPage', () => ({ reloadPage: jest.fn() }));

const CHUNK = 'http://localhost/_next/static/chunks/goods-old.js';

/** Webpack's error for a script chunk that did not load. */
function chunkLoadError(): Error {
  return Object.assign(new Error(`Loading chunk 512 failed.\n(error: ${CHUNK})`), { name: 'ChunkLoadError', type: 'error', request: CHUNK });
}

/** A lazily loaded screen whose chunk always fails to load. */
const brokenRoute = (): LazyRoute => ({ path: '/pages/goods/goods', titleKey: 'app.name', load: () => Promise.reject(chunkLoadError()) });

/** The server's answer when the chunk is asked for again, or no answer at all. */
function chunkProbe(answer: number | 'offline') {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    expect(String(input)).toBe(CHUNK);
    expect(init?.method).toBe('HEAD');
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status: answer });
  });
}

beforeEach(() => {
  resetApp('#/pages/goods/goods');
  sessionStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(reloadPage).mockClear();
});

describe('a chunk missing after a deploy', () => {
  test('reloads the tab once onto the new version, and keeps the loading state meanwhile', async () => {
    const probe = chunkProbe(404);
    renderWithApp(<LazyScreen route={brokenRoute()} />);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(probe).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(DEPLOY_RELOAD_KEY)).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('still missing after that reload: no second reload, a way to reload by hand and a way back', async () => {
    chunkProbe(404);
    sessionStorage.setItem(DEPLOY_RELOAD_KEY, String(Date.now()));
    renderWithApp(<LazyScreen route={brokenRoute()} />);
    expect(await screen.findByText('应用已更新，但这个页面仍无法打开')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '回到货源大厅' }));
    expect(window.location.hash).toBe('#/pages/appIndex/bazaar');
  });

  test('without signal (the chunk cannot be asked for) it does not reload: the usual retry shows', async () => {
    chunkProbe('offline');
    renderWithApp(<LazyScreen route={brokenRoute()} />);
    expect(await screen.findByText('页面加载失败，请检查网络后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(DEPLOY_RELOAD_KEY)).toBeNull();
  });

  test('a chunk the server still has (a passing failure) does not reload either', async () => {
    chunkProbe(200);
    renderWithApp(<LazyScreen route={brokenRoute()} />);
    expect(await screen.findByText('页面加载失败，请检查网络后重试')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  test('a screen that loads clears the guard, so the next deploy may reload the tab again', async () => {
    sessionStorage.setItem(DEPLOY_RELOAD_KEY, String(Date.now()));
    const route: LazyRoute = { path: '/pages/goods/goods', titleKey: 'app.name', load: async () => ({ default: () => <p>goods market</p> }) };
    renderWithApp(<LazyScreen route={route} />);
    expect(await screen.findByText('goods market')).toBeInTheDocument();
    expect(sessionStorage.getItem(DEPLOY_RELOAD_KEY)).toBeNull();
  });
});

describe('a hash navigation during a slow start-up', () => {
  const nativeReplaceState = window.history.replaceState;
  beforeAll(() => {
    // The layout runs this inline before any of Next's scripts.
    // eslint-disable-next-line no-new-func
    new Function(keepHashScript)();
  });
  afterAll(() => {
    window.history.replaceState = nativeReplaceState;
  });

  test("Next's write of its start address keeps the hash the person navigated to", () => {
    window.history.replaceState(null, '', '/#/');
    act(() => {
      window.location.hash = '#/pages/goods/goods';
    });
    // What Next's router does when hydration commits: the address it started on, with its state.
    window.history.replaceState({ __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: {} }, '', 'http://localhost/#/');
    expect(window.location.hash).toBe('#/pages/goods/goods');
    expect(window.history.state).toMatchObject({ __NA: true });
  });

  test("the hash router's own writes still change the hash", () => {
    window.history.replaceState({ __NA: true, routerDepth: 2 }, '', 'http://localhost/#/pages/appIndex/mine');
    expect(window.location.hash).toBe('#/pages/appIndex/mine');
  });
});
