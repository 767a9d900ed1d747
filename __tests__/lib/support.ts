/**
 * Test support for the client libraries: a fetch mock at the global level that records what the
 * server would have received, envelope builders, and a fresh copy of the client modules (their
 * module state: refresh budgets, reused position, device-token lookup) for each test.
 */

export interface Sent {
  url: string;
  method: string;
  /** Header names in lower case, as the server sees them. */
  headers: Record<string, string>;
  /** Parsed JSON body, the raw text when not JSON, undefined when empty. */
  body: unknown;
  signal: AbortSignal;
}

export type Answer = (sent: Sent, index: number) => Response | Promise<Response>;

/** Replaces the global fetch; every call is recorded in `sent` and answered by `answer`. */
export function mockFetch(answer: Answer) {
  const sent: Sent[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    // Like the real fetch: a call whose signal is already aborted never reaches the server.
    if (request.signal.aborted) throw request.signal.reason;
    const text = await request.clone().text();
    let body: unknown = text === '' ? undefined : text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    const record: Sent = {
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers.entries()),
      body,
      signal: request.signal,
    };
    sent.push(record);
    return answer(record, sent.length - 1);
  });
  return { sent, spy };
}

export function json(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
}

/** A service envelope `{code, data, msg}`. */
export function envelope(
  data: unknown,
  {
    code = '200',
    msg = 'ok',
    status = 200,
    errors,
    error,
    params,
  }: { code?: string | number; msg?: string; status?: number; errors?: unknown; error?: string; params?: Record<string, string | number> } = {},
): Response {
  return json({ code, data, msg, ...(error ? { error } : {}), ...(params ? { params } : {}), ...(errors ? { errors } : {}) }, status);
}

/** A user as GET /app/api/user/info answers it. */
export function appUser(overrides: Record<string, unknown> = {}) {
  return {
    userId: 7,
    mobile: '13800138000',
    nickname: 'Driver Wang',
    avatar: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    identityType: 'driver',
    identities: ['driver'],
    canShare: true,
    isInviter: false,
    isVerified: false,
    vLogo: null,
    recommender: null,
    ...overrides,
  };
}

/** Fresh client modules (new module state, atoms re-read from localStorage), English messages. */
export function freshClient({ locale = 'en' }: { locale?: 'en' | 'zh-CN' } = {}) {
  jest.resetModules();
  const state = require('@/lib/state') as typeof import('@/lib/state');
  const http = require('@/lib/http') as typeof import('@/lib/http');
  const contract = require('@/lib/contract') as typeof import('@/lib/contract');
  const i18n = require('@/lib/i18n') as typeof import('@/lib/i18n');
  const bridgeModule = require('@/lib/bridge') as typeof import('@/lib/bridge');
  const api = require('@/lib/api') as typeof import('@/lib/api');
  state.appStore.set(state.localeAtom, locale);
  return { state, http, contract, i18n, bridge: bridgeModule, api, endpoints: contract.endpoints };
}

export type Client = ReturnType<typeof freshClient>;

/** What the server's SMS sign-in answers: a signed-in user's four tokens (recognisable by `suffix`). */
export function signedInTokens(suffix = '1') {
  return {
    userToken: `user-token-${suffix}`,
    logisticsToken: `logistics-token-${suffix}`,
    userRefreshToken: `user-refresh-${suffix}`,
    logisticsRefreshToken: `logistics-refresh-${suffix}`,
    isTourist: false,
  };
}

/** Signs the client in with recognisable tokens. */
export function signIn(client: Client, suffix = '1') {
  client.state.saveSignIn({
    userToken: `user-${suffix}`,
    userRefreshToken: `user-refresh-${suffix}`,
    logisticsToken: `logistics-${suffix}`,
    logisticsRefreshToken: `logistics-refresh-${suffix}`,
    isTourist: false,
  });
}

/** The toast now shown, or null. */
export function toastText(client: Client): string | null {
  return client.state.appStore.get(client.state.toastAtom)?.message ?? null;
}

/**
 * A fake native shell on window: it receives the bridge's JSON messages and answers each through
 * `window.__bridgeReply` by its id, asynchronously like a real host.
 */
export function installFakeShell(
  answer: (message: { id: string; command: string; args: unknown }) => unknown | undefined,
  { userAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile' } = {},
) {
  const received: Array<{ id: string; command: string; args: unknown }> = [];
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  window.ReactNativeWebView = {
    postMessage(text: string) {
      const message = JSON.parse(text) as { id: string; command: string; args: unknown };
      received.push(message);
      const reply = answer(message);
      if (reply !== undefined) setTimeout(() => window.__bridgeReply?.(message.id, reply), 0);
    },
  };
  return {
    received,
    remove() {
      delete window.ReactNativeWebView;
    },
  };
}
