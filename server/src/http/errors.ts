import type { FieldError } from '@/lib/contract';

/**
 * An error a client can act on. Thrown anywhere below a route; the error handler turns it into the
 * route's service envelope with `status` as HTTP status (except the logistics service's token
 * failures, see http/envelope.ts). `message` is shown to people: say what to do.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    /** Seconds until a rate-limited request may be retried (sets Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string, retryAfter: number) =>
  new AppError(429, message, undefined, retryAfter);
