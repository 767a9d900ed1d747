/**
 * A kiosk changes person without reloading the page: after one signs out and the next signs in,
 * the screens still mounted show the next person's data (and never the first person's).
 */
// IndexedDB (jsdom has none) for the worker session that sign-out forgets.
import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { signOut, useCurrentUser } from '@/lib/api';
import { clearSession, saveSignIn } from '@/lib/state';
import { appUser, envelope, mockFetch } from '../support';

/** A JWT-shaped token of person `sub` (the client files data by subject; the server verifies). */
const tokenOf = (sub: string) => `e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.sig`;
const NAMES: Record<string, string> = { '101': 'Collector Zhang', '202': 'Collector Li' };

function signInAs(sub: string) {
  saveSignIn({ userToken: tokenOf(sub), logisticsToken: tokenOf(sub), userRefreshToken: `r-${sub}`, logisticsRefreshToken: `r-${sub}`, isTourist: false });
}

/** The server: user info of whoever the bearer token names; everything else answers empty. */
function server() {
  return mockFetch((sent) => {
    if (!sent.url.endsWith('/app/api/user/info')) return envelope({});
    const sub = Object.entries(NAMES).find(([id]) => sent.headers.authorization === `Bearer ${tokenOf(id)}`)?.[0];
    return sub ? envelope(appUser({ userId: Number(sub), nickname: NAMES[sub] })) : envelope(null, { code: '401', status: 401 });
  });
}

function Person() {
  const { user } = useCurrentUser();
  return <p data-testid="person">{user ? user.nickname : 'loading'}</p>;
}

beforeEach(() => {
  localStorage.clear();
  clearSession();
});
afterEach(() => jest.restoreAllMocks());

it("shows the next person's name after a sign-out and a sign-in on the same page", async () => {
  const { sent } = server();
  signInAs('101');
  // The global cache that sign-out empties, with SWR's default 2 s dedupe window (a quick switch
  // falls inside it; so does a first person's read still in flight).
  render(<Person />);
  expect(await screen.findByText('Collector Zhang')).toBeTruthy();

  await act(() => signOut());
  expect(screen.queryByText('Collector Zhang')).toBeNull();

  await act(async () => signInAs('202'));
  expect(await screen.findByText('Collector Li', {}, { timeout: 3000 })).toBeTruthy();
  expect(screen.queryByText('Collector Zhang')).toBeNull();
  const infos = sent.filter((s) => s.url.endsWith('/app/api/user/info'));
  expect(infos.at(-1)!.headers.authorization).toBe(`Bearer ${tokenOf('202')}`);
});
