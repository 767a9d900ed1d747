import { act, render } from '@testing-library/react';
import { ServiceWorkerUpdate } from '@/components/pwa/ServiceWorkerUpdate';
import { AFTER_STARTUP_IDLE_TIMEOUT_MS } from '@/lib/constants';

const register = jest.fn(() => Promise.resolve(undefined));
const Workbox = jest.fn(() => ({ addEventListener: jest.fn(), register, messageSkipWaiting: jest.fn(), update: jest.fn() }));
jest.mock('workbox-window', () => ({ Workbox }));

/** Lets the dynamic import of workbox-window and what follows it settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

let readyState: DocumentReadyState;
let idleCallbacks: IdleRequestCallback[];
const environment = process.env.NODE_ENV;

beforeEach(() => {
  Workbox.mockClear();
  register.mockClear();
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
