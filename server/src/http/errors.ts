import type { FieldError } from '@/lib/contract';
import { errorText, type ErrorArgs, type ErrorCode, type ErrorParamValues } from '@/lib/i18n/errors/catalogue';

export type { ErrorCode } from '@/lib/i18n/errors/catalogue';

/**
 * An error a client can act on. Thrown anywhere below a route; the error handler turns it into the
 * route's service envelope with `status` as HTTP status (except the logistics service's token
 * failures, see http/envelope.ts). `code` is the stable key the client's catalogue shows in the
 * person's language; `message` is its English text with `params` filled in (lib/i18n/errors).
 * Throw through the helpers below: they check a code's params against its text.
 */
export class AppError extends Error {
  /** Seconds until a rate-limited request may be retried (sets Retry-After). */
  retryAfter?: number;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params: ErrorParamValues = {},
    readonly errors?: FieldError[],
  ) {
    super(errorText(code, params));
    this.name = 'AppError';
  }
}

/** A refusal with an HTTP status outside the named helpers (410, 422, 502, ...). */
export function appError<C extends ErrorCode>(status: number, code: C, ...[params, errors]: ErrorArgs<C, FieldError[]>): AppError {
  return new AppError(status, code, params as ErrorParamValues | undefined, errors);
}

const refusal =
  (status: number) =>
  <C extends ErrorCode>(code: C, ...args: ErrorArgs<C, FieldError[]>) =>
    appError(status, code, ...args);

export const badRequest = refusal(400);
export const unauthorized = refusal(401);
export const forbidden = refusal(403);
export const notFound = refusal(404);
export const conflict = refusal(409);
export const gone = refusal(410);
export const unprocessable = refusal(422);

/** 429 with Retry-After; `params` should name the wait too, so the text can say it. */
export function tooManyRequests<C extends ErrorCode>(code: C, retryAfter: number, ...[params]: ErrorArgs<C>): AppError {
  const error = appError(429, code, ...([params] as ErrorArgs<C, FieldError[]>));
  error.retryAfter = retryAfter;
  return error;
}

/** One field's problem with its own code, e.g. `fieldError('smsCode', 'sms.wrongCode', {triesLeft: 4})`. */
export function fieldError<C extends ErrorCode>(field: string, code: C, ...[params]: ErrorArgs<C>): FieldError {
  const values = (params ?? {}) as ErrorParamValues;
  return { field, message: errorText(code, values), error: code, ...(Object.keys(values).length ? { params: values } : {}) };
}
