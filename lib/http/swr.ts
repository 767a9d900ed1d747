import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { DataOf, Endpoint } from '../contract/endpoint';
import { SERVICE_PREFIX } from '../contract/service';
import type { ApiError, ContractError } from './errors';
import { request, type RequestOptions } from './request';

/** What a read needs besides the endpoint: path parameters, query, and the request extras. */
export type ApiArgs<E extends Endpoint> = Omit<RequestOptions<E>, 'body' | 'signal'>;

/**
 * The SWR cache key of a read: the full path (service prefix included, since two services share
 * paths such as /authentication/refresh) and its arguments. Null args give a null key: no fetch.
 */
export function apiKey<E extends Endpoint>(endpoint: E, args: ApiArgs<E> | null): readonly [string, ApiArgs<E>] | null {
  return args === null ? null : ([SERVICE_PREFIX[endpoint.service] + endpoint.path, args] as const);
}

/** The SWR fetcher of an endpoint: turns a key made by `apiKey` into a `request`. */
export function swrFetcher<E extends Endpoint>(endpoint: E) {
  return ([, args]: readonly [string, ApiArgs<E>]): Promise<DataOf<E>> => request(endpoint, args);
}

export type ApiResponse<E extends Endpoint> = SWRResponse<DataOf<E>, ApiError | ContractError>;

/**
 * Reads an endpoint through SWR (cache, revalidation, deduping of identical reads). Pass `null`
 * as args to skip the read, e.g. while a tourist.
 */
export function useApi<E extends Endpoint>(
  endpoint: E,
  args: ApiArgs<E> | null,
  config?: SWRConfiguration<DataOf<E>, ApiError | ContractError>,
): ApiResponse<E> {
  return useSWR(apiKey(endpoint, args), swrFetcher(endpoint), config);
}
