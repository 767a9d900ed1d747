import { SERVICE_PREFIX, errorCode, type ErrorEnvelope, type FieldError, type Service } from '@/lib/contract';
import type { ErrorCode, ErrorParamValues } from '@/lib/i18n/errors/catalogue';

const SERVICES = Object.keys(SERVICE_PREFIX) as Service[];

/** The service a URL belongs to by its prefix (for requests no route matched), or null. */
export function serviceOfUrl(url: string): Service | null {
  const pathname = url.split('?', 1)[0];
  return SERVICES.find((s) => pathname === SERVICE_PREFIX[s] || pathname.startsWith(`${SERVICE_PREFIX[s]}/`)) ?? null;
}

/** A refusal as the error handler has classified it. */
export interface Problem {
  status: number;
  /** The catalogue code and its params; `msg` is its English text. */
  error: ErrorCode;
  params?: ErrorParamValues;
  msg: string;
  errors?: FieldError[];
  retryAfter?: number;
}

/**
 * The HTTP status and body of a refusal in `service`'s envelope. The logistics service answers a
 * token failure (401) with HTTP 200 and a `msg` containing "401": that is what its client reacts
 * to by refreshing the logistics token once (spec §8); its `error` code still says which failure.
 */
export function errorEnvelope(service: Service, problem: Problem, requestId: string): { httpStatus: number; body: ErrorEnvelope } {
  const logisticsTokenFailure = service === 'logistics' && problem.status === 401;
  const msg = logisticsTokenFailure && !problem.msg.includes('401') ? `${problem.msg} (401)` : problem.msg;
  return {
    httpStatus: logisticsTokenFailure ? 200 : problem.status,
    body: {
      code: errorCode(service, problem.status),
      data: null,
      msg,
      error: problem.error,
      ...(problem.params && Object.keys(problem.params).length ? { params: problem.params } : {}),
      requestId,
      ...(problem.errors?.length ? { errors: problem.errors } : {}),
    },
  };
}
