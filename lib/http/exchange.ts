import ky, { isTimeoutError } from 'ky';
import { z } from 'zod';
import { currentPlatform } from '../bridge/transport';
import { REQUEST_TIMEOUT_MS, SUCCESS_STATUS_MAX, SUCCESS_STATUS_MIN } from '../constants';
// Each from its own file, not the contract's index: a call made early (the download page's
// version read) then loads only the schemas it parses, not every domain's.
import { fillPath, type Access, type Endpoint, type HttpMethod } from '../contract/endpoint';
import { envelopeOf, ErrorParams, FieldError } from '../contract/envelope';
import { isSuccessCode, SERVICE_PREFIX } from '../contract/service';
import { t } from '../i18n';
import { withQuery } from '../query';
import { serviceBaseUrlAtom } from '../state/atoms';
import { appStore } from '../state/store';
import { ApiError, ContractError } from './errors';
import { locationHeaders } from './location';

/*
 * One HTTP exchange: URL, headers, transport, and reading the answer into an outcome. Token
 * refresh and retries sit above this (request.ts), so the refresh calls themselves can use it
 * without recursion.
 */

/** How the answer is read: a service envelope (the norm), text, or bytes (downloads). */
export type AnswerKind = 'envelope' | 'text' | 'blob';

/** Everything an exchange needs to know about the call, whether it came from an endpoint or a plain URL. */
export interface Call {
  method: HttpMethod;
  /** Absolute URL with query. */
  url: string;
  /** 'GET /appserver/api/sms/send/:phone', for errors and logs. */
  label: string;
  access: Access;
  /** Send `Logistics-Authorization` (logistics service, or asked for by the caller). */
  sendsLogisticsToken: boolean;
  response: z.ZodType;
  answer: AnswerKind;
}

/** Caller-supplied extras of a call (spec §7 "Optional"). */
export interface CallExtras {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Value of the `Sign` header, for calls the server verifies a signature on. */
  sign?: string;
  /** Value of the `Idempotency-Key` header, for mutations that must not apply twice. */
  idempotencyKey?: string;
}

/** The two credentials an exchange carries, as header values (undefined: header left out). */
export interface Authorization {
  user?: string;
  logistics?: string;
}

/** A body: sent as it is (files, form fields) or as JSON (any other object). */
export type Payload = FormData | Blob | URLSearchParams | object | undefined;

export type Transport = (
  url: string,
  init: { method: HttpMethod; headers: Record<string, string>; body: Payload; signal?: AbortSignal; timeoutMs?: number },
) => Promise<Response>;

/** The outcomes the retry logic acts on; every other failure is thrown. */
export type Outcome =
  | { kind: 'data'; data: unknown }
  /** HTTP 401: the user token was refused. */
  | { kind: 'userTokenRefused'; error: ApiError }
  /** HTTP 200 with '401' in `msg`: the logistics token was refused (ARCHITECTURE.md). */
  | { kind: 'logisticsTokenRefused'; error: ApiError };

/**
 * An absolute URL for a path on the API: the service base URL from state (empty: this page's
 * origin) resolved against the page, so it works from any sub-path the app is served under.
 */
export function apiUrl(pathAndQuery: string): string {
  if (/^https?:\/\//i.test(pathAndQuery)) return pathAndQuery;
  const base = appStore.get(serviceBaseUrlAtom).replace(/\/+$/, '');
  return new URL(base + pathAndQuery, globalThis.location?.href).toString();
}

/** Path parameters and query of an endpoint call. */
export interface EndpointArgs {
  params?: unknown;
  query?: unknown;
}

/** The absolute URL of an endpoint call: service prefix, filled path, query without blank values. */
export function endpointUrl(endpoint: Endpoint, args: EndpointArgs = {}): string {
  const path = SERVICE_PREFIX[endpoint.service] + fillPath(endpoint.path, args.params as Record<string, string | number>);
  return apiUrl(withQuery(path, args.query as object | undefined));
}

export function callOfEndpoint(endpoint: Endpoint, args: EndpointArgs & { logistics?: boolean }): Call {
  return {
    method: endpoint.method,
    url: endpointUrl(endpoint, args),
    label: `${endpoint.method} ${SERVICE_PREFIX[endpoint.service]}${endpoint.path}`,
    access: endpoint.access,
    sendsLogisticsToken: endpoint.service === 'logistics' || endpoint.access === 'logistics' || Boolean(args.logistics),
    response: endpoint.response,
    answer: endpoint.raw ? 'text' : 'envelope',
  };
}

/** A call to a URL outside the endpoint tables (a file link, an upload target): a signed-in user's call. */
export function callOfUrl(url: string, method: HttpMethod, answer: AnswerKind, logistics = false): Call {
  const absolute = apiUrl(url);
  return {
    method,
    url: absolute,
    label: `${method} ${new URL(absolute).pathname}`,
    access: 'user',
    sendsLogisticsToken: logistics,
    response: z.unknown(),
    answer,
  };
}

/** The headers of spec §7 for one exchange. */
export async function requestHeaders(call: Call, extras: CallExtras, auth: Authorization): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    ...(await locationHeaders()),
    Platform: currentPlatform(),
  };
  if (auth.user) headers.Authorization = `Bearer ${auth.user}`;
  if (auth.logistics && call.sendsLogisticsToken) headers['Logistics-Authorization'] = `Bearer ${auth.logistics}`;
  if (extras.sign) headers.Sign = extras.sign;
  if (extras.idempotencyKey) headers['Idempotency-Key'] = extras.idempotencyKey;
  return { ...headers, ...extras.headers };
}

