import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldError } from '@/lib/contract';
import { AppError } from '../http/errors';
import { errorEnvelope, serviceOfUrl, type Problem } from '../http/envelope';

/** Largest JSON body the API accepts; uploads go through multipart with their own limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Uploads (licences, photos) arrive as multipart, outside the JSON body limit; a call may narrow these. */
export const UPLOAD_LIMITS = { fileSize: 10 * 1024 * 1024, files: 9, fields: 50 };

const mebibytes = (bytes: number) => `${bytes / 1024 / 1024} MiB`;

const INTERNAL_ERROR = 'Internal server error: the request could not be completed. Quote the request id when reporting it.';

/** How Fastify's body parser refusals read to a person. */
const PARSER_MESSAGES: Record<string, (error: FastifyError, request: FastifyRequest) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'The request body is empty although its Content-Type says JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: () => `The request body is larger than the ${mebibytes(BODY_LIMIT_BYTES)} limit`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (_, request) =>
    `Content-Type "${request.headers['content-type'] ?? ''}" is not accepted here; send application/json`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'The Content-Length header does not match the body',
  // @fastify/multipart's limits (413): which one the form broke.
  FST_FIELDS_LIMIT: () => `The form has more than ${UPLOAD_LIMITS.fields} fields`,
  FST_FILES_LIMIT: () => 'The form carries more files than this call takes',
  FST_PARTS_LIMIT: () => 'The form has more parts than this call takes',
  FST_REQ_FILE_TOO_LARGE: () => `The file is larger than ${mebibytes(UPLOAD_LIMITS.fileSize)}`,
  FST_PROTO_VIOLATION: () => 'A form field may not be named after an object property such as __proto__',
};

const VALIDATION_PART: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

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
      const msg = service ? `No such call: ${request.method} ${pathname}` : `Not found: ${pathname}`;
      return sendProblem(request, reply, { status: 404, msg });
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

function classify(error: FastifyError, request: FastifyRequest): Problem {
  if (error instanceof AppError) {
    return { status: error.status, msg: error.message, errors: error.errors, retryAfter: error.retryAfter };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = VALIDATION_PART[error.validationContext ?? 'body'] ?? 'body';
    const errors: FieldError[] = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || part,
      message: readableIssue(issue.message ?? 'is invalid'),
    }));
    return { status: 400, msg: `Invalid ${part}: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors };
  }
  if (error instanceof ResponseSerializationError) return { status: 500, msg: INTERNAL_ERROR };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const describe = PARSER_MESSAGES[error.code];
    return { status, msg: describe ? describe(error, request) : error.message };
  }
  return { status: 500, msg: INTERNAL_ERROR };
}

/** zod says "Invalid input: expected string, received undefined" for a missing field. */
function readableIssue(message: string): string {
  return /received undefined$/.test(message) ? 'is required' : message.replace(/^Invalid input: /, '');
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
