/**
 * The load generator of bench/api.ts, run as its own process so that making requests never shares
 * a CPU queue with the server it measures: `node --import tsx bench/load.ts '<json>'` with
 * {url, connections, seconds, method?, headers?, body?}; prints one JSON line
 * {rps, answered, p50, p99, non2xx, errors, statuses}. autocannon, not a machine tool, so the bench runs
 * wherever `npm install` ran.
 */
import { createRequire } from 'node:module';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * A header given a new value on every request: an Idempotency-Key, so that each write is a new
   * intention as the app sends it (a repeated key would be answered from the stored first answer).
   */
  freshHeader?: string;
}

export interface LoadResult {
  rps: number;
  /** Answers received in all (2xx..5xx). */
  answered: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Count of answers per HTTP status class (autocannon's 1xx..5xx). */
  statuses: Record<string, number>;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '1xx': number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
}
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
    setupRequest: (request: { headers: Record<string, string> }) => { headers: Record<string, string> };
  }[];
}) => Promise<AutocannonResult>;

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2]) as LoadOptions;
  const { seconds, freshHeader, ...rest } = options;
  let sent = 0;
  const run = `${process.pid}-${Date.now()}`;
  // autocannon's `requests` do not inherit the top-level method, body and headers: each says all.
  const { pathname, search } = new URL(rest.url);
  const requests = freshHeader
    ? [
        {
          method: rest.method ?? 'GET',
          path: pathname + search,
          headers: rest.headers ?? {},
          body: rest.body,
          setupRequest: (request: { headers: Record<string, string> }) => ({ ...request, headers: { ...request.headers, [freshHeader]: `bench-${run}-${(sent += 1)}` } }),
        },
      ]
    : undefined;
  const result = await autocannon({ ...rest, duration: seconds, ...(requests ? { requests } : {}) });
  const answer: LoadResult = {
    rps: result.requests.average,
    answered: result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'],
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
  };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