const client = ky.create({ timeout: REQUEST_TIMEOUT_MS, credentials: 'include', retry: 0, throwHttpErrors: false });

/** fetch through ky: 40 s time-out, cookies included, no automatic retries (the retry rules are ours). */
export const fetchTransport: Transport = (url, { method, headers, body, signal, timeoutMs }) => {
  const isBytes = body instanceof FormData || body instanceof Blob;
  // Form fields as text with their type named: not every fetch names it for a URLSearchParams body.
  const isForm = body instanceof URLSearchParams;
  return client(url, {
    method,
    headers: isForm ? { ...headers, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' } : headers,
    signal,
    ...(timeoutMs ? { timeout: timeoutMs } : {}),
    ...(body === undefined ? {} : isForm ? { body: body.toString() } : isBytes ? { body } : { json: body }),
  });
};

/** Any envelope: the contract's shape with data of any type, plus the error extras. */
const AnyEnvelope = envelopeOf(z.unknown()).extend({
  error: z.string().optional(),
  params: ErrorParams.optional(),
  requestId: z.string().optional(),
  errors: z.array(FieldError).optional(),
});
type AnyEnvelope = z.output<typeof AnyEnvelope>;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    // Left as text: the envelope check then reports "expected object" with what came instead.
    return text;
  }
}

function errorOf(call: Call, envelope: AnyEnvelope, status: number): ApiError {
  return ApiError.fromEnvelope(call.label, status, envelope);
}

/** Sends one call and reads its answer (spec §8): data, a refused token, or a thrown ApiError/ContractError. */
export async function exchange(
  call: Call,
  extras: CallExtras,
  auth: Authorization,
  body: Payload,
  transport: Transport = fetchTransport,
): Promise<Outcome> {
  const headers = await requestHeaders(call, extras, auth);
  let response: Response;
  try {
    response = await transport(call.url, { method: call.method, headers, body, signal: extras.signal });
  } catch (error) {
    // The caller gave up (a screen left): not a failure to report.
    if (extras.signal?.aborted) throw error;
    // No answer: our own time-out is the spec's "request timeout"; anything else never reached the server.
    const timedOut = isTimeoutError(error) || (error instanceof Error && error.name === 'TimeoutError');
    throw new ApiError({ message: t(timedOut ? 'http.status.408' : 'http.status.404'), call: call.label, status: 0 });
  }

  const { status } = response;
  if (status < SUCCESS_STATUS_MIN || status > SUCCESS_STATUS_MAX) {
    // The server answers most failures with an envelope; proxies and gateways answer bare statuses.
    const envelope = AnyEnvelope.safeParse(await readJson(response));
    const error = envelope.success ? errorOf(call, envelope.data, status) : ApiError.fromStatus(call.label, status);
    if (status === 401) return { kind: 'userTokenRefused', error };
    throw error;
  }

  if (call.answer === 'blob') return { kind: 'data', data: await response.blob() };
  if (call.answer === 'text') return { kind: 'data', data: parseData(call, await response.text()) };

  const envelope = AnyEnvelope.safeParse(await readJson(response));
  if (!envelope.success) throw new ContractError(call.label, envelope.error.issues, 'response envelope');
  if (isSuccessCode(envelope.data.code)) return { kind: 'data', data: parseData(call, envelope.data.data) };
  if (envelope.data.msg.includes('401')) return { kind: 'logisticsTokenRefused', error: errorOf(call, envelope.data, status) };
  throw errorOf(call, envelope.data, status);
}

function parseData(call: Call, data: unknown): unknown {
  const parsed = call.response.safeParse(data);
  if (!parsed.success) throw new ContractError(call.label, parsed.error.issues);
  return parsed.data;
}
