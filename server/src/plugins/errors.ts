import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldError } from '@/lib/contract';
import { errorText, type ErrorParamValues } from '@/lib/i18n/errors/catalogue';
import { AppError, type ErrorCode } from '../http/errors';
import { errorEnvelope, serviceOfUrl, type Problem } from '../http/envelope';

/** Largest JSON body the API accepts; uploads go through multipart with their own limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Uploads (licences, photos) arrive as multipart, outside the JSON body limit; a call may narrow these. */
export const UPLOAD_LIMITS = { fileSize: 10 * 1024 * 1024, files: 9, fields: 50 };

const mebibytes = (bytes: number) => bytes / 1024 / 1024;

/** Fastify's (and its multipart plugin's) refusals by error code, as catalogue codes. */
const FASTIFY_REFUSALS: Record<string, (error: FastifyError, request: FastifyRequest) => Omit<Problem, 'status' | 'msg'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({ error: 'request.invalidJson' }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({ error: 'request.emptyJson' }),
  FST_ERR_CTP_BODY_TOO_LARGE: () => ({ error: 'request.bodyTooLarge', params: { limitMiB: mebibytes(BODY_LIMIT_BYTES) } }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (_, request) => ({
    error: 'request.mediaType',
    params: { contentType: (request.headers['content-type'] ?? '').slice(0, 100) },
  }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({ error: 'request.contentLength' }),
  // @fastify/multipart's limits (413): which one the form broke.
  FST_FIELDS_LIMIT: () => ({ error: 'request.tooManyFields', params: { max: UPLOAD_LIMITS.fields } }),
  FST_FILES_LIMIT: () => ({ error: 'request.tooManyFiles' }),
  FST_PARTS_LIMIT: () => ({ error: 'request.tooManyParts' }),
  FST_REQ_FILE_TOO_LARGE: () => ({ error: 'request.fileTooLarge', params: { limitMiB: mebibytes(UPLOAD_LIMITS.fileSize) } }),
  FST_PROTO_VIOLATION: () => ({ error: 'request.protoField' }),
};

const VALIDATION_PART: Record<string, ['body' | 'query' | 'path' | 'headers', ErrorCode]> = {
  body: ['body', 'request.invalidBody'],
  querystring: ['query', 'request.invalidQuery'],
  params: ['path', 'request.invalidPath'],
  headers: ['headers', 'request.invalidHeaders'],
};

/**
 * The one error handler and the not-found handler: every refusal on a service prefix answers in
 * that service's envelope (http/envelope.ts); other paths answer plain JSON.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const problem = classify(error, request);
      if (problem.status >= 500) logUnexpected(error, request);
      return sendProblem(request, reply, problem);
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?', 1)[0].slice(0, 200);
      const service = serviceOfUrl(request.url);
      const problem = service
        ? problemOf(404, 'request.noSuchCall', { method: request.method, path: pathname })
        : problemOf(404, 'request.notFound', { path: pathname });
      return sendProblem(request, reply, problem);
    });
  },
  { name: 'errors' },
);

function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: Problem) {
  const service = request.routeOptions.config?.service ?? serviceOfUrl(request.url);
  if (problem.retryAfter !== undefined) reply.header('Retry-After', String(problem.retryAfter));
  reply.header('Cache-Control', 'no-store');
  // Sent pre-serialised: the route's response schema describes its success data, not a refusal
  // (and the logistics service answers some refusals with HTTP 200).
  reply.type('application/json; charset=utf-8');
  if (!service) {
    return reply.code(problem.status).send(JSON.stringify({ statusCode: problem.status, message: problem.msg, requestId: request.id }));
  }
  const { httpStatus, body } = errorEnvelope(service, problem, request.id);
  return reply.code(httpStatus).send(JSON.stringify(body));
}

function problemOf(status: number, error: ErrorCode, params: ErrorParamValues = {}, errors?: FieldError[]): Problem {
  return { status, error, params, msg: errorText(error, params), errors };
}

function classify(error: FastifyError, request: FastifyRequest): Problem {
  if (error instanceof AppError) {
    return { ...problemOf(error.status, error.code, error.params, error.errors), retryAfter: error.retryAfter };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [part, code] = VALIDATION_PART[error.validationContext ?? 'body'] ?? VALIDATION_PART.body;
    const errors: FieldError[] = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || part,
      message: readableIssue(issue.message ?? 'is invalid'),
      ...fieldCodeOf(issue.keyword, issue.params as Record<string, unknown>, issue.message ?? ''),
    }));
    return problemOf(400, code, { fields: [...new Set(errors.map((e) => e.field))].join(', ') }, errors);
  }
  if (error instanceof ResponseSerializationError) return problemOf(500, 'request.internal');
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const refusal = FASTIFY_REFUSALS[error.code]?.(error, request);
    if (refusal) return problemOf(status, refusal.error, refusal.params);
    return status === 405 ? problemOf(405, 'request.methodNotAllowed') : problemOf(status, 'request.refused', { status });
  }
  return problemOf(500, 'request.internal');
}

/** zod says "Invalid input: expected string, received undefined" for a missing field. */
function readableIssue(message: string): string {
  return /received undefined$/.test(message) ? 'is required' : message.replace(/^Invalid input: /, '');
}

/**
 * The catalogue code of one zod issue, so the field's message reads in the person's language; the
 * contract's own English detail (e.g. "must be an 11-digit mobile number") stays in `message`.
 */
function fieldCodeOf(kind: string, params: Record<string, unknown>, message: string): Pick<FieldError, 'error' | 'params'> {
  const bound = (key: 'minimum' | 'maximum') => ({ [key]: Number(params[key]) });
  const sized = { string: ['fieldTooShort', 'fieldTooLong'], number: ['fieldTooSmall', 'fieldTooLarge'], array: ['fieldTooFew', 'fieldTooMany'] } as const;
  const origin = (params.origin as keyof typeof sized) in sized ? (params.origin as keyof typeof sized) : 'number';
  switch (kind) {
    case 'invalid_type':
      return { error: /received undefined$/.test(message) ? 'request.fieldRequired' : 'request.fieldType' };
    case 'too_small':
      return { error: `request.${sized[origin][0]}`, params: bound('minimum') };
    case 'too_big':
      return { error: `request.${sized[origin][1]}`, params: bound('maximum') };
    case 'invalid_value':
      return { error: 'request.fieldNotOneOf' };
    case 'unrecognized_keys':
      return { error: 'request.fieldUnknown', params: { keys: ([] as unknown[]).concat(params.keys ?? []).join(', ') } };
    default:
      return { error: 'request.fieldInvalid' };
  }
}

function logUnexpected(error: FastifyError, request: FastifyRequest) {
  if (error instanceof ResponseSerializationError) {
    // A handler answered a shape its contract does not promise: name the route so it gets fixed.
    request.log.error(
      { route: `${error.method} ${error.url}`, issues: (error.cause as { issues?: unknown }).issues },
      'response does not match the route schema',
    );
    return;
  }
  request.log.error({ err: error, route: `${request.method} ${request.routeOptions.url ?? request.url}` }, 'unexpected error');
}
