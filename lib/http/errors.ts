import type { z } from 'zod';
import type { EnvelopeCode, FieldError } from '../contract';
import { t } from '../i18n';

/** HTTP statuses of spec §8's table of bodiless failures; any other status reads "response timeout". */
const STATUS_MESSAGES = new Set([400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505]);

/** The catalogue key of the message for a non-2xx answer that carries no envelope (spec §8). */
export function statusMessageKey(status: number): string {
  return STATUS_MESSAGES.has(status) ? `http.status.${status}` : 'http.status.other';
}

/**
 * A call the server (or the network) refused. `message` is what a person reads: the envelope's
 * `msg`, or the spec's text for a bodiless HTTP failure. `code` is the envelope's code (null when
 * there was no envelope), `status` the HTTP status (0 when no answer came: time-out, offline).
 */
export class ApiError extends Error {
  readonly code: EnvelopeCode | null;
  readonly status: number;
  readonly errors: FieldError[];
  readonly requestId?: string;
  /** Method and URL path of the call, for logs. */
  readonly call: string;

  constructor(init: {
    message: string;
    call: string;
    status: number;
    code?: EnvelopeCode | null;
    errors?: FieldError[];
    requestId?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.call = init.call;
    this.status = init.status;
    this.code = init.code ?? null;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
  }

  /** The bodiless failure of spec §8 for an HTTP status. */
  static fromStatus(call: string, status: number): ApiError {
    return new ApiError({ message: t(statusMessageKey(status)), call, status });
  }
}

/**
 * The server answered something the shared contract does not describe: a bug on one side, so the
 * message is for developers (the call, and zod's list of what did not fit) rather than a silent
 * `undefined` further down.
 */
export class ContractError extends Error {
  readonly call: string;
  readonly issues: z.core.$ZodIssue[];

  constructor(call: string, issues: z.core.$ZodIssue[], what = 'response data') {
    const listed = issues
      .map((issue) => `  - ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
      .join('\n');
    super(`${call}: the ${what} does not match the contract\n${listed}`);
    this.name = 'ContractError';
    this.call = call;
    this.issues = issues;
  }
}
