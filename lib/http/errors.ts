import type { z } from 'zod';
import type { EnvelopeCode, ErrorEnvelope, FieldError } from '../contract';
import { getLocale, t } from '../i18n';
import { errorText, isErrorCode, type ErrorParamValues } from '../i18n/errors/catalogue';

/** HTTP statuses of spec §8's table of bodiless failures; any other status reads "response timeout". */
const STATUS_MESSAGES = new Set([400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505]);

/** The catalogue key of the message for a non-2xx answer that carries no envelope (spec §8). */
export function statusMessageKey(status: number): string {
  return STATUS_MESSAGES.has(status) ? `http.status.${status}` : 'http.status.other';
}

/**
 * The text of a server's error code in the current locale (lib/i18n/errors). A code this client
 * does not know yet (a newer server) falls back to the server's English `fallback`, logged so the
 * gap gets a catalogue entry.
 */
export function serverErrorText(code: string | null | undefined, params: ErrorParamValues | undefined, fallback: string): string {
  if (isErrorCode(code)) return errorText(code, params, getLocale());
  if (code) console.warn(`no catalogue text for server error code ${code}; showing the server's message`);
  return fallback;
}

/** A field's problem as the server sent it, with its message in the person's language. */
function localisedField(field: FieldError): FieldError {
  return { ...field, message: serverErrorText(field.error, field.params, field.message) };
}

/**
 * A call the server (or the network) refused. `message` is what a person reads: the catalogue's
 * text of the envelope's error `code` in the current locale, or the spec's text for a bodiless
 * HTTP failure. `code`/`params` are the stable error code and its parameters (null when the
 * answer had none), `envelopeCode` the service envelope's code, `status` the HTTP status (0 when
 * no answer came: time-out, offline). `errors` hold the field-level problems, messages localised.
 */
export class ApiError extends Error {
  readonly code: string | null;
  readonly params: ErrorParamValues;
  readonly envelopeCode: EnvelopeCode | null;
  readonly status: number;
  readonly errors: FieldError[];
  readonly requestId?: string;
  /** Method and URL path of the call, for logs. */
  readonly call: string;

  constructor(init: {
    message: string;
    call: string;
    status: number;
    code?: string | null;
    params?: ErrorParamValues;
    envelopeCode?: EnvelopeCode | null;
    errors?: FieldError[];
    requestId?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.call = init.call;
    this.status = init.status;
    this.code = init.code ?? null;
    this.params = init.params ?? {};
    this.envelopeCode = init.envelopeCode ?? null;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
  }

  /** The bodiless failure of spec §8 for an HTTP status. */
  static fromStatus(call: string, status: number): ApiError {
    return new ApiError({ message: t(statusMessageKey(status)), call, status });
  }

  /** A refusal in a service envelope: the message and field messages from the catalogue. */
  static fromEnvelope(call: string, status: number, envelope: Omit<ErrorEnvelope, 'data'>): ApiError {
    return new ApiError({
      message: serverErrorText(envelope.error, envelope.params, envelope.msg),
      call,
      status,
      code: envelope.error ?? null,
      params: envelope.params,
      envelopeCode: envelope.code,
      errors: envelope.errors?.map(localisedField),
      requestId: envelope.requestId,
    });
  }

  /** The localised message of the server's refusal of `field`, if it named that field. */
  fieldMessage(field: string): string | null {
    return this.errors.find((e) => e.field === field)?.message ?? null;
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
