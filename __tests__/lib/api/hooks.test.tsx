/** The SWR hooks of lib/api: what they fetch, when they do not, and what a screen gets. */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { setIdentity, useAppVersion, useCurrentUser, useLogisticsUser } from '@/lib/api';
import { clearSession, saveSignIn } from '@/lib/state';
import { appUser, envelope, mockFetch } from '../support';

/** Each test gets its own SWR cache, as a fresh page would. */
function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

beforeEach(() => {
  localStorage.clear();
  clearSession();
});

afterEach(() => jest.restoreAllMocks());

function signInAs(token: string) {
  saveSignIn({ userToken: token, userRefreshToken: 'r', logisticsToken: 'l', logisticsRefreshToken: 'lr', isTourist: false });
}

test('useCurrentUser makes no request for a tourist', async () => {
  const { sent } = mockFetch(() => envelope(appUser()));
  const { result } = renderHook(() => useCurrentUser(), { wrapper });
  await act(async () => undefined);
  expect(result.current.user).toBeUndefined();
  expect(result.current.isLoading).toBe(false);
  expect(sent).toHaveLength(0);
});

test('useCurrentUser loads the signed-in user, and fetches once signed in', async () => {
  const { sent } = mockFetch(() => envelope(appUser({ nickname: 'Driver Zhang' })));
  const { result } = renderHook(() => useCurrentUser(), { wrapper });
  act(() => signInAs('token-z'));
  await waitFor(() => expect(result.current.user?.nickname).toBe('Driver Zhang'));
  expect(sent[0].url).toBe('http://localhost/app/api/user/info');
  expect(sent[0].headers.authorization).toBe('Bearer token-z');
});

test('setIdentity switches the identity and the current user shows it without another read', async () => {
  signInAs('token-i');
  const { sent } = mockFetch((s) =>
    s.method === 'PUT'
      ? envelope(appUser({ identityType: 'cargoOwner', identities: ['driver', 'cargoOwner'] }))
      : envelope(appUser()),
  );
  const { result } = renderHook(() => useCurrentUser(), {
    // setIdentity writes to the global SWR cache, which the default provider is.
    wrapper: ({ children }) => <SWRConfig value={{ dedupingInterval: 0 }}>{children}</SWRConfig>,
  });
  await waitFor(() => expect(result.current.user?.identityType).toBe('driver'));
  await act(() => setIdentity('cargoOwner'));
  await waitFor(() => expect(result.current.user?.identityType).toBe('cargoOwner'));
  expect(sent.find((s) => s.method === 'PUT')!.body).toEqual({ identityType: 'cargoOwner' });
  expect(sent.filter((s) => s.method === 'GET')).toHaveLength(1);
});

test('useLogisticsUser reads the logistics side of the user', async () => {
  signInAs('token-w');
  const wlInfo = {
    userId: 7,
    mobile: '13800138000',
    identityType: 'driver',
    isDriver: true,
    isCargoOwner: false,
    isCarrier: false,
    isTollCollector: false,
    isVerified: true,
  };
  const { sent } = mockFetch(() => envelope(wlInfo));
  const { result } = renderHook(() => useLogisticsUser(), { wrapper });
  await waitFor(() => expect(result.current.logisticsUser?.isDriver).toBe(true));
  expect(sent[0].url).toBe('http://localhost/app/api/user/wlInfo');
});

test('useAppVersion asks for this platform (or the one given) and version code, and shows an error message on failure', async () => {
  const release = {
    versionName: '1.2.0',
    versionCode: 120,
    lastVersionCode: 100,
    type: 'optional',
    downloadUrl: '/download/app.apk',
    notes: 'faster lists',
    publishedAt: '2025-06-01T00:00:00.000Z',
  };
  const { sent } = mockFetch(() => envelope(release));
  const { result } = renderHook(() => useAppVersion(100), { wrapper });
  await waitFor(() => expect(result.current.version?.type).toBe('optional'));
  expect(sent[0].url).toBe('http://localhost/app/api/app/version?platform=H5&versionCode=100');

  const ios = renderHook(() => useAppVersion(undefined, 'ios'), { wrapper });
  await waitFor(() => expect(ios.result.current.version).toBeDefined());
  expect(sent[1].url).toBe('http://localhost/app/api/app/version?platform=ios');

  jest.restoreAllMocks();
  mockFetch(() => new Response(null, { status: 503 }));
  const failing = renderHook(() => useAppVersion(100), { wrapper });
  await waitFor(() => expect(failing.result.current.error?.message).toBe('服务不可用'));
});
