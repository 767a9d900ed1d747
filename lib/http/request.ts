import { TRANSFER_TIMEOUT_MS } from '../constants';
import type { BodyOf, DataOf, Endpoint, HttpMethod, ParamsOf, QueryOf } from '../contract';
import { deviceTokenAtom } from '../state/atoms';
import { appStore } from '../state/store';
import { authorizationFor, logisticsTokenRefresh, userTokenRefresh } from './credentials';
import {
  callOfEndpoint,
  callOfUrl,
  exchange,
  fetchTransport,
  type Call,
  type CallExtras,
  type Payload,
  type Transport,
} from './exchange';
import { ApiError } from './errors';
import { Intent, isUnanswered } from './retry';

export interface RequestOptions<E extends Endpoint = Endpoint> extends CallExtras {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Also send `Logistics-Authorization` on a call outside the logistics service. */
  logistics?: boolean;
  /**
   * False: an HTTP 401 is not answered with a token refresh (sign-out, where a refused token
   * means the work is already done).
   */
  refreshOnUnauthorized?: boolean;
  /**
   * The user intention this call belongs to: an `idempotent` endpoint sends its key for this call
   * and input (the same on every resend). Without one, such a call still gets a fresh key.
   */
  intent?: Intent;
}

/**
 * Runs a call with spec §8's retry rules: an HTTP 401 refreshes the user token and retries once,
 * an envelope whose msg contains '401' refreshes the logistics token and retries once; each
 * refresh is the single one of SingleRefresh. Anything else resolves the data or throws.
 */
async function perform(
  call: Call,
  endpoint: Pick<Endpoint, 'access'>,
  options: RequestOptions,
  body: Payload,
  transport: Transport,
): Promise<unknown> {
  let userRetried = false;
  let logisticsRetried = false;
  for (;;) {
    const auth = await authorizationFor(endpoint);
    const outcome = await exchange(call, options, auth, body, transport);
    if (outcome.kind === 'data') return outcome.data;

    if (outcome.kind === 'userTokenRefused') {
      if (options.refreshOnUnauthorized === false) throw outcome.error;
      if (userRetried) {
        userTokenRefresh.stillInvalid();
        throw outcome.error;
      }
      userRetried = true;
      const deviceToken = appStore.get(deviceTokenAtom);
      if (auth.user && auth.user === deviceToken) {
        // The tourist credential was refused (expired, or the server forgot it): ask for a new one.
        appStore.set(deviceTokenAtom, null);
        continue;
      }
      if (await userTokenRefresh.renew(auth.user)) continue;
      throw outcome.error;
    }

    if (logisticsRetried) {
      logisticsTokenRefresh.stillInvalid();
      throw outcome.error;
    }
    logisticsRetried = true;
    if (await logisticsTokenRefresh.renew(auth.logistics)) continue;
    throw outcome.error;
  }
}

/** A flat body as form fields (a form-encoded call's; absent values are left out). */
function formOf(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) if (value !== undefined && value !== null) form.append(name, String(value));
  return form;
}

/**
 * Calls an endpoint of the contract and resolves its `data`, parsed with the endpoint's response
 * schema. Rejects with ApiError (refused, failed, timed out) or ContractError (shape mismatch).
 */
export async function request<E extends Endpoint>(endpoint: E, options: RequestOptions<E> = {}): Promise<DataOf<E>> {
  const call = callOfEndpoint(endpoint, options);
  const payload = endpoint.formEncoded && options.body !== undefined ? formOf(options.body as Record<string, unknown>) : (options.body as Payload);
  if (!endpoint.idempotent || options.idempotencyKey) {
    return (await perform(call, endpoint, options as RequestOptions, payload, fetchTransport)) as DataOf<E>;
  }
  const intent = options.intent ?? unansweredTaps;
  const { params, query, body } = options;
  const keyed = { ...options, idempotencyKey: intent.keyFor(endpoint, { params, query, body }) };
  try {
    const data = (await perform(call, endpoint, keyed as RequestOptions, payload, fetchTransport)) as DataOf<E>;
    if (!options.intent) unansweredTaps.forget(endpoint, { params, query, body });
    return data;
  } catch (error) {
    if (!options.intent && !isUnanswered(error)) unansweredTaps.forget(endpoint, { params, query, body });
    throw error;
  }
}

/**
 * The intention of a screen that passes none: a tap whose answer never came keeps its key, so the
 * person's next tap with the same input is the same intention and the server answers the first
 * answer instead of applying it twice (a release re-tapped after a lost answer makes one source).
 * A definite answer (success or refusal) forgets the key: the next tap is a new intention.
 */
const unansweredTaps = new Intent();
export interface UploadOptions extends Omit<RequestOptions, 'body'> {
  /** Called as bytes go out: `loaded` of `total` bytes, and the fraction 0..1. */
  onProgress?: (progress: { loaded: number; total: number; fraction: number }) => void;
  /** Form field name of the file when a Blob is given (default 'file'). */
  fieldName?: string;
  /** File name sent with a bare Blob. */
  fileName?: string;
}

/**
 * An XMLHttpRequest transport: ky (fetch) cannot report upload progress, XHR can. Same headers,
 * cookies included, the spec's 60 s transfer time-out.
 */
function xhrTransport(onProgress: UploadOptions['onProgress']): Transport {
  return (url, { method, headers, body, signal }) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      xhr.withCredentials = true;
      xhr.timeout = TRANSFER_TIMEOUT_MS;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) {
          onProgress?.({ loaded: event.loaded, total: event.total, fraction: event.total ? event.loaded / event.total : 0 });
        }
      };
      xhr.onload = () => {
        // A Response lets the exchange read the answer exactly as it reads a fetch answer.
        const bodyless = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(bodyless ? null : xhr.responseText, {
            status: xhr.status,
            headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('network error'));
      xhr.ontimeout = () => reject(Object.assign(new Error('upload timed out'), { name: 'TimeoutError' }));
      xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body as XMLHttpRequestBodyInit);
    });
}

/**
 * Uploads a file (multipart) to an endpoint of the contract or a URL, reporting progress, and
 * resolves the envelope's data. The same headers, envelope and retry rules as `request`.
 */
export async function upload<E extends Endpoint>(
  target: E | string,
  file: Blob | FormData,
  options: UploadOptions = {},
): Promise<E extends Endpoint ? DataOf<E> : unknown> {
  let form = file;
  if (!(file instanceof FormData)) {
    form = new FormData();
    form.append(options.fieldName ?? 'file', file, options.fileName ?? (file instanceof File ? file.name : 'file'));
  }
  const call = typeof target === 'string' ? callOfUrl(target, 'POST', 'envelope', options.logistics) : callOfEndpoint(target, options);
  const endpoint = typeof target === 'string' ? { access: 'user' as const } : target;
  return (await perform(call, endpoint, options, form, xhrTransport(options.onProgress))) as never;
}

/** fetch with the transfer time-out instead of the API's 40 s (spec §9: 60 s for downloads). */
const downloadTransport: Transport = (url, init) => fetchTransport(url, { ...init, timeoutMs: TRANSFER_TIMEOUT_MS });

/** Fetches a file (with the session's headers) and resolves its bytes; failures reject like any call. */
export async function download(url: string, options: Omit<RequestOptions, 'body' | 'params' | 'query'> & { method?: HttpMethod } = {}): Promise<Blob> {
  const call = callOfUrl(url, options.method ?? 'GET', 'blob', options.logistics);
  return (await perform(call, { access: 'user' }, options, undefined, downloadTransport)) as Blob;
}

export { ApiError };
