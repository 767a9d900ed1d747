import { z } from 'zod';

/** Parameters of an error code, filled into its catalogue text (lib/i18n/errors). */
export const ErrorParams = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * One field-level problem of a refused request: which field, and why (`message` in English;
 * `error`/`params` the code the client shows in the person's language).
 */
export const FieldError = z.object({
  field: z.string(),
  message: z.string(),
  error: z.string().optional(),
  params: ErrorParams.optional(),
});
export type FieldError = z.infer<typeof FieldError>;

/**
 * The response envelope of every service: `{code, data, msg}`. Errors use the same shape with a
 * non-success code, the stable `error` code and its `params` (the client shows the catalogue's
 * text for it), `msg` in English, a request id and (for validation) the failing fields.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.union([z.string(), z.number()]),
    data,
    msg: z.string(),
  });
}

export const ErrorEnvelope = z.object({
  code: z.union([z.string(), z.number()]),
  data: z.null(),
  msg: z.string(),
  error: z.string().optional(),
  params: ErrorParams.optional(),
  requestId: z.string().optional(),
  errors: z.array(FieldError).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
