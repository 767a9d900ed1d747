/** Spec §4 and §8: the single user-token and logistics-token refresh, shared and never repeated. */
import { z } from 'zod';
import { appUser, envelope, freshClient, mockFetch, signIn, toastText, type Client, type Sent } from '../support';

let client: Client;

beforeEach(() => {
  localStorage.clear();
  client = freshClient();
  signIn(client, 'old');
});

afterEach(() => jest.restoreAllMocks());

const isUserRefresh = (sent: Sent) => sent.url.endsWith('/appserver/authentication/refresh');
const isLogisticsRefresh = (sent: Sent) => sent.url.endsWith('/logistics/api/authentication/refresh');
const bearer = (sent: Sent) => sent.headers.authorization;

/** A server that accepts only `user-<valid>` and answers the user refresh with `renewed`. */
function userServer({ valid, renewed }: { valid: string; renewed: 'new' | 'fails' }) {
  return mockFetch(async (sent) => {
    if (isUserRefresh(sent)) {
      if (renewed === 'fails') return envelope(null, { code: 'P00401', msg: 'refresh token revoked', status: 401 });
      return envelope({ userToken: 'user-new', userRefreshToken: 'user-refresh-new' }, { code: 'P00000' });
    }
    if (bearer(sent) !== `Bearer user-${valid}`) return new Response(null, { status: 401 });
    return envelope(appUser());
  });
}

describe('user token (HTTP 401)', () => {
  test('five concurrent 401s share one refresh, then each is retried once with the new token', async () => {
    const { sent } = userServer({ valid: 'new', renewed: 'new' });
    const users = await Promise.all(Array.from({ length: 5 }, () => client.http.request(client.endpoints.user.info)));
    expect(users.map((user) => user.userId)).toEqual([7, 7, 7, 7, 7]);

    const refreshes = sent.filter(isUserRefresh);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ grant_type: 'refresh_token', refresh_token: 'user-refresh-old' });
    const calls = sent.filter((s) => !isUserRefresh(s));
    expect(calls.filter((s) => bearer(s) === 'Bearer user-old')).toHaveLength(5);
    expect(calls.filter((s) => bearer(s) === 'Bearer user-new')).toHaveLength(5);
    // The new pair is kept for the next calls and the next reload.
    expect(client.state.appStore.get(client.state.userTokenAtom)).toBe('user-new');
    expect(localStorage.getItem('tf.userRefreshToken')).toBe('"user-refresh-new"');
    expect(toastText(client)).toBeNull();
  });

  test('the refresh is never attempted twice: a later 401 shows the "still invalid" toast and goes no further', async () => {
    // The server keeps refusing even the renewed token.
    const { sent } = userServer({ valid: 'nobody', renewed: 'new' });
    const first = await Promise.allSettled(Array.from({ length: 5 }, () => client.http.request(client.endpoints.user.info)));
    expect(first.every((result) => result.status === 'rejected')).toBe(true);
    expect(sent.filter(isUserRefresh)).toHaveLength(1);
    expect(toastText(client)).toBe('the previous internal token exchange is still invalid, so no more requests');

    client.state.dismissToast(client.state.appStore.get(client.state.toastAtom)!.id);
    await expect(client.http.request(client.endpoints.user.info)).rejects.toMatchObject({
      message: 'unauthorised, please log in',
      status: 401,
    });
    expect(sent.filter(isUserRefresh)).toHaveLength(1);
    expect(toastText(client)).toBe('the previous internal token exchange is still invalid, so no more requests');
  });

  test('a failed refresh shows its toast, ends the session (tourist again) and is not tried again', async () => {
    const { sent } = userServer({ valid: 'new', renewed: 'fails' });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => client.http.request(client.endpoints.user.info)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(sent.filter(isUserRefresh)).toHaveLength(1);
    expect(toastText(client)).toBe('refreshing the internal token failed');
    expect(client.state.appStore.get(client.state.touristAtom)).toBe(true);
    expect(client.state.appStore.get(client.state.userTokenAtom)).toBeNull();
    expect(client.state.isSignedIn()).toBe(false);

    await expect(client.http.request(client.endpoints.user.info)).rejects.toThrow('unauthorised, please log in');
    expect(sent.filter(isUserRefresh)).toHaveLength(1);
  });

  test('a new sign-in brings one new refresh', async () => {
    const { sent } = userServer({ valid: 'nobody', renewed: 'new' });
    await expect(client.http.request(client.endpoints.user.info)).rejects.toThrow();
    expect(sent.filter(isUserRefresh)).toHaveLength(1);
    signIn(client, 'second');
    await expect(client.http.request(client.endpoints.user.info)).rejects.toThrow();
    const refreshes = sent.filter(isUserRefresh);
    expect(refreshes).toHaveLength(2);
    expect(refreshes[1].body).toMatchObject({ refresh_token: 'user-refresh-second' });
  });
});

