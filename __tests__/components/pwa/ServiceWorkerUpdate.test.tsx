import { act, fireEvent, render, screen } from '@testing-library/react';
import { ServiceWorkerUpdate } from '@/components/pwa/ServiceWorkerUpdate';
import { reloadPage } from '@/components/pwa/reloadPage';
import { afterScreenHold } from '@/components/router/screenHold';
import { AFTER_STARTUP_IDLE_TIMEOUT_MS, SW_TAKE_ASK_AGAIN_MS, SW_TAKE_HOLD_MS } from '@/lib/constants';

type Listener = (event: Record<string, unknown>) => void;
/** The workbox-window instance the component made: its listeners, and what it was asked. */
const made = { listeners: new Map<string, Listener>(), messageSkipWaiting: jest.fn() };
const register = jest.fn(() => Promise.resolve(undefined));
const Workbox = jest.fn(() => ({
  addEventListener: (type: string, listener: Listener) => made.listeners.set(type, listener),
  register,
  messageSkipWaiting: made.messageSkipWaiting,
  update: jest.fn(() => Promise.resolve()),
}));
jest.mock('workbox-window', () => ({ Workbox }));
jest.mock('@/components/pwa/reloadPage', () => ({ reloadPage: jest.fn() }));

/** Lets the dynamic import of workbox-window and what follows it settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

let readyState: DocumentReadyState;
let idleCallbacks: IdleRequestCallback[];
const environment = process.env.NODE_ENV;

beforeEach(() => {
  Workbox.mockClear();
  register.mockClear();
  made.listeners.clear();
  made.messageSkipWaiting.mockClear();
  (reloadPage as jest.Mock).mockClear();
  // Only production builds register; the check reads NODE_ENV when the component mounts.
  (process.env as Record<string, string>).NODE_ENV = 'production';
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  readyState = 'interactive';
  Object.defineProperty(document, 'readyState', { get: () => readyState, configurable: true });
  idleCallbacks = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idleCallbacks.push(callback));
  window.cancelIdleCallback = jest.fn();
});

afterEach(() => {
  (process.env as Record<string, string>).NODE_ENV = environment as string;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (document as { readyState?: unknown }).readyState;
});

function load() {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
}

describe('service worker registration', () => {
  it('waits for the load event and an idle moment, so it stays out of hydration', async () => {
    render(<ServiceWorkerUpdate />);
    await settle();
    expect(Workbox).not.toHaveBeenCalled();

    load();
    await settle();
    expect(Workbox).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);

    idleCallbacks[0]({ didTimeout: false, timeRemaining: () => 50 });
    await settle();
    expect(Workbox).toHaveBeenCalledWith('./sw.js', { scope: './' });
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle moment at once when the page has already loaded, with a time limit', async () => {
    load();
    render(<ServiceWorkerUpdate />);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: AFTER_STARTUP_IDLE_TIMEOUT_MS });
    idleCallbacks[0]({ didTimeout: true, timeRemaining: () => 0 });
    await settle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers a while after the load where the browser has no idle callbacks', async () => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    jest.useFakeTimers();
    try {
      render(<ServiceWorkerUpdate />);
      load();
      act(() => jest.advanceTimersByTime(AFTER_STARTUP_IDLE_TIMEOUT_MS - 1));
      expect(Workbox).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    await settle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does not register once the app has gone before the page went idle', async () => {
    const { unmount } = render(<ServiceWorkerUpdate />);
    load();
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
    await settle();
    expect(Workbox).not.toHaveBeenCalled();
  });
});

describe('a new version', () => {
  /** Mounts, registers, and has a new worker waiting (offered). */
  async function offered() {
    load();
    render(<ServiceWorkerUpdate />);
    idleCallbacks[0]({ didTimeout: false, timeRemaining: () => 50 });
    await settle();
    act(() => made.listeners.get('waiting')!({ wasWaitingBeforeRegister: false }));
  }

  /** A route change as the router sees it. */
  const goTo = (hash: string) => act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

  it('is taken at the next route change, whose screen code waits for the reload onto the new version', async () => {
    await offered();
    expect(made.messageSkipWaiting).not.toHaveBeenCalled();

    goTo('#/pages/newcomer/newcomer');
    expect(made.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // The old version does not fetch the next screen meanwhile: that would wake the old worker.
    const screenCode = jest.fn(() => Promise.resolve('screen'));
    void afterScreenHold(screenCode);
    await settle();
    expect(screenCode).not.toHaveBeenCalled();

    act(() => made.listeners.get('controlling')!({ isUpdate: true }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('not taken in time: the screen loads on the old version, and the reload waits for the next route change', async () => {
    await offered();
    jest.useFakeTimers();
    const screenCode = jest.fn(() => Promise.resolve('screen'));
    try {
      goTo('#/pages/newcomer/newcomer');
      void afterScreenHold(screenCode);
      // Asked again while it waits: a fetch may have woken the old worker after the first ask.
      act(() => jest.advanceTimersByTime(SW_TAKE_ASK_AGAIN_MS));
      expect(made.messageSkipWaiting).toHaveBeenCalledTimes(2);
      act(() => jest.advanceTimersByTime(SW_TAKE_HOLD_MS));
      const asked = made.messageSkipWaiting.mock.calls.length;
      act(() => jest.advanceTimersByTime(10 * SW_TAKE_ASK_AGAIN_MS));
      expect(made.messageSkipWaiting).toHaveBeenCalledTimes(asked);
    } finally {
      jest.useRealTimers();
    }
    await settle();
    expect(screenCode).toHaveBeenCalledTimes(1);

    // The old worker went idle at last, half a minute into the new screen: no reload under the person's hands.
    act(() => made.listeners.get('controlling')!({ isUpdate: true }));
    expect(reloadPage).not.toHaveBeenCalled();
    goTo('#/pages/appIndex/bazaar');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('"update now" takes it at once, without a route change', async () => {
    await offered();
    fireEvent.click(await screen.findByRole('button', { name: '立即更新' }, { timeout: 10_000 }));
    expect(made.messageSkipWaiting).toHaveBeenCalledTimes(1);
    act(() => made.listeners.get('controlling')!({ isUpdate: true }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
