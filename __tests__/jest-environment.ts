import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom with Node's networking and stream globals. jsdom has no fetch, Request, Response,
 * Headers or streams, and its own AbortController/FormData/Blob are foreign to Node's fetch
 * (undici refuses a jsdom AbortSignal), so ky needs Node's versions of all of them together.
 * MessageChannel is deliberately left out: React's scheduler would use Node's, whose open port
 * keeps Jest from exiting; without it the scheduler falls back to timers.
 */
const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'AbortController',
  'AbortSignal',
  'DOMException',
  'crypto',
] as const;

export default class JsdomWithNodeFetchEnvironment extends JSDOMEnvironment {
  /** The worker's zone before a file's `@timezone` pragma, given back at teardown. */
  private readonly zoneBefore = process.env.TZ;

  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    // `@timezone America/Los_Angeles` in a test file's docblock runs it on a phone set to that
    // zone: Date reads process.env.TZ of the worker, which a test file itself cannot set in time.
    const zone = args[1]?.docblockPragmas?.timezone;
    if (typeof zone === 'string') process.env.TZ = zone;
    for (const name of NODE_GLOBALS) {
      const value = (globalThis as Record<string, unknown>)[name];
      if (value !== undefined) {
        Object.defineProperty(this.global, name, { value, writable: true, configurable: true });
      }
    }
  }

  async teardown(): Promise<void> {
    if (this.zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = this.zoneBefore;
    await super.teardown();
  }
}