describe('logistics token (HTTP 200, msg containing 401)', () => {
  /** A logistics-service read (the goods and wallet endpoints arrive with their own issues). */
  const wallet = {
    service: 'logistics',
    method: 'GET',
    path: '/wallet/balance',
    access: 'logistics',
    summary: 'wallet balance',
    response: z.object({ balance: z.number() }),
  } as const;

  function logisticsServer({ valid, renewed }: { valid: string; renewed: 'new' | 'fails' }) {
    return mockFetch(async (sent) => {
      if (isLogisticsRefresh(sent)) {
        if (renewed === 'fails') return envelope(null, { code: '400', msg: 'refresh token expired' });
        return envelope({ logisticsToken: 'logistics-new', logisticsRefreshToken: 'logistics-refresh-new' });
      }
      if (sent.headers['logistics-authorization'] !== `Bearer logistics-${valid}`) {
        return envelope(null, { code: '500', msg: 'token invalid: 401' });
      }
      return envelope({ balance: 1200 });
    });
  }

  test('refreshes the logistics token once and retries the request once', async () => {
    const { sent } = logisticsServer({ valid: 'new', renewed: 'new' });
    await expect(client.http.request(wallet)).resolves.toEqual({ balance: 1200 });
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual([
      '/logistics/api/wallet/balance',
      '/logistics/api/authentication/refresh',
      '/logistics/api/wallet/balance',
    ]);
    expect(sent[1].body).toEqual({ grant_type: 'refresh_token', refresh_token: 'logistics-refresh-old' });
    expect(sent[2].headers['logistics-authorization']).toBe('Bearer logistics-new');
    expect(client.state.appStore.get(client.state.logisticsTokenAtom)).toBe('logistics-new');
  });

  test('a token still refused after its refresh: one retry only, the "still invalid" toast, the envelope rejected', async () => {
    const { sent } = logisticsServer({ valid: 'nobody', renewed: 'new' });
    await expect(client.http.request(wallet)).rejects.toMatchObject({ message: 'token invalid: 401', envelopeCode: '500' });
    expect(sent.filter(isLogisticsRefresh)).toHaveLength(1);
    expect(sent.filter((s) => !isLogisticsRefresh(s))).toHaveLength(2);
    expect(toastText(client)).toBe('the previous logistics token exchange is still invalid, so no more requests');

    await expect(client.http.request(wallet)).rejects.toThrow('token invalid: 401');
    expect(sent.filter(isLogisticsRefresh)).toHaveLength(1);
  });

  test('a failed logistics refresh shows its toast and is not tried again; the user stays signed in', async () => {
    const { sent } = logisticsServer({ valid: 'new', renewed: 'fails' });
    await expect(client.http.request(wallet)).rejects.toThrow('token invalid: 401');
    expect(toastText(client)).toBe('refreshing the logistics token failed');
    await expect(client.http.request(wallet)).rejects.toThrow('token invalid: 401');
    expect(sent.filter(isLogisticsRefresh)).toHaveLength(1);
    expect(toastText(client)).toBe('the previous logistics token exchange is still invalid, so no more requests');
    expect(client.state.isSignedIn()).toBe(true);
  });

  test('concurrent refusals share one logistics refresh', async () => {
    const { sent } = logisticsServer({ valid: 'new', renewed: 'new' });
    const balances = await Promise.all(Array.from({ length: 3 }, () => client.http.request(wallet)));
    expect(balances).toEqual([{ balance: 1200 }, { balance: 1200 }, { balance: 1200 }]);
    expect(sent.filter(isLogisticsRefresh)).toHaveLength(1);
  });
});
