import { ApiError } from '@/lib/http/errors';

/**
 * The data cache's rules for every read: retried a little when the network or the server failed
 * (a phone loses signal for a moment), never for a refusal the server meant (4xx) or an answer
 * that breaks the contract.
 */
export const swrOptions = {
  errorRetryCount: 2,
  shouldRetryOnError: (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500),
};
