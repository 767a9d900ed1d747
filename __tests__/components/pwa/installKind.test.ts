/**
 * The visitor's install situation, read by the download page after hydration and, before the first
 * paint, by the head script built from the same function: both must name the same kind, or the
 * prerendered hint and the hydrated one differ and the page moves.
 */
import { INSTALL_KIND_ATTRIBUTE, installKindScript, readInstallKind, type InstallKind } from '@/components/pwa/installCapture';

const AGENTS: { agent: string; touchPoints?: number; standalone?: boolean; kind: InstallKind }[] = [
  { agent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', kind: 'phone' },
  { agent: 'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36', kind: 'phone' },
  { agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', kind: 'ios' },
  // iPadOS presents itself as a Mac; its touch points give it away.
  { agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', touchPoints: 5, kind: 'ios' },
  { agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', kind: 'desktop' },
  { agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', kind: 'desktop' },
  { agent: 'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 MicroMessenger/8.0.47.2560', kind: 'wechat' },
  { agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', standalone: true, kind: 'installed' },
];

function pretend({ agent, touchPoints = 0, standalone }: (typeof AGENTS)[number]) {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
  // jsdom has neither: defined on the navigator object itself, as Safari has them.
  Object.defineProperty(navigator, 'maxTouchPoints', { value: touchPoints, configurable: true });
  Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
}

afterEach(() => {
  jest.restoreAllMocks();
  for (const key of ['maxTouchPoints', 'standalone']) Reflect.deleteProperty(navigator, key);
  document.documentElement.removeAttribute(INSTALL_KIND_ATTRIBUTE);
});

describe('the install kind', () => {
  it.each(AGENTS)('is $kind for $agent', (visitor) => {
    pretend(visitor);
    expect(readInstallKind()).toBe(visitor.kind);
    // The head script runs alone in the page, before any bundle: its text must stand by itself.
    new Function(installKindScript)();
    expect(document.documentElement.getAttribute(INSTALL_KIND_ATTRIBUTE)).toBe(visitor.kind);
  });

  it('is "installed" when the page runs from the home screen on Android', () => {
    pretend(AGENTS[0]);
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      new Function(installKindScript)();
      expect(document.documentElement.getAttribute(INSTALL_KIND_ATTRIBUTE)).toBe('installed');
    } finally {
      Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true });
    }
  });
});
