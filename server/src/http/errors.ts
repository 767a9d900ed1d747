import type { FieldError } from '@/lib/contract';
import { errorText, type ErrorArgs, type ErrorCode, type ErrorParamValues } from '@/lib/i18n/errors/catalogue';

export type { ErrorArgs, ErrorCode, PlainErrorCode } from '@/lib/i18n/errors/catalogue';

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

  /** This refusal answered as `status` about one field (a token given in a body, say). */
  onField(field: string, status = 400): AppError {
    return new AppError(status, this.code, this.params, [looseFieldError(field, this.code, this.params)]);
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

/** One field's problem with its own code, e.g. `fieldError('captcha', 'captcha.fieldWrong')`. */
export function fieldError<C extends ErrorCode>(field: string, code: C, ...[params]: ErrorArgs<C>): FieldError {
  return looseFieldError(field, code, params as ErrorParamValues | undefined);
}

/** 400 about one field, the field carrying the same code: `badField('smsCode', 'sms.wrongCode', {triesLeft: 4})`. */
export function badField<C extends ErrorCode>(field: string, code: C, ...[params]: ErrorArgs<C>): AppError {
  const values = params as ErrorParamValues | undefined;
  return new AppError(400, code, values, [looseFieldError(field, code, values)]);
}

function looseFieldError(field: string, code: ErrorCode, params: ErrorParamValues = {}): FieldError {
  return { field, message: errorText(code, params), error: code, ...(Object.keys(params).length ? { params } : {}) };
}
