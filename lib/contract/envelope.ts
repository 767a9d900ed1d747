import { z } from 'zod';

/** One field-level problem of a refused request: which field, and why. */
export const FieldError = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

/**
 * The response envelope of every service: `{code, data, msg}`. Errors use the same shape with a
 * non-success code, a message a person can act on, and (for 5xx and validation) a request id and
 * the failing fields.
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
  requestId: z.string().optional(),
  errors: z.array(FieldError).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
