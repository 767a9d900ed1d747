/**
 * The four services behind one origin (ARCHITECTURE.md, "The four services behind one origin").
 * Each answers in its own envelope; only the success code differs.
 */
export type Service = 'appserver' | 'app' | 'logistics' | 'store';

export const SERVICE_PREFIX: Record<Service, string> = {
  appserver: '/appserver',
  app: '/app/api',
  logistics: '/logistics/api',
  store: '/store/api',
};

export const SUCCESS_CODE = {
  appserver: 'P00000',
  app: '200',
  logistics: '200',
  store: 0,
} as const satisfies Record<Service, string | number>;

export type EnvelopeCode = string | number;

/**
 * Error code of a service for an HTTP-like status: appserver `P00401`, app/logistics `"401"`,
 * store the number 401. The client only needs "not the success code"; people and logs read these.
 */
export function errorCode(service: Service, status: number): EnvelopeCode {
  if (service === 'appserver') return `P00${status}`;
  if (service === 'store') return status;
  return String(status);
}

/** True when a response envelope's code is one of the spec's three success codes (spec §8). */
export function isSuccessCode(code: unknown): boolean {
  return code === 'P00000' || code === '200' || code === 0;
}
